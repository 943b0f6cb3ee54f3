import { useEffect } from 'react';
import { Timer, UserApi } from '@orator/contracts';
import { apiClient } from '../api/clients';
import { readRefreshTime, readUserInfo, writeRefreshTime } from '../storage/local-values';

/**
 * SPEC 7 with the token out of the page's reach (docs/security.md, item 7): the body names no token, so the server
 * renews the session of the cookie and sets the cookie again.
 */
export function renewLogin(): Promise<void> {
  return apiClient.post<void>(UserApi.loginRenewal, {});
}

/** SPEC 4: renew when more than an hour has passed since the last renewal, or when none was recorded. */
export function isRenewalDue(lastRenewedAt: number | undefined, now: number): boolean {
  return lastRenewedAt === undefined || now - lastRenewedAt > Timer.tokenRenewAfterMs;
}

export async function renewLoginIfDue(now: number = Date.now()): Promise<void> {
  const user = readUserInfo();
  if (!user || !isRenewalDue(readRefreshTime(user.id), now)) return;
  await renewLogin();
  writeRefreshTime(user.id, now);
}

/** Checks at start and then every 30 minutes (SPEC 9) while the app is open. */
export function useSessionRenewal(): void {
  useEffect(() => {
    // A failed renewal has already been reported by the client; the next check tries again.
    const check = () => void renewLoginIfDue().catch(() => undefined);
    check();
    const timer = window.setInterval(check, Timer.tokenRenewCheckMs);
    return () => window.clearInterval(timer);
  }, []);
}
