import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { avatarCloneVideos, avatarClones, users, type TAvatarCloneStateRow } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import type { Tx } from '../money/ledger.repo';

export type AvatarCloneRow = typeof avatarClones.$inferSelect;
export type NewAvatarClone = typeof avatarClones.$inferInsert;
type CloneChanges = Partial<Omit<NewAvatarClone, 'id' | 'ownerId' | 'createdAt'>>;
export type CheckedVideoRow = typeof avatarCloneVideos.$inferSelect;

export function createAvatarCloneRepo(db: Db) {
  const live = isNull(avatarClones.deletedAt);
  const owned = (id: number, ownerId: number) => and(eq(avatarClones.id, id), eq(avatarClones.ownerId, ownerId), live);

  return {
    async insert(values: NewAvatarClone) {
      const [row] = await db.insert(avatarClones).values(values).returning();
      return row!;
    },
    async byId(id: number, tx: Db | Tx = db) {
      const [row] = await tx
        .select()
        .from(avatarClones)
        .where(and(eq(avatarClones.id, id), live));
      return row;
    },
    async ownedBy(id: number, ownerId: number) {
      const [row] = await db.select().from(avatarClones).where(owned(id, ownerId));
      return row;
    },
    async page(ownerId: number, offset: number, limit: number) {
      const where = and(eq(avatarClones.ownerId, ownerId), live);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(avatarClones)
          .where(where)
          .orderBy(desc(avatarClones.createdAt), desc(avatarClones.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(avatarClones)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    /** The owner's finished clone that speaks through this talking photo. */
    async speakingThrough(photoAvatarId: number, ownerId: number) {
      const [row] = await db
        .select()
        .from(avatarClones)
        .where(
          and(
            eq(avatarClones.photoAvatarId, photoAvatarId),
            eq(avatarClones.ownerId, ownerId),
            eq(avatarClones.status, 'success'),
            live,
          ),
        );
      return row;
    },
    async ofStatus(ownerId: number, status: TAvatarCloneStateRow) {
      return db
        .select()
        .from(avatarClones)
        .where(and(eq(avatarClones.ownerId, ownerId), eq(avatarClones.status, status), live))
        .orderBy(desc(avatarClones.completedAt));
    },
    /** Customised clones waiting for an operator, oldest first, with who asked for them. */
    async waitingForReview(uploadTypeId: number, offset: number, limit: number) {
      const where = and(eq(avatarClones.status, 'review'), eq(avatarClones.uploadTypeId, uploadTypeId), live);
      const [rows, [count]] = await Promise.all([
        db
          .select({ clone: avatarClones, ownerName: users.nickname, ownerEmail: users.email })
          .from(avatarClones)
          .innerJoin(users, eq(users.id, avatarClones.ownerId))
          .where(where)
          .orderBy(asc(avatarClones.updatedAt), asc(avatarClones.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(avatarClones)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    /**
     * Moves a clone on only from the states given, so two workers, or a worker and an operator, never both
     * act on it: undefined when it had already left them. `where` narrows the move further (a term's end).
     */
    async transition(
      id: number,
      from: readonly TAvatarCloneStateRow[],
      changes: CloneChanges,
      tx: Db | Tx = db,
      where = sql`true`,
    ) {
      const [row] = await tx
        .update(avatarClones)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(avatarClones.id, id), inArray(avatarClones.status, [...from]), live, where))
        .returning();
      return row;
    },
    async softDelete(ids: readonly number[], ownerId: number) {
      return db
        .update(avatarClones)
        .set({ deletedAt: new Date() })
        .where(and(inArray(avatarClones.id, [...ids]), eq(avatarClones.ownerId, ownerId), live))
        .returning();
    },
    /** Successful clones whose term ended before `now`, moved to expired in one statement. */
    async expireLapsed(now: Date) {
      return db
        .update(avatarClones)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(avatarClones.status, 'success'), lt(avatarClones.expiresAt, now), live))
        .returning();
    },
    /** Unpaid clones submitted before `before`, moved to lapsed in one statement. */
    async lapseUnpaid(before: Date) {
      return db
        .update(avatarClones)
        .set({ status: 'lapsed', reason: 'avatarCloneLapsed', updatedAt: new Date() })
        .where(and(eq(avatarClones.status, 'submitted'), lt(avatarClones.submittedAt, before), live))
        .returning();
    },
    async checkedVideo(fileId: number, ownerId: number) {
      const [row] = await db
        .select()
        .from(avatarCloneVideos)
        .where(and(eq(avatarCloneVideos.fileId, fileId), eq(avatarCloneVideos.ownerId, ownerId)));
      return row;
    },
    async saveCheckedVideo(values: typeof avatarCloneVideos.$inferInsert) {
      await db.insert(avatarCloneVideos).values(values).onConflictDoNothing();
    },
  };
}
export type AvatarCloneRepo = ReturnType<typeof createAvatarCloneRepo>;
