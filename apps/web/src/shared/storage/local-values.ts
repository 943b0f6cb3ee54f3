import { LocalKey, type TUserInfo } from '@orator/contracts';

/** localStorage may hold anything a previous version or another tab wrote: read defensively. */
function readJson<T>(key: string): T | undefined {
  // The build draws the public pages outside a browser (app/prerender), as for a visitor with nothing stored.
  if (typeof localStorage === 'undefined') return undefined;
  const raw = localStorage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    localStorage.removeItem(key);
    return undefined;
  }
}

export function readUserInfo(): TUserInfo | undefined {
  const user = readJson<TUserInfo>(LocalKey.UserInfo);
  return user && typeof user === 'object' && typeof user.id === 'number' ? user : undefined;
}

export function writeUserInfo(user: TUserInfo): void {
  localStorage.setItem(LocalKey.UserInfo, JSON.stringify(user));
}

export function clearUserInfo(): void {
  localStorage.removeItem(LocalKey.UserInfo);
}

/** Epoch milliseconds of the user's last session renewal (SPEC 4), or undefined when never recorded. */
export function readRefreshTime(userId: number): number | undefined {
  const value = Number(localStorage.getItem(LocalKey.refreshTime(userId)));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

export function writeRefreshTime(userId: number, epochMs: number): void {
  localStorage.setItem(LocalKey.refreshTime(userId), String(epochMs));
}

/** SPEC 3: ids of submitted video tasks whose completion popup has not been shown, comma-separated. */
export function readPendingTaskIds(userId: number): number[] {
  const raw = localStorage.getItem(LocalKey.submitTaskId(userId)) ?? '';
  return raw
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

export function addPendingTaskId(userId: number, taskId: number): void {
  const ids = readPendingTaskIds(userId);
  if (!ids.includes(taskId)) localStorage.setItem(LocalKey.submitTaskId(userId), [...ids, taskId].join(','));
}

export function removePendingTaskId(userId: number, taskId: number): void {
  const ids = readPendingTaskIds(userId).filter((id) => id !== taskId);
  if (ids.length > 0) localStorage.setItem(LocalKey.submitTaskId(userId), ids.join(','));
  else localStorage.removeItem(LocalKey.submitTaskId(userId));
}

export interface TStoredIdentity {
  identityId: string;
  expiresAt: number;
}

export function readIdentity(): TStoredIdentity | undefined {
  const identity = readJson<TStoredIdentity>(LocalKey.IdentityId);
  return identity && typeof identity.identityId === 'string' && typeof identity.expiresAt === 'number'
    ? identity
    : undefined;
}

export function writeIdentity(identity: TStoredIdentity): void {
  localStorage.setItem(LocalKey.IdentityId, JSON.stringify(identity));
}

export function readStoredLocale(): string | undefined {
  return localStorage.getItem(LocalKey.Locale) ?? undefined;
}

export function writeStoredLocale(locale: string): void {
  localStorage.setItem(LocalKey.Locale, locale);
}

/**
 * Whether this browser has seen the intro tour (issue #3: "on first visit"). SPEC 3 lists no key for it,
 * so the name is the app's own.
 */
const INTRO_TOUR_DONE_KEY = 'introTourDone';

export function isIntroTourDone(): boolean {
  return localStorage.getItem(INTRO_TOUR_DONE_KEY) !== null;
}

export function markIntroTourDone(): void {
  localStorage.setItem(INTRO_TOUR_DONE_KEY, '1');
}
