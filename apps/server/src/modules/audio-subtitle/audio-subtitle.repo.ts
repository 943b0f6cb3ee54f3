import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { TaskStatus } from '@orator/contracts';
import { audioSubtitleTasks } from '../../db/schema/index';
import type { Db } from '../../platform/db';

export type AudioSubtitleRow = typeof audioSubtitleTasks.$inferSelect;
export type NewAudioSubtitle = typeof audioSubtitleTasks.$inferInsert;

export function createAudioSubtitleRepo(db: Db) {
  const live = (ownerId: number) => and(eq(audioSubtitleTasks.ownerId, ownerId), isNull(audioSubtitleTasks.deletedAt));
  const owned = (id: number, ownerId: number) => and(eq(audioSubtitleTasks.id, id), live(ownerId));

  return {
    async insert(values: NewAudioSubtitle) {
      const [row] = await db.insert(audioSubtitleTasks).values(values).returning();
      return row!;
    },
    async byId(id: number) {
      const [row] = await db.select().from(audioSubtitleTasks).where(eq(audioSubtitleTasks.id, id));
      return row;
    },
    async ownedBy(id: number, ownerId: number) {
      const [row] = await db.select().from(audioSubtitleTasks).where(owned(id, ownerId));
      return row;
    },
    async page(ownerId: number, offset: number, limit: number, ids?: number[]) {
      const where = ids ? and(live(ownerId), inArray(audioSubtitleTasks.id, ids)) : live(ownerId);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(audioSubtitleTasks)
          .where(where)
          .orderBy(desc(audioSubtitleTasks.createdAt), desc(audioSubtitleTasks.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(audioSubtitleTasks)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    async update(id: number, values: Partial<NewAudioSubtitle>) {
      const [row] = await db
        .update(audioSubtitleTasks)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(audioSubtitleTasks.id, id))
        .returning();
      return row;
    },
    /** Tasks a worker took and has not touched since `before`. */
    async stalled(before: Date) {
      return db
        .select()
        .from(audioSubtitleTasks)
        .where(and(eq(audioSubtitleTasks.status, TaskStatus.Processing), lt(audioSubtitleTasks.updatedAt, before)));
    },
    async softDelete(ids: number[], ownerId: number) {
      return db
        .update(audioSubtitleTasks)
        .set({ deletedAt: new Date() })
        .where(and(inArray(audioSubtitleTasks.id, ids), live(ownerId)))
        .returning({ id: audioSubtitleTasks.id });
    },
  };
}
export type AudioSubtitleRepo = ReturnType<typeof createAudioSubtitleRepo>;
