import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DigitalHumanApi, type TPhotoAvatar } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { photoAvatarsQueryKey } from './get-photo-avatars';
import { photoListQueryKey } from './get-photo-list';
import { photoUploadNumberQueryKey } from './get-photo-upload-number';

/** The face check and sprite drawing take a few seconds; asking more often would only load the server. */
const PHOTO_PROGRESS_POLL_MS = 1500;

export function getPhotoProgress(id: number): Promise<TPhotoAvatar> {
  return shortApiClient.get<TPhotoAvatar>(DigitalHumanApi.photoUploadProgress, { id }, { isQuiet: true });
}

/**
 * Polls a processing photo until it is ready or refused; then the lists and the count take the result, so
 * a ready photo becomes an avatar the user can pick.
 */
export function usePhotoProgress(id: number, isProcessing: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['photo-progress', id],
    queryFn: async () => {
      const photo = await getPhotoProgress(id);
      if (photo.status !== 'processing') {
        // A refused photo gives its place in the allowance back, so the count changes too.
        await Promise.all(
          [photoListQueryKey, photoAvatarsQueryKey, photoUploadNumberQueryKey].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
      }
      return photo;
    },
    enabled: isProcessing,
    refetchInterval: (query) => (query.state.data?.status ?? 'processing') === 'processing' && PHOTO_PROGRESS_POLL_MS,
  });
}
