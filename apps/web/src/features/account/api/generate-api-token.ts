import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserApi, type TApiTokenItem } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { apiPermissionQueryKey } from './check-api-permission';
import { apiTokensQueryKey } from './get-api-tokens';

/** A new token: the secret itself is in this answer only. */
export interface TCreatedApiToken extends TApiTokenItem {
  token: string;
}

/** A POST: the server never mints a token on a GET carried by the cookie (docs/decisions.md). */
export function generateApiToken(name: string): Promise<TCreatedApiToken> {
  return shortApiClient.post<TCreatedApiToken>(UserApi.generateToken, name ? { name } : {});
}

export function useGenerateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
    // A refusal means the plan changed since the page asked: show what it allows now.
    onError: () => queryClient.invalidateQueries({ queryKey: apiPermissionQueryKey }),
  });
}
