export { VideoCompletedPopup } from './components/video-completed-popup';
/** The shell mounts the task updates (live events and polling), which hand each finished video to the popup. */
export { useTaskUpdates } from './hooks/use-task-updates';
export { useCompletedVideo, type TCompletedVideo } from './completed-video-store';
