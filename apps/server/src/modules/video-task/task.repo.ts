import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { TaskStatus } from '@orator/contracts';
import { videoTasks } from '../../db/schema/index';
import type { Db } from '../../platform/db';

export type VideoTaskRow = typeof videoTasks.$inferSelect;
export type NewVideoTask = typeof videoTasks.$inferInsert;

const PENDING = [TaskStatus.Queued, TaskStatus.Processing];

export function createTaskRepo(db: Db) {
  const live = (ownerId: number) => and(eq(videoTasks.ownerId, ownerId), isNull(videoTasks.deletedAt));
  const owned = (id: number, ownerId: number) => and(eq(videoTasks.id, id), live(ownerId));

  // The project centre polls its page of tasks every few seconds from every open tab: these are prepared once, so
  // each poll skips building the SQL and PostgreSQL keeps their plans per connection. The page carries the total
  // (a window count, taken before LIMIT), so a poll is one query; the count alone serves a page past the end.
  const listed = (byIds: boolean) =>
    and(
      eq(videoTasks.ownerId, sql.placeholder('ownerId')),
      isNull(videoTasks.deletedAt),
      byIds ? sql`${videoTasks.id} = any(${sql.placeholder('ids')})` : undefined,
    );
  const pageQuery = (byIds: boolean) =>
    db
      .select({ task: videoTasks, total: sql<number>`(count(*) over ())::int` })
      .from(videoTasks)
      .where(listed(byIds))
      .orderBy(desc(videoTasks.createdAt), desc(videoTasks.id))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .prepare(byIds ? 'video_task_page_by_ids' : 'video_task_page');
  const countQuery = (byIds: boolean) =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(videoTasks)
      .where(listed(byIds))
      .prepare(byIds ? 'video_task_count_by_ids' : 'video_task_count');
  const pages = { all: pageQuery(false), byIds: pageQuery(true) };
  const counts = { all: countQuery(false), byIds: countQuery(true) };

  return {
    /** Inside the admission's transaction when given one (see AdmissionService). */
    async insert(values: NewVideoTask, executor: Db = db) {
      const [row] = await executor.insert(videoTasks).values(values).returning();
      return row!;
    },
    async byId(id: number) {
      const [row] = await db.select().from(videoTasks).where(eq(videoTasks.id, id));
      return row;
    },
    async ownedBy(id: number, ownerId: number) {
      const [row] = await db.select().from(videoTasks).where(owned(id, ownerId));
      return row;
    },
    async byShareToken(token: string) {
      const [row] = await db
        .select()
        .from(videoTasks)
        .where(and(eq(videoTasks.shareToken, token), eq(videoTasks.shareEnabled, true), isNull(videoTasks.deletedAt)));
      return row;
    },
    async page(ownerId: number, offset: number, limit: number, ids?: number[]) {
      const which = ids ? 'byIds' : 'all';
      const found = await pages[which].execute({ ownerId, ids, offset, limit });
      if (found.length > 0) return { rows: found.map((r) => r.task), total: found[0]!.total };
      const [count] = offset > 0 ? await counts[which].execute({ ownerId, ids }) : [];
      return { rows: [], total: count?.total ?? 0 };
    },
    async counts(ownerId: number) {
      const rows = await db
        .select({ status: videoTasks.status, n: sql<number>`count(*)::int` })
        .from(videoTasks)
        .where(live(ownerId))
        .groupBy(videoTasks.status);
      const of = (...statuses: number[]) =>
        rows.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + r.n, 0);
      return {
        total: of(...rows.map((r) => r.status)),
        processing: of(...PENDING),
        finished: of(TaskStatus.Finished),
        failed: of(TaskStatus.Failed),
      };
    },
    async countPending(ownerId: number, executor: Db = db) {
      const [row] = await executor
        .select({ n: sql<number>`count(*)::int` })
        .from(videoTasks)
        .where(and(live(ownerId), inArray(videoTasks.status, PENDING)));
      return row?.n ?? 0;
    },
    /** Updates a task of this owner; undefined when it is not theirs or is deleted. */
    async updateOwned(id: number, ownerId: number, values: Partial<NewVideoTask>) {
      const [row] = await db
        .update(videoTasks)
        .set({ ...values, updatedAt: new Date() })
        .where(owned(id, ownerId))
        .returning();
      return row;
    },
    /** Queues a failed task of this owner again; undefined when it is not failed (any more). */
    async requeueFailed(id: number, ownerId: number, values: Partial<NewVideoTask>, executor: Db = db) {
      const [row] = await executor
        .update(videoTasks)
        .set({ ...values, updatedAt: new Date() })
        .where(and(owned(id, ownerId), eq(videoTasks.status, TaskStatus.Failed)))
        .returning();
      return row;
    },
    async update(id: number, values: Partial<NewVideoTask>) {
      const [row] = await db
        .update(videoTasks)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(videoTasks.id, id))
        .returning();
      return row;
    },
    async softDelete(ids: number[], ownerId: number) {
      return db
        .update(videoTasks)
        .set({ deletedAt: new Date() })
        .where(and(inArray(videoTasks.id, ids), live(ownerId)))
        .returning();
    },
    /** Tasks a killed worker left behind: generating for longer than any render may take. */
    async stalled(startedBefore: Date) {
      return db
        .select()
        .from(videoTasks)
        .where(and(eq(videoTasks.status, TaskStatus.Processing), lt(videoTasks.startedAt, startedBefore)));
    },
    async namesLike(ownerId: number, prefix: string) {
      const rows = await db
        .select({ name: videoTasks.taskName })
        .from(videoTasks)
        .where(and(eq(videoTasks.ownerId, ownerId), sql`${videoTasks.taskName} like ${prefix + '%'}`));
      return rows.map((r) => r.name);
    },
  };
}
export type TaskRepo = ReturnType<typeof createTaskRepo>;
