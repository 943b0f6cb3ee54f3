import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AssetApi } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { uploadedBackgroundsQueryKey } from './get-uploaded-backgrounds';

export function deleteBackground(fileId: number): Promise<null> {
  return shortApiClient.post<null>(AssetApi.deleteById, { id: fileId });
}

export function useDeleteBackground() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBackground,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: uploadedBackgroundsQueryKey }),
  });
}
