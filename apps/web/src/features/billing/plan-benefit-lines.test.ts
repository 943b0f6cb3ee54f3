import { describe, expect, it } from 'vitest';
import { PLAN_BENEFITS, type TPlan } from '@orator/contracts';
import { benefitLines } from './plan-benefit-lines';

describe('benefitLines', () => {
  it('states the face-swap upload size of each plan, a tool this version has (SPEC 5: free 20 MB, paid 200 MB)', () => {
    const faceSwapLine = (plan: TPlan) =>
      benefitLines(plan, PLAN_BENEFITS[plan]).find((line) => line.key === 'faceSwap');
    expect(faceSwapLine('free')).toMatchObject({ isIncluded: true, count: 20 });
    expect(faceSwapLine('pro')).toMatchObject({ isIncluded: true, count: 200 });
  });

  it('shows unlimited cutout, a tool this version has, as missing on Free and included on the paid plans', () => {
    const cutoutLine = (plan: TPlan) =>
      benefitLines(plan, PLAN_BENEFITS[plan]).find((line) => line.key === 'unlimitedCutout');
    expect(cutoutLine('free')).toMatchObject({ isIncluded: false });
    expect(cutoutLine('standard')).toMatchObject({ isIncluded: true });
  });

  it('keeps the benefits every plan really has', () => {
    expect(benefitLines('pro', PLAN_BENEFITS.pro).map((line) => line.key)).toEqual([
      'monthlyKcoins',
      'characters',
      'tasks',
      'faceSwap',
      'memberAssets',
      'fasterRendering',
      'unlimitedCutout',
      'api',
      'rechargeDiscount',
    ]);
  });
});
