import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { TaskStatus } from '@orator/contracts';
import { subtitleRemovalTasks } from '../../db/schema/index';
import type { Db } from '../../platform/db';

export type SubtitleRemovalRow = typeof subtitleRemovalTasks.$inferSelect;
export type NewSubtitleRemoval = typeof subtitleRemovalTasks.$inferInsert;

const PENDING = [TaskStatus.Queued, TaskStatus.Processing];

export function createSubtitleRemoverRepo(db: Db) {
  const table = subtitleRemovalTasks;
  const live = (ownerId: number) => and(eq(table.ownerId, ownerId), isNull(table.deletedAt));

  return {
    /** Inside the admission's transaction when given one (see AdmissionService). */
    async insert(values: NewSubtitleRemoval, executor: Db = db) {
      const [row] = await executor.insert(table).values(values).returning();
      return row!;
    },
    async byId(id: number) {
      const [row] = await db.select().from(table).where(eq(table.id, id));
      return row;
    },
    async ownedBy(id: number, ownerId: number) {
      const [row] = await db
        .select()
        .from(table)
        .where(and(eq(table.id, id), live(ownerId)));
      return row;
    },
    /** The owner's removals, newest first; only `ids` when given. */
    async page(ownerId: number, offset: number, limit: number, ids?: number[]) {
      const where = ids ? and(live(ownerId), inArray(table.id, ids)) : live(ownerId);
      const [rows, [count]] = await Promise.all([
        db.select().from(table).where(where).orderBy(desc(table.createdAt), desc(table.id)).offset(offset).limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(table)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    async countPending(ownerId: number, executor: Db = db) {
      const [row] = await executor
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(and(live(ownerId), inArray(table.status, PENDING)));
      return row?.n ?? 0;
    },
    async update(id: number, values: Partial<NewSubtitleRemoval>) {
      const [row] = await db
        .update(table)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(table.id, id))
        .returning();
      return row;
    },
    async softDelete(ids: number[], ownerId: number) {
      return db
        .update(table)
        .set({ deletedAt: new Date() })
        .where(and(inArray(table.id, ids), live(ownerId)))
        .returning();
    },
    /** Removals a killed worker left behind: processing, and no sign of progress since `before`. */
    async stalled(before: Date) {
      return db
        .select()
        .from(table)
        .where(and(eq(table.status, TaskStatus.Processing), lt(table.updatedAt, before), isNull(table.deletedAt)));
    },
  };
}
export type SubtitleRemoverRepo = ReturnType<typeof createSubtitleRemoverRepo>;
