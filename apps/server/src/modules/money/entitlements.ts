import { PLAN_BENEFITS, isEnjoyingSubscription, type TPlan, type TPlanBenefits } from '@orator/contracts';

export interface PlanHolder {
  plan: TPlan;
  subscriptionStatus: number | null;
  vipExpireTime: Date | null;
}

/**
 * The one place that turns a user's subscription into what they may do: a lapsed plan counts as
 * free, whatever the plan column still says.
 */
export function effectivePlan(user: PlanHolder, now: Date = new Date()): TPlan {
  if (user.plan === 'free') return 'free';
  return isEnjoyingSubscription(user, now) ? user.plan : 'free';
}

export function benefitsOf(user: PlanHolder, now: Date = new Date()): TPlanBenefits {
  return PLAN_BENEFITS[effectivePlan(user, now)];
}

export const isMember = (user: PlanHolder, now: Date = new Date()) => effectivePlan(user, now) !== 'free';
