import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { Cookie, SessionKey } from '@orator/contracts';
import { recordCookieWrites } from '../../test/cookie-writes';
import { readAttribution, rememberAttribution } from './attribution';

const THIRTY_DAYS_MS = 2_592_000_000;

describe('attribution', () => {
  it('keeps source and inviteCode for the visit and in 30-day cookies, via in its cookie only', () => {
    const writes = recordCookieWrites();
    rememberAttribution(new URLSearchParams('source=tiktok&inviteCode=ABC&via=partner&tab=x'));

    expect(sessionStorage.getItem(SessionKey.Source)).toBe('tiktok');
    expect(sessionStorage.getItem(SessionKey.InviteCode)).toBe('ABC');
    expect(sessionStorage.length).toBe(2);
    expect(writes.map((write) => write.name)).toEqual([Cookie.Source, Cookie.InviteCode, Cookie.Via]);
    for (const write of writes) {
      expect(Math.abs((write.expiresAt ?? 0) - (Date.now() + THIRTY_DAYS_MS))).toBeLessThan(5_000);
    }
    expect(readAttribution()).toEqual({ source: 'tiktok', inviteCode: 'ABC', via: 'partner' });
  });

  it('leaves stored values alone when the query has none', () => {
    rememberAttribution(new URLSearchParams('source=tiktok'));
    rememberAttribution(new URLSearchParams('tab=my'));
    expect(readAttribution()).toEqual({ source: 'tiktok' });
  });

  it('prefers this visit over cookies of an earlier one', () => {
    Cookies.set(Cookie.Source, 'old-campaign');
    Cookies.set(Cookie.InviteCode, 'OLD');
    expect(readAttribution()).toEqual({ source: 'old-campaign', inviteCode: 'OLD' });
    sessionStorage.setItem(SessionKey.Source, 'new-campaign');
    expect(readAttribution()).toEqual({ source: 'new-campaign', inviteCode: 'OLD' });
  });
});
