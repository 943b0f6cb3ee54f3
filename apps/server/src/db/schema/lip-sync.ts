import { boolean, index, integer, pgTable, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './file';
import { users } from './user';

/**
 * One lip sync of a video of the user's to an audio of theirs (the open API's video/v3/submitLipTask): the video's
 * speaker is made to say the audio, which replaces the video's sound; the result lasts as long as the audio. Priced
 * per second of the audio at the avatar video's price; held at submission, captured on success, released on failure.
 */
export const lipSyncTasks = pgTable(
  'lip_sync_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    videoFileId: integer('video_file_id').references(() => files.id, { onDelete: 'set null' }),
    audioFileId: integer('audio_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The video's length as submitted: shorter than the audio, it is played again from its start. */
    videoSec: real('video_sec').notNull(),
    /** The audio's decoded length: the result's. */
    audioSec: real('audio_sec').notNull(),
    /** TaskStatus: 190 queued, 191 processing, 192 finished, 193 failed. */
    status: smallint('status').notNull(),
    progress: smallint('progress').notNull().default(0),
    resultFileId: integer('result_file_id').references(() => files.id, { onDelete: 'set null' }),
    coverFileId: integer('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    costKcoins: integer('cost_kcoins').notNull(),
    holdId: integer('hold_id'),
    chargeRef: text('charge_ref').notNull().unique(),
    isTrial: boolean('is_trial').notNull().default(false),
    /** A message key. */
    failReason: text('fail_reason'),
    locale: text('locale').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lip_sync_tasks_owner_idx').on(t.ownerId, t.createdAt),
    index('lip_sync_tasks_status_idx').on(t.status),
  ],
);
