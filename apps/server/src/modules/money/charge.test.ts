import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Price, ResultCode, translate } from '@orator/contracts';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyKcoins, expectLedgersBalanced } from '../../../test/money';
import { activeUser, setUser } from '../../../test/users';
import { AppError } from '../../platform/errors';
import { createUserRepo } from '../user/user.repo';
import { createChargeService, type ChargeService } from './charge.service';
import { createLedgerService, type LedgerService } from './ledger.service';

let t: TestApp;
let ledger: LedgerService;
let charges: ChargeService;
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.ctx.database;
  ledger = createLedgerService(db);
  charges = createChargeService({ db, ledger, users: createUserRepo(db) });
});
afterAll(() => t.close());

const AI_MODEL = Price.aiModelKcoinPerGeneration;

/** A user made through the API, with K-coins bought through the sandbox when asked. */
async function userWith(options: { kcoins?: 'kc500'; plan?: 'pro' } = {}) {
  const user = await activeUser(t);
  if (options.kcoins) await buyKcoins(t, user.token, options.kcoins);
  if (options.plan) await setUser(t, user.user.id, { plan: options.plan, subscriptionStatus: 45 });
  return user.user.id;
}

/** Quotes and reserves one use of the AI model, as a task submission does. */
async function submit(userId: number, refId: string, options: { trialEligible?: boolean } = { trialEligible: true }) {
  const quote = await charges.quote(userId, 'aiModel', AI_MODEL, options);
  return charges.reserve(userId, quote, refId);
}

async function caught(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('the free plan trial', () => {
  it('makes the first 3 uses free and charges the 4th in full', async () => {
    const userId = await userWith({ kcoins: 'kc500' });
    for (let i = 1; i <= 3; i += 1) {
      const reservation = await submit(userId, `task-${i}`);
      expect(reservation).toMatchObject({ cost: 0, isTrial: true, holdId: null });
      await charges.capture(reservation);
    }
    const fourth = await submit(userId, 'task-4');
    expect(fourth).toMatchObject({ cost: AI_MODEL, isTrial: false, holdId: expect.any(Number) });
    await charges.capture(fourth);
    expect(await ledger.position(userId)).toEqual({ balance: 500 - AI_MODEL, held: 0, available: 500 - AI_MODEL });
  });

  it('gives a trial use back when its task fails', async () => {
    const userId = await userWith();
    const first = await submit(userId, 'a');
    await submit(userId, 'b');
    await submit(userId, 'c');
    expect(await charges.quote(userId, 'aiModel', AI_MODEL, { trialEligible: true })).toMatchObject({
      isTrial: false,
    });
    await charges.release(userId, first, 'a');
    expect(await submit(userId, 'd')).toMatchObject({ cost: 0, isTrial: true });
  });

  it('counts trials per feature', async () => {
    const userId = await userWith();
    for (const ref of ['1', '2', '3']) await submit(userId, ref);
    const faceSwap = await charges.quote(userId, 'faceSwap', 12, { trialEligible: true });
    expect(faceSwap).toMatchObject({ cost: 0, isTrial: true });
  });

  it('does not apply to features without a trial', async () => {
    const userId = await userWith({ kcoins: 'kc500' });
    expect(await submit(userId, 'x', {})).toMatchObject({ cost: AI_MODEL, isTrial: false });
  });

  it('counts the same task reserved twice as one trial use', async () => {
    const userId = await userWith();
    await submit(userId, 'same');
    await submit(userId, 'same');
    await submit(userId, 'other');
    expect(await submit(userId, 'third')).toMatchObject({ isTrial: true });
  });

  it('never grants more than 3 trial uses to parallel submissions', async () => {
    const userId = await userWith();
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => submit(userId, `p${i}`)));
    const trials = results.filter((r) => r.status === 'fulfilled' && r.value.isTrial);
    expect(trials).toHaveLength(3);
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as AppError).code).toBe(ResultCode.InsufficientBalance);
    }
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(9);
    expect(await ledger.position(userId)).toEqual({ balance: 0, held: 0, available: 0 });
  });
});

describe('a member', () => {
  it('pays the full price from the first use', async () => {
    const userId = await userWith({ kcoins: 'kc500', plan: 'pro' });
    const reservation = await submit(userId, 'm1');
    expect(reservation).toMatchObject({ cost: AI_MODEL, isTrial: false });
    expect(await ledger.position(userId)).toEqual({ balance: 500, held: AI_MODEL, available: 500 - AI_MODEL });
  });

  it('gets the trial again once the plan has lapsed', async () => {
    const userId = await userWith({ plan: 'pro' });
    await setUser(t, userId, { subscriptionStatus: 47, vipExpireTime: new Date(Date.now() - 1000) });
    expect(await submit(userId, 'lapsed')).toMatchObject({ cost: 0, isTrial: true });
  });
});

describe('reserve, capture and release', () => {
  it('holds once when the same task is reserved twice', async () => {
    const userId = await userWith({ kcoins: 'kc500', plan: 'pro' });
    const first = await submit(userId, 'twice');
    const second = await submit(userId, 'twice');
    expect(second.holdId).toBe(first.holdId);
    expect(await ledger.position(userId)).toEqual({ balance: 500, held: AI_MODEL, available: 500 - AI_MODEL });
  });

  it('returns the hold in full on release', async () => {
    const userId = await userWith({ kcoins: 'kc500', plan: 'pro' });
    const reservation = await submit(userId, 'fails');
    await charges.release(userId, reservation, 'fails');
    await charges.release(userId, reservation, 'fails');
    expect(await ledger.position(userId)).toEqual({ balance: 500, held: 0, available: 500 });
  });

  it('charges a lower actual cost on capture and releases the rest', async () => {
    const userId = await userWith({ kcoins: 'kc500', plan: 'pro' });
    const quote = await charges.quote(userId, 'task', 60);
    const reservation = await charges.reserve(userId, quote, 'video-1');
    await charges.capture(reservation, 42);
    await charges.capture(reservation, 42);
    expect(await ledger.position(userId)).toEqual({ balance: 458, held: 0, available: 458 });
  });

  it('never charges more than the hold', async () => {
    const userId = await userWith({ kcoins: 'kc500', plan: 'pro' });
    const reservation = await charges.reserve(userId, await charges.quote(userId, 'task', 60), 'video-2');
    await charges.capture(reservation, 90);
    expect(await ledger.position(userId)).toMatchObject({ balance: 440, held: 0 });
  });

  it('refuses a reservation beyond the balance with code 507 and the balance message', async () => {
    const userId = await userWith({ kcoins: 'kc500', plan: 'pro' });
    const quote = await charges.quote(userId, 'task', 501);
    const error = await caught(charges.reserve(userId, quote, 'too-big'));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(ResultCode.InsufficientBalance);
    expect(translate((error as AppError).messageKey, 'en')).toBe('Oops, the K-coin balance is insufficient!');
    expect(await ledger.position(userId)).toEqual({ balance: 500, held: 0, available: 500 });
  });

  it('counts K-coins already held against the balance', async () => {
    const userId = await userWith({ kcoins: 'kc500', plan: 'pro' });
    await charges.reserve(userId, await charges.quote(userId, 'task', 400), 'first');
    const error = await caught(charges.reserve(userId, await charges.quote(userId, 'task', 101), 'second'));
    expect((error as AppError).code).toBe(ResultCode.InsufficientBalance);
  });

  it('answers 405 for a user that does not exist', async () => {
    const error = await caught(charges.quote(2_000_000_000, 'task', 10));
    expect((error as AppError).code).toBe(ResultCode.SessionExpired);
  });
});

describe('the ledger after these charges', () => {
  it('equals the sum of its entries for every user', async () => {
    await expectLedgersBalanced(t);
  });
});
