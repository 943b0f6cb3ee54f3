import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../shared/api/download-file';
import { markDownloaded } from '../api/mark-downloaded';
import type { TCompletedVideo } from '../completed-video-store';

/** Saves the finished video as '<task name>.mp4', then marks it downloaded (SPEC 4). */
export function useDownloadVideo() {
  return useMutation({
    mutationFn: async (video: TCompletedVideo) => {
      await downloadFile(video.targetFileId, `${video.taskName}.mp4`);
      await markDownloaded(video.id);
    },
  });
}
