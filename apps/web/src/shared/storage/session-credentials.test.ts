import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { Cookie } from '@orator/contracts';
import { aUser } from '../../test/fixtures';
import { readRefreshTime, readUserInfo } from './local-values';
import { clearSession, hasCachedUser, hasToken, saveSession } from './session-credentials';

describe('session credentials', () => {
  it('saves the token cookie, the user and the time of the fresh token', () => {
    saveSession({ token: 'tok', userInfo: aUser() }, 5_000);
    expect(Cookies.get(Cookie.Token)).toBe('tok');
    expect(readUserInfo()?.id).toBe(7);
    expect(readRefreshTime(7)).toBe(5_000);
    expect(hasToken()).toBe(true);
    expect(hasCachedUser()).toBe(true);
  });

  it('clears the token and the cached user', () => {
    saveSession({ token: 'tok', userInfo: aUser() });
    clearSession();
    expect(hasToken()).toBe(false);
    expect(hasCachedUser()).toBe(false);
  });
});
