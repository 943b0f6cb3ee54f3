import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { Cookie } from '@orator/contracts';
import { recordCookieWrites } from '../../test/cookie-writes';
import { clearToken, ensureDeviceIdCookie, readToken, writeToken } from './cookies';

const DAY_MS = 86_400_000;

describe('token cookie', () => {
  it('lives for years, site-wide', () => {
    const writes = recordCookieWrites();
    writeToken('tok');
    expect(readToken()).toBe('tok');
    const [write] = writes;
    expect(write?.name).toBe(Cookie.Token);
    expect(write?.path).toBe('/');
    expect(write?.expiresAt).toBeGreaterThan(Date.now() + 9 * 365 * DAY_MS);
  });

  it('is removed on clear', () => {
    writeToken('tok');
    clearToken();
    expect(readToken()).toBeUndefined();
  });
});

describe('device identity cookie', () => {
  it('is created once with a random id and a one-year life', () => {
    const writes = recordCookieWrites();
    const id = ensureDeviceIdCookie();
    expect(id).toMatch(/^_[A-Za-z0-9]{8}$/);
    expect(Cookies.get(Cookie.DeviceId)).toBe(id);
    expect(writes[0]?.expiresAt).toBeGreaterThan(Date.now() + 364 * DAY_MS);
    expect(writes[0]?.expiresAt).toBeLessThan(Date.now() + 366 * DAY_MS);

    expect(ensureDeviceIdCookie()).toBe(id);
    expect(writes).toHaveLength(1);
  });
});
