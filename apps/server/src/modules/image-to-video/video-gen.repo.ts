import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { TaskStatus } from '@orator/contracts';
import { videoGenTasks } from '../../db/schema/index';
import type { Db } from '../../platform/db';

export type VideoGenRow = typeof videoGenTasks.$inferSelect;
export type NewVideoGen = typeof videoGenTasks.$inferInsert;

const PENDING = [TaskStatus.Queued, TaskStatus.Processing];

export function createVideoGenRepo(db: Db) {
  const live = (ownerId: number) => and(eq(videoGenTasks.ownerId, ownerId), isNull(videoGenTasks.deletedAt));

  return {
    /** Inside the admission's transaction when given one (see AdmissionService). */
    async insert(values: NewVideoGen, executor: Db = db) {
      const [row] = await executor.insert(videoGenTasks).values(values).returning();
      return row!;
    },
    async byId(id: number) {
      const [row] = await db.select().from(videoGenTasks).where(eq(videoGenTasks.id, id));
      return row;
    },
    async ownedBy(id: number, ownerId: number) {
      const [row] = await db
        .select()
        .from(videoGenTasks)
        .where(and(eq(videoGenTasks.id, id), live(ownerId)));
      return row;
    },
    /** The owner's clips, newest first; of one kind when given one. */
    async page(ownerId: number, offset: number, limit: number, kind?: string) {
      const where = kind ? and(live(ownerId), eq(videoGenTasks.kind, kind)) : live(ownerId);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(videoGenTasks)
          .where(where)
          .orderBy(desc(videoGenTasks.createdAt), desc(videoGenTasks.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(videoGenTasks)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    async countPending(ownerId: number, executor: Db = db) {
      const [row] = await executor
        .select({ n: sql<number>`count(*)::int` })
        .from(videoGenTasks)
        .where(and(live(ownerId), inArray(videoGenTasks.status, PENDING)));
      return row?.n ?? 0;
    },
    async update(id: number, values: Partial<NewVideoGen>) {
      const [row] = await db
        .update(videoGenTasks)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(videoGenTasks.id, id))
        .returning();
      return row;
    },
    async markSaved(id: number, savedFileId: number) {
      await db.update(videoGenTasks).set({ savedFileId }).where(eq(videoGenTasks.id, id));
    },
    async softDelete(ids: number[], ownerId: number) {
      return db
        .update(videoGenTasks)
        .set({ deletedAt: new Date() })
        .where(and(inArray(videoGenTasks.id, ids), live(ownerId)))
        .returning();
    },
    /** Clips a killed worker left behind: processing, and not a sign of progress since `before`. */
    async stalled(before: Date) {
      return db
        .select()
        .from(videoGenTasks)
        .where(and(eq(videoGenTasks.status, TaskStatus.Processing), lt(videoGenTasks.updatedAt, before)));
    },
  };
}
export type VideoGenRepo = ReturnType<typeof createVideoGenRepo>;
