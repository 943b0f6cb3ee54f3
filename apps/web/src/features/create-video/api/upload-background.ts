import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AssetApi, FileSource, type TUploadedBackground } from '@orator/contracts';
import { apiClient } from '../../../shared/api/clients';
import { uploadedBackgroundsQueryKey } from './get-uploaded-backgrounds';
import { uploadFile } from './upload-file';

/** Stores the image or video, then registers it as one of the user's backgrounds. */
export async function uploadBackground(file: File): Promise<TUploadedBackground> {
  const stored = await uploadFile(file, FileSource.Background);
  return apiClient.post<TUploadedBackground>(AssetApi.handleUploadBackGroundFile, { fileId: stored.id });
}

export function useUploadBackground() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBackground,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: uploadedBackgroundsQueryKey }),
  });
}
