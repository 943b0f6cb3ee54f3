import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './file';
import { users } from './user';

/**
 * One AI model request (SPEC 7 "AI model", issue #17 item 3): 4 to 10 product photos of a wig, glasses,
 * clothing or beauty look, shown worn by a stock model or the user's own photo. A job makes the images;
 * K-coins are held at submission and charged once the images are stored, released if the job fails.
 */
export const aiModelTasks = pgTable(
  'ai_model_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** TryOnKind: 'glasses', 'wig', 'clothing' or 'beauty'. */
    kind: text('kind').notNull(),
    productFileIds: jsonb('product_file_ids').$type<number[]>().notNull(),
    /** The stock model picked, or null when the user uploaded their own photo. */
    stockModelId: text('stock_model_id'),
    personFileId: integer('person_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The language of the request: the "done" e-mail and the failure reason are written in it. */
    locale: text('locale').notNull(),
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
    /** Set once the "done" e-mail of SPEC 4 went out, so a retried job never mails twice. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('ai_model_tasks_owner_idx').on(t.ownerId, t.createdAt),
    index('ai_model_tasks_status_idx').on(t.status),
  ],
);

/** One image of an AI model request: the product worn by the model. */
export const aiModelImages = pgTable(
  'ai_model_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer('task_id')
      .notNull()
      .references(() => aiModelTasks.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [index('ai_model_images_task_idx').on(t.taskId, t.position)],
);
