import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { kcoinAccounts, kcoinEntries, kcoinHolds } from '../../db/schema/index';
import type { Db } from '../../platform/db';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type EntryRow = typeof kcoinEntries.$inferSelect;
export type HoldRow = typeof kcoinHolds.$inferSelect;
export interface EntryFilter {
  kinds?: EntryRow['kind'][];
  since?: Date;
  offset: number;
  limit: number;
}

/** Queries of the K-coin ledger. Every write runs inside the caller's transaction. */
export const ledgerRepo = {
  /** Locks the user's account row (creating it at zero) so balance changes serialize per user. */
  async lockAccount(tx: Tx, userId: number) {
    await tx.insert(kcoinAccounts).values({ userId }).onConflictDoNothing();
    const [row] = await tx.select().from(kcoinAccounts).where(eq(kcoinAccounts.userId, userId)).for('update');
    return row!;
  },
  async saveAccount(tx: Tx, userId: number, balance: number, held: number) {
    await tx
      .update(kcoinAccounts)
      .set({ balance, held, updatedAt: new Date() })
      .where(eq(kcoinAccounts.userId, userId));
  },
  async entryByKey(tx: Tx, userId: number, idempotencyKey: string) {
    const [row] = await tx
      .select()
      .from(kcoinEntries)
      .where(and(eq(kcoinEntries.userId, userId), eq(kcoinEntries.idempotencyKey, idempotencyKey)));
    return row;
  },
  async insertEntry(tx: Tx, values: typeof kcoinEntries.$inferInsert) {
    const [row] = await tx.insert(kcoinEntries).values(values).returning();
    return row!;
  },
  async insertHold(tx: Tx, values: typeof kcoinHolds.$inferInsert) {
    const [row] = await tx.insert(kcoinHolds).values(values).returning();
    return row!;
  },
  async holdForUpdate(tx: Tx, holdId: number) {
    const [row] = await tx.select().from(kcoinHolds).where(eq(kcoinHolds.id, holdId)).for('update');
    return row;
  },
  async settleHold(tx: Tx, holdId: number, status: 'captured' | 'released', capturedAmount: number | null) {
    await tx.update(kcoinHolds).set({ status, capturedAmount, settledAt: new Date() }).where(eq(kcoinHolds.id, holdId));
  },

  /**
   * Reads a user's account. Every page asks for the balance (userInfoDetail): the query is prepared once per
   * database handle, so each read skips building the SQL and PostgreSQL keeps its plan per connection.
   */
  accountReader(db: Db) {
    const query = db
      .select()
      .from(kcoinAccounts)
      .where(eq(kcoinAccounts.userId, sql.placeholder('userId')))
      .prepare('kcoin_account_of_user');
    return async (userId: number) => {
      const [row] = await query.execute({ userId });
      return row ?? { userId, balance: 0, held: 0 };
    };
  },
  async entries(db: Db, userId: number, options: EntryFilter) {
    const where = and(
      eq(kcoinEntries.userId, userId),
      options.since ? gte(kcoinEntries.createdAt, options.since) : undefined,
      options.kinds ? inArray(kcoinEntries.kind, options.kinds) : undefined,
    );
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(kcoinEntries)
        .where(where)
        .orderBy(desc(kcoinEntries.id))
        .offset(options.offset)
        .limit(options.limit),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(kcoinEntries)
        .where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  },
  /** Sum of the ledger, for checking the cached balance against the entries. */
  async replay(db: Db, userId: number) {
    const [row] = await db
      .select({
        balance: sql<number>`coalesce(sum(case kind when 'credit' then amount when 'debit' then -amount when 'capture' then -amount else 0 end), 0)::bigint`,
        held: sql<number>`coalesce(sum(case kind when 'hold' then amount when 'capture' then -amount when 'release' then -amount else 0 end), 0)::bigint`,
      })
      .from(kcoinEntries)
      .where(eq(kcoinEntries.userId, userId));
    return { balance: Number(row?.balance ?? 0), held: Number(row?.held ?? 0) };
  },
};
