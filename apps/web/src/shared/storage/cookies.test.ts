import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { Cookie } from '@orator/contracts';
import { recordCookieWrites } from '../../test/cookie-writes';
import { ensureDeviceIdCookie } from './cookies';

const DAY_MS = 86_400_000;

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
