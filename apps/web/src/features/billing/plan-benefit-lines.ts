import { isPlanBenefitOffered, MEMBER_RECHARGE_DISCOUNT, type TPlan, type TPlanBenefits } from '@orator/contracts';

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

/** The plan rule each line states, where the line belongs to one tool: it is not listed while the tool is missing. */
const RULE_OF_LINE: Partial<Record<TBenefitLineKey, keyof TPlanBenefits>> = {
  faceSwap: 'faceSwapUploadMb',
  unlimitedCutout: 'unlimitedCutout',
};

/**
 * Every benefit a plan can have, read from the rules the server enforces (PLAN_BENEFITS), so none is promised
 * that is not given, and none of a tool this version does not have (contracts features.ts).
 */
export function benefitLines(plan: TPlan, benefits: TPlanBenefits): TBenefitLine[] {
  const lines: TBenefitLine[] = [
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
  return lines.filter((line) => {
    const rule = RULE_OF_LINE[line.key];
    return rule === undefined || isPlanBenefitOffered(rule);
  });
}
