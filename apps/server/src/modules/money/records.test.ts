import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentApi, ResultCode, type TKcoinRecord, type TPage } from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import {
  backdateEntries,
  buyKcoins,
  buyPlan,
  expectLedgersBalanced,
  kcoinBalance,
  signInToday,
} from '../../../test/money';
import { activeUser } from '../../../test/users';
import { createLedgerService, type LedgerService } from './ledger.service';

let t: TestApp;
let ledger: LedgerService;
beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedgerService(t.ctx.database.db);
});
afterAll(() => t.close());

type ListBody = { current?: number; size?: number; range?: string };

const recordList = (token: string, payload: ListBody = {}) =>
  t.call<TPage<TKcoinRecord>>({ method: 'POST', url: api(PaymentApi.kcoinRecords), token, payload });

describe('K-coin records', () => {
  it('shows income as positive and spending as negative, newest first', async () => {
    const user = await activeUser(t);
    const userId = user.user.id;
    await buyKcoins(t, user.token, 'kc500');
    await ledger.debit({ userId, amount: 30, idempotencyKey: 'model:1', reason: 'aiModel', remark: 'AI model' });
    const hold = await ledger.hold({
      userId,
      amount: 60,
      idempotencyKey: 'hold:video:1',
      reason: 'task',
      feature: 'task',
    });
    await ledger.capture(hold.id, 45);
    const res = await recordList(user.token);
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data.total).toBe(3);
    expect(res.data.records.map((r) => [r.number, r.type, r.reason])).toEqual([
      [-45, 'expense', 'task'],
      [-30, 'expense', 'aiModel'],
      [500, 'income', 'recharge'],
    ]);
    expect(res.data.records[1]).toMatchObject({ remark: 'AI model', time: expect.any(String), id: expect.any(Number) });
    expect(await kcoinBalance(t, user.token)).toBe(500 - 30 - 45);
  });

  it('lists neither open holds nor released ones', async () => {
    const user = await activeUser(t);
    const userId = user.user.id;
    await buyKcoins(t, user.token, 'kc500');
    await ledger.hold({ userId, amount: 100, idempotencyKey: 'hold:a', reason: 'task', feature: 'task' });
    const released = await ledger.hold({
      userId,
      amount: 50,
      idempotencyKey: 'hold:b',
      reason: 'task',
      feature: 'task',
    });
    await ledger.release(released.id);
    const { data } = await recordList(user.token);
    expect(data.total).toBe(1);
    expect(data.records.map((r) => r.number)).toEqual([500]);
  });

  it('filters by range: all, today, last 7 days, last 30 days', async () => {
    const user = await activeUser(t);
    const userId = user.user.id;
    for (const [reason, days] of [
      ['today', 0],
      ['threeDays', 3],
      ['tenDays', 10],
      ['fortyDays', 40],
    ] as const) {
      await ledger.credit({ userId, amount: 10, idempotencyKey: reason, reason });
      if (days) await backdateEntries(t, userId, reason, days);
    }
    const reasons = async (range: string) =>
      (await recordList(user.token, { range })).data.records.map((r) => r.reason);
    expect(await reasons('all')).toEqual(['fortyDays', 'tenDays', 'threeDays', 'today']);
    expect(await reasons('today')).toEqual(['today']);
    expect(await reasons('last7')).toEqual(['threeDays', 'today']);
    expect(await reasons('last30')).toEqual(['tenDays', 'threeDays', 'today']);
    expect((await recordList(user.token, { range: 'last30' })).data.total).toBe(3);
  });

  it('pages through the records', async () => {
    const user = await activeUser(t);
    for (let i = 1; i <= 5; i += 1) {
      await ledger.credit({ userId: user.user.id, amount: i, idempotencyKey: `gift:${i}`, reason: 'reward' });
    }
    const page = await recordList(user.token, { current: 2, size: 2 });
    expect(page.data).toMatchObject({ total: 5, current: 2, size: 2 });
    expect(page.data.records.map((r) => r.number)).toEqual([3, 2]);
  });

  it('says what the user bought for K-coins that came from an order, and not for a referral share', async () => {
    const inviter = await activeUser(t);
    const buyer = await activeUser(t, { inviteCode: inviter.user.inviteCode });
    await buyKcoins(t, buyer.token, 'kc1200');
    await buyPlan(t, buyer.token, 'standard', 'oneoff');
    await signInToday(t, buyer.token);

    expect((await recordList(buyer.token)).data.records.map((r) => [r.reason, r.order])).toEqual([
      ['signin', null],
      ['membership', { kind: 'plan', plan: 'standard', period: 'oneoff' }],
      ['recharge', { kind: 'kcoin', kcoins: 1200 }],
    ]);
    expect((await recordList(inviter.token)).data.records).toMatchObject([{ reason: 'affiliate', order: null }]);
  });

  it('shows a sign-in gift as income', async () => {
    const user = await activeUser(t);
    await signInToday(t, user.token);
    expect((await recordList(user.token)).data.records).toMatchObject([
      { number: 5, type: 'income', reason: 'signin' },
    ]);
  });

  it("never shows another user's records", async () => {
    const owner = await activeUser(t);
    const other = await activeUser(t);
    await buyKcoins(t, owner.token, 'kc500');
    expect((await recordList(other.token)).data).toMatchObject({ total: 0, records: [] });
  });

  it('refuses an unknown range', async () => {
    const user = await activeUser(t);
    expect((await recordList(user.token, { range: 'forever' })).code).toBe(ResultCode.BadRequest);
  });

  it('needs a session', async () => {
    expect((await recordList('')).code).toBe(ResultCode.SessionExpired);
  });
});

describe('the ledger after these records', () => {
  it('equals the sum of its entries for every user', async () => {
    await expectLedgersBalanced(t);
  });
});
