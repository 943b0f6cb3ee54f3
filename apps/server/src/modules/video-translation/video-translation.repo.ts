import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { TaskStatus, type TVideoTranslationStage } from '@orator/contracts';
import { videoTranslations } from '../../db/schema/index';
import type { Db } from '../../platform/db';

export type VideoTranslationRow = typeof videoTranslations.$inferSelect;
export type NewVideoTranslation = typeof videoTranslations.$inferInsert;

const PENDING = [TaskStatus.Queued, TaskStatus.Processing];
/** Stages in which a job works on the task: a task left in one of them too long lost its worker. */
const WORKING: TVideoTranslationStage[] = ['analysing', 'transcribing', 'rendering'];

export function createVideoTranslationRepo(db: Db) {
  const live = (ownerId: number) => and(eq(videoTranslations.ownerId, ownerId), isNull(videoTranslations.deletedAt));
  const owned = (id: number, ownerId: number) => and(eq(videoTranslations.id, id), live(ownerId));

  return {
    async insert(values: NewVideoTranslation) {
      const [row] = await db.insert(videoTranslations).values(values).returning();
      return row!;
    },
    async byId(id: number) {
      const [row] = await db.select().from(videoTranslations).where(eq(videoTranslations.id, id));
      return row;
    },
    async ownedBy(id: number, ownerId: number) {
      const [row] = await db.select().from(videoTranslations).where(owned(id, ownerId));
      return row;
    },
    async page(ownerId: number, offset: number, limit: number, ids?: number[]) {
      const where = ids ? and(live(ownerId), inArray(videoTranslations.id, ids)) : live(ownerId);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(videoTranslations)
          .where(where)
          .orderBy(desc(videoTranslations.createdAt), desc(videoTranslations.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(videoTranslations)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    /** Renders of the user's that hold K-coins and a place in the plan's tasks at once. */
    async countPending(ownerId: number, executor: Db = db) {
      const [row] = await executor
        .select({ n: sql<number>`count(*)::int` })
        .from(videoTranslations)
        .where(and(live(ownerId), inArray(videoTranslations.status, PENDING)));
      return row?.n ?? 0;
    },
    async update(id: number, values: Partial<NewVideoTranslation>) {
      const [row] = await db
        .update(videoTranslations)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(videoTranslations.id, id))
        .returning();
      return row;
    },
    /**
     * Moves a live task of the owner from one stage to the next in one statement: of two requests racing (two
     * tabs, a double click), one moves it and the other finds it moved and gets nothing back.
     */
    async advance(
      id: number,
      ownerId: number,
      from: readonly TVideoTranslationStage[],
      values: Partial<NewVideoTranslation>,
      executor: Db = db,
    ) {
      const [row] = await executor
        .update(videoTranslations)
        .set({ ...values, updatedAt: new Date() })
        .where(and(owned(id, ownerId), inArray(videoTranslations.stage, [...from])))
        .returning();
      return row;
    },
    async softDelete(ids: number[], ownerId: number) {
      return db
        .update(videoTranslations)
        .set({ deletedAt: new Date() })
        .where(and(inArray(videoTranslations.id, ids), live(ownerId)))
        .returning();
    },
    /** Tasks a killed worker left behind: in a working stage with no sign of progress since `before`. */
    async stalled(before: Date) {
      return db
        .select()
        .from(videoTranslations)
        .where(
          and(
            inArray(videoTranslations.stage, WORKING),
            lt(videoTranslations.updatedAt, before),
            isNull(videoTranslations.deletedAt),
          ),
        );
    },
  };
}
export type VideoTranslationRepo = ReturnType<typeof createVideoTranslationRepo>;

/**
 * The repo with each write of a stage, status or progress published to the owner's open pages. Before submission
 * a task has no TaskStatus; the event reports one the page reads as "work running" or "waiting for you".
 */
export function publishingTranslationChanges(
  repo: VideoTranslationRepo,
  events: {
    publish(
      kind: 'videoTranslation',
      row: { id: number; ownerId: number; status: number; progress: number },
    ): Promise<void>;
  },
): VideoTranslationRepo {
  return {
    ...repo,
    async update(id, values) {
      const row = await repo.update(id, values);
      if (row && ('status' in values || 'progress' in values || 'stage' in values)) {
        await events.publish('videoTranslation', { ...row, status: eventStatus(row) });
      }
      return row;
    },
  };
}

function eventStatus(row: VideoTranslationRow): number {
  if (row.status !== null) return row.status;
  if (row.stage === 'failed') return TaskStatus.Failed;
  return WORKING.includes(row.stage as TVideoTranslationStage) ? TaskStatus.Processing : TaskStatus.Finished;
}
