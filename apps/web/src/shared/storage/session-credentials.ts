import type { TLoginResult } from '@orator/contracts';
import { clearUserInfo, readUserInfo, writeRefreshTime, writeUserInfo } from './local-values';

/**
 * SPEC 4 with the token out of the page's reach (docs/security.md, item 7): the server holds it in an HttpOnly
 * cookie, so the cached user info is what tells the page that the visitor is signed in.
 */
export function isSignedIn(): boolean {
  return readUserInfo() !== undefined;
}

/** Whether the server said this page load has no session, so navigations stop asking it (see the guard). */
let isKnownGuest = false;

export function isGuestKnown(): boolean {
  return isKnownGuest;
}

/** A new page load knows nothing yet; tests start each case as one. */
export function forgetGuestAnswer(): void {
  isKnownGuest = false;
}

/**
 * The login answer also carries the token, for API clients; the browser already holds it in the cookie the same
 * answer set, so only the user is kept. A fresh session counts as just renewed, so renewal waits its hour (SPEC 4).
 */
export function saveSession(result: Pick<TLoginResult, 'userInfo'>, now: number = Date.now()): void {
  writeUserInfo(result.userInfo);
  writeRefreshTime(result.userInfo.id, now);
  isKnownGuest = false;
}

/** The server has ended the session or refused it; its cookie is gone with it. */
export function clearSession(): void {
  clearUserInfo();
  isKnownGuest = true;
}
