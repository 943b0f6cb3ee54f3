import { boolean, index, integer, jsonb, pgTable, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './file';
import { users } from './user';

/**
 * A face in the user's face-swap library (SPEC 7 "Face swap": avatarCheckFace, avatarList, avatarDel). A photo is
 * admitted once the check finds exactly one clear, large enough, frontal face; until then it is 'checking'.
 */
export const faceSwapFaces = pgTable(
  'face_swap_faces',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'checking', 'ready' or 'refused'. */
    state: text('state').notNull(),
    /** 0 to 100 while checking. */
    progress: smallint('progress').notNull().default(0),
    /** FaceCheckProblem when refused. */
    problem: text('problem'),
    /** The face box found by the check, [x, y, width, height] in photo pixels. */
    faceBox: jsonb('face_box').$type<[number, number, number, number]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('face_swap_faces_owner_idx').on(t.ownerId, t.createdAt)],
);

/**
 * One face swap (SPEC 4 "Face swap", SPEC 7 taskSave, taskInfo, list, taskUpdate, taskBatchDelete). The video is
 * uploaded, transcoded and analysed into the people seen in it ('stage'); the user maps people to library faces,
 * previews, and submits, when 1 K-coin per second (SPEC 9) is held, then captured on success or released on failure.
 */
export const faceSwapTasks = pgTable(
  'face_swap_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'single' or 'multi'. */
    mode: text('mode').notNull(),
    sourceFileId: integer('source_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** 'uploading', 'transcoding', 'analysing', 'ready' (people found, awaiting mapping), 'submitted', 'failed'. */
    stage: text('stage').notNull(),
    /** TaskStatus once submitted: 190 queued, 191 processing, 192 finished, 193 failed; null before. */
    status: smallint('status'),
    progress: smallint('progress').notNull().default(0),
    durationSec: real('duration_sec'),
    width: integer('width'),
    height: integer('height'),
    /** The people found: id, thumbnail file id, seconds seen. */
    people:
      jsonb('people').$type<{ id: string; thumbnailFileId: number; secondsSeen: number; firstSeenSec: number }[]>(),
    /** Person id to face-library id; people left out stay unchanged. */
    mapping: jsonb('mapping').$type<Record<string, number>>(),
    resultFileId: integer('result_file_id').references(() => files.id, { onDelete: 'set null' }),
    coverFileId: integer('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    engine: text('engine'),
    costKcoins: integer('cost_kcoins'),
    holdId: integer('hold_id'),
    chargeRef: text('charge_ref').unique(),
    isTrial: boolean('is_trial').notNull().default(false),
    failReason: text('fail_reason'),
    locale: text('locale').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('face_swap_tasks_owner_idx').on(t.ownerId, t.createdAt),
    index('face_swap_tasks_status_idx').on(t.status),
  ],
);

/**
 * One subtitle removal (SPEC 5 "Subtitle remover", API-NOTES "Subtitle removal": taskName, rectAreaList,
 * customRectAreaList). Priced per second of video; held at submission, captured on success, released on failure.
 */
export const subtitleRemovalTasks = pgTable(
  'subtitle_removal_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sourceFileId: integer('source_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** EraseBox[] in source pixels. */
    boxes: jsonb('boxes')
      .$type<{ kind: 'subtitle' | 'watermark'; ltX: number; ltY: number; rbX: number; rbY: number }[]>()
      .notNull(),
    durationSec: real('duration_sec').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** TaskStatus: 190 queued, 191 processing, 192 finished, 193 failed. */
    status: smallint('status').notNull(),
    progress: smallint('progress').notNull().default(0),
    resultFileId: integer('result_file_id').references(() => files.id, { onDelete: 'set null' }),
    coverFileId: integer('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    engine: text('engine').notNull(),
    costKcoins: integer('cost_kcoins').notNull(),
    holdId: integer('hold_id'),
    chargeRef: text('charge_ref').notNull().unique(),
    isTrial: boolean('is_trial').notNull().default(false),
    failReason: text('fail_reason'),
    locale: text('locale').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('subtitle_removal_tasks_owner_idx').on(t.ownerId, t.createdAt),
    index('subtitle_removal_tasks_status_idx').on(t.status),
  ],
);
