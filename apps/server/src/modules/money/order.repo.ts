import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { orders, paymentEvents, users } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import type { Tx } from './ledger.repo';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

export function createOrderRepo(db: Db) {
  return {
    async insert(values: NewOrder) {
      const [row] = await db.insert(orders).values(values).returning();
      return row!;
    },
    async byOrderNo(orderNo: string) {
      const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
      return row;
    },
    /** What the user's own orders among `orderNos` bought. */
    async itemsOf(userId: number, orderNos: string[]) {
      if (orderNos.length === 0) return [];
      return db
        .select({ orderNo: orders.orderNo, kind: orders.kind, item: orders.item })
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.orderNo, orderNos)));
    },
    async setProviderOrderNo(orderNo: string, providerOrderNo: string) {
      await db.update(orders).set({ providerOrderNo }).where(eq(orders.orderNo, orderNo));
    },
    /** Moves a pending order on; false when it was no longer pending (already settled or expired). */
    async settle(tx: Tx, orderNo: string, status: OrderRow['status'], extra: Partial<OrderRow> = {}) {
      const rows = await tx
        .update(orders)
        .set({ status, ...extra })
        .where(and(eq(orders.orderNo, orderNo), eq(orders.status, 'pending')))
        .returning();
      return rows[0];
    },
    async expirePending(now: Date) {
      await db
        .update(orders)
        .set({ status: 'expired' })
        .where(and(eq(orders.status, 'pending'), lt(orders.expiresAt, now)));
    },
    async list(userId: number, options: { kinds?: OrderRow['kind'][]; since?: Date; offset: number; limit: number }) {
      const where = and(
        eq(orders.userId, userId),
        options.kinds ? inArray(orders.kind, options.kinds) : undefined,
        options.since ? gte(orders.createdAt, options.since) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db.select().from(orders).where(where).orderBy(desc(orders.id)).offset(options.offset).limit(options.limit),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(orders)
          .where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },
    async lockSubscriber(tx: Tx, userId: number) {
      const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      return row!;
    },
    async setSubscription(
      tx: Tx,
      userId: number,
      values: Pick<typeof users.$inferInsert, 'plan' | 'subscriptionStatus' | 'vipExpireTime'>,
    ) {
      await tx.update(users).set(values).where(eq(users.id, userId));
    },
    /** Records a provider event; false when it was recorded before (a replayed webhook). */
    async recordEvent(tx: Tx, id: string, provider: string, orderNo: string | null) {
      const rows = await tx.insert(paymentEvents).values({ id, provider, orderNo }).onConflictDoNothing().returning();
      return rows.length > 0;
    },
  };
}
export type OrderRepo = ReturnType<typeof createOrderRepo>;
