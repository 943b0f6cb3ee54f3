/** Image to video and text to video (SPEC 2 /ai-character-generation and /aivideogen, issue #17 item 4). */
export const videoGenPages = {
  imageToVideo: () => import('./pages/image-to-video-page'),
  textToVideo: () => import('./pages/text-to-video-page'),
};
export { VideoGenHistoryTab } from './components/video-gen-history-tab';
