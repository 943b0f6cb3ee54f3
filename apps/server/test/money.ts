import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  PaymentApi,
  ResultCode,
  SignInApi,
  type TBillingPeriod,
  type TCheckout,
  type TKcoinPackageId,
  type TOrder,
  type TPlan,
} from '@orator/contracts';
import { kcoinAccounts, kcoinEntries, orders } from '../src/db/schema/index';
import { createLedgerService } from '../src/modules/money/ledger.service';
import { api } from './api';
import type { TestApp } from './helper';
import { userInfo } from './users';

export type PaidPlan = Exclude<TPlan, 'free'>;

/** Creates a K-coin order and returns the checkout the web app would follow. */
export async function orderKcoins(t: TestApp, token: string, packageId: TKcoinPackageId) {
  const res = await t.call<TCheckout>({ method: 'POST', url: api(PaymentApi.buyMoney), token, payload: { packageId } });
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data;
}

export async function orderPlan(t: TestApp, token: string, plan: PaidPlan, period: TBillingPeriod) {
  const res = await t.call<TCheckout>({
    method: 'POST',
    url: api(PaymentApi.buyUserGradeV2),
    token,
    payload: { plan, period },
  });
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data;
}

/** What the sandbox checkout page's buttons send. */
export function confirmSandbox(t: TestApp, token: string, orderNo: string, outcome: 'paid' | 'failed' = 'paid') {
  return t.call<TOrder>({ method: 'POST', url: api(PaymentApi.sandboxConfirm), token, payload: { orderNo, outcome } });
}

async function pay(t: TestApp, token: string, checkout: TCheckout) {
  const res = await confirmSandbox(t, token, checkout.orderNo);
  expect(res.code, res.message).toBe(ResultCode.Success);
  expect(res.data.status).toBe('paid');
  return res.data;
}

/** Buys a K-coin package through the sandbox provider, as a user clicking "Complete payment" does. */
export async function buyKcoins(t: TestApp, token: string, packageId: TKcoinPackageId) {
  return pay(t, token, await orderKcoins(t, token, packageId));
}

export async function buyPlan(t: TestApp, token: string, plan: PaidPlan, period: TBillingPeriod) {
  return pay(t, token, await orderPlan(t, token, plan, period));
}

export function paymentDetail(t: TestApp, token: string, orderNo: string) {
  return t.call<TOrder>({ method: 'GET', url: api(PaymentApi.paymentDetail), token, query: { orderNo } });
}

export async function kcoinBalance(t: TestApp, token: string) {
  const res = await userInfo(t, token);
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data.kCoinBalance;
}

export function signInToday(t: TestApp, token: string, timeZone?: string) {
  return t.call<{ isTodaySignIn: boolean; signInGiftMoney: number; signInNumber: number }>({
    method: 'POST',
    url: api(SignInApi.signInToday),
    token,
    payload: timeZone ? { timeZone } : {},
  });
}

/** Moves an order's creation time back, for the transaction-range filters. */
export async function backdateOrder(t: TestApp, orderNo: string, days: number) {
  await t.ctx.database.db
    .update(orders)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(orders.orderNo, orderNo));
}

export async function setOrderExpiry(t: TestApp, orderNo: string, expiresAt: Date) {
  await t.ctx.database.db.update(orders).set({ expiresAt }).where(eq(orders.orderNo, orderNo));
}

export async function backdateEntries(t: TestApp, userId: number, reason: string, days: number) {
  await t.ctx.database.db
    .update(kcoinEntries)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(sql`${kcoinEntries.userId} = ${userId} and ${kcoinEntries.reason} = ${reason}`);
}

/** Every cached K-coin position in the database equals the sum of that user's ledger entries. */
export async function expectLedgersBalanced(t: TestApp) {
  const ledger = createLedgerService(t.ctx.database.db);
  const accounts = await t.ctx.database.db.select({ userId: kcoinAccounts.userId }).from(kcoinAccounts);
  expect(accounts.length).toBeGreaterThan(0);
  for (const { userId } of accounts) {
    const position = await ledger.position(userId);
    expect(position.balance, `balance of user ${userId}`).toBeGreaterThanOrEqual(0);
    expect(position.available, `available K-coins of user ${userId}`).toBeGreaterThanOrEqual(0);
    expect(await ledger.replay(userId), `ledger of user ${userId}`).toEqual({
      balance: position.balance,
      held: position.held,
    });
  }
}

/** Puts K-coins on a user's account as a top-up would, straight through the ledger. */
export async function creditKcoins(t: TestApp, userId: number, amount: number) {
  await createLedgerService(t.ctx.database.db).credit({
    userId,
    amount,
    idempotencyKey: `test-credit:${userId}:${Date.now()}:${Math.random()}`,
    reason: 'recharge',
  });
}

/** A user's balance, held and available K-coins. */
export const kcoinPosition = (t: TestApp, userId: number) => createLedgerService(t.ctx.database.db).position(userId);
