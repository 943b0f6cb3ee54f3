import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Page views sent by the web app after each navigation (SPEC 7 "Analytics"). */
export const pageViews = pgTable(
  'page_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id'),
    identityId: text('identity_id'),
    path: text('path').notNull(),
    title: text('title'),
    referrer: text('referrer'),
    locale: text('locale'),
    source: text('source'),
    via: text('via'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt), index('page_views_path_idx').on(t.path)],
);
