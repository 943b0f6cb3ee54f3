import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES, PLAN_BENEFITS, PaymentApi, ResultCode, type TPlanBenefits } from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyPlan, expectLedgersBalanced } from '../../../test/money';
import { activeUser, setUser } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Permission {
  feature: string;
  isPermission: boolean;
  plan: string;
  benefits: TPlanBenefits;
}

const isPermissionSubmit = (token: string, feature?: string) =>
  t.call<Permission>({
    method: 'GET',
    url: api(PaymentApi.isPermissionSubmit),
    token,
    query: feature === undefined ? {} : { feature },
  });

describe('isPermissionSubmit', () => {
  it.each(FEATURES)('answers the free plan and its benefits for %s', async (feature) => {
    const { token } = await activeUser(t);
    const res = await isPermissionSubmit(token, feature);
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toEqual({ feature, isPermission: true, plan: 'free', benefits: PLAN_BENEFITS.free });
    expect(res.data.benefits).toMatchObject({ freeTrialUses: 3, concurrentVideoTasks: 1, faceSwapUploadMb: 20 });
  });

  it('answers the plan a member paid for', async () => {
    const { token } = await activeUser(t);
    await buyPlan(t, token, 'pro', 'monthly');
    const res = await isPermissionSubmit(token, 'faceSwap');
    expect(res.data).toMatchObject({ plan: 'pro', benefits: PLAN_BENEFITS.pro });
    expect(res.data.benefits).toMatchObject({ unlimitedCutout: true, memberAvatarsAndVoices: true, freeTrialUses: 0 });
  });

  it('answers the free plan once a cancelled plan has run out', async () => {
    const user = await activeUser(t);
    await setUser(t, user.user.id, {
      plan: 'enterprise',
      subscriptionStatus: 47,
      vipExpireTime: new Date(Date.now() - 1000),
    });
    expect((await isPermissionSubmit(user.token, 'task')).data).toMatchObject({
      plan: 'free',
      benefits: PLAN_BENEFITS.free,
    });
  });

  it.each(['teleport', ''])('refuses the feature %j with code 400', async (feature) => {
    const { token } = await activeUser(t);
    expect((await isPermissionSubmit(token, feature)).code).toBe(ResultCode.BadRequest);
  });

  it('refuses a request without a feature', async () => {
    const { token } = await activeUser(t);
    expect((await isPermissionSubmit(token)).code).toBe(ResultCode.BadRequest);
  });

  it('needs a session', async () => {
    expect((await isPermissionSubmit('', 'task')).code).toBe(ResultCode.SessionExpired);
  });
});

describe('the ledger after these plans', () => {
  it('equals the sum of its entries for every user', async () => {
    await expectLedgersBalanced(t);
  });
});
