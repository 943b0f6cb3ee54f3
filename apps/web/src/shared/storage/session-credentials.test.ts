import { describe, expect, it } from 'vitest';
import { Cookie, type TLoginResult } from '@orator/contracts';
import { recordCookieWrites } from '../../test/cookie-writes';
import { aUser } from '../../test/fixtures';
import { readRefreshTime, readUserInfo } from './local-values';
import { clearSession, isGuestKnown, isSignedIn, saveSession } from './session-credentials';

describe('session credentials', () => {
  it('keep the user and the time of the fresh session, and never write the token cookie', () => {
    const writes = recordCookieWrites();
    const result: TLoginResult = { token: 'tok', userInfo: aUser() };
    saveSession(result, 5_000);
    expect(readUserInfo()?.id).toBe(7);
    expect(readRefreshTime(7)).toBe(5_000);
    expect(isSignedIn()).toBe(true);
    expect(isGuestKnown()).toBe(false);
    expect(writes.filter((write) => write.name === Cookie.Token)).toEqual([]);
    expect(document.cookie).not.toContain('tok');
  });

  it('forget the cached user on clear, and remember that the server knows no session', () => {
    saveSession({ userInfo: aUser() });
    clearSession();
    expect(isSignedIn()).toBe(false);
    expect(isGuestKnown()).toBe(true);
  });
});
