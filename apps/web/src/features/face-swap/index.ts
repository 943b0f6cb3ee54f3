/** Video face swap, single and multi-face (SPEC 2 /video-face-swap, issue #18). */
export const faceSwapPages = {
  faceSwap: () => import('./pages/face-swap-page'),
};
export { FaceSwapHistoryTab } from './components/face-swap-history';
