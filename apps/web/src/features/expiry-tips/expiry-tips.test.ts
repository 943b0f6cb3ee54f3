import { describe, expect, it } from 'vitest';
import { kCoinExpiryTip, membershipExpiryTip } from './expiry-tips';

const kCoins = (moneySurplusExpire: number, expireTime: string) => ({ moneySurplusExpire, moneyType: 21, expireTime });
const membership = (expireTime: string) => ({ moneySurplusExpire: 1, moneyType: 20, expireTime });

describe('kCoinExpiryTip', () => {
  it('is hidden without entries', () => {
    expect(kCoinExpiryTip(undefined)).toBeUndefined();
    expect(kCoinExpiryTip([])).toBeUndefined();
  });

  it('shows the amount and time of a single entry', () => {
    expect(kCoinExpiryTip([kCoins(120, '2026-03-01 00:00:00')])).toEqual({
      amount: 120,
      expireTime: '2026-03-01 00:00:00',
    });
  });

  it('sums several entries and hides the time', () => {
    expect(kCoinExpiryTip([kCoins(120, '2026-03-01 00:00:00'), kCoins(30, '2026-04-01 00:00:00')])).toEqual({
      amount: 150,
    });
  });
});

describe('membershipExpiryTip', () => {
  it('uses the first entry', () => {
    const first = membership('2026-03-01 00:00:00');
    expect(membershipExpiryTip([first, membership('2026-05-01 00:00:00')])).toBe(first);
    expect(membershipExpiryTip([])).toBeUndefined();
  });
});
