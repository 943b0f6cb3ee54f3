import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { TaskStatus } from '@orator/contracts';
import { dubbingTasks } from '../../db/schema/index';
import type { Db } from '../../platform/db';

export type DubbingRow = typeof dubbingTasks.$inferSelect;
export type NewDubbing = typeof dubbingTasks.$inferInsert;

const PENDING = [TaskStatus.Queued, TaskStatus.Processing];

export function createDubbingRepo(db: Db) {
  const live = (ownerId: number) => and(eq(dubbingTasks.ownerId, ownerId), isNull(dubbingTasks.deletedAt));
  const owned = (id: number, ownerId: number) => and(eq(dubbingTasks.id, id), live(ownerId));

  return {
    /** Inside the admission's transaction when given one (see AdmissionService). */
    async insert(values: NewDubbing, executor: Db = db) {
      const [row] = await executor.insert(dubbingTasks).values(values).returning();
      return row!;
    },
    async byId(id: number) {
      const [row] = await db.select().from(dubbingTasks).where(eq(dubbingTasks.id, id));
      return row;
    },
    async ownedBy(id: number, ownerId: number) {
      const [row] = await db.select().from(dubbingTasks).where(owned(id, ownerId));
      return row;
    },
    async page(ownerId: number, offset: number, limit: number, ids?: number[]) {
      const where = ids ? and(live(ownerId), inArray(dubbingTasks.id, ids)) : live(ownerId);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(dubbingTasks)
          .where(where)
          .orderBy(desc(dubbingTasks.createdAt), desc(dubbingTasks.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(dubbingTasks)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    async countPending(ownerId: number, executor: Db = db) {
      const [row] = await executor
        .select({ n: sql<number>`count(*)::int` })
        .from(dubbingTasks)
        .where(and(live(ownerId), inArray(dubbingTasks.status, PENDING)));
      return row?.n ?? 0;
    },
    async update(id: number, values: Partial<NewDubbing>) {
      const [row] = await db
        .update(dubbingTasks)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(dubbingTasks.id, id))
        .returning();
      return row;
    },
    async softDelete(ids: number[], ownerId: number) {
      return db
        .update(dubbingTasks)
        .set({ deletedAt: new Date() })
        .where(and(inArray(dubbingTasks.id, ids), live(ownerId)))
        .returning();
    },
    /** Dubbings a killed worker left behind: processing, and not a sign of progress since `before`. */
    async stalled(before: Date) {
      return db
        .select()
        .from(dubbingTasks)
        .where(and(eq(dubbingTasks.status, TaskStatus.Processing), lt(dubbingTasks.updatedAt, before)));
    },
  };
}
export type DubbingRepo = ReturnType<typeof createDubbingRepo>;
