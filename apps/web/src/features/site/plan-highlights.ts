import { isPlanBenefitOffered, MEMBER_RECHARGE_DISCOUNT, type TPlan, type TPlanBenefits } from '@orator/contracts';
import type { TPluralBase } from '../../shared/i18n/plural-key';
import type { resources } from '../../shared/i18n/resources';

type THighlightKey = TPluralBase<keyof (typeof resources)['en']['site']['price']['benefits']>;

/** One line of a plan card: a catalogue text and the numbers it names. */
export interface TPlanHighlight {
  key: THighlightKey;
  values?: { count?: number; mb?: number; percent?: number };
}

/**
 * What a plan card lists, read from the plan rules the server enforces (contracts PLAN_BENEFITS), so the
 * page cannot promise more than the plan gives; rules of tools this version lacks are not sold at all.
 */
export function planHighlights(plan: TPlan, benefits: TPlanBenefits): TPlanHighlight[] {
  const isPaid = plan !== 'free';
  const highlights: (TPlanHighlight | false)[] = [
    benefits.monthlyKcoins > 0 && { key: 'monthlyKcoins', values: { count: benefits.monthlyKcoins } },
    benefits.freeTrialUses > 0 && { key: 'freeTrials', values: { count: benefits.freeTrialUses } },
    { key: 'characters', values: { count: benefits.scriptCharacterLimit } },
    benefits.concurrentVideoTasks === 1
      ? { key: 'oneTask' }
      : { key: 'tasks', values: { count: benefits.concurrentVideoTasks } },
    isPlanBenefitOffered('faceSwapUploadMb') && { key: 'faceSwap', values: { mb: benefits.faceSwapUploadMb } },
    benefits.memberAvatarsAndVoices && { key: 'memberAssets' },
    benefits.priorityRendering && { key: 'fasterRendering' },
    benefits.unlimitedCutout && isPlanBenefitOffered('unlimitedCutout') && { key: 'unlimitedCutout' },
    benefits.apiAccess && { key: 'api' },
    isPaid && { key: 'rechargeDiscount', values: { percent: MEMBER_RECHARGE_DISCOUNT * 100 } },
  ];
  return highlights.filter((highlight): highlight is TPlanHighlight => highlight !== false);
}
