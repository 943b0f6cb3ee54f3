export { VideoCompletedPopup } from './components/video-completed-popup';
/** The shell mounts the poller, which hands each finished task to the popup. */
export { useTaskPolling } from './hooks/use-task-polling';
export { useCompletedVideo, type TCompletedVideo } from './completed-video-store';
