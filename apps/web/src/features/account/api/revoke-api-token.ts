import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserApi } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { apiTokensQueryKey } from './get-api-tokens';

export function revokeApiToken(id: number): Promise<void> {
  return shortApiClient.post<void>(UserApi.revokeToken, { id });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}
