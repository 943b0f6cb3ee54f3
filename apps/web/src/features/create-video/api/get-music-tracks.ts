import { useQuery } from '@tanstack/react-query';
import { AssetApi, type TMusicTrack } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export function getMusicTracks(categoryId: string): Promise<TMusicTrack[]> {
  return shortApiClient.post<TMusicTrack[]>(AssetApi.musicList, { categoryId });
}

export function useMusicTracks(categoryId: string | undefined) {
  return useQuery({
    queryKey: ['music-tracks', categoryId],
    queryFn: () => getMusicTracks(categoryId!),
    enabled: categoryId !== undefined,
    staleTime: Infinity,
  });
}
