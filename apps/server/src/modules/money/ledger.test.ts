import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@orator/contracts';
import { createTestApp, type TestApp } from '../../../test/helper';
import { expectLedgersBalanced } from '../../../test/money';
import { activeUser } from '../../../test/users';
import { AppError } from '../../platform/errors';
import { createLedgerService, type LedgerService } from './ledger.service';

let t: TestApp;
let ledger: LedgerService;
beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedgerService(t.ctx.database.db);
});
afterAll(() => t.close());

const newUserId = async () => (await activeUser(t)).user.id;

describe('K-coin ledger', () => {
  it('applies a credit once however often its idempotency key is repeated', async () => {
    const userId = await newUserId();
    await Promise.all(
      Array.from({ length: 5 }, () =>
        ledger.credit({ userId, amount: 60, idempotencyKey: 'order:1', reason: 'recharge' }),
      ),
    );
    expect(await ledger.position(userId)).toEqual({ balance: 60, held: 0, available: 60 });
    expect((await ledger.entries(userId, { offset: 0, limit: 10 })).total).toBe(1);
  });

  it('refuses a debit larger than the balance with the insufficient-balance code', async () => {
    const userId = await newUserId();
    await ledger.credit({ userId, amount: 10, idempotencyKey: 'gift', reason: 'signin' });
    const error = await ledger
      .debit({ userId, amount: 11, idempotencyKey: 'big', reason: 'task' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(ResultCode.InsufficientBalance);
    expect(await ledger.position(userId)).toMatchObject({ balance: 10 });
  });

  it('holds, then captures the actual cost and releases the rest', async () => {
    const userId = await newUserId();
    await ledger.credit({ userId, amount: 100, idempotencyKey: 'c', reason: 'recharge' });
    const hold = await ledger.hold({
      userId,
      amount: 60,
      idempotencyKey: 'hold:task:1',
      reason: 'video',
      feature: 'video',
    });
    expect(await ledger.position(userId)).toEqual({ balance: 100, held: 60, available: 40 });
    await expect(
      ledger.hold({ userId, amount: 41, idempotencyKey: 'hold:task:2', reason: 'video', feature: 'video' }),
    ).rejects.toThrow();
    await ledger.capture(hold.id, 45);
    await ledger.capture(hold.id, 45);
    expect(await ledger.position(userId)).toEqual({ balance: 55, held: 0, available: 55 });
  });

  it('gives a released hold back in full, once', async () => {
    const userId = await newUserId();
    await ledger.credit({ userId, amount: 30, idempotencyKey: 'c', reason: 'recharge' });
    const hold = await ledger.hold({
      userId,
      amount: 30,
      idempotencyKey: 'hold:task:9',
      reason: 'video',
      feature: 'video',
    });
    await ledger.release(hold.id);
    await ledger.release(hold.id);
    await ledger.capture(hold.id);
    expect(await ledger.position(userId)).toEqual({ balance: 30, held: 0, available: 30 });
  });

  it('ends at exactly zero under hundreds of parallel charges, with every entry accounted for', async () => {
    const userId = await newUserId();
    const balance = 120;
    await ledger.credit({ userId, amount: balance, idempotencyKey: 'seed', reason: 'recharge' });
    const attempts = 300;
    const results = await Promise.allSettled(
      Array.from({ length: attempts }, (_, i) =>
        i % 2 === 0
          ? ledger.debit({ userId, amount: 1, idempotencyKey: `debit:${i}`, reason: 'task' })
          : ledger
              .hold({ userId, amount: 1, idempotencyKey: `hold:${i}`, reason: 'task', feature: 'video' })
              .then((hold) => ledger.capture(hold.id)),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) => r.status === 'rejected' && (r.reason as AppError).code === ResultCode.InsufficientBalance,
    ).length;
    expect(succeeded).toBe(balance);
    expect(refused).toBe(attempts - balance);
    expect(await ledger.position(userId)).toEqual({ balance: 0, held: 0, available: 0 });
    expect(await ledger.replay(userId)).toEqual({ balance: 0, held: 0 });
  });

  it.each([0, -5, 1.5])('refuses to move %d K-coins', async (amount) => {
    const userId = await newUserId();
    await expect(ledger.credit({ userId, amount, idempotencyKey: 'odd', reason: 'recharge' })).rejects.toThrow();
    await expect(ledger.debit({ userId, amount, idempotencyKey: 'odd', reason: 'task' })).rejects.toThrow();
    expect(await ledger.position(userId)).toEqual({ balance: 0, held: 0, available: 0 });
  });

  it('answers 404 for a hold that does not exist', async () => {
    await expect(ledger.capture(2_000_000_000)).rejects.toMatchObject({ code: ResultCode.NotFound });
    await expect(ledger.release(2_000_000_000)).rejects.toMatchObject({ code: ResultCode.NotFound });
  });

  it('ends with every cached position equal to the sum of its entries', async () => {
    await expectLedgersBalanced(t);
  });
});
