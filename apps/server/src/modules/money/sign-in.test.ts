import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, SignInApi } from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { expectLedgersBalanced, kcoinBalance, signInToday } from '../../../test/money';
import { activeUser, setUser } from '../../../test/users';
import { signIns } from '../../db/schema/index';
import { createLedgerService, type LedgerService } from './ledger.service';
import { createSignInService } from './sign-in.service';

let t: TestApp;
let ledger: LedgerService;
beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedgerService(t.ctx.database.db);
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

interface SignInStatus {
  isTodaySignIn: boolean;
  isTodaySignInVideo: boolean;
  signInGiftMoney: number;
  signInNumber: number;
}
interface GrandTotal {
  totalKCoins: number;
  totalPeople: number;
  totalVip: number;
}

const status = (token: string, timeZone?: string) =>
  t.call<SignInStatus>({
    method: 'POST',
    url: api(SignInApi.getUserSignIn),
    token,
    payload: timeZone ? { timeZone } : {},
  });

const grandTotal = async () => {
  const res = await t.call<GrandTotal>({ method: 'POST', url: api(SignInApi.getGrandTotalData) });
  expect(res.code).toBe(ResultCode.Success);
  return res.data;
};

/** A sign-in service on a clock the test sets. */
function atClock(iso: string) {
  const clock = { now: new Date(iso) };
  const service = createSignInService(t.ctx.database.db, ledger, () => clock.now);
  return { clock, service };
}

const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

async function signedInEarlier(userId: number, daysAgo: number[]) {
  await t.ctx.database.db.insert(signIns).values(daysAgo.map((n) => ({ userId, day: utcDay(n), giftKcoins: 5 })));
}

describe('getUserSignIn', () => {
  it('offers today’s gift before the sign-in and none after it', async () => {
    const { token } = await activeUser(t);
    const before = await status(token);
    expect(before.code).toBe(ResultCode.Success);
    expect(before.data).toEqual({
      isTodaySignIn: false,
      isTodaySignInVideo: false,
      signInGiftMoney: 5,
      signInNumber: 0,
    });
    await signInToday(t, token);
    expect((await status(token)).data).toEqual({
      isTodaySignIn: true,
      isTodaySignInVideo: false,
      signInGiftMoney: 0,
      signInNumber: 1,
    });
  });

  it('announces the bonus on the seventh day in a row', async () => {
    const user = await activeUser(t);
    await signedInEarlier(user.user.id, [1, 2, 3, 4, 5, 6]);
    expect((await status(user.token, 'UTC')).data).toMatchObject({ signInNumber: 6, signInGiftMoney: 20 });
  });

  it('answers without a body', async () => {
    const { token } = await activeUser(t);
    const res = await t.call<SignInStatus>({ method: 'POST', url: api(SignInApi.getUserSignIn), token });
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data.isTodaySignIn).toBe(false);
  });

  it('needs a session', async () => {
    expect((await status('')).code).toBe(ResultCode.SessionExpired);
  });
});

describe('signInToday', () => {
  it('credits 5 K-coins once per calendar day', async () => {
    const { token } = await activeUser(t);
    const first = await signInToday(t, token);
    expect(first.code).toBe(ResultCode.Success);
    expect(first.data).toEqual({ isTodaySignIn: true, signInGiftMoney: 5, signInNumber: 1 });
    const second = await signInToday(t, token);
    expect(second.code).toBe(ResultCode.Success);
    expect(second.data).toEqual({ isTodaySignIn: true, signInGiftMoney: 0, signInNumber: 1 });
    expect(await kcoinBalance(t, token)).toBe(5);
  });

  it('credits once and reports one gift under 20 parallel calls', async () => {
    const { token } = await activeUser(t);
    const results = await Promise.all(Array.from({ length: 20 }, () => signInToday(t, token)));
    for (const r of results) expect(r.code).toBe(ResultCode.Success);
    expect(results.map((r) => r.data.signInGiftMoney).sort((a, b) => b - a)).toEqual([5, ...Array(19).fill(0)]);
    expect(await kcoinBalance(t, token)).toBe(5);
  });

  it('credits once under 200 parallel calls', async () => {
    const user = await activeUser(t);
    const results = await Promise.all(Array.from({ length: 200 }, () => signInToday(t, user.token, 'Asia/Tokyo')));
    expect(results.every((r) => r.code === ResultCode.Success)).toBe(true);
    expect(results.reduce((sum, r) => sum + r.data.signInGiftMoney, 0)).toBe(5);
    expect(await kcoinBalance(t, user.token)).toBe(5);
    expect(await ledger.position(user.user.id)).toEqual({ balance: 5, held: 0, available: 5 });
    expect(await ledger.replay(user.user.id)).toEqual({ balance: 5, held: 0 });
  });

  it('gives 20 K-coins on the seventh day in a row', async () => {
    const user = await activeUser(t);
    await signedInEarlier(user.user.id, [1, 2, 3, 4, 5, 6]);
    const res = await signInToday(t, user.token, 'UTC');
    expect(res.data).toEqual({ isTodaySignIn: true, signInGiftMoney: 20, signInNumber: 7 });
    expect(await kcoinBalance(t, user.token)).toBe(20);
  });

  it('gives 5 again on the eighth day and 20 on the fourteenth', async () => {
    const eighth = await activeUser(t);
    await signedInEarlier(eighth.user.id, [1, 2, 3, 4, 5, 6, 7]);
    expect((await signInToday(t, eighth.token, 'UTC')).data).toMatchObject({ signInGiftMoney: 5, signInNumber: 8 });
    const fourteenth = await activeUser(t);
    await signedInEarlier(fourteenth.user.id, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect((await signInToday(t, fourteenth.token, 'UTC')).data).toMatchObject({
      signInGiftMoney: 20,
      signInNumber: 14,
    });
  });

  it('starts the count again after a missed day', async () => {
    const user = await activeUser(t);
    await signedInEarlier(user.user.id, [2, 3, 4, 5, 6, 7]);
    expect((await signInToday(t, user.token, 'UTC')).data).toMatchObject({ signInGiftMoney: 5, signInNumber: 1 });
  });

  it('refuses an invalid time zone with code 400 and credits nothing', async () => {
    const { token } = await activeUser(t);
    const res = await signInToday(t, token, 'Mars/Olympus_Mons');
    expect(res.code).toBe(ResultCode.BadRequest);
    expect((await status(token, 'Not/AZone')).code).toBe(ResultCode.BadRequest);
    expect(await kcoinBalance(t, token)).toBe(0);
  });

  it('needs a session', async () => {
    expect((await signInToday(t, '')).code).toBe(ResultCode.SessionExpired);
  });
});

describe('the sign-in day', () => {
  it('follows the time zone the user gives', async () => {
    const user = await activeUser(t);
    const userId = user.user.id;
    // 16:00 UTC on 10 March is 01:00 on 11 March in Tokyo.
    const { clock, service } = atClock('2031-03-10T16:00:00Z');
    expect(await service.signInToday(userId, 'Asia/Tokyo')).toMatchObject({ signInGiftMoney: 5 });
    const [row] = await t.ctx.database.db.select().from(signIns).where(eq(signIns.userId, userId));
    expect(row!.day).toBe('2031-03-11');
    // 14:00 UTC on 11 March is still 11 March in Tokyo: no second gift, though UTC has a new day.
    clock.now = new Date('2031-03-11T14:00:00Z');
    expect(await service.signInToday(userId, 'Asia/Tokyo')).toMatchObject({ signInGiftMoney: 0 });
    expect(await service.status(userId, 'Asia/Tokyo')).toMatchObject({ isTodaySignIn: true });
    // 15:30 UTC is 00:30 on 12 March in Tokyo: a new day and a streak of two.
    clock.now = new Date('2031-03-11T15:30:00Z');
    expect(await service.status(userId, 'Asia/Tokyo')).toMatchObject({ isTodaySignIn: false, signInNumber: 1 });
    expect(await service.signInToday(userId, 'Asia/Tokyo')).toEqual({
      isTodaySignIn: true,
      signInGiftMoney: 5,
      signInNumber: 2,
    });
    expect(await ledger.position(userId)).toMatchObject({ balance: 10 });
  });

  it('is yesterday for a user west of UTC shortly after UTC midnight', async () => {
    const user = await activeUser(t);
    const { service } = atClock('2031-06-02T02:00:00Z');
    await service.signInToday(user.user.id, 'America/Sao_Paulo');
    const [row] = await t.ctx.database.db.select().from(signIns).where(eq(signIns.userId, user.user.id));
    expect(row!.day).toBe('2031-06-01');
  });

  it('counts a streak across days in the user’s time zone', async () => {
    const user = await activeUser(t);
    const { clock, service } = atClock('2031-01-01T12:00:00Z');
    for (let day = 0; day < 7; day += 1) {
      clock.now = new Date(Date.parse('2031-01-01T12:00:00Z') + day * DAY_MS);
      const result = await service.signInToday(user.user.id, 'Europe/Lisbon');
      expect(result).toMatchObject({ signInNumber: day + 1, signInGiftMoney: day === 6 ? 20 : 5 });
    }
    expect(await ledger.position(user.user.id)).toMatchObject({ balance: 6 * 5 + 20 });
  });
});

describe('getGrandTotalData', () => {
  it('totals the K-coins given, the people who signed in and the members', async () => {
    const before = await grandTotal();
    const first = await activeUser(t);
    const second = await activeUser(t);
    await signInToday(t, first.token);
    await signInToday(t, second.token);
    await signInToday(t, second.token);
    const after = await grandTotal();
    expect(after.totalKCoins - before.totalKCoins).toBe(10);
    expect(after.totalPeople - before.totalPeople).toBe(2);
    expect(after.totalVip).toBe(before.totalVip);
  });

  it('counts as members only users who enjoy their plan', async () => {
    const before = (await grandTotal()).totalVip;
    const future = new Date(Date.now() + 10 * DAY_MS);
    const past = new Date(Date.now() - DAY_MS);
    const states = [
      { plan: 'pro', subscriptionStatus: 45, vipExpireTime: future, counts: true },
      { plan: 'standard', subscriptionStatus: 47, vipExpireTime: future, counts: true },
      { plan: 'enterprise', subscriptionStatus: 48, vipExpireTime: future, counts: true },
      { plan: 'pro', subscriptionStatus: 47, vipExpireTime: past, counts: false },
      { plan: 'pro', subscriptionStatus: 48, vipExpireTime: past, counts: false },
      { plan: 'pro', subscriptionStatus: 46, vipExpireTime: future, counts: false },
      { plan: 'pro', subscriptionStatus: null, vipExpireTime: future, counts: false },
      { plan: 'free', subscriptionStatus: 45, vipExpireTime: future, counts: false },
    ] as const;
    for (const { counts: _, ...state } of states) {
      const user = await activeUser(t);
      await setUser(t, user.user.id, state);
    }
    expect((await grandTotal()).totalVip - before).toBe(states.filter((s) => s.counts).length);
  });

  it('needs no session', async () => {
    const res = await t.call({ method: 'POST', url: api(SignInApi.getGrandTotalData) });
    expect(res.code).toBe(ResultCode.Success);
  });
});

describe('the ledger after these sign-ins', () => {
  it('equals the sum of its entries for every user', async () => {
    await expectLedgersBalanced(t);
  });
});
