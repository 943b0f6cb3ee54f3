import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Directory types of SPEC section 3 (code, id, pid, value, valueEn, sort, isDelete). */
export const directoryTypes = pgTable(
  'directory_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    pid: integer('pid').notNull().default(0),
    value: text('value').notNull(),
    valueEn: text('value_en').notNull(),
    valuePt: text('value_pt').notNull(),
    sort: integer('sort').notNull().default(0),
    isDelete: boolean('is_delete').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('directory_types_code_value_key').on(t.code, t.valueEn)],
);

/**
 * Request counters of the per-client rate limits (docs/security.md, item 2), shared by every API process: one row
 * per limit and client, counting requests until `window_ends_at`.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * Secrets the installation makes for itself on first use and every API process shares: the key that signs the
 * download addresses handed to API clients (platform/url-signer.ts).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
