import { describe, expect, it } from 'vitest';
import { PLAN_BENEFITS, PLANS } from '@orator/contracts';
import { benefitLines } from './plan-benefit-lines';

describe('benefitLines', () => {
  it('lists no benefit of a tool this version does not have, neither as included nor as missing', () => {
    for (const plan of PLANS) {
      const keys = benefitLines(plan, PLAN_BENEFITS[plan]).map((line) => line.key);
      expect(keys, plan).not.toContain('faceSwap');
    }
  });

  it('shows unlimited cutout, a tool this version has, as missing on Free and included on the paid plans', () => {
    const cutoutLine = (plan: (typeof PLANS)[number]) =>
      benefitLines(plan, PLAN_BENEFITS[plan]).find((line) => line.key === 'unlimitedCutout');
    expect(cutoutLine('free')).toMatchObject({ isIncluded: false });
    expect(cutoutLine('standard')).toMatchObject({ isIncluded: true });
  });

  it('keeps the benefits every plan really has', () => {
    expect(benefitLines('pro', PLAN_BENEFITS.pro).map((line) => line.key)).toEqual([
      'monthlyKcoins',
      'characters',
      'tasks',
      'memberAssets',
      'fasterRendering',
      'unlimitedCutout',
      'api',
      'rechargeDiscount',
    ]);
  });
});
