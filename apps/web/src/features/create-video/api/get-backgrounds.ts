import { useQuery } from '@tanstack/react-query';
import { AssetApi, type TBackgroundList } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** The built-in colours and images. */
export function getBackgrounds(): Promise<TBackgroundList> {
  return shortApiClient.get<TBackgroundList>(AssetApi.queryBackgroundList);
}

export function useBackgrounds() {
  return useQuery({ queryKey: ['backgrounds'], queryFn: getBackgrounds, staleTime: Infinity });
}
