import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RewardsApi, ResultCode, UserApi, type TRewardTaskState } from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyKcoins, buyPlan, expectLedgersBalanced, kcoinBalance } from '../../../test/money';
import { pdfTextLines } from '../../../test/pdf';
import { activeUser, setUser } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectLedgersBalanced(t);
  await t.close();
});

const tasks = async (token: string) =>
  (await t.call<TRewardTaskState[]>({ method: 'GET', url: api(RewardsApi.tasks), token })).data;
const claim = (token: string, task: string) =>
  t.call({ method: 'POST', url: api(RewardsApi.claim), token, payload: { task } });

async function redemptionCodes(input: { kcoins: number; count?: number; maxUses?: number; expiresAt?: string }) {
  const admin = await activeUser(t);
  await setUser(t, admin.user.id, { role: 'admin' });
  const res = await t.call<{ code: string }[]>({
    method: 'POST',
    url: api(RewardsApi.createRedemptionCodes),
    token: admin.token,
    payload: input,
  });
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data.map((c) => c.code);
}

const redeem = (token: string, code: unknown) =>
  t.call({ method: 'POST', url: api(RewardsApi.redeem), token, payload: { code } });

describe('K-coin exchange codes', () => {
  it('credits a code once per user and stops at its use limit', async () => {
    const [code] = await redemptionCodes({ kcoins: 40, maxUses: 2 });
    const first = await activeUser(t);
    const second = await activeUser(t);
    const third = await activeUser(t);
    expect((await redeem(first.token, code!.toLowerCase())).code).toBe(ResultCode.Success);
    const again = await redeem(first.token, code);
    expect(again.message).toBe('You have already used this redemption code');
    expect((await redeem(second.token, code)).code).toBe(ResultCode.Success);
    expect((await redeem(third.token, code)).message).toBe('This redemption code is not valid');
    expect(await kcoinBalance(t, first.token)).toBe(40);
    expect(await kcoinBalance(t, third.token)).toBe(0);
  });

  it('asks for the code when it is missing, in the spec words', async () => {
    const { token } = await activeUser(t);
    expect((await redeem(token, '  ')).message).toBe('Redemption code is required');
  });

  it('refuses an expired code', async () => {
    const [code] = await redemptionCodes({ kcoins: 10, expiresAt: new Date(Date.now() - 1000).toISOString() });
    const { token } = await activeUser(t);
    expect((await redeem(token, code)).message).toBe('This redemption code is not valid');
  });

  it('lets only operators create codes', async () => {
    const { token } = await activeUser(t);
    const res = await t.call({
      method: 'POST',
      url: api(RewardsApi.createRedemptionCodes),
      token,
      payload: { kcoins: 1 },
    });
    expect(res.code).toBe(ResultCode.Forbidden);
  });

  it('gives a code used in parallel by one user only once', async () => {
    const [code] = await redemptionCodes({ kcoins: 25, maxUses: 100 });
    const { token } = await activeUser(t);
    await Promise.all(Array.from({ length: 10 }, () => redeem(token, code)));
    expect(await kcoinBalance(t, token)).toBe(25);
  });
});

describe('rewards tasks', () => {
  it('rewards a finished profile survey and a first review, once each', async () => {
    const { token } = await activeUser(t);
    expect((await claim(token, 'profile')).message).toBe('Finish the task first to claim its reward');
    await t.call({
      method: 'POST',
      url: api(UserApi.updateUserInfo),
      token,
      payload: {
        profile: { profession: 'Marketer', industry: 'Education', companySize: '2-10', videoType: 'Social media' },
      },
    });
    expect((await tasks(token)).find((task) => task.task === 'profile')).toMatchObject({ claimable: true, kcoins: 20 });
    expect((await claim(token, 'profile')).code).toBe(ResultCode.Success);
    await claim(token, 'profile');

    await t.call({
      method: 'POST',
      url: api(RewardsApi.addUserComment),
      token,
      payload: { rating: 5, content: 'Great avatars' },
    });
    await claim(token, 'comment');
    await claim(token, 'comment');
    expect(await kcoinBalance(t, token)).toBe(40);
    expect((await tasks(token)).filter((task) => task.done).map((task) => task.task)).toEqual(['profile', 'comment']);
    const comments = await t.call<{ content: string }[]>({
      method: 'POST',
      url: api(RewardsApi.getUserComment),
      token,
    });
    expect(comments.data.map((c) => c.content)).toEqual(['Great avatars']);
  });

  it('refuses a review without a rating', async () => {
    const { token } = await activeUser(t);
    const res = await t.call({ method: 'POST', url: api(RewardsApi.addUserComment), token, payload: { content: 'x' } });
    expect(res.code).toBe(ResultCode.BadRequest);
  });
});

describe('invitations and affiliate rewards', () => {
  it('rewards each activated invitee once and shares 10% of the K-coins they buy', async () => {
    const inviter = await activeUser(t);
    const invitee = await activeUser(t, { inviteCode: inviter.user.inviteCode });
    await activeUser(t, { inviteCode: inviter.user.inviteCode });

    expect((await claim(inviter.token, 'invite')).data).toEqual({ kcoins: 100 });
    expect((await claim(inviter.token, 'invite')).code).toBe(ResultCode.BadRequest);

    await buyKcoins(t, invitee.token, 'kc1200');
    expect(await kcoinBalance(t, inviter.token)).toBe(100 + 120);
    const invitations = await t.call<{ invitees: unknown[]; earnedKcoins: number }>({
      method: 'GET',
      url: api(RewardsApi.invitations),
      token: inviter.token,
    });
    expect(invitations.data).toMatchObject({ earnedKcoins: 220 });
    expect(invitations.data.invitees).toHaveLength(2);
  });
});

describe('invoices', () => {
  it('renders a PDF for a paid order and refuses an unpaid one', async () => {
    const { token } = await activeUser(t);
    const order = await buyKcoins(t, token, 'kc500');
    const pdf = await t.call({ method: 'GET', url: api(RewardsApi.invoice), token, query: { orderNo: order.orderNo } });
    expect(pdf.res.headers['content-type']).toBe('application/pdf');
    expect(pdf.res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.res.rawPayload.toString('latin1')).toContain(`Invoice ${order.orderNo}`);

    const pending = await t.call<{ orderNo: string }>({
      method: 'POST',
      url: api('/user/v1/payment/buyMoney'),
      token,
      payload: { packageId: 'kc500' },
    });
    const refused = await t.call({
      method: 'GET',
      url: api(RewardsApi.invoice),
      token,
      query: { orderNo: pending.data.orderNo },
    });
    expect(refused.message).toBe('An invoice is available once the order is paid');
  });

  it('names what was bought and when it was paid in the language of the request', async () => {
    const { token } = await activeUser(t);
    const order = await buyPlan(t, token, 'pro', 'monthly');
    const invoice = async (language: string) => {
      const pdf = await t.call({
        method: 'GET',
        url: api(RewardsApi.invoice),
        token,
        query: { orderNo: order.orderNo },
        headers: { Language: language },
      });
      return pdfTextLines(pdf.res.rawPayload).join('\n');
    };

    const portuguese = await invoice('pt');
    expect(portuguese).toContain('Plano Pro, cobrança mensal');
    expect(portuguese).toMatch(/Data do pagamento\n {3}\d{1,2} de [a-z]{3}\. de \d{4}, \d{2}:\d{2} UTC/);
    const english = await invoice('en');
    expect(english).toContain('Pro plan, billed monthly');
    expect(english).toMatch(/Payment date\n {3}[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC/);
    expect(english).not.toContain('pro (monthly)');
  });
});
