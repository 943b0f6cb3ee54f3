import { and, eq, gt, sql } from 'drizzle-orm';
import { rateLimitHits } from '../../db/schema/index';
import type { Db } from '../../platform/db';

const keyOf = (userId: number) => `copywriting-day:${userId}`;
/** The next midnight UTC, by the database's clock, so every API process agrees when a day ends. */
const NEXT_UTC_MIDNIGHT = sql`(date_trunc('day', now() at time zone 'utc') + interval '1 day') at time zone 'utc'`;

/**
 * Each user's copy generations of the current UTC day, counted in the shared rate-limit table. Taking one is a single
 * statement that counts only while the count is under the limit, so parallel requests on any number of processes
 * can never pass it together.
 */
export function createCopyQuotaRepo(db: Db) {
  return {
    /** The generations left after this one, or null when the day's limit is already used. */
    async take(userId: number, limit: number): Promise<number | null> {
      const ended = sql`${rateLimitHits.windowEndsAt} <= now()`;
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key: keyOf(userId), count: 1, windowEndsAt: NEXT_UTC_MIDNIGHT })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            count: sql`case when ${ended} then 1 else ${rateLimitHits.count} + 1 end`,
            windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitHits.windowEndsAt} end`,
          },
          setWhere: sql`${ended} or ${rateLimitHits.count} < ${limit}`,
        })
        .returning({ count: rateLimitHits.count });
      return row ? limit - Number(row.count) : null;
    },

    /** Gives back a generation that did not complete. */
    async giveBack(userId: number): Promise<void> {
      await db
        .update(rateLimitHits)
        .set({ count: sql`${rateLimitHits.count} - 1` })
        .where(
          and(
            eq(rateLimitHits.key, keyOf(userId)),
            gt(rateLimitHits.count, 0),
            sql`${rateLimitHits.windowEndsAt} > now()`,
          ),
        );
    },
  };
}
export type CopyQuotaRepo = ReturnType<typeof createCopyQuotaRepo>;
