import { and, eq } from 'drizzle-orm';
import { cutouts } from '../../db/schema/index';
import type { Db } from '../../platform/db';

export type CutoutRow = typeof cutouts.$inferSelect;
export type NewCutoutRow = typeof cutouts.$inferInsert;

export function createCutoutRepo(db: Db) {
  return {
    async insert(row: NewCutoutRow): Promise<CutoutRow> {
      const [inserted] = await db.insert(cutouts).values(row).returning();
      return inserted!;
    },

    async ownedBy(id: number, ownerId: number): Promise<CutoutRow | undefined> {
      const [row] = await db
        .select()
        .from(cutouts)
        .where(and(eq(cutouts.id, id), eq(cutouts.ownerId, ownerId)));
      return row;
    },
  };
}
export type CutoutRepo = ReturnType<typeof createCutoutRepo>;
