import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubscriptionStatus } from '@orator/contracts';
import { createTestApp, type TestApp } from '../../test/helper';
import { activeUser, setUser, userInfo, userRow } from '../../test/users';
import { expireSubscriptions } from './expire-subscriptions.job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe('expiring subscriptions', () => {
  it('ends a renewing plan the provider has not renewed within the grace period', async () => {
    const lapsed = await activeUser(t);
    const inGrace = await activeUser(t);
    await setUser(t, lapsed.user.id, {
      plan: 'pro',
      subscriptionStatus: SubscriptionStatus.Subscribed,
      vipExpireTime: daysAgo(4),
    });
    await setUser(t, inGrace.user.id, {
      plan: 'pro',
      subscriptionStatus: SubscriptionStatus.Subscribed,
      vipExpireTime: daysAgo(1),
    });

    await expireSubscriptions({}, t.ctx);

    expect((await userRow(t, lapsed.user.id)).subscriptionStatus).toBe(SubscriptionStatus.Cancelled);
    expect((await userInfo(t, lapsed.token)).data.plan).toBe('free');
    expect((await userRow(t, inGrace.user.id)).subscriptionStatus).toBe(SubscriptionStatus.Subscribed);
    expect((await userInfo(t, inGrace.token)).data.plan).toBe('pro');
  });
});
