import { UserApi, type TUserInfo } from '@orator/contracts';
import { writeRefreshTime, writeUserInfo } from '../shared/storage/local-values';
import { aUser } from './fixtures';
import { fakeMatchMedia } from './match-media';
import { mockApi } from './mock-api';

/**
 * A browser that has just signed in: the cached user, a session renewed now (as sign-in records it), and a server
 * that knows the user. The token itself is in the server's HttpOnly cookie, which the page never sees.
 */
export function signIn(user: TUserInfo = aUser()): TUserInfo {
  writeUserInfo(user);
  writeRefreshTime(user.id, Date.now());
  mockApi.on('POST', UserApi.userInfoDetail, { code: 200, data: user });
  return user;
}

/** A user without a plan (SPEC 4: no subscription status). */
export function aFreeUser(): TUserInfo {
  return aUser({ plan: 'free', subscriptionStatus: null, vipExpireTime: null });
}

/** Plays a phone-sized window for the app's media query, until the test ends. */
export function playPhoneWidth(): void {
  window.matchMedia = fakeMatchMedia({ isPhone: true });
}
