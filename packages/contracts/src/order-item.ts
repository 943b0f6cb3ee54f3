import type { TBillingPeriod, TPlan } from './codes';
import type { TLocale } from './constants';
import { translate, type TMessageKey } from './messages';
import type { TCloneKind } from './voice-clone';

type TPaidPlan = Exclude<TPlan, 'free'>;

/** What an order buys, kept as data so that every screen can name it in its reader's language. */
export type TOrderItem =
  | { kind: 'kcoin'; kcoins: number }
  | { kind: 'plan'; plan: TPaidPlan; period: TBillingPeriod }
  /** Clone orders made before the clone's kind and name were kept have neither. */
  | { kind: 'clone'; cloneType: 'voice'; cloneKind: TCloneKind | null; name: string | null; isRenewal: boolean };

const PLAN_NAMES: Record<TPaidPlan, TMessageKey> = {
  standard: 'planStandard',
  pro: 'planPro',
  enterprise: 'planEnterprise',
};

const PLAN_TERMS: Record<TBillingPeriod, TMessageKey> = {
  oneoff: 'orderPlanOneoff',
  monthly: 'orderPlanMonthly',
  yearly: 'orderPlanYearly',
};

const CLONE_KINDS: Record<TCloneKind, TMessageKey> = {
  instant: 'orderVoiceCloneInstant',
  pro: 'orderVoiceClonePro',
};

function describeClone(item: Extract<TOrderItem, { kind: 'clone' }>, locale: TLocale): string {
  const clone =
    item.cloneKind && item.name !== null
      ? translate(CLONE_KINDS[item.cloneKind], locale, { name: item.name })
      : translate('orderVoiceClone', locale);
  return item.isRenewal ? translate('orderRenewal', locale, { item: clone }) : clone;
}

/** What an order bought, in the reader's language: "Pro plan, billed monthly", "500 K-coins". */
export function describeOrderItem(item: TOrderItem, locale: TLocale): string {
  switch (item.kind) {
    case 'kcoin':
      return translate('orderKcoins', locale, { count: new Intl.NumberFormat(locale).format(item.kcoins) });
    case 'plan':
      return translate(PLAN_TERMS[item.period], locale, { plan: translate(PLAN_NAMES[item.plan], locale) });
    case 'clone':
      return describeClone(item, locale);
  }
}
