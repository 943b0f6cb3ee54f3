import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { rateLimitHits } from '../db/schema/index';
import type { Db } from './db';

interface Counted {
  current: number;
  ttl: number;
}

/**
 * Counts one request against `key` and answers how many the window holds and how long it has left. One statement,
 * so parallel requests on any number of API processes each get their own count; the database's clock decides when
 * a window ends, so processes on machines whose clocks disagree still agree on it.
 */
async function countRequest(db: Db, key: string, windowMs: number): Promise<Counted> {
  const ended = sql`${rateLimitHits.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, count: 1, windowEndsAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimitHits.count} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitHits.windowEndsAt} end`,
      },
    })
    .returning({
      current: rateLimitHits.count,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.windowEndsAt} - now()) * 1000))::int`,
    });
  if (!row) throw new Error('the rate-limit counter returned no row');
  return { current: Number(row.current), ttl: Number(row.ttl) };
}

/** The route a limit belongs to: each limited route counts on its own, as the library's own stores do. */
function routeOf(options: unknown): string {
  const route = (options as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {};
  return `${route.method ?? ''} ${route.url ?? ''}`;
}

/**
 * @fastify/rate-limit's counters in the database instead of each process's memory (docs/security.md, item 2): with
 * several API processes behind one address a client's limit is the limit, not the limit times the processes.
 */
export function sharedRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      countRequest(db, `${this.prefix}${key}`, timeWindow).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new SharedRateLimitStore(routeOptions, `${this.prefix}${routeOf(routeOptions)}|`);
    }
  }
  return SharedRateLimitStore;
}
