import { describe, expect, it } from 'vitest';
import { PLAN_BENEFITS } from '@orator/contracts';
import { benefitLines } from './plan-benefit-lines';
import { canCancel, effectivePlan, subscriptionState } from './subscription-state';

const NOW = new Date('2031-05-10T12:00:00Z');
const LATER = '2031-06-10T12:00:00.000Z';
const EARLIER = '2031-05-01T12:00:00.000Z';

describe('subscriptionState', () => {
  it.each([
    [{ plan: 'free', subscriptionStatus: null, vipExpireTime: null }, 'none'],
    [{ plan: 'pro', subscriptionStatus: 45, vipExpireTime: LATER }, 'renewing'],
    [{ plan: 'pro', subscriptionStatus: 46, vipExpireTime: LATER }, 'ended'],
    [{ plan: 'pro', subscriptionStatus: 47, vipExpireTime: LATER }, 'cancelledRunning'],
    [{ plan: 'pro', subscriptionStatus: 47, vipExpireTime: EARLIER }, 'lapsed'],
    [{ plan: 'standard', subscriptionStatus: 48, vipExpireTime: LATER }, 'oneOff'],
    [{ plan: 'standard', subscriptionStatus: 48, vipExpireTime: EARLIER }, 'lapsed'],
  ] as const)('reads %j as %s', (user, state) => {
    expect(subscriptionState(user, NOW)).toBe(state);
  });
});

describe('effectivePlan', () => {
  it('counts a lapsed or ended plan as free (SPEC 4)', () => {
    expect(effectivePlan({ plan: 'pro', subscriptionStatus: 46, vipExpireTime: LATER }, NOW)).toBe('free');
    expect(effectivePlan({ plan: 'pro', subscriptionStatus: 48, vipExpireTime: EARLIER }, NOW)).toBe('free');
    expect(effectivePlan({ plan: 'pro', subscriptionStatus: 47, vipExpireTime: LATER }, NOW)).toBe('pro');
  });

  it('does not trust a plan name it does not know', () => {
    expect(effectivePlan({ plan: 'platinum', subscriptionStatus: 45, vipExpireTime: LATER }, NOW)).toBe('free');
  });
});

describe('canCancel', () => {
  it('offers cancelling only a renewing subscription (45)', () => {
    expect(canCancel({ plan: 'pro', subscriptionStatus: 45, vipExpireTime: LATER })).toBe(true);
    for (const status of [46, 47, 48, null]) {
      expect(canCancel({ plan: 'pro', subscriptionStatus: status, vipExpireTime: LATER })).toBe(false);
    }
  });
});

describe('benefitLines', () => {
  it('lists what the free plan lacks, from the rules the server enforces', () => {
    const lines = benefitLines('free', PLAN_BENEFITS.free);
    expect(lines.find((line) => line.key === 'freeTrials')).toEqual({ key: 'freeTrials', isIncluded: true, count: 3 });
    expect(lines.find((line) => line.key === 'api')?.isIncluded).toBe(false);
    expect(lines.find((line) => line.key === 'rechargeDiscount')?.isIncluded).toBe(false);
  });

  it('gives a paid plan its monthly K-coins and the recharge discount', () => {
    const lines = benefitLines('pro', PLAN_BENEFITS.pro);
    expect(lines.find((line) => line.key === 'monthlyKcoins')).toMatchObject({ isIncluded: true, count: 3000 });
    expect(lines.find((line) => line.key === 'rechargeDiscount')).toMatchObject({ isIncluded: true, count: 30 });
    expect(lines.some((line) => line.key === 'freeTrials')).toBe(false);
  });
});
