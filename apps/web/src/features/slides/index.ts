export { SlideImporter } from './components/slide-importer';
export type { TImportedDeck, TImportedSlide } from './api/get-slide-deck';
