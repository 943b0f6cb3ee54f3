/** AI video translation (SPEC 2 /ai-video-translation, issue #16) and its tab in the project centre. */
export const videoTranslationPages = {
  videoTranslation: () => import('./pages/video-translation-page'),
};
export { VideoTranslationHistoryTab } from './components/video-translation-history-tab';
