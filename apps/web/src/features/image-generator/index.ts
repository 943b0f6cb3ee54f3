/** AI product photos (SPEC 2 /image-generator, issue #17). */
export const imageGeneratorPages = {
  imageGenerator: () => import('./pages/image-generator-page'),
};
