import type { TLoginResult } from '@orator/contracts';
import { clearToken, readToken, writeToken } from './cookies';
import { clearUserInfo, readUserInfo, writeRefreshTime, writeUserInfo } from './local-values';

/** SPEC 4: a stored token is what makes a visitor signed in; user info is only a cache of the account. */
export function hasToken(): boolean {
  return readToken() !== undefined;
}

export function hasCachedUser(): boolean {
  return readUserInfo() !== undefined;
}

/** A fresh token counts as just renewed, so renewal waits its full hour (SPEC 4). */
export function saveSession(result: TLoginResult, now: number = Date.now()): void {
  writeToken(result.token);
  writeUserInfo(result.userInfo);
  writeRefreshTime(result.userInfo.id, now);
}

export function clearSession(): void {
  clearToken();
  clearUserInfo();
}
