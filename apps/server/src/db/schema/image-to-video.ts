import { boolean, index, integer, jsonb, pgTable, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './file';
import { users } from './user';

/**
 * One image-to-video or text-to-video clip (SPEC 7 "Video generation"), made by a job. K-coins are held at
 * submission and charged once the MP4 and its thumbnail are stored.
 */
export const videoGenTasks = pgTable(
  'video_gen_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'image' (pictures and a prompt) or 'text' (sentences made into cards). */
    kind: text('kind').notNull(),
    /** The prompt of image to video, the text of text to video. */
    prompt: text('prompt').notNull(),
    /** '16:9', '9:16' or '1:1'. */
    ratio: text('ratio').notNull(),
    durationSec: smallint('duration_sec').notNull(),
    imageFileIds: jsonb('image_file_ids').$type<number[]>().notNull(),
    voiceId: text('voice_id'),
    hasSubtitles: boolean('has_subtitles').notNull().default(false),
    /** 'composed' or 'generated': the engine chosen at submission. */
    engine: text('engine').notNull(),
    /** TaskStatus: 190 queued, 191 processing, 192 finished, 193 failed. */
    status: smallint('status').notNull(),
    progress: smallint('progress').notNull().default(0),
    videoFileId: integer('video_file_id').references(() => files.id, { onDelete: 'set null' }),
    thumbnailFileId: integer('thumbnail_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The copy kept among the uploaded backgrounds by saveAiCharacterVideo, so saving twice keeps one. */
    savedFileId: integer('saved_file_id').references(() => files.id, { onDelete: 'set null' }),
    width: integer('width'),
    height: integer('height'),
    /** The clip's measured length; narration may lengthen a text-to-video clip. */
    outputSec: real('output_sec'),
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
    index('video_gen_tasks_owner_idx').on(t.ownerId, t.createdAt),
    index('video_gen_tasks_status_idx').on(t.status),
  ],
);

/**
 * A video art picture made from a prompt, to be filmed (SPEC 7 "Video generation"). Made while the request waits:
 * a painted scene offline (free), the image server otherwise (held at admission, charged once stored). A row left
 * processing lost its request; the owner's next request releases its hold.
 */
export const videoArtImages = pgTable(
  'video_art_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    ratio: text('ratio').notNull(),
    /** 'composed' or 'generated'. */
    engine: text('engine').notNull(),
    /** The painted scene of a composed picture. */
    scene: text('scene'),
    /** TaskStatus: 191 processing, 192 finished, 193 failed. */
    status: smallint('status').notNull(),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    width: integer('width'),
    height: integer('height'),
    costKcoins: integer('cost_kcoins').notNull(),
    holdId: integer('hold_id'),
    chargeRef: text('charge_ref').notNull().unique(),
    isTrial: boolean('is_trial').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('video_art_images_owner_idx').on(t.ownerId, t.createdAt)],
);
