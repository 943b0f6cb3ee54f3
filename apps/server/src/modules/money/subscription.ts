import { SubscriptionStatus, type TBillingPeriod, type TPlan } from '@orator/contracts';
import type { PlanHolder } from './entitlements';
import { effectivePlan } from './entitlements';

export const PERIOD_MONTHS: Record<TBillingPeriod, number> = { oneoff: 1, monthly: 1, yearly: 12 };

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/**
 * The subscription after a paid plan order: the same plan extends from its current expiry, another
 * plan starts now. Monthly and yearly renew through the provider (45); a one-off term does not (48).
 */
export function subscriptionAfterPurchase(
  user: PlanHolder,
  plan: Exclude<TPlan, 'free'>,
  period: TBillingPeriod,
  now: Date,
) {
  const continuing = effectivePlan(user, now) === plan && user.vipExpireTime && user.vipExpireTime > now;
  const start = continuing ? user.vipExpireTime! : now;
  return {
    plan,
    subscriptionStatus: period === 'oneoff' ? SubscriptionStatus.OneOff : SubscriptionStatus.Subscribed,
    vipExpireTime: addMonths(start, PERIOD_MONTHS[period]),
  };
}

/** Days a renewing subscription stays on after its expiry while the provider retries the charge. */
export const RENEWAL_GRACE_DAYS = 3;
