import { useQuery } from '@tanstack/react-query';
import { UserApi, type TApiTokenItem } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export const apiTokensQueryKey = ['api-tokens'] as const;

export function getApiTokens(): Promise<TApiTokenItem[]> {
  return shortApiClient.get<TApiTokenItem[]>(UserApi.getToken);
}

export function useApiTokens() {
  return useQuery({ queryKey: apiTokensQueryKey, queryFn: getApiTokens });
}
