import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DigitalHumanApi } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { photoAvatarsQueryKey } from './get-photo-avatars';
import { photoListQueryKey } from './get-photo-list';
import { photoUploadNumberQueryKey } from './get-photo-upload-number';

export function deletePhoto(id: number): Promise<null> {
  return shortApiClient.post<null>(DigitalHumanApi.photoDelete, { ids: [id] });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: async () => {
      await Promise.all(
        [photoListQueryKey, photoUploadNumberQueryKey, photoAvatarsQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
