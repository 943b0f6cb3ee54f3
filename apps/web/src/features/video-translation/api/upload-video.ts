import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VideoTranslationApi, type TVideoTranslationTask } from '@orator/contracts';
import { apiClient } from '../../../shared/api/clients';
import { videoTranslationQueryKey } from './get-video-translation';
import { videoTranslationListQueryKey } from './get-video-translations';

interface TUploadVideo {
  file: File;
  taskName?: string;
  /** 0-100 as the bytes leave the browser. */
  onProgress: (percent: number) => void;
}

/**
 * Sends the video, which the server judges by its content before storing it; its refusal (format, length,
 * resolution, no sound) is shown beside the picker, not as a toast.
 */
export function uploadVideo({ file, taskName, onProgress }: TUploadVideo): Promise<TVideoTranslationTask> {
  const form = new FormData();
  // The server reads the fields that come before the file: the name goes first.
  if (taskName) form.append('taskName', taskName);
  form.append('file', file);
  return apiClient.post<TVideoTranslationTask>(VideoTranslationApi.uploadVideo, form, {
    isQuiet: true,
    onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  });
}

export function useUploadVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVideo,
    onSuccess: (task) => {
      queryClient.setQueryData(videoTranslationQueryKey(task.id), task);
      return queryClient.invalidateQueries({ queryKey: videoTranslationListQueryKey });
    },
  });
}
