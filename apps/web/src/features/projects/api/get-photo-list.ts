import { useQuery } from '@tanstack/react-query';
import { DigitalHumanApi, type TPhotoAvatar } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** A portrait becomes a talking photo in seconds; the list follows it at this pace meanwhile. */
const PROCESSING_POLL_MS = 3000;

export const photoListQueryKey = [DigitalHumanApi.photoList] as const;

export function getPhotoList(signal?: AbortSignal): Promise<TPhotoAvatar[]> {
  return shortApiClient.post<TPhotoAvatar[]>(DigitalHumanApi.photoList, {}, { signal });
}

/** The user's talking photos, ready or not. */
export function usePhotoList() {
  return useQuery({
    queryKey: photoListQueryKey,
    queryFn: ({ signal }) => getPhotoList(signal),
    refetchInterval: (query) =>
      query.state.data?.some((photo) => photo.status === 'processing') ? PROCESSING_POLL_MS : false,
  });
}
