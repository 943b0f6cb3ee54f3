import { and, eq, lt } from 'drizzle-orm';
import { SubscriptionStatus } from '@orator/contracts';
import { users } from '../db/schema/index';
import { RENEWAL_GRACE_DAYS } from '../modules/money/subscription';
import type { AppContext } from '../platform/context';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A renewing subscription (45) whose provider has not renewed it within the grace period ends (46):
 * without this, a plan bought through a provider that stopped charging would stay on for ever.
 */
export async function expireSubscriptions(_data: Record<string, never>, ctx: AppContext): Promise<void> {
  const cutoff = new Date(Date.now() - RENEWAL_GRACE_DAYS * DAY_MS);
  await ctx.database.db
    .update(users)
    .set({ subscriptionStatus: SubscriptionStatus.Cancelled })
    .where(and(eq(users.subscriptionStatus, SubscriptionStatus.Subscribed), lt(users.vipExpireTime, cutoff)));
}
