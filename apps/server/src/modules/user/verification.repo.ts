import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { captchas, verificationCodes } from '../../db/schema/index';
import type { Db } from '../../platform/db';

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];

export function createVerificationRepo(db: Db) {
  return {
    async insertCode(values: typeof verificationCodes.$inferInsert) {
      await db.insert(verificationCodes).values(values);
    },
    async latestCode(purpose: CodePurpose, target: string) {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
        .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
        .limit(1);
      return row;
    },
    async countCodesSince(purpose: CodePurpose, target: string, since: Date) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.target, target),
            gt(verificationCodes.createdAt, since),
          ),
        );
      return row?.count ?? 0;
    },
    async addAttempt(id: number) {
      await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, id));
    },
    /** Marks the code used; false when another request used it first. */
    async consumeCode(id: number, at: Date) {
      const rows = await db
        .update(verificationCodes)
        .set({ usedAt: at })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length > 0;
    },

    async insertCaptcha(values: typeof captchas.$inferInsert) {
      await db.insert(captchas).values(values);
    },
    async consumeCaptcha(id: string, at: Date) {
      const [row] = await db
        .update(captchas)
        .set({ usedAt: at })
        .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, at)))
        .returning();
      return row;
    },
  };
}
export type VerificationRepo = ReturnType<typeof createVerificationRepo>;
