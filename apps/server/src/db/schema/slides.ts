import { index, integer, jsonb, pgTable, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './file';
import { users } from './user';

/** One page of an imported deck: its image (a file of the owner) and what the slide says. */
export interface TSlidePageRow {
  index: number;
  imageFileId: number;
  width: number;
  height: number;
  text: string;
  notes: string;
  /** Hidden in the source deck's slide show: the studio starts it hidden. */
  hidden: boolean;
}

/** A deck uploaded for /pptcreate (SPEC 7 PPT endpoints); kept as the user's import history. */
export const slideImports = pgTable(
  'slide_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceFileId: integer('source_file_id')
      .notNull()
      .references(() => files.id),
    fileName: text('file_name').notNull(),
    /** pptx, ppt, odp or pdf, from the bytes. */
    format: text('format').notNull(),
    /** TaskStatus 190-193. */
    status: smallint('status').notNull(),
    /** The engine's stage while it runs: queued, converting, rendering, extracting, done. */
    stage: text('stage').notNull().default('queued'),
    /** 0-100, pages rendered. */
    pageProgress: smallint('page_progress').notNull().default(0),
    /** 0-100, slides whose text and notes are read. */
    extractProgress: smallint('extract_progress').notNull().default(0),
    /** Counted when the upload was checked, before rendering. */
    pageCount: smallint('page_count').notNull(),
    aspect: real('aspect'),
    pages: jsonb('pages').$type<TSlidePageRow[]>(),
    failReason: text('fail_reason'),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('slide_imports_owner_idx').on(t.ownerId, t.createdAt)],
);
