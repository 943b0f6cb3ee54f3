import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { files, voiceChangeTasks } from '../../db/schema/index';
import type { Db } from '../../platform/db';

export type VoiceChangeRow = typeof voiceChangeTasks.$inferSelect;
export type NewVoiceChange = typeof voiceChangeTasks.$inferInsert;
/** A change with the name of the file it started from, which the list shows. */
export type VoiceChangeListing = VoiceChangeRow & { sourceFileName: string };

export function createVoiceChangerRepo(db: Db) {
  const live = (ownerId: number) => and(eq(voiceChangeTasks.ownerId, ownerId), isNull(voiceChangeTasks.deletedAt));
  const listing = () =>
    db
      .select({ task: voiceChangeTasks, sourceFileName: files.fileName })
      .from(voiceChangeTasks)
      .innerJoin(files, eq(files.id, voiceChangeTasks.sourceFileId));
  const flatten = ({ task, sourceFileName }: { task: VoiceChangeRow; sourceFileName: string }): VoiceChangeListing => ({
    ...task,
    sourceFileName,
  });

  return {
    async insert(values: NewVoiceChange) {
      const [row] = await db.insert(voiceChangeTasks).values(values).returning();
      return row!;
    },
    async byId(id: number) {
      const [row] = await db.select().from(voiceChangeTasks).where(eq(voiceChangeTasks.id, id));
      return row;
    },
    async ownedListing(id: number, ownerId: number) {
      const [row] = await listing().where(and(eq(voiceChangeTasks.id, id), live(ownerId)));
      return row && flatten(row);
    },
    async page(ownerId: number, offset: number, limit: number, ids?: number[]) {
      const where = ids ? and(live(ownerId), inArray(voiceChangeTasks.id, ids)) : live(ownerId);
      const [rows, [count]] = await Promise.all([
        listing()
          .where(where)
          .orderBy(desc(voiceChangeTasks.createdAt), desc(voiceChangeTasks.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(voiceChangeTasks)
          .where(where),
      ]);
      return { rows: rows.map(flatten), total: count?.total ?? 0 };
    },
    async update(id: number, values: Partial<NewVoiceChange>) {
      const [row] = await db.update(voiceChangeTasks).set(values).where(eq(voiceChangeTasks.id, id)).returning();
      return row;
    },
    /** Soft-deletes those of `ids` that belong to the owner; returns how many did. */
    async softDelete(ids: number[], ownerId: number) {
      const removed = await db
        .update(voiceChangeTasks)
        .set({ deletedAt: new Date() })
        .where(and(live(ownerId), inArray(voiceChangeTasks.id, ids)))
        .returning({ id: voiceChangeTasks.id });
      return removed.length;
    },
  };
}
export type VoiceChangerRepo = ReturnType<typeof createVoiceChangerRepo>;
