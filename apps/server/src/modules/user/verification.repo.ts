import { and, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { captchas, verificationCodes } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import { lockAddress, UserLockSpace } from '../../platform/user-lock';

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];
type NewCode = typeof verificationCodes.$inferInsert & { client: string; createdAt: Date };

/** What was sent before a new code, as the sending limits need it. */
export interface SendingHistory {
  /** The newest code for this purpose and destination. */
  lastSentAt: Date | undefined;
  sentForPurposeLastHour: number;
  /** Codes of every purpose to this destination in the last 24 hours. */
  sentToDestinationLastDay: number;
  /** Codes to every destination asked for by this client in the last 24 hours. */
  sentByClientLastDay: number;
}

const HOUR_MS = 3_600_000;

export function createVerificationRepo(db: Db) {
  return {
    /**
     * Records the code unless `refusal` finds a reason not to send it, and returns that reason. The history is read
     * and the code written under the destination's and then the client's advisory lock, so parallel requests in any
     * number of API processes are decided one after another and each sees the codes recorded before it.
     */
    async recordCodeUnlessRefused<Refusal>(
      values: NewCode,
      refusal: (history: SendingHistory) => Refusal | undefined,
    ): Promise<Refusal | undefined> {
      return db.transaction(async (tx) => {
        await lockAddress(tx, UserLockSpace.codeDestination, values.target);
        await lockAddress(tx, UserLockSpace.codeClient, values.client);
        const at = values.createdAt.getTime();
        const count = async (where: SQL | undefined) => {
          const [row] = await tx
            .select({ count: sql<number>`count(*)::int` })
            .from(verificationCodes)
            .where(where);
          return row?.count ?? 0;
        };
        const forPurpose = and(
          eq(verificationCodes.purpose, values.purpose),
          eq(verificationCodes.target, values.target),
        );
        const dayAgo = new Date(at - 24 * HOUR_MS);
        const [last] = await tx
          .select({ createdAt: verificationCodes.createdAt })
          .from(verificationCodes)
          .where(forPurpose)
          .orderBy(desc(verificationCodes.createdAt))
          .limit(1);
        const reason = refusal({
          lastSentAt: last?.createdAt,
          sentForPurposeLastHour: await count(and(forPurpose, gt(verificationCodes.createdAt, new Date(at - HOUR_MS)))),
          // Every purpose named, so that the (purpose, target, created_at) index serves the count.
          sentToDestinationLastDay: await count(
            and(
              inArray(verificationCodes.purpose, verificationCodes.purpose.enumValues),
              eq(verificationCodes.target, values.target),
              gt(verificationCodes.createdAt, dayAgo),
            ),
          ),
          sentByClientLastDay: await count(
            and(eq(verificationCodes.client, values.client), gt(verificationCodes.createdAt, dayAgo)),
          ),
        });
        if (reason === undefined) await tx.insert(verificationCodes).values(values);
        return reason;
      });
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
