import { index, integer, pgTable, smallint, text, timestamp, bigint } from 'drizzle-orm/pg-core';
import { users } from './user';

export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    source: smallint('source').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('files_owner_source_idx').on(t.ownerId, t.source)],
);
