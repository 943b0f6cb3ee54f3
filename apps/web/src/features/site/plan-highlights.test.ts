import { describe, expect, it } from 'vitest';
import { PLAN_BENEFITS } from '@orator/contracts';
import { planHighlights } from './plan-highlights';

const keys = (plan: keyof typeof PLAN_BENEFITS) => planHighlights(plan, PLAN_BENEFITS[plan]).map((line) => line.key);

describe('planHighlights', () => {
  it('lists the free plan limits of SPEC 6', () => {
    expect(planHighlights('free', PLAN_BENEFITS.free)).toEqual([
      { key: 'freeTrials', values: { count: 3 } },
      { key: 'characters', values: { count: PLAN_BENEFITS.free.scriptCharacterLimit } },
      { key: 'oneTask' },
      { key: 'faceSwap', values: { mb: 20 } },
    ]);
  });

  it('lists the member benefits and the recharge discount for paid plans', () => {
    for (const plan of ['standard', 'pro', 'enterprise'] as const) {
      expect(keys(plan)).toEqual(expect.arrayContaining(['memberAssets', 'fasterRendering', 'rechargeDiscount']));
    }
    expect(planHighlights('pro', PLAN_BENEFITS.pro)).toContainEqual({
      key: 'rechargeDiscount',
      values: { percent: 30 },
    });
  });

  it('offers the API only where the plan allows it', () => {
    expect(keys('standard')).not.toContain('api');
    expect(keys('pro')).toContain('api');
    expect(keys('enterprise')).toContain('api');
  });

  it('sells every plan with its face-swap upload size, and the paid plans with unlimited cutout', () => {
    for (const plan of ['free', 'standard', 'pro', 'enterprise'] as const) expect(keys(plan)).toContain('faceSwap');
    expect(keys('free')).not.toContain('unlimitedCutout');
    expect(keys('standard')).toContain('unlimitedCutout');
  });
});
