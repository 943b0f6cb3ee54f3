import type { TLanguageGuess, TSentenceFit, TSubtitleChoice, TTranslationVoice } from '@orator/contracts';
import type { CloneProfile } from '@orator/media';
import { boolean, index, integer, jsonb, pgTable, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './file';
import { users } from './user';

/** One sentence of a video's transcript, its translation, and what rendering made of it. */
export interface TTranslationSentenceRow {
  start: number;
  end: number;
  source: string;
  text: string;
  voiceId: string | null;
  fit: TSentenceFit | null;
  /**
   * The storage key of the sentence as spoken, and what it was spoken from (text and voice): a re-render speaks
   * again only the sentences whose text or voice changed.
   */
  speech: { key: string; text: string; voiceId: string; sec: number } | null;
}

/** What a render left in storage for the next one to reuse: the sound bed and the instant clone of the speaker. */
export interface TTranslationRenderCache {
  /** The soundtrack without the speaker's voice (WAV). */
  backgroundKey?: string;
  /** The speaker's voice, cloned from the video's own speech in the target language. */
  cloneProfile?: CloneProfile;
  /** Faces found in the source, per sampled frame (JSON in storage): lip sync reads them again. */
  facesKey?: string;
}

/** A video translated into another language (#16): from upload through transcript editing to the rendered video. */
export const videoTranslations = pgTable(
  'video_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskName: text('task_name').notNull(),
    /** TVideoTranslationStage. */
    stage: text('stage').notNull(),
    /** TaskStatus from submission on (190-193); null while the user prepares the transcript. */
    status: smallint('status'),
    progress: smallint('progress').notNull().default(0),
    step: text('step'),
    sourceFileId: integer('source_file_id')
      .notNull()
      .references(() => files.id),
    /** The soundtrack as 16 kHz mono WAV, extracted once by the analysis. */
    audioKey: text('audio_key'),
    durationSec: real('duration_sec').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    fps: real('fps').notNull(),
    detected: jsonb('detected').$type<TLanguageGuess>(),
    sourceLanguage: text('source_language'),
    targetLanguage: text('target_language'),
    transcriptEngine: text('transcript_engine'),
    /** The user's own transcript or subtitles, kept until the transcription used them. */
    knownText: text('known_text'),
    knownSubtitles: text('known_subtitles'),
    sentences: jsonb('sentences').$type<TTranslationSentenceRow[]>().notNull().default([]),
    voice: jsonb('voice').$type<TTranslationVoice>(),
    subtitles: text('subtitles').$type<TSubtitleChoice>().notNull().default('target'),
    lipSync: boolean('lip_sync').notNull().default(true),
    renderCache: jsonb('render_cache').$type<TTranslationRenderCache>().notNull().default({}),
    videoFileId: integer('video_file_id').references(() => files.id),
    coverFileId: integer('cover_file_id').references(() => files.id),
    sourceSrtFileId: integer('source_srt_file_id').references(() => files.id),
    targetSrtFileId: integer('target_srt_file_id').references(() => files.id),
    costKcoins: integer('cost_kcoins').notNull().default(0),
    holdId: integer('hold_id'),
    chargeRef: text('charge_ref'),
    isTrial: boolean('is_trial').notNull().default(false),
    failReason: text('fail_reason'),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('video_translations_owner_idx').on(t.ownerId, t.createdAt),
    index('video_translations_stage_idx').on(t.stage),
  ],
);
