import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { TaskStatus } from '@orator/contracts';
import { slideImports } from '../../db/schema/index';
import type { Db } from '../../platform/db';

export type SlideImportRow = typeof slideImports.$inferSelect;
export type NewSlideImport = typeof slideImports.$inferInsert;

export function createSlideImportRepo(db: Db) {
  const live = (ownerId: number) => and(eq(slideImports.ownerId, ownerId), isNull(slideImports.deletedAt));

  return {
    async insert(values: NewSlideImport) {
      const [row] = await db.insert(slideImports).values(values).returning();
      return row!;
    },
    async byId(id: number) {
      const [row] = await db.select().from(slideImports).where(eq(slideImports.id, id));
      return row;
    },
    async ownedBy(id: number, ownerId: number) {
      const [row] = await db
        .select()
        .from(slideImports)
        .where(and(eq(slideImports.id, id), live(ownerId)));
      return row;
    },
    async page(ownerId: number, offset: number, limit: number) {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(slideImports)
          .where(live(ownerId))
          .orderBy(desc(slideImports.createdAt), desc(slideImports.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(slideImports)
          .where(live(ownerId)),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    async update(id: number, values: Partial<NewSlideImport>) {
      const [row] = await db
        .update(slideImports)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(slideImports.id, id))
        .returning();
      return row;
    },
    /** Imports a worker took and has not touched since `before`. */
    async stalled(before: Date) {
      return db
        .select()
        .from(slideImports)
        .where(and(eq(slideImports.status, TaskStatus.Processing), lt(slideImports.updatedAt, before)));
    },
    async softDelete(ids: readonly number[], ownerId: number) {
      return db
        .update(slideImports)
        .set({ deletedAt: new Date() })
        .where(and(inArray(slideImports.id, [...ids]), live(ownerId)))
        .returning();
    },
  };
}
export type SlideImportRepo = ReturnType<typeof createSlideImportRepo>;
