import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { TaskStatus } from '@orator/contracts';
import { aiModelImages, aiModelTasks } from '../../db/schema/index';
import type { Db } from '../../platform/db';

export type AiModelRow = typeof aiModelTasks.$inferSelect;
export type NewAiModel = typeof aiModelTasks.$inferInsert;
export type AiModelImageRow = typeof aiModelImages.$inferSelect;
export type NewAiModelImage = typeof aiModelImages.$inferInsert;

const PENDING = [TaskStatus.Queued, TaskStatus.Processing];

export function createAiModelRepo(db: Db) {
  const live = (ownerId: number) => and(eq(aiModelTasks.ownerId, ownerId), isNull(aiModelTasks.deletedAt));

  return {
    /** Inside the admission's transaction when given one (see AdmissionService). */
    async insert(values: NewAiModel, executor: Db = db) {
      const [row] = await executor.insert(aiModelTasks).values(values).returning();
      return row!;
    },
    async byId(id: number) {
      const [row] = await db.select().from(aiModelTasks).where(eq(aiModelTasks.id, id));
      return row;
    },
    async ownedBy(id: number, ownerId: number) {
      const [row] = await db
        .select()
        .from(aiModelTasks)
        .where(and(eq(aiModelTasks.id, id), live(ownerId)));
      return row;
    },
    async page(ownerId: number, offset: number, limit: number) {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(aiModelTasks)
          .where(live(ownerId))
          .orderBy(desc(aiModelTasks.createdAt), desc(aiModelTasks.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(aiModelTasks)
          .where(live(ownerId)),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    async pending(ownerId: number) {
      return db
        .select()
        .from(aiModelTasks)
        .where(and(live(ownerId), inArray(aiModelTasks.status, PENDING)))
        .orderBy(desc(aiModelTasks.createdAt));
    },
    async countPending(ownerId: number, executor: Db = db) {
      const [row] = await executor
        .select({ n: sql<number>`count(*)::int` })
        .from(aiModelTasks)
        .where(and(live(ownerId), inArray(aiModelTasks.status, PENDING)));
      return row?.n ?? 0;
    },
    async update(id: number, values: Partial<NewAiModel>) {
      const [row] = await db
        .update(aiModelTasks)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(aiModelTasks.id, id))
        .returning();
      return row;
    },
    async softDelete(ids: number[], ownerId: number) {
      return db
        .update(aiModelTasks)
        .set({ deletedAt: new Date() })
        .where(and(inArray(aiModelTasks.id, ids), live(ownerId)))
        .returning();
    },
    /** Generations a killed worker left behind: processing, and not a sign of progress since `before`. */
    async stalled(before: Date) {
      return db
        .select()
        .from(aiModelTasks)
        .where(and(eq(aiModelTasks.status, TaskStatus.Processing), lt(aiModelTasks.updatedAt, before)));
    },

    /** A finished generation's images and its status change, together, so a poll never sees one without the other. */
    async finish(id: number, images: Omit<NewAiModelImage, 'taskId'>[], values: Partial<NewAiModel>) {
      await db.transaction(async (tx) => {
        await tx.insert(aiModelImages).values(images.map((image) => ({ ...image, taskId: id })));
        await tx
          .update(aiModelTasks)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(aiModelTasks.id, id));
      });
    },
    async imagesOf(taskIds: number[]) {
      if (taskIds.length === 0) return [];
      return db
        .select()
        .from(aiModelImages)
        .where(inArray(aiModelImages.taskId, taskIds))
        .orderBy(asc(aiModelImages.taskId), asc(aiModelImages.position));
    },
    /** Marks the "done" e-mail as sent; false when it already was, so a retried job never mails twice. */
    async claimNotice(id: number) {
      const rows = await db
        .update(aiModelTasks)
        .set({ notifiedAt: new Date() })
        .where(and(eq(aiModelTasks.id, id), isNull(aiModelTasks.notifiedAt)))
        .returning({ id: aiModelTasks.id });
      return rows.length > 0;
    },
  };
}
export type AiModelRepo = ReturnType<typeof createAiModelRepo>;
