import type { TPageViewEvent } from '@orator/contracts';
import { pageViews } from '../../db/schema/index';
import type { Db } from '../../platform/db';

export function createAnalyticsService(db: Db) {
  return {
    async recordPageView(event: TPageViewEvent, visitor: { userId: number | null; userAgent: string | null }) {
      await db.insert(pageViews).values({
        ...event,
        userId: visitor.userId,
        userAgent: visitor.userAgent?.slice(0, 500) ?? null,
      });
      return null;
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
