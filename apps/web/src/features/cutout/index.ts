/** Smart cutout (SPEC 2 /cutout, issue #17). */
export const cutoutPages = {
  cutout: () => import('./pages/cutout-page'),
};
