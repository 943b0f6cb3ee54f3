import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DigitalHumanApi } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { photoListQueryKey } from './get-photo-list';

export function deletePhotos(ids: number[]): Promise<null> {
  return shortApiClient.post<null>(DigitalHumanApi.photoDelete, { ids });
}

export function useDeletePhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhotos,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photoListQueryKey }),
  });
}
