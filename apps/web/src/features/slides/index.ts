/** Slides to video (SPEC 2 /pptcreate), loaded on first visit. */
export const slidesPages = {
  pptCreate: () => import('./pages/ppt-create-page'),
};
export { SlideImporter } from './components/slide-importer';
export type { TImportedDeck, TImportedSlide } from './api/get-slide-deck';
