import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { photoAvatars } from '../../db/schema/index';
import type { Db } from '../../platform/db';

export type PhotoAvatarRow = typeof photoAvatars.$inferSelect;

export function createPhotoAvatarRepo(db: Db) {
  const live = (ownerId: number) => and(eq(photoAvatars.ownerId, ownerId), isNull(photoAvatars.deletedAt));
  return {
    async insert(values: typeof photoAvatars.$inferInsert) {
      const [row] = await db.insert(photoAvatars).values(values).returning();
      return row!;
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
    list(ownerId: number) {
      return db
        .select()
        .from(photoAvatars)
        .where(live(ownerId))
        .orderBy(desc(photoAvatars.createdAt), desc(photoAvatars.id));
    },
    async count(ownerId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(photoAvatars)
        .where(live(ownerId));
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
