import { MEMBER_RECHARGE_DISCOUNT, type TPlan, type TPlanBenefits } from '@orator/contracts';

export type TBenefitLineKey =
  | 'monthlyKcoins'
  | 'freeTrials'
  | 'characters'
  | 'tasks'
  | 'faceSwap'
  | 'memberAssets'
  | 'fasterRendering'
  | 'unlimitedCutout'
  | 'api'
  | 'rechargeDiscount';

/** One benefit of the plan: whether the plan has it, and the number it names. */
export interface TBenefitLine {
  key: TBenefitLineKey;
  isIncluded: boolean;
  count?: number;
}

/** Every benefit a plan can have, read from the rules the server enforces (PLAN_BENEFITS), so none is promised that is not given. */
export function benefitLines(plan: TPlan, benefits: TPlanBenefits): TBenefitLine[] {
  return [
    { key: 'monthlyKcoins', isIncluded: benefits.monthlyKcoins > 0, count: benefits.monthlyKcoins },
    ...(benefits.freeTrialUses > 0
      ? [{ key: 'freeTrials' as const, isIncluded: true, count: benefits.freeTrialUses }]
      : []),
    { key: 'characters', isIncluded: true, count: benefits.scriptCharacterLimit },
    { key: 'tasks', isIncluded: true, count: benefits.concurrentVideoTasks },
    { key: 'faceSwap', isIncluded: true, count: benefits.faceSwapUploadMb },
    { key: 'memberAssets', isIncluded: benefits.memberAvatarsAndVoices },
    { key: 'fasterRendering', isIncluded: benefits.priorityRendering },
    { key: 'unlimitedCutout', isIncluded: benefits.unlimitedCutout },
    { key: 'api', isIncluded: benefits.apiAccess },
    { key: 'rechargeDiscount', isIncluded: plan !== 'free', count: MEMBER_RECHARGE_DISCOUNT * 100 },
  ];
}
