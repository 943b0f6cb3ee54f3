import { useMutation } from '@tanstack/react-query';
import { FileSource } from '@orator/contracts';
import { uploadFile } from './upload-file';

/** The server checks the audio's content and length; the page shows its refusal beside the upload, not as a toast. */
export function uploadNarration(file: File) {
  return uploadFile(file, FileSource.Narration, { isQuiet: true });
}

export function useUploadNarration() {
  return useMutation({ mutationFn: uploadNarration });
}
