import { useMutation } from '@tanstack/react-query';
import { FileSource, UserApi, type TFileInfo } from '@orator/contracts';
import { apiClient } from '../../../shared/api/clients';

/** The recording to subtitle, stored as a voice tool input; a refusal shows beside the picker, not as a toast. */
export function uploadSubtitleAudio(file: File): Promise<TFileInfo> {
  const form = new FormData();
  form.append('source', String(FileSource.AudioInput));
  form.append('file', file);
  return apiClient.post<TFileInfo>(UserApi.uploadFile, form, { isQuiet: true });
}

export function useUploadSubtitleAudio() {
  return useMutation({ mutationFn: uploadSubtitleAudio });
}
