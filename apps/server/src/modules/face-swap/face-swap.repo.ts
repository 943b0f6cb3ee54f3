import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { TaskStatus } from '@orator/contracts';
import { faceSwapFaces, faceSwapTasks } from '../../db/schema/index';
import type { Db } from '../../platform/db';

export type FaceSwapFaceRow = typeof faceSwapFaces.$inferSelect;
export type NewFaceSwapFace = typeof faceSwapFaces.$inferInsert;
export type FaceSwapTaskRow = typeof faceSwapTasks.$inferSelect;
export type NewFaceSwapTask = typeof faceSwapTasks.$inferInsert;

const PENDING = [TaskStatus.Queued, TaskStatus.Processing];

export function createFaceSwapRepo(db: Db) {
  const liveFace = (ownerId: number) => and(eq(faceSwapFaces.ownerId, ownerId), isNull(faceSwapFaces.deletedAt));
  const liveTask = (ownerId: number) => and(eq(faceSwapTasks.ownerId, ownerId), isNull(faceSwapTasks.deletedAt));

  return {
    async insertFace(values: NewFaceSwapFace) {
      const [row] = await db.insert(faceSwapFaces).values(values).returning();
      return row!;
    },
    async faceById(id: number) {
      const [row] = await db.select().from(faceSwapFaces).where(eq(faceSwapFaces.id, id));
      return row;
    },
    async facesOwnedBy(ids: number[], ownerId: number) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(faceSwapFaces)
        .where(and(inArray(faceSwapFaces.id, ids), liveFace(ownerId)));
    },
    async faces(ownerId: number) {
      return db
        .select()
        .from(faceSwapFaces)
        .where(liveFace(ownerId))
        .orderBy(desc(faceSwapFaces.createdAt), desc(faceSwapFaces.id));
    },
    async updateFace(id: number, values: Partial<NewFaceSwapFace>) {
      const [row] = await db.update(faceSwapFaces).set(values).where(eq(faceSwapFaces.id, id)).returning();
      return row;
    },
    async softDeleteFaces(ids: number[], ownerId: number) {
      return db
        .update(faceSwapFaces)
        .set({ deletedAt: new Date() })
        .where(and(inArray(faceSwapFaces.id, ids), liveFace(ownerId)))
        .returning();
    },

    async insertTask(values: NewFaceSwapTask) {
      const [row] = await db.insert(faceSwapTasks).values(values).returning();
      return row!;
    },
    async byId(id: number) {
      const [row] = await db.select().from(faceSwapTasks).where(eq(faceSwapTasks.id, id));
      return row;
    },
    async ownedBy(id: number, ownerId: number) {
      const [row] = await db
        .select()
        .from(faceSwapTasks)
        .where(and(eq(faceSwapTasks.id, id), liveTask(ownerId)));
      return row;
    },
    /** The owner's face swaps, newest first; only `ids` when given (the page polls its pending ones). */
    async page(ownerId: number, offset: number, limit: number, ids?: number[]) {
      const where = ids ? and(liveTask(ownerId), inArray(faceSwapTasks.id, ids)) : liveTask(ownerId);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(faceSwapTasks)
          .where(where)
          .orderBy(desc(faceSwapTasks.createdAt), desc(faceSwapTasks.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(faceSwapTasks)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    async countPending(ownerId: number, executor: Db = db) {
      const [row] = await executor
        .select({ n: sql<number>`count(*)::int` })
        .from(faceSwapTasks)
        .where(and(liveTask(ownerId), inArray(faceSwapTasks.status, PENDING)));
      return row?.n ?? 0;
    },
    async namesLike(ownerId: number, prefix: string) {
      const rows = await db
        .select({ name: faceSwapTasks.name })
        .from(faceSwapTasks)
        .where(and(eq(faceSwapTasks.ownerId, ownerId), sql`${faceSwapTasks.name} like ${prefix + '%'}`));
      return rows.map((row) => row.name);
    },
    async update(id: number, values: Partial<NewFaceSwapTask>) {
      const [row] = await db
        .update(faceSwapTasks)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(faceSwapTasks.id, id))
        .returning();
      return row;
    },
    /**
     * Moves a live task of the owner on only from one of `stages`: two requests racing for one task, one wins.
     * Inside the admission's transaction when given one.
     */
    async advance(
      id: number,
      ownerId: number,
      stages: readonly string[],
      values: Partial<NewFaceSwapTask>,
      executor: Db = db,
    ) {
      const [row] = await executor
        .update(faceSwapTasks)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(faceSwapTasks.id, id), liveTask(ownerId), inArray(faceSwapTasks.stage, [...stages])))
        .returning();
      return row;
    },
    async softDelete(ids: number[], ownerId: number) {
      return db
        .update(faceSwapTasks)
        .set({ deletedAt: new Date() })
        .where(and(inArray(faceSwapTasks.id, ids), liveTask(ownerId)))
        .returning();
    },
    /** Renders a killed worker left behind: processing, and not a sign of progress since `before`. */
    async stalled(before: Date) {
      return db
        .select()
        .from(faceSwapTasks)
        .where(
          and(
            eq(faceSwapTasks.status, TaskStatus.Processing),
            isNull(faceSwapTasks.deletedAt),
            lt(faceSwapTasks.updatedAt, before),
          ),
        );
    },
  };
}
export type FaceSwapRepo = ReturnType<typeof createFaceSwapRepo>;
