import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { photoAvatars } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import { lockUser, UserLockSpace } from '../../platform/user-lock';

export type PhotoAvatarRow = typeof photoAvatars.$inferSelect;

export function createPhotoAvatarRepo(db: Db) {
  const live = (ownerId: number) => and(eq(photoAvatars.ownerId, ownerId), isNull(photoAvatars.deletedAt));
  /** A refused photo stays listed with its reason but holds no place in the owner's allowance. */
  const counted = (ownerId: number) => and(live(ownerId), ne(photoAvatars.status, 'failed'));
  return {
    /**
     * Inserts the photo unless its owner already keeps `limit` counted photos; undefined when refused.
     * Count and insert run under a per-owner lock, so parallel uploads cannot both take the last place,
     * from any number of API processes.
     */
    insertWithinLimit(values: typeof photoAvatars.$inferInsert, limit: number) {
      return db.transaction(async (tx) => {
        await lockUser(tx, UserLockSpace.photoLimit, values.ownerId);
        const [held] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(photoAvatars)
          .where(counted(values.ownerId));
        if ((held?.n ?? 0) >= limit) return undefined;
        const [row] = await tx.insert(photoAvatars).values(values).returning();
        return row;
      });
    },
    /** The names of the owner's live talking photos among `ids`, in one query for a whole list of tasks. */
    async namesOwnedBy(ids: number[], ownerId: number) {
      if (ids.length === 0) return [];
      return db
        .select({ id: photoAvatars.id, name: photoAvatars.name })
        .from(photoAvatars)
        .where(and(inArray(photoAvatars.id, ids), live(ownerId)));
    },
    async byId(id: number) {
      const [row] = await db
        .select()
        .from(photoAvatars)
        .where(and(eq(photoAvatars.id, id), isNull(photoAvatars.deletedAt)));
      return row;
    },
    async ownedBy(id: number, ownerId: number) {
      const [row] = await db
        .select()
        .from(photoAvatars)
        .where(and(eq(photoAvatars.id, id), live(ownerId)));
      return row;
    },
    /** The owner's talking photo made from an uploaded file (the open API names photos by their file). */
    async byPhotoFile(photoFileId: number, ownerId: number) {
      const [row] = await db
        .select()
        .from(photoAvatars)
        .where(and(eq(photoAvatars.photoFileId, photoFileId), live(ownerId)))
        .orderBy(desc(photoAvatars.id))
        .limit(1);
      return row;
    },
    list(ownerId: number) {
      return db
        .select()
        .from(photoAvatars)
        .where(live(ownerId))
        .orderBy(desc(photoAvatars.createdAt), desc(photoAvatars.id));
    },
    /** Photos that count toward the owner's allowance: ready, or still being checked. */
    async count(ownerId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(photoAvatars)
        .where(counted(ownerId));
      return row?.n ?? 0;
    },
    async update(id: number, values: Partial<typeof photoAvatars.$inferInsert>) {
      const [row] = await db.update(photoAvatars).set(values).where(eq(photoAvatars.id, id)).returning();
      return row;
    },
    softDelete(ids: number[], ownerId: number) {
      return db
        .update(photoAvatars)
        .set({ deletedAt: new Date() })
        .where(and(inArray(photoAvatars.id, ids), live(ownerId)))
        .returning({ id: photoAvatars.id });
    },
  };
}
export type PhotoAvatarRepo = ReturnType<typeof createPhotoAvatarRepo>;
