import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TBackground, TSlideVideoSettings, TSubtitleCue } from '@orator/contracts';
import { files } from './file';
import { users } from './user';

/** Where the face and mouth sit in a talking photo's frames, found once when the photo is analysed. */
export interface TPhotoRigMeta {
  spriteColumns: string[];
  spriteFrameWidth: number;
  spriteFrameHeight: number;
  /** Lets an <img> fetch the sprite and thumbnail without a session header, while nobody can guess the URL. */
  accessKey: string;
}

/** A user's portrait on its way to becoming a talking-photo avatar (supportTypeId 100). */
export const photoAvatars = pgTable(
  'photo_avatars',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    photoFileId: integer('photo_file_id')
      .notNull()
      .references(() => files.id),
    status: text('status', { enum: ['processing', 'ready', 'failed'] }).notNull(),
    progress: smallint('progress').notNull().default(0),
    failReason: text('fail_reason'),
    thumbnailFileId: integer('thumbnail_file_id').references(() => files.id),
    spriteFileId: integer('sprite_file_id').references(() => files.id),
    rigMeta: jsonb('rig_meta').$type<TPhotoRigMeta>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('photo_avatars_owner_idx').on(t.ownerId, t.createdAt)],
);

export interface TTaskSpeech {
  voiceId: string;
  speakRate: number;
  speakPitch: number;
  volume: number;
}
export interface TTaskSubtitles {
  enabled: boolean;
  fontId: string;
  color: string;
  /** The lines of a video narrated from uploaded audio, as the user edited them (checked against the audio). */
  cues?: TSubtitleCue[];
}
/**
 * A slide video's slides as submitted, each with the stored image of its page: the task renders from these files
 * even if the import is later removed from the user's history.
 */
export interface TTaskSlides extends Omit<TSlideVideoSettings, 'slides'> {
  slides: (TSlideVideoSettings['slides'][number] & { imageFileId: number })[];
}

export interface TTaskMusic {
  trackId: string;
  volume: number;
}

/** One avatar video: its inputs, its K-coin reservation and, once rendered, its files (SPEC 3 "Video task"). */
export const videoTasks = pgTable(
  'video_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskName: text('task_name').notNull(),
    status: smallint('status').notNull(),
    progress: smallint('progress').notNull().default(0),
    digitalHumanId: text('digital_human_id').notNull(),
    supportTypeId: smallint('support_type_id').notNull(),
    inputMode: text('input_mode', { enum: ['text', 'audio', 'slides'] }).notNull(),
    copyContent: text('copy_content').notNull().default(''),
    audioFileId: integer('audio_file_id').references(() => files.id),
    speech: jsonb('speech').$type<TTaskSpeech>().notNull(),
    ratio: text('ratio', { enum: ['16:9', '9:16', '1:1'] }).notNull(),
    resolution: smallint('resolution').notNull(),
    background: jsonb('background').$type<TBackground>().notNull(),
    subtitles: jsonb('subtitles').$type<TTaskSubtitles>().notNull(),
    music: jsonb('music').$type<TTaskMusic | null>(),
    /** Slides mode only. */
    slides: jsonb('slides').$type<TTaskSlides | null>(),
    /** The price fixed at submission: exactly what the user saw and what is captured on success. */
    costKcoins: integer('cost_kcoins').notNull(),
    estimatedSeconds: integer('estimated_seconds').notNull(),
    holdId: integer('hold_id'),
    /** The ledger reference of the current paid run; a retry starts a new one. */
    chargeRef: text('charge_ref').notNull(),
    isTrial: boolean('is_trial').notNull().default(false),
    priority: smallint('priority').notNull().default(0),
    durationSec: real('duration_sec'),
    targetFileId: integer('target_file_id').references(() => files.id),
    thumbnailFileId: integer('thumbnail_file_id').references(() => files.id),
    failReason: text('fail_reason'),
    attempts: smallint('attempts').notNull().default(0),
    downloaded: boolean('downloaded').notNull().default(false),
    shareToken: text('share_token'),
    shareEnabled: boolean('share_enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('video_tasks_owner_idx').on(t.ownerId, t.createdAt),
    index('video_tasks_status_idx').on(t.status),
    uniqueIndex('video_tasks_share_token').on(t.shareToken),
  ],
);

/** The voices a user spoke with lately, newest first in `queryRecentUseVoiceListNew`. */
export const recentVoices = pgTable(
  'recent_voices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voiceId: text('voice_id').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recent_voices_user_voice').on(t.userId, t.voiceId)],
);
