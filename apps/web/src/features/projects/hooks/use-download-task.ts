import { useMutation } from '@tanstack/react-query';
import type { TVideoTask } from '@orator/contracts';
import { downloadFile, saveBlob } from '../../../shared/api/download-file';
import { markDownloaded } from '../api/mark-downloaded';

export interface TDownloadTask {
  task: TVideoTask;
  /** The video's bytes when the page already holds them (the detail page's player), saving a second fetch. */
  blob?: Blob;
}

/** Saves a finished video as '<task name>.mp4', then marks it downloaded (SPEC 4). */
export function useDownloadTask() {
  return useMutation({
    mutationFn: async ({ task, blob }: TDownloadTask) => {
      if (task.targetFileId === null) return;
      const fileName = `${task.taskName}.mp4`;
      if (blob) saveBlob(blob, fileName);
      else await downloadFile(task.targetFileId, fileName);
      await markDownloaded(task.id);
    },
  });
}
