/** Text-to-speech dubbing (SPEC 2 /dubbing) and its history in the project centre. */
export const dubbingPages = {
  dubbing: () => import('./pages/dubbing-page'),
};
export { DubbingHistoryTab } from './components/dubbing-history-tab';
