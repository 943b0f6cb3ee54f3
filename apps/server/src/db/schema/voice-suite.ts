import { boolean, index, integer, jsonb, pgTable, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './file';
import { users } from './user';

/** The speaking manner a user chose for a voice: multipliers of the voice as designed. */
export interface TSpeechManner {
  speakRate: number;
  speakPitch: number;
  volume: number;
}

/** One timed subtitle line, seconds from the start of the audio. */
export interface TCueRow {
  start: number;
  end: number;
  text: string;
}

/** A paragraph of a dubbing and the voice that reads it. */
export interface TDubbingParagraph extends TSpeechManner {
  voiceId: string;
  text: string;
}

/** A voice a user saved to "my voices", with the manner they like it in (SPEC 7 "Saved voices"). */
export const savedVoices = pgTable(
  'saved_voices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voiceId: text('voice_id').notNull(),
    name: text('name').notNull(),
    manner: jsonb('manner').$type<TSpeechManner>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_voices_owner_idx').on(t.ownerId, t.createdAt)],
);

/** A text-to-speech dubbing: its paragraphs, its K-coin reservation and, once spoken, MP3 and cues. */
export const dubbingTasks = pgTable(
  'dubbing_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskName: text('task_name').notNull(),
    /** TaskStatus: 190 queued, 191 processing, 192 finished, 193 failed. */
    status: smallint('status').notNull(),
    progress: smallint('progress').notNull().default(0),
    language: text('language').notNull(),
    paragraphs: jsonb('paragraphs').$type<TDubbingParagraph[]>().notNull(),
    characterCount: integer('character_count').notNull(),
    estimatedSeconds: integer('estimated_seconds').notNull(),
    costKcoins: integer('cost_kcoins').notNull(),
    holdId: integer('hold_id'),
    chargeRef: text('charge_ref').notNull(),
    isTrial: boolean('is_trial').notNull().default(false),
    durationSec: real('duration_sec'),
    audioFileId: integer('audio_file_id').references(() => files.id),
    subtitleFileId: integer('subtitle_file_id').references(() => files.id),
    cues: jsonb('cues').$type<TCueRow[]>(),
    subtitleFontSize: smallint('subtitle_font_size'),
    failReason: text('fail_reason'),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('dubbing_tasks_owner_idx').on(t.ownerId, t.createdAt), index('dubbing_tasks_status_idx').on(t.status)],
);

/** Settings of a voice change: a named preset, or the pitch and formant sliders. */
export interface TVoiceChangeSettings {
  preset: string;
  pitchSemitones: number;
  formantShift: number;
}

/** A recording or upload turned into another voice (SPEC 1 "Voice changer"). */
export const voiceChangeTasks = pgTable(
  'voice_change_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskName: text('task_name').notNull(),
    status: smallint('status').notNull(),
    sourceFileId: integer('source_file_id')
      .notNull()
      .references(() => files.id),
    settings: jsonb('settings').$type<TVoiceChangeSettings>().notNull(),
    durationSec: real('duration_sec'),
    resultFileId: integer('result_file_id').references(() => files.id),
    failReason: text('fail_reason'),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('voice_change_tasks_owner_idx').on(t.ownerId, t.createdAt)],
);

/** SPEC 4 clone lifecycle; SPEC leaves the codes open, so they are words. */
export const CLONE_STATES = [
  'submitted',
  'paid',
  'review',
  'synthesis',
  'success',
  'rejected',
  'failedSensitive',
  'failed',
  'expired',
] as const;
export type TCloneState = (typeof CLONE_STATES)[number];

/** A voice clone request and, once synthesised, the voice it made (SPEC 3 "Voice clone task"). */
export const voiceClones = pgTable(
  'voice_clones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['instant', 'pro'] }).notNull(),
    name: text('name').notNull(),
    gender: text('gender', { enum: ['female', 'male'] }).notNull(),
    language: text('language').notNull(),
    sampleFileId: integer('sample_file_id')
      .notNull()
      .references(() => files.id),
    sampleDurationSec: real('sample_duration_sec').notNull(),
    status: text('status', { enum: CLONE_STATES }).notNull(),
    /** Why review rejected it or synthesis failed, shown to the owner with the resubmit button. */
    reason: text('reason'),
    /** The order that paid for the current term (first purchase or renewal). */
    orderNo: text('order_no'),
    /** Which clone engine made the voice: 'offline' or a configured remote engine's name. */
    engine: text('engine'),
    /** What the engine made: the offline engine's analysed profile, or a remote engine's voice reference. */
    profile: jsonb('profile').$type<Record<string, unknown>>(),
    /** The owner's interface language when submitting: the clone's e-mails are written in it. */
    locale: text('locale').notNull().default('en'),
    noticeAcceptedAt: timestamp('notice_accepted_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewerId: integer('reviewer_id').references(() => users.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('voice_clones_owner_idx').on(t.ownerId, t.createdAt), index('voice_clones_status_idx').on(t.status)],
);

/** Subtitles extracted from audio (SPEC 7 "Audio to subtitle"), editable after. */
export const audioSubtitleTasks = pgTable(
  'audio_subtitle_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskName: text('task_name').notNull(),
    status: smallint('status').notNull(),
    sourceFileId: integer('source_file_id')
      .notNull()
      .references(() => files.id),
    language: text('language').notNull(),
    /** The script, when the user knows what is said: the offline aligner then only finds the timings. */
    knownText: text('known_text'),
    /** Which recogniser produced the cues: 'alignment', 'pocketsphinx' or 'whisper'. */
    engine: text('engine').notNull(),
    progress: smallint('progress').notNull().default(0),
    durationSec: real('duration_sec'),
    cues: jsonb('cues').$type<TCueRow[]>(),
    failReason: text('fail_reason'),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('audio_subtitle_tasks_owner_idx').on(t.ownerId, t.createdAt)],
);
