import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Price, ResultCode, translate, type TFeature } from '@orator/contracts';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyKcoins, expectLedgersBalanced } from '../../../test/money';
import { activeUser, setUser } from '../../../test/users';
import { AppError } from '../../platform/errors';
import { createAdmissionService, type AdmissionService } from '../admission/admission.service';
import { createUserRepo } from '../user/user.repo';
import { createChargeService, type Charge, type ChargeService } from './charge.service';
import { createLedgerService, type LedgerService } from './ledger.service';

let t: TestApp;
let ledger: LedgerService;
let charges: ChargeService;
let admission: AdmissionService;
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.ctx.database;
  ledger = createLedgerService(db);
  charges = createChargeService({ db, ledger, users: createUserRepo(db) });
  admission = createAdmissionService({ db, charges });
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

/** Admits one use of a feature with no plan limit, as a task submission does, and returns its charge. */
function submit(userId: number, chargeRef: string, feature: TFeature = 'aiModel', price: number = AI_MODEL) {
  return admission.admit({ userId, feature, price, chargeRef, limits: [], write: async (_tx, charge) => charge });
}

const release = (userId: number, charge: Charge, refId: string, feature: TFeature = 'aiModel') =>
  charges.release(userId, { ...charge, feature }, refId);

async function caught(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('the free plan trial', () => {
  it('makes the first 3 uses free, even with K-coins, and charges the 4th in full', async () => {
    const userId = await userWith({ kcoins: 'kc500' });
    for (let i = 1; i <= 3; i += 1) {
      expect(await charges.quote(userId, 'aiModel', AI_MODEL)).toMatchObject({
        cost: 0,
        price: AI_MODEL,
        isTrial: true,
        freeUses: { total: 3, used: i - 1, thisUse: i },
      });
      const charge = await submit(userId, `task-${i}`);
      expect(charge).toEqual({ cost: 0, isTrial: true, holdId: null });
      expect(await charges.capture(charge, AI_MODEL)).toBe(0);
    }
    expect(await charges.quote(userId, 'aiModel', AI_MODEL)).toMatchObject({
      cost: AI_MODEL,
      isTrial: false,
      freeUses: { total: 3, used: 3, thisUse: null },
    });
    const fourth = await submit(userId, 'task-4');
    expect(fourth).toMatchObject({ cost: AI_MODEL, isTrial: false, holdId: expect.any(Number) });
    expect(await charges.capture(fourth, AI_MODEL)).toBe(AI_MODEL);
    expect(await ledger.position(userId)).toEqual({ balance: 500 - AI_MODEL, held: 0, available: 500 - AI_MODEL });
  });

  it('gives a trial use back when its task fails', async () => {
    const userId = await userWith();
    const first = await submit(userId, 'a');
    await submit(userId, 'b');
    await submit(userId, 'c');
    expect(await charges.quote(userId, 'aiModel', AI_MODEL)).toMatchObject({ isTrial: false });
    await release(userId, first, 'a');
    expect(await charges.quote(userId, 'aiModel', AI_MODEL)).toMatchObject({
      freeUses: { used: 2, thisUse: 3 },
    });
    expect(await submit(userId, 'd')).toMatchObject({ cost: 0, isTrial: true });
  });

  it('counts trials per feature', async () => {
    const userId = await userWith();
    for (const ref of ['1', '2', '3']) await submit(userId, ref);
    const faceSwap = await charges.quote(userId, 'faceSwap', 12);
    expect(faceSwap).toMatchObject({ cost: 0, isTrial: true, freeUses: { thisUse: 1 } });
  });

  it('never grants more than 3 trial uses to parallel submissions, and refuses the rest with 507', async () => {
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
    expect(await charges.quote(userId, 'aiModel', AI_MODEL)).toMatchObject({
      cost: AI_MODEL,
      isTrial: false,
      freeUses: { total: 0, used: 0, thisUse: null },
    });
    expect(await submit(userId, 'm1')).toMatchObject({ cost: AI_MODEL, isTrial: false });
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
    const charge = await submit(userId, 'fails');
    await release(userId, charge, 'fails');
    await release(userId, charge, 'fails');
    expect(await ledger.position(userId)).toEqual({ balance: 500, held: 0, available: 500 });
  });

  it('charges a lower actual cost on capture, releases the rest, and answers the same when called again', async () => {
    const userId = await userWith({ kcoins: 'kc500', plan: 'pro' });
    const charge = await submit(userId, 'video-1', 'task', 60);
    expect(await charges.capture(charge, 42)).toBe(42);
    expect(await charges.capture(charge, 42)).toBe(42);
    expect(await ledger.position(userId)).toEqual({ balance: 458, held: 0, available: 458 });
  });

  it('never charges more than the hold', async () => {
    const userId = await userWith({ kcoins: 'kc500', plan: 'pro' });
    const charge = await submit(userId, 'video-2', 'task', 60);
    expect(await charges.capture(charge, 90)).toBe(60);
    expect(await ledger.position(userId)).toMatchObject({ balance: 440, held: 0 });
  });

  it('refuses a reservation beyond the balance with code 507 and the balance message', async () => {
    const userId = await userWith({ kcoins: 'kc500', plan: 'pro' });
    const error = await caught(submit(userId, 'too-big', 'task', 501));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(ResultCode.InsufficientBalance);
    expect(translate((error as AppError).messageKey, 'en')).toBe('Oops, the K-coin balance is insufficient!');
    expect(await ledger.position(userId)).toEqual({ balance: 500, held: 0, available: 500 });
  });

  it('counts K-coins already held against the balance', async () => {
    const userId = await userWith({ kcoins: 'kc500', plan: 'pro' });
    await submit(userId, 'first', 'task', 400);
    const error = await caught(submit(userId, 'second', 'task', 101));
    expect((error as AppError).code).toBe(ResultCode.InsufficientBalance);
  });

  it('answers 405 for a user that does not exist', async () => {
    expect(((await caught(charges.quote(2_000_000_000, 'task', 10))) as AppError).code).toBe(ResultCode.SessionExpired);
    expect(((await caught(submit(2_000_000_000, 'nobody'))) as AppError).code).toBe(ResultCode.SessionExpired);
  });
});

describe('the ledger after these charges', () => {
  it('equals the sum of its entries for every user', async () => {
    await expectLedgersBalanced(t);
  });
});
