import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { Tx } from '../money/ledger.repo';

/**
 * The first key of the two-key advisory locks that admissions take; the second is the user id. The
 * two-key space never overlaps the one-key locks (the migration lock), and no other lock uses this key.
 */
const ADMISSION_LOCK_SPACE = 1_100;

/** Queries of the admission decision; every one runs inside the admission's transaction. */
export const admissionRepo = {
  /** Serializes this user's admissions across every API process until the transaction ends. */
  async lockUser(tx: Tx, userId: number) {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMISSION_LOCK_SPACE}::int, ${userId}::int)`);
  },
  async planHolder(tx: Tx, userId: number) {
    const [row] = await tx
      .select({
        id: users.id,
        plan: users.plan,
        subscriptionStatus: users.subscriptionStatus,
        vipExpireTime: users.vipExpireTime,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },
};
