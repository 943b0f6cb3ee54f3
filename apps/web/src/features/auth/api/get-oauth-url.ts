import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { UserApi, type ZOAuthStartQuery } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export type TOAuthProvider = 'google' | 'facebook';
export type TOAuthStartQuery = z.infer<typeof ZOAuthStartQuery>;

/** The provider's sign-in URL; the server's callback later sets the token cookie and sends the browser back. */
export async function getOAuthUrl(provider: TOAuthProvider, query: TOAuthStartQuery): Promise<string> {
  const { url } = await shortApiClient.get<{ url: string }>(UserApi.oauthStart(provider), query);
  return url;
}

export function useOAuthUrl() {
  return useMutation({
    mutationFn: ({ provider, query }: { provider: TOAuthProvider; query: TOAuthStartQuery }) =>
      getOAuthUrl(provider, query),
  });
}
