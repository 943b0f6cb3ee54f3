import Cookies from 'js-cookie';
import { Cookie, Timer } from '@orator/contracts';
import { randomId } from '../lib/random-id';

const SECONDS_PER_DAY = 86_400;
const ATTRIBUTION_COOKIE_DAYS = Timer.viaCookieSeconds / SECONDS_PER_DAY;
/** Site-wide so that the API under /api and the app under /ai/ see the same values. */
const COOKIE_PATH = '/';

/**
 * The session token is not among them: the server sets and clears its cookie, HttpOnly, so no script in the page
 * can read it (docs/security.md, item 7).
 */
export type TAttributionCookie = typeof Cookie.Source | typeof Cookie.InviteCode | typeof Cookie.Via;

export function readAttributionCookie(name: TAttributionCookie): string | undefined {
  return Cookies.get(name) || undefined;
}

export function writeAttributionCookie(name: TAttributionCookie, value: string): void {
  Cookies.set(name, value, { expires: ATTRIBUTION_COOKIE_DAYS, path: COOKIE_PATH, sameSite: 'lax' });
}

/** SPEC 3: the device-identity cookie is created once and lives for a year; the server reads it with every call. */
export function ensureDeviceIdCookie(): string {
  const existing = Cookies.get(Cookie.DeviceId);
  if (existing) return existing;
  const created = randomId();
  Cookies.set(Cookie.DeviceId, created, { expires: Timer.deviceCookieDays, path: COOKIE_PATH, sameSite: 'lax' });
  return created;
}
