import { and, count, eq } from 'drizzle-orm';
import type { TFeature, TFreeUses } from '@orator/contracts';
import { featureTrials } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { UserRepo } from '../user/user.repo';
import { benefitsOf, type PlanHolder } from './entitlements';
import type { Tx } from './ledger.repo';
import type { LedgerService } from './ledger.service';

export interface Quote {
  feature: TFeature;
  /** K-coins the use would hold: 0 when a free use pays for it. */
  cost: number;
  /** K-coins without a free use: the most the work can cost. */
  price: number;
  /** A free use of the free plan would pay for it. */
  isTrial: boolean;
  freeUses: TFreeUses;
}

/** How an admitted task is paid for: a free use, or a K-coin hold captured or released later. */
export interface Charge {
  holdId: number | null;
  isTrial: boolean;
  /** K-coins held: 0 on a free use. */
  cost: number;
}

/**
 * How every metered feature charges: quote the cost, reserve it when the task is admitted, capture the
 * price of what was made (never more than the hold) when the work succeeds, release it when the work
 * fails or is cancelled. A failed task never costs K-coins and gives its free use back.
 */
export function createChargeService(deps: { db: Db; ledger: LedgerService; users: UserRepo }) {
  const { db, ledger, users } = deps;

  async function freeUsesTaken(executor: Db, userId: number, feature: TFeature) {
    const [row] = await executor
      .select({ used: count() })
      .from(featureTrials)
      .where(and(eq(featureTrials.userId, userId), eq(featureTrials.feature, feature)));
    return row?.used ?? 0;
  }

  const service = {
    /** What a use would cost now; the admission decides again under the user's lock. */
    async quote(userId: number, feature: TFeature, price: number): Promise<Quote> {
      const user = await users.byId(userId);
      if (!user) throw AppError.sessionExpired();
      const total = benefitsOf(user).freeTrialUses;
      const used = total > 0 ? Math.min(total, await freeUsesTaken(db, userId, feature)) : 0;
      const isTrial = used < total;
      return {
        feature,
        cost: isTrial ? 0 : price,
        price,
        isTrial,
        freeUses: { total, used, thisUse: isTrial ? used + 1 : null },
      };
    },

    /**
     * Pays for one admitted task inside the admission's transaction: a free use while the plan has one
     * left, else a hold of the full price (507 beyond the balance).
     */
    async reserve(
      tx: Tx,
      request: { user: PlanHolder & { id: number }; feature: TFeature; price: number; refId: string },
    ): Promise<Charge> {
      const { user, feature, price, refId } = request;
      if ((await freeUsesTaken(tx, user.id, feature)) < benefitsOf(user).freeTrialUses) {
        await tx.insert(featureTrials).values({ userId: user.id, feature, refId }).onConflictDoNothing();
        return { holdId: null, isTrial: true, cost: 0 };
      }
      if (price === 0) return { holdId: null, isTrial: false, cost: 0 };
      const hold = await ledger.hold(
        {
          userId: user.id,
          amount: price,
          feature,
          reason: feature,
          idempotencyKey: `hold:${feature}:${refId}`,
          refType: feature,
          refId,
        },
        tx,
      );
      return { holdId: hold.id, isTrial: false, cost: price };
    },

    /**
     * The work succeeded: charges what it really cost, at most the hold, and gives the rest back. Returns
     * the K-coins charged (0 on a free use), the same when called again.
     */
    async capture(charge: Pick<Charge, 'holdId'>, actualCost: number, remark?: string): Promise<number> {
      if (charge.holdId === null) return 0;
      const settled = await ledger.capture(charge.holdId, actualCost, remark);
      return settled.capturedAmount ?? 0;
    },

    /** The work failed or was cancelled: the K-coins and the free use come back. */
    async release(userId: number, charge: Pick<Charge, 'holdId' | 'isTrial'> & { feature: TFeature }, refId: string) {
      if (charge.holdId !== null) await ledger.release(charge.holdId);
      if (charge.isTrial) {
        await db
          .delete(featureTrials)
          .where(
            and(
              eq(featureTrials.userId, userId),
              eq(featureTrials.feature, charge.feature),
              eq(featureTrials.refId, refId),
            ),
          );
      }
    },
  };
  return service;
}
export type ChargeService = ReturnType<typeof createChargeService>;
