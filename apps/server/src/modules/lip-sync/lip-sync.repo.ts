import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { TaskStatus } from '@orator/contracts';
import { lipSyncTasks } from '../../db/schema/index';
import type { Db } from '../../platform/db';

export type LipSyncRow = typeof lipSyncTasks.$inferSelect;
export type NewLipSync = typeof lipSyncTasks.$inferInsert;

const PENDING = [TaskStatus.Queued, TaskStatus.Processing];

export function createLipSyncRepo(db: Db) {
  const table = lipSyncTasks;

  return {
    /** Inside the admission's transaction when given one (see AdmissionService). */
    async insert(values: NewLipSync, executor: Db = db) {
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
        .where(and(eq(table.id, id), eq(table.ownerId, ownerId)));
      return row;
    },
    async countPending(ownerId: number, executor: Db = db) {
      const [row] = await executor
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(and(eq(table.ownerId, ownerId), inArray(table.status, PENDING)));
      return row?.n ?? 0;
    },
    async update(id: number, values: Partial<NewLipSync>) {
      const [row] = await db
        .update(table)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(table.id, id))
        .returning();
      return row;
    },
    /** A task the queue refused never existed (see queueAdmitted). */
    async remove(id: number) {
      await db.delete(table).where(eq(table.id, id));
    },
    /** Tasks a killed worker left behind: processing, and no sign of progress since `before`. */
    async stalled(before: Date) {
      return db
        .select()
        .from(table)
        .where(and(eq(table.status, TaskStatus.Processing), lt(table.updatedAt, before)));
    },
  };
}
export type LipSyncRepo = ReturnType<typeof createLipSyncRepo>;
