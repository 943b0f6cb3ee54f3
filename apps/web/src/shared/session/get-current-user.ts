import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserApi, type TUserInfo } from '@orator/contracts';
import { apiClient } from '../api/clients';
import { readUserInfo, writeUserInfo } from '../storage/local-values';
import { isSignedIn } from '../storage/session-credentials';

/** Fetches the signed-in account and refreshes the cached copy of SPEC 3. */
export async function getCurrentUser(signal?: AbortSignal, isSessionProbe = false): Promise<TUserInfo> {
  // A probe's failure reaches the guard only: for a guest it is the expected answer, not news to show.
  const user = await apiClient.post<TUserInfo>(UserApi.userInfoDetail, undefined, {
    signal,
    isSessionProbe,
    isQuiet: isSessionProbe,
  });
  writeUserInfo(user);
  return user;
}

export const currentUserQueryKey = ['current-user'] as const;

export function currentUserQuery() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    // Only a session has a current user; pages still on screen while it ends must not ask for one.
    enabled: isSignedIn,
    // Pages render from the cached copy at once; it may be old (balances change), so it counts as stale.
    initialData: readUserInfo,
    initialDataUpdatedAt: 0,
  });
}

/**
 * The guard's question when no user is cached: does the browser's cookie (which the page cannot read) hold a
 * session? A refusal only answers "no", without the trip to the login page of an ended session.
 */
export function probeCurrentUserQuery() {
  return queryOptions({ ...currentUserQuery(), queryFn: ({ signal }) => getCurrentUser(signal, true) });
}

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}

/**
 * Balance and plan change with a purchase, a redemption, a sign-in or a reward: every screen reading the
 * account (header, sidebar, pages) takes the new one.
 */
export function useRefreshCurrentUser(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}
