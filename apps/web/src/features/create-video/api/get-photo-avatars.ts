import { useQuery } from '@tanstack/react-query';
import { DigitalHumanApi, type TDigitalHuman } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export const photoAvatarsQueryKey = ['photo-avatars'] as const;

/** The user's ready talking photos as avatars, with the sprite the preview draws from. */
export function getPhotoAvatars(): Promise<TDigitalHuman[]> {
  return shortApiClient.post<TDigitalHuman[]>(DigitalHumanApi.listRealHuman, {});
}

export function usePhotoAvatars() {
  return useQuery({ queryKey: photoAvatarsQueryKey, queryFn: getPhotoAvatars });
}
