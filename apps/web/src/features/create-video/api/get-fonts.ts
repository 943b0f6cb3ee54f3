import { useQuery } from '@tanstack/react-query';
import { AssetApi, type TFont } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** The subtitle fonts the renderer has; `cjk` marks those that carry Chinese and Japanese characters. */
export function getFonts(): Promise<TFont[]> {
  return shortApiClient.get<TFont[]>(AssetApi.queryFontList);
}

export function useFonts() {
  return useQuery({ queryKey: ['fonts'], queryFn: getFonts, staleTime: Infinity });
}
