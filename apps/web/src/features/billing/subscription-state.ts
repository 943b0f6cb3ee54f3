import { PLANS, SubscriptionStatus, isEnjoyingSubscription, type TPlan, type TUserInfo } from '@orator/contracts';

/** How the account's subscription stands, in the words the interests page uses (decisions: 45-48). */
export type TSubscriptionState = 'none' | 'renewing' | 'ended' | 'cancelledRunning' | 'oneOff' | 'lapsed';

type TPlanHolder = Pick<TUserInfo, 'plan' | 'subscriptionStatus' | 'vipExpireTime'>;

export function subscriptionState(user: TPlanHolder, now: Date = new Date()): TSubscriptionState {
  const status = user.subscriptionStatus;
  if (!status || user.plan === 'free') return 'none';
  if (status === SubscriptionStatus.Cancelled) return 'ended';
  if (!isEnjoyingSubscription(user, now)) return 'lapsed';
  if (status === SubscriptionStatus.CancelledUntilExpiry) return 'cancelledRunning';
  if (status === SubscriptionStatus.OneOff) return 'oneOff';
  return 'renewing';
}

/** SPEC 4: a lapsed plan counts as free, whatever the plan field still says. */
export function effectivePlan(user: TPlanHolder, now: Date = new Date()): TPlan {
  const plan = (PLANS as readonly string[]).includes(user.plan) ? (user.plan as TPlan) : 'free';
  return plan !== 'free' && isEnjoyingSubscription(user, now) ? plan : 'free';
}

/** Only a renewing subscription (45) has a renewal to stop. */
export function canCancel(user: TPlanHolder): boolean {
  return user.subscriptionStatus === SubscriptionStatus.Subscribed && user.plan !== 'free';
}
