import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { TaskStatus } from '@orator/contracts';
import { videoArtImages } from '../../db/schema/index';
import type { Db } from '../../platform/db';

export type VideoArtRow = typeof videoArtImages.$inferSelect;
export type NewVideoArt = typeof videoArtImages.$inferInsert;

export function createVideoArtRepo(db: Db) {
  const mine = (ownerId: number, status: number) =>
    and(eq(videoArtImages.ownerId, ownerId), eq(videoArtImages.status, status));

  return {
    /** Inside the admission's transaction when given one (see AdmissionService). */
    async insert(values: NewVideoArt, executor: Db = db) {
      const [row] = await executor.insert(videoArtImages).values(values).returning();
      return row!;
    },
    /** The owner's finished pictures, newest first. */
    async page(ownerId: number, offset: number, limit: number) {
      const where = and(mine(ownerId, TaskStatus.Finished), isNotNull(videoArtImages.fileId));
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(videoArtImages)
          .where(where)
          .orderBy(desc(videoArtImages.createdAt), desc(videoArtImages.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(videoArtImages)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    async countPending(ownerId: number, executor: Db = db) {
      const [row] = await executor
        .select({ n: sql<number>`count(*)::int` })
        .from(videoArtImages)
        .where(mine(ownerId, TaskStatus.Processing));
      return row?.n ?? 0;
    },
    async update(id: number, values: Partial<NewVideoArt>) {
      const [row] = await db
        .update(videoArtImages)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(videoArtImages.id, id))
        .returning();
      return row!;
    },
    /**
     * Marks the owner's pictures still processing since before `before` as failed, once: only the caller that
     * flips a row gets it back, so its hold is released once.
     */
    async failStalled(ownerId: number, before: Date) {
      return db
        .update(videoArtImages)
        .set({ status: TaskStatus.Failed, updatedAt: new Date() })
        .where(and(mine(ownerId, TaskStatus.Processing), lt(videoArtImages.updatedAt, before)))
        .returning();
    },
  };
}
export type VideoArtRepo = ReturnType<typeof createVideoArtRepo>;
