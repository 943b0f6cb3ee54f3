import { lazy, Suspense } from 'react';
import { useOnceTrue } from '../../../shared/lib/use-once-true';
import { useCompletedVideo } from '../completed-video-store';

/** antd's Modal is not needed until a video completes, so the dialog is its own chunk. */
const VideoCompletedDialog = lazy(() => import('./video-completed-dialog'));

/** SPEC 2: the video-completed popup (video-completed-dialog.tsx), loaded when the first video completes. */
export function VideoCompletedPopup() {
  const isNeeded = useOnceTrue(useCompletedVideo((state) => state.video !== null));
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <VideoCompletedDialog />
    </Suspense>
  );
}
