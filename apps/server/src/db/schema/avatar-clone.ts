import { index, integer, jsonb, pgTable, primaryKey, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './file';
import { users } from './user';

/** SPEC 4 clone lifecycle for avatars; 'lapsed' is an unpaid task past its 24 hours. */
export const AVATAR_CLONE_STATES = [
  'submitted',
  'paid',
  'review',
  'synthesis',
  'success',
  'rejected',
  'failedSensitive',
  'failed',
  'expired',
  'lapsed',
] as const;
export type TAvatarCloneStateRow = (typeof AVATAR_CLONE_STATES)[number];

/** What preparation ("in synthesis") found in the source video, for the renderer. */
export interface TAvatarClonePrep {
  /** Frames per second of the prepared segment and where it starts in the source, seconds. */
  fps: number;
  segmentStartSec: number;
  frameCount: number;
  /** The loop played back and forth: frame indexes inside the segment. */
  loopStart: number;
  loopEnd: number;
  /** How alike the loop's ends are: mean mesh distance over the face size (0 = identical). */
  loopSeam: number;
  bestFrame: number;
  /** JSON file of every frame's 478-point mesh. */
  meshFileId: number;
  /** The still the clone speaks from until the moving-loop renderer lands (#14). */
  stillFileId: number;
}

/** An avatar clone request and, once prepared, the talking avatar made from it (SPEC 3 "Avatar clone task"). */
export const avatarClones = pgTable(
  'avatar_clones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SPEC 3 clone upload types: 112 customised (operator review), 114 upload (fast clone, automatic review). */
    uploadTypeId: smallint('upload_type_id').notNull(),
    name: text('name').notNull(),
    videoFileId: integer('video_file_id')
      .notNull()
      .references(() => files.id),
    videoDurationSec: real('video_duration_sec').notNull(),
    status: text('status', { enum: AVATAR_CLONE_STATES }).notNull(),
    /** A message key, or an operator's reason as written. */
    reason: text('reason'),
    /** K-coins held at payment: captured when the clone succeeds, released when it is refused or deleted. */
    holdId: integer('hold_id'),
    priceKcoins: integer('price_kcoins').notNull(),
    /** Counts payments, so each one's hold has its own idempotency key. */
    payments: integer('payments').notNull().default(0),
    prep: jsonb('prep').$type<TAvatarClonePrep>(),
    /** The talking photo made from the clone's best frame: what /create renders with for now. */
    photoAvatarId: integer('photo_avatar_id'),
    locale: text('locale').notNull().default('en'),
    noticeAcceptedAt: timestamp('notice_accepted_at', { withTimezone: true }).notNull(),
    /** When the current unpaid submission started: it lapses 24 hours later. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewerId: integer('reviewer_id').references(() => users.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('avatar_clones_owner_idx').on(t.ownerId, t.createdAt), index('avatar_clones_status_idx').on(t.status)],
);

/** Portrait videos that passed the upload check, so a submission does not decode them again. */
export const avatarCloneVideos = pgTable(
  'avatar_clone_videos',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    durationSec: real('duration_sec').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.ownerId] })],
);
