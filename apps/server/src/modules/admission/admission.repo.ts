import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { lockUser, UserLockSpace } from '../../platform/user-lock';
import type { Tx } from '../money/ledger.repo';

/** Queries of the admission decision; every one runs inside the admission's transaction. */
export const admissionRepo = {
  /** Serializes this user's admissions across every API process until the transaction ends. */
  lockUser: (tx: Tx, userId: number) => lockUser(tx, UserLockSpace.admission, userId),
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
