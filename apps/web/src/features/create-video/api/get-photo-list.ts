import { useQuery } from '@tanstack/react-query';
import { DigitalHumanApi, type TPhotoAvatar } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export const photoListQueryKey = ['photo-list'] as const;

/** Every uploaded portrait, including those still processing and those the face check refused. */
export function getPhotoList(): Promise<TPhotoAvatar[]> {
  return shortApiClient.post<TPhotoAvatar[]>(DigitalHumanApi.photoList, {});
}

export function usePhotoList() {
  return useQuery({ queryKey: photoListQueryKey, queryFn: getPhotoList });
}
