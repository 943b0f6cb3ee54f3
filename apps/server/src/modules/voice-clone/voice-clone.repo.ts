import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { users, voiceClones, type TCloneState } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import type { Tx } from '../money/ledger.repo';

export type VoiceCloneRow = typeof voiceClones.$inferSelect;
export type NewVoiceClone = typeof voiceClones.$inferInsert;
type CloneChanges = Partial<Omit<NewVoiceClone, 'id' | 'ownerId' | 'createdAt'>>;

export function createVoiceCloneRepo(db: Db) {
  const live = isNull(voiceClones.deletedAt);
  const owned = (id: number, ownerId: number) => and(eq(voiceClones.id, id), eq(voiceClones.ownerId, ownerId), live);

  return {
    async insert(values: NewVoiceClone) {
      const [row] = await db.insert(voiceClones).values(values).returning();
      return row!;
    },
    async byId(id: number, tx: Db | Tx = db) {
      const [row] = await tx
        .select()
        .from(voiceClones)
        .where(and(eq(voiceClones.id, id), live));
      return row;
    },
    async ownedBy(id: number, ownerId: number) {
      const [row] = await db.select().from(voiceClones).where(owned(id, ownerId));
      return row;
    },
    async page(ownerId: number, offset: number, limit: number) {
      const where = and(eq(voiceClones.ownerId, ownerId), live);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(voiceClones)
          .where(where)
          .orderBy(desc(voiceClones.createdAt), desc(voiceClones.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(voiceClones)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    /** The owner's clones that speak now: successful and inside their term. */
    async usable(ownerId: number, now: Date) {
      return db
        .select()
        .from(voiceClones)
        .where(
          and(
            eq(voiceClones.ownerId, ownerId),
            eq(voiceClones.status, 'success'),
            gt(voiceClones.expiresAt, now),
            live,
          ),
        )
        .orderBy(desc(voiceClones.completedAt));
    },
    /** Clones waiting for an operator, oldest first, with who asked for them. */
    async waitingForReview(offset: number, limit: number) {
      const where = and(eq(voiceClones.status, 'review'), eq(voiceClones.kind, 'pro'), live);
      const [rows, [count]] = await Promise.all([
        db
          .select({ clone: voiceClones, ownerName: users.nickname, ownerEmail: users.email })
          .from(voiceClones)
          .innerJoin(users, eq(users.id, voiceClones.ownerId))
          .where(where)
          .orderBy(asc(voiceClones.updatedAt), asc(voiceClones.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(voiceClones)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    /**
     * Moves a clone on only from the states given, so that two workers, or a worker and an operator,
     * never both act on it: undefined when it had already left them.
     */
    async transition(id: number, from: readonly TCloneState[], changes: CloneChanges, tx: Db | Tx = db) {
      const [row] = await tx
        .update(voiceClones)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(voiceClones.id, id), inArray(voiceClones.status, [...from]), live))
        .returning();
      return row;
    },
    async update(id: number, changes: CloneChanges) {
      const [row] = await db
        .update(voiceClones)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(voiceClones.id, id))
        .returning();
      return row;
    },
    async softDelete(id: number, ownerId: number) {
      const rows = await db
        .update(voiceClones)
        .set({ deletedAt: new Date() })
        .where(owned(id, ownerId))
        .returning({ id: voiceClones.id });
      return rows.length > 0;
    },
    /** Successful clones whose term ended before `now`, moved to expired in one statement. */
    async expireLapsed(now: Date) {
      return db
        .update(voiceClones)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(voiceClones.status, 'success'), lt(voiceClones.expiresAt, now), live))
        .returning();
    },
  };
}
export type VoiceCloneRepo = ReturnType<typeof createVoiceCloneRepo>;
