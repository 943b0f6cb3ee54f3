import { and, count, eq } from 'drizzle-orm';
import type { TFeature } from '@orator/contracts';
import { featureTrials, users as usersTable } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { UserRepo } from '../user/user.repo';
import { benefitsOf } from './entitlements';
import type { LedgerService } from './ledger.service';

export interface Quote {
  feature: TFeature;
  cost: number;
  /** The cost without a trial: charged instead when parallel submissions used the last trial first. */
  price: number;
  /** The free plan's trial allowance pays for this use. */
  isTrial: boolean;
}

export interface Reservation extends Quote {
  holdId: number | null;
}

/**
 * How every feature charges: quote the cost, reserve it when the task is accepted, capture it when
 * the work succeeds, release it when the work fails or is cancelled. A failed task never costs K-coins
 * and never uses up a trial.
 */
export function createChargeService(deps: { db: Db; ledger: LedgerService; users: UserRepo }) {
  const { db, ledger, users } = deps;

  async function trialsUsed(userId: number, feature: TFeature) {
    const [row] = await db
      .select({ used: count() })
      .from(featureTrials)
      .where(and(eq(featureTrials.userId, userId), eq(featureTrials.feature, feature)));
    return row?.used ?? 0;
  }

  /**
   * Takes one trial use for this task, under a lock on the user so that parallel submissions never
   * take more than the allowance between them; false when the allowance is used up.
   */
  function claimTrial(userId: number, feature: TFeature, refId: string) {
    return db.transaction(async (tx) => {
      const [user] = await tx.select().from(usersTable).where(eq(usersTable.id, userId)).for('update');
      if (!user) throw AppError.sessionExpired();
      const mine = and(eq(featureTrials.userId, userId), eq(featureTrials.feature, feature));
      const [existing] = await tx
        .select({ id: featureTrials.id })
        .from(featureTrials)
        .where(and(mine, eq(featureTrials.refId, refId)));
      if (existing) return true;
      const [row] = await tx.select({ used: count() }).from(featureTrials).where(mine);
      if ((row?.used ?? 0) >= benefitsOf(user).freeTrialUses) return false;
      await tx.insert(featureTrials).values({ userId, feature, refId });
      return true;
    });
  }

  const service = {
    async quote(
      userId: number,
      feature: TFeature,
      cost: number,
      options: { trialEligible?: boolean } = {},
    ): Promise<Quote> {
      const user = await users.byId(userId);
      if (!user) throw AppError.sessionExpired();
      const allowance = options.trialEligible ? benefitsOf(user).freeTrialUses : 0;
      const isTrial = allowance > 0 && (await trialsUsed(userId, feature)) < allowance;
      return { feature, cost: isTrial ? 0 : cost, price: cost, isTrial };
    },

    /** Holds the quoted K-coins for one task; the same task reserved twice holds once. */
    async reserve(userId: number, quote: Quote, refId: string): Promise<Reservation> {
      if (quote.isTrial && (await claimTrial(userId, quote.feature, refId))) return { ...quote, holdId: null };
      const charged = { ...quote, cost: quote.price, isTrial: false };
      if (charged.cost === 0) return { ...charged, holdId: null };
      const hold = await ledger.hold({
        userId,
        amount: charged.cost,
        feature: quote.feature,
        reason: quote.feature,
        idempotencyKey: `hold:${quote.feature}:${refId}`,
        refType: quote.feature,
        refId,
      });
      return { ...charged, holdId: hold.id };
    },

    /** The work succeeded: charge the hold (or less, when the actual cost came out lower). */
    async capture(reservation: Pick<Reservation, 'holdId'>, actualCost?: number) {
      if (reservation.holdId !== null) await ledger.capture(reservation.holdId, actualCost);
    },

    /** The work failed or was cancelled: the K-coins and the trial use come back. */
    async release(userId: number, reservation: Pick<Reservation, 'holdId' | 'feature' | 'isTrial'>, refId: string) {
      if (reservation.holdId !== null) await ledger.release(reservation.holdId);
      if (reservation.isTrial) {
        await db
          .delete(featureTrials)
          .where(
            and(
              eq(featureTrials.userId, userId),
              eq(featureTrials.feature, reservation.feature),
              eq(featureTrials.refId, refId),
            ),
          );
      }
    },
  };
  return service;
}
export type ChargeService = ReturnType<typeof createChargeService>;
