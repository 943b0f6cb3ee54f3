import Cookies from 'js-cookie';
import { Cookie, Timer } from '@orator/contracts';
import { randomId } from '../lib/random-id';

const SECONDS_PER_DAY = 86_400;
/** The server decides when a session ends; the cookie itself should outlive any session (SPEC 9: "very long"). */
const TOKEN_COOKIE_DAYS = 10 * 365;
const ATTRIBUTION_COOKIE_DAYS = Timer.viaCookieSeconds / SECONDS_PER_DAY;
/** Site-wide so that the API under /api and the app under /ai/ see the same values. */
const COOKIE_PATH = '/';

export type TAttributionCookie = typeof Cookie.Source | typeof Cookie.InviteCode | typeof Cookie.Via;

export function readToken(): string | undefined {
  return Cookies.get(Cookie.Token) || undefined;
}

export function writeToken(token: string): void {
  Cookies.set(Cookie.Token, token, { expires: TOKEN_COOKIE_DAYS, path: COOKIE_PATH, sameSite: 'lax' });
}

export function clearToken(): void {
  Cookies.remove(Cookie.Token, { path: COOKIE_PATH });
}

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
