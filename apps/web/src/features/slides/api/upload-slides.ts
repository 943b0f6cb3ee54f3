import { useMutation } from '@tanstack/react-query';
import { SlidesApi, type TSlideImportProgress } from '@orator/contracts';
import { apiClient } from '../../../shared/api/clients';

/** The deck goes to the import endpoint itself, which judges it before storing anything; refusals show beside the picker. */
export function uploadSlides(file: File): Promise<TSlideImportProgress> {
  const form = new FormData();
  form.append('file', file);
  return apiClient.post<TSlideImportProgress>(SlidesApi.upload, form, { isQuiet: true });
}

export function useUploadSlides() {
  return useMutation({ mutationFn: uploadSlides });
}
