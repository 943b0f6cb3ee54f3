export { VideoCompletedPopup } from './components/video-completed-popup';
/** What drives the popup: task polling (issue #5) hands it each finished task. */
export { useCompletedVideo, type TCompletedVideo } from './completed-video-store';
