import { ResultCode } from '@orator/contracts';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { ledgerRepo, type EntryFilter, type EntryRow, type HoldRow, type Tx } from './ledger.repo';

export interface Movement {
  userId: number;
  amount: number;
  /** Unique per user: the same key twice applies the movement once. */
  idempotencyKey: string;
  reason: string;
  remark?: string;
  refType?: string;
  refId?: string;
}

export const insufficientBalance = () => new AppError(ResultCode.InsufficientBalance, 'balanceInsufficient');

/** Called inside async methods, so a bad amount rejects like every other ledger failure. */
function assertAmount(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`K-coin amounts are positive integers, got ${amount}`);
}

/**
 * The K-coin ledger: credits, debits and holds with capture or release. Each movement locks the
 * user's account row, appends one entry and rewrites the cached balance in the same transaction,
 * so the balance never goes below zero and never disagrees with the entries.
 */
export function createLedgerService(db: Db) {
  const readAccount = ledgerRepo.accountReader(db);
  async function move(
    tx: Tx,
    m: Movement & { kind: EntryRow['kind']; holdId?: number },
    apply: (balance: number, held: number) => [number, number],
  ): Promise<EntryRow> {
    const account = await ledgerRepo.lockAccount(tx, m.userId);
    const existing = await ledgerRepo.entryByKey(tx, m.userId, m.idempotencyKey);
    if (existing) return existing;
    const [balance, held] = apply(account.balance, account.held);
    if (balance < 0 || held < 0 || balance < held) throw insufficientBalance();
    await ledgerRepo.saveAccount(tx, m.userId, balance, held);
    return ledgerRepo.insertEntry(tx, {
      userId: m.userId,
      kind: m.kind,
      amount: m.amount,
      balanceAfter: balance,
      heldAfter: held,
      idempotencyKey: m.idempotencyKey,
      holdId: m.holdId ?? null,
      reason: m.reason,
      remark: m.remark ?? null,
      refType: m.refType ?? null,
      refId: m.refId ?? null,
    });
  }

  const service = {
    async credit(m: Movement, tx?: Tx) {
      assertAmount(m.amount);
      const run = (t: Tx) => move(t, { ...m, kind: 'credit' }, (b, h) => [b + m.amount, h]);
      return tx ? run(tx) : db.transaction(run);
    },

    async debit(m: Movement, tx?: Tx) {
      assertAmount(m.amount);
      const run = (t: Tx) => move(t, { ...m, kind: 'debit' }, (b, h) => [b - m.amount, h]);
      return tx ? run(tx) : db.transaction(run);
    },

    /**
     * Reserves K-coins for work that has not run yet; the available balance drops at once. Runs in the
     * caller's transaction when given one, so a task and its hold are written together or not at all.
     */
    async hold(m: Movement & { feature: string }, tx?: Tx): Promise<HoldRow> {
      assertAmount(m.amount);
      const run = async (t: Tx) => {
        await ledgerRepo.lockAccount(t, m.userId);
        const existing = await ledgerRepo.entryByKey(t, m.userId, m.idempotencyKey);
        if (existing?.holdId) return (await ledgerRepo.holdForUpdate(t, existing.holdId))!;
        const hold = await ledgerRepo.insertHold(t, {
          userId: m.userId,
          amount: m.amount,
          feature: m.feature,
          refId: m.refId ?? null,
        });
        await move(t, { ...m, kind: 'hold', holdId: hold.id }, (b, h) => [b, h + m.amount]);
        return hold;
      };
      return tx ? run(tx) : db.transaction(run);
    },

    /**
     * Charges a hold; a smaller actual cost releases the rest. Settling twice does nothing. The remark
     * (what was made) shows beside the charge in the K-coin records.
     */
    capture(holdId: number, actualAmount?: number, remark?: string) {
      return db.transaction(async (tx) => {
        const hold = await ledgerRepo.holdForUpdate(tx, holdId);
        if (!hold) throw AppError.notFound();
        if (hold.status !== 'open') return hold;
        const charged = Math.min(actualAmount ?? hold.amount, hold.amount);
        const base = { userId: hold.userId, holdId, reason: hold.feature, refType: 'hold', refId: String(holdId) };
        if (charged > 0) {
          const entry = {
            ...base,
            kind: 'capture' as const,
            amount: charged,
            remark,
            idempotencyKey: `capture:${holdId}`,
          };
          await move(tx, entry, (b, h) => [b - charged, h - charged]);
        }
        const rest = hold.amount - charged;
        if (rest > 0) {
          await move(tx, { ...base, kind: 'release', amount: rest, idempotencyKey: `release:${holdId}` }, (b, h) => [
            b,
            h - rest,
          ]);
        }
        await ledgerRepo.settleHold(tx, holdId, 'captured', charged);
        return { ...hold, status: 'captured' as const, capturedAmount: charged };
      });
    },

    /** Gives a hold back in full: the work failed or was cancelled, so it costs nothing. */
    release(holdId: number) {
      return db.transaction(async (tx) => {
        const hold = await ledgerRepo.holdForUpdate(tx, holdId);
        if (!hold) throw AppError.notFound();
        if (hold.status !== 'open') return hold;
        await move(
          tx,
          {
            userId: hold.userId,
            holdId,
            kind: 'release',
            amount: hold.amount,
            idempotencyKey: `release:${holdId}`,
            reason: hold.feature,
            refType: 'hold',
            refId: String(holdId),
          },
          (b, h) => [b, h - hold.amount],
        );
        await ledgerRepo.settleHold(tx, holdId, 'released', null);
        return { ...hold, status: 'released' as const };
      });
    },

    async position(userId: number) {
      const { balance, held } = await readAccount(userId);
      return { balance, held, available: balance - held };
    },

    entries: (userId: number, options: EntryFilter) => ledgerRepo.entries(db, userId, options),

    replay: (userId: number) => ledgerRepo.replay(db, userId),
  };
  return service;
}
export type LedgerService = ReturnType<typeof createLedgerService>;
