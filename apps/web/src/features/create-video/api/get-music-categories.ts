import { useQuery } from '@tanstack/react-query';
import { AssetApi, type TMusicCategory } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export function getMusicCategories(): Promise<TMusicCategory[]> {
  return shortApiClient.get<TMusicCategory[]>(AssetApi.musicCategoryList);
}

export function useMusicCategories() {
  return useQuery({ queryKey: ['music-categories'], queryFn: getMusicCategories, staleTime: Infinity });
}
