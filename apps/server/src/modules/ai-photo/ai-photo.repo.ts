import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { TaskStatus } from '@orator/contracts';
import { aiPhotoImages, aiPhotoTasks } from '../../db/schema/index';
import type { Db } from '../../platform/db';

export type AiPhotoRow = typeof aiPhotoTasks.$inferSelect;
export type NewAiPhoto = typeof aiPhotoTasks.$inferInsert;
export type AiPhotoImageRow = typeof aiPhotoImages.$inferSelect;
export type NewAiPhotoImage = typeof aiPhotoImages.$inferInsert;

const PENDING = [TaskStatus.Queued, TaskStatus.Processing];

export function createAiPhotoRepo(db: Db) {
  const live = (ownerId: number) => and(eq(aiPhotoTasks.ownerId, ownerId), isNull(aiPhotoTasks.deletedAt));

  return {
    /** Inside the admission's transaction when given one (see AdmissionService). */
    async insert(values: NewAiPhoto, executor: Db = db) {
      const [row] = await executor.insert(aiPhotoTasks).values(values).returning();
      return row!;
    },
    async byId(id: number) {
      const [row] = await db.select().from(aiPhotoTasks).where(eq(aiPhotoTasks.id, id));
      return row;
    },
    async ownedBy(id: number, ownerId: number) {
      const [row] = await db
        .select()
        .from(aiPhotoTasks)
        .where(and(eq(aiPhotoTasks.id, id), live(ownerId)));
      return row;
    },
    async page(ownerId: number, offset: number, limit: number) {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(aiPhotoTasks)
          .where(live(ownerId))
          .orderBy(desc(aiPhotoTasks.createdAt), desc(aiPhotoTasks.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(aiPhotoTasks)
          .where(live(ownerId)),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    async pending(ownerId: number) {
      return db
        .select()
        .from(aiPhotoTasks)
        .where(and(live(ownerId), inArray(aiPhotoTasks.status, PENDING)))
        .orderBy(desc(aiPhotoTasks.createdAt));
    },
    async countPending(ownerId: number, executor: Db = db) {
      const [row] = await executor
        .select({ n: sql<number>`count(*)::int` })
        .from(aiPhotoTasks)
        .where(and(live(ownerId), inArray(aiPhotoTasks.status, PENDING)));
      return row?.n ?? 0;
    },
    async update(id: number, values: Partial<NewAiPhoto>) {
      const [row] = await db
        .update(aiPhotoTasks)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(aiPhotoTasks.id, id))
        .returning();
      return row;
    },
    async softDelete(ids: number[], ownerId: number) {
      return db
        .update(aiPhotoTasks)
        .set({ deletedAt: new Date() })
        .where(and(inArray(aiPhotoTasks.id, ids), live(ownerId)))
        .returning();
    },
    /** Requests a killed worker left behind: processing, and not a sign of progress since `before`. */
    async stalled(before: Date) {
      return db
        .select()
        .from(aiPhotoTasks)
        .where(and(eq(aiPhotoTasks.status, TaskStatus.Processing), lt(aiPhotoTasks.updatedAt, before)));
    },

    /** A finished request's images and its status change, together, so a poll never sees one without the other. */
    async finish(id: number, images: Omit<NewAiPhotoImage, 'taskId'>[], values: Partial<NewAiPhoto>) {
      await db.transaction(async (tx) => {
        await tx.insert(aiPhotoImages).values(images.map((image) => ({ ...image, taskId: id })));
        await tx
          .update(aiPhotoTasks)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(aiPhotoTasks.id, id));
      });
    },
    async imagesOf(taskIds: number[]) {
      if (taskIds.length === 0) return [];
      return db
        .select()
        .from(aiPhotoImages)
        .where(inArray(aiPhotoImages.taskId, taskIds))
        .orderBy(asc(aiPhotoImages.taskId), asc(aiPhotoImages.position));
    },
    /** One image whose request the owner still has. */
    async imageOwnedBy(imageId: number, ownerId: number) {
      const [row] = await db
        .select({ image: aiPhotoImages, task: aiPhotoTasks })
        .from(aiPhotoImages)
        .innerJoin(aiPhotoTasks, eq(aiPhotoImages.taskId, aiPhotoTasks.id))
        .where(and(eq(aiPhotoImages.id, imageId), live(ownerId)));
      return row;
    },
    async markSaved(imageId: number, savedFileId: number) {
      await db.update(aiPhotoImages).set({ savedFileId }).where(eq(aiPhotoImages.id, imageId));
    },
  };
}
export type AiPhotoRepo = ReturnType<typeof createAiPhotoRepo>;
