import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { files } from '../../db/schema/index';
import type { Db } from '../../platform/db';

export type FileRow = typeof files.$inferSelect;

/** File ids are a PostgreSQL integer. */
const MAX_FILE_ID = 2_147_483_647;

export function createFileRepo(db: Db) {
  const owned = (id: number, ownerId: number) =>
    and(eq(files.id, id), eq(files.ownerId, ownerId), isNull(files.deletedAt));
  return {
    async insert(values: typeof files.$inferInsert) {
      const [row] = await db.insert(files).values(values).returning();
      return row!;
    },
    async byId(id: number) {
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.id, id), isNull(files.deletedAt)));
      return row;
    },
    async ownedBy(id: number, ownerId: number) {
      const [row] = await db.select().from(files).where(owned(id, ownerId));
      return row;
    },
    /** Which of these ids name files of this owner that are not deleted: one query for a whole request. */
    async ownedIds(ids: readonly number[], ownerId: number): Promise<Set<number>> {
      // An id past the column's range names no file; sent to the database it would fail the query instead.
      const possible = ids.filter((id) => id <= MAX_FILE_ID);
      if (!possible.length) return new Set();
      const rows = await db
        .select({ id: files.id })
        .from(files)
        .where(and(inArray(files.id, possible), eq(files.ownerId, ownerId), isNull(files.deletedAt)));
      return new Set(rows.map((row) => row.id));
    },
    async listBySource(ownerId: number, source: number, offset: number, limit: number) {
      const where = and(eq(files.ownerId, ownerId), eq(files.source, source), isNull(files.deletedAt));
      const [rows, [count]] = await Promise.all([
        db.select().from(files).where(where).orderBy(desc(files.createdAt), desc(files.id)).offset(offset).limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(files)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    async setSource(id: number, ownerId: number, source: number) {
      const [row] = await db.update(files).set({ source }).where(owned(id, ownerId)).returning();
      return row;
    },
    async softDelete(id: number, ownerId: number) {
      await db.update(files).set({ deletedAt: new Date() }).where(owned(id, ownerId));
    },
    async rename(id: number, ownerId: number, fileName: string) {
      const [row] = await db.update(files).set({ fileName }).where(owned(id, ownerId)).returning();
      return row;
    },
  };
}
export type FileRepo = ReturnType<typeof createFileRepo>;
