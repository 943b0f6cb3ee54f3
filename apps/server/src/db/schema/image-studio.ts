import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './file';
import { users } from './user';

/**
 * One photo cut out (SPEC 7 "Cutout"): the upload, the transparent PNG made from it, and how it was paid.
 * A row exists only once the cutout succeeded: the work is done inside the request.
 */
export const cutouts = pgTable(
  'cutouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceFileId: integer('source_file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    resultFileId: integer('result_file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    costKcoins: integer('cost_kcoins').notNull(),
    isTrial: boolean('is_trial').notNull(),
    chargeRef: text('charge_ref').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cutouts_owner_idx').on(t.ownerId, t.createdAt)],
);

/**
 * One AI photo request (SPEC 7 "AI photo"): a prompt and up to three product pictures made into four images
 * by a job. K-coins are held at submission and charged once the images are stored.
 */
export const aiPhotoTasks = pgTable(
  'ai_photo_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    /** WIDTHxHEIGHT, one of AI_PHOTO_SIZES. */
    size: text('size').notNull(),
    referenceFileIds: jsonb('reference_file_ids').$type<number[]>().notNull(),
    /** 'composed' or 'generated': the engine chosen at submission. */
    engine: text('engine').notNull(),
    /** TaskStatus: 190 queued, 191 processing, 192 finished, 193 failed. */
    status: smallint('status').notNull(),
    progress: smallint('progress').notNull().default(0),
    costKcoins: integer('cost_kcoins').notNull(),
    holdId: integer('hold_id'),
    chargeRef: text('charge_ref').notNull().unique(),
    isTrial: boolean('is_trial').notNull().default(false),
    failReason: text('fail_reason'),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('ai_photo_tasks_owner_idx').on(t.ownerId, t.createdAt),
    index('ai_photo_tasks_status_idx').on(t.status),
  ],
);

/** One image of an AI photo request. */
export const aiPhotoImages = pgTable(
  'ai_photo_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer('task_id')
      .notNull()
      .references(() => aiPhotoTasks.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    scene: text('scene'),
    /** The copy kept among the uploads by saveAiPhotoNew. */
    savedFileId: integer('saved_file_id').references(() => files.id, { onDelete: 'set null' }),
  },
  (t) => [index('ai_photo_images_task_idx').on(t.taskId, t.position)],
);
