import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import {
  AVATAR_CLONE_LAPSE_HOURS,
  AVATAR_CLONE_TERM_DAYS,
  HumanSource,
  RENEWABLE_AVATAR_CLONE_STATES,
  RESUBMITTABLE_AVATAR_CLONE_STATES,
  SupportType,
  UploadType,
  type TAvatarClonePrice,
  type TAvatarCloneUploadType,
  type TDigitalHuman,
  type TFastClonePermission,
  type TLocale,
  type TPage,
  type ZCloneReviewRequest,
  type ZSaveAvatarCloneRequest,
  type ZUpdateAvatarCloneRequest,
} from '@orator/contracts';
import { prepareCloneVideo, type CloneSource } from '@orator/media';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { avatarClones } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import type { Queue } from '../../platform/queue';
import type { Storage } from '../../platform/storage/index';
import { copyToFile, withLocalCopy } from '../../platform/storage/local-copy';
import { streamToBuffer } from '../../platform/storage/stream-to-buffer';
import type { AvatarService } from '../avatar/avatar.service';
import type { FileRepo } from '../file/file.repo';
import type { FileService } from '../file/file.service';
import type { LedgerService } from '../money/ledger.service';
import type { UserRepo } from '../user/user.repo';
import { findSensitiveWords } from '../video-task/sensitive-words';
import { createAvatarCloneMailer } from './avatar-clone-mail';
import { cloneDigitalHumanId, encodeReason, priceOf } from './avatar-clone-view';
import type { AvatarCloneRepo, AvatarCloneRow } from './avatar-clone.repo';
import { checkCloneVideo } from './clone-video-check';

type SaveInput = z.output<typeof ZSaveAvatarCloneRequest>;
type UpdateInput = z.output<typeof ZUpdateAvatarCloneRequest>;
type ReviewInput = z.output<typeof ZCloneReviewRequest>;

const HOUR_MS = 60 * 60 * 1000;
const TERM_MS = AVATAR_CLONE_TERM_DAYS * 24 * HOUR_MS;
/** The ledger's name for clone payments, in holds, captures and the K-coin records. */
const LEDGER_REASON = 'avatarClone';
/** What preparation meshes: the first seconds after the start, at a rate the renderer plays. */
const PREP = { startSec: 0.5, segmentSec: 8, fps: 12.5, minLoopSec: 3, height: 720 } as const;

export interface AvatarCloneServiceDeps {
  db: Db;
  repo: AvatarCloneRepo;
  files: FileRepo;
  fileService: Pick<FileService, 'storeGenerated'>;
  storage: Storage;
  users: UserRepo;
  ledger: LedgerService;
  avatars: Pick<AvatarService, 'photoUpload' | 'photoDelete' | 'listRealHuman'>;
  queue: Queue;
  mailer: Mailer;
  log: Logger;
  sensitiveWords: readonly string[];
  now?: () => Date;
}

/** The mesh file preparation stores: frame size and one mesh (or null) per prepared frame. */
interface PreparedMeshes {
  width: number;
  height: number;
  meshes: CloneSource['prep']['meshes'];
}

function termEnd(from: Date | null, now: Date): Date {
  const start = from && from > now ? from : now;
  return new Date(start.getTime() + TERM_MS);
}

/**
 * The avatar clone lifecycle of SPEC 4: submitted, paid, under review, in synthesis, success; rejected or
 * failed with resubmit; expired with renew; unpaid clones lapse after 24 hours. Paying holds the clone's
 * K-coins; success captures them and every refusal gives them back, so failed work costs nothing. Each
 * step moves a clone only from the state it expects, so a replayed job, payment or review acts once.
 */
export function createAvatarCloneService(deps: AvatarCloneServiceDeps) {
  const { repo, ledger, queue, now = () => new Date() } = deps;
  const notify = createAvatarCloneMailer(deps);

  async function owned(userId: number, id: number) {
    const row = await repo.ownedBy(id, userId);
    if (!row) throw AppError.notFound();
    return row;
  }

  const enqueueReview = (row: AvatarCloneRow) =>
    queue.send(
      'avatarClone.review',
      { cloneId: row.id },
      { singletonKey: `avatar-clone-review:${row.id}:${row.payments}` },
    );
  const enqueueSynthesis = (row: AvatarCloneRow) =>
    queue.send(
      'avatarClone.synthesize',
      { cloneId: row.id },
      { singletonKey: `avatar-clone-synthesis:${row.id}:${row.payments}` },
    );

  async function releaseHold(row: AvatarCloneRow) {
    if (row.holdId !== null) await ledger.release(row.holdId);
  }

  /** Refuses a clone in any pending state: its K-coins come back and the owner is told why. */
  async function refuse(row: AvatarCloneRow, status: 'rejected' | 'failedSensitive' | 'failed', reason: string) {
    const moved = await repo.transition(row.id, [row.status], { status, reason });
    if (!moved) return undefined;
    await releaseHold(moved);
    await notify(status === 'failed' ? 'failed' : 'rejected', moved);
    return moved;
  }

  const service = {
    checkVideo: (userId: number, fileId: number) => checkCloneVideo(deps, userId, fileId),

    async submit(userId: number, input: SaveInput, locale: string) {
      if (!input.noticeAccepted) throw AppError.badRequest('cloneNoticeRequired');
      const video = await service.checkVideo(userId, input.videoFileId);
      const at = now();
      return repo.insert({
        ownerId: userId,
        uploadTypeId: input.uploadTypeId,
        name: input.name,
        videoFileId: video.fileId,
        videoDurationSec: video.durationSec,
        status: 'submitted',
        priceKcoins: priceOf(input.uploadTypeId),
        locale,
        noticeAcceptedAt: at,
        submittedAt: at,
      });
    },

    async list(userId: number, current: number, size: number): Promise<TPage<AvatarCloneRow>> {
      const { rows, total } = await repo.page(userId, (current - 1) * size, size);
      return { records: rows, total, current, size };
    },

    detail: owned,

    /**
     * Before paying the owner may change the name or the video. A refused or lapsed clone, changed or not,
     * goes back to submitted: its K-coins were given back, so it is paid again.
     */
    async update(userId: number, input: UpdateInput) {
      const row = await owned(userId, input.id);
      const isResubmit = RESUBMITTABLE_AVATAR_CLONE_STATES.includes(row.status);
      if (row.status !== 'submitted' && !isResubmit) throw AppError.badRequest('avatarCloneNotEditable');
      const video =
        input.videoFileId && input.videoFileId !== row.videoFileId
          ? await service.checkVideo(userId, input.videoFileId)
          : undefined;
      const updated = await repo.transition(row.id, [row.status], {
        name: input.name ?? row.name,
        ...(video ? { videoFileId: video.fileId, videoDurationSec: video.durationSec } : {}),
        ...(isResubmit
          ? { status: 'submitted' as const, reason: null, reviewedAt: null, reviewerId: null, submittedAt: now() }
          : {}),
      });
      if (!updated) throw AppError.badRequest('avatarCloneNotEditable');
      return updated;
    },

    /**
     * Pays a submitted clone: the move to paid and the hold of its price are one transaction, so of
     * parallel payments one holds the K-coins and the others are refused, and a balance too small for
     * the price leaves the clone unpaid (507).
     */
    async pay(userId: number, id: number) {
      const paid = await deps.db.transaction(async (tx) => {
        const row = await repo.transition(
          id,
          ['submitted'],
          { status: 'paid', paidAt: now(), payments: sql`${avatarClones.payments} + 1` as unknown as number },
          tx,
          sql`${avatarClones.ownerId} = ${userId}`,
        );
        if (!row) throw AppError.badRequest('avatarCloneNotPayable');
        const hold = await ledger.hold(
          {
            userId,
            amount: row.priceKcoins,
            feature: LEDGER_REASON,
            reason: LEDGER_REASON,
            remark: row.name,
            idempotencyKey: `hold:avatarClone:${row.id}:${row.payments}`,
            refType: LEDGER_REASON,
            refId: String(row.id),
          },
          tx,
        );
        return (await repo.transition(row.id, ['paid'], { holdId: hold.id }, tx))!;
      });
      await enqueueReview(paid);
      return paid;
    },

    /**
     * One more term of a successful or expired clone, paid at once. The request names the term's end the
     * user saw; the move and the debit (keyed on that end) are one transaction, so parallel or repeated
     * renewals of the same term charge once and the others are refused.
     */
    async renew(userId: number, id: number, seenExpiry: Date) {
      const row = await owned(userId, id);
      if (!RENEWABLE_AVATAR_CLONE_STATES.includes(row.status) || !row.expiresAt) {
        throw AppError.badRequest('avatarCloneNotRenewable');
      }
      const termKey = seenExpiry.getTime();
      return deps.db.transaction(async (tx) => {
        const renewed = await repo.transition(
          id,
          RENEWABLE_AVATAR_CLONE_STATES,
          { status: 'success', expiresAt: termEnd(seenExpiry, now()) },
          tx,
          sql`${avatarClones.expiresAt} = ${seenExpiry.toISOString()}`,
        );
        if (!renewed) throw AppError.badRequest('avatarCloneNotRenewable');
        await ledger.debit(
          {
            userId,
            amount: row.priceKcoins,
            reason: LEDGER_REASON,
            remark: row.name,
            idempotencyKey: `renew:avatarClone:${id}:${termKey}`,
            refType: LEDGER_REASON,
            refId: String(id),
          },
          tx,
        );
        return renewed;
      });
    },

    /** Deletes clones; K-coins held for one not yet made come back, and its avatar leaves the picker. */
    async delete(userId: number, ids: readonly number[]) {
      const deleted = await repo.softDelete(ids, userId);
      if (deleted.length === 0) throw AppError.notFound();
      for (const row of deleted) {
        if (row.status !== 'success' && row.status !== 'expired') await releaseHold(row);
      }
      const photos = deleted.flatMap((row) => (row.photoAvatarId ? [row.photoAvatarId] : []));
      if (photos.length) await deps.avatars.photoDelete(userId, photos);
    },

    /** The automatic review of every paid clone; customised clones then wait for an operator. */
    async autoReview(cloneId: number) {
      const row = await repo.transition(cloneId, ['paid'], { status: 'review' });
      if (!row) return;
      if (findSensitiveWords(row.name, deps.sensitiveWords).length) {
        await refuse(row, 'failedSensitive', 'cloneFailedSensitive');
        return;
      }
      try {
        await service.checkVideo(row.ownerId, row.videoFileId);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await refuse(row, 'rejected', encodeReason(error.messageKey, error.params));
        return;
      }
      if (row.uploadTypeId === UploadType.CloneCustomised) return;
      const next = await repo.transition(row.id, ['review'], { status: 'synthesis', reviewedAt: now() });
      if (next) await enqueueSynthesis(next);
    },

    /** An operator's decision on a customised clone under review: approve, or reject with a reason. */
    async decide(reviewerId: number, input: ReviewInput) {
      const decided = { reviewedAt: now(), reviewerId };
      if (input.decision === 'reject') {
        const row = await repo.byId(input.id);
        const refused = row?.status === 'review' ? await refuse(row, 'rejected', input.reason!) : undefined;
        if (!refused) throw AppError.badRequest('avatarCloneNotInReview');
        return (await repo.transition(refused.id, ['rejected'], decided)) ?? refused;
      }
      const row = await repo.transition(input.id, ['review'], { status: 'synthesis', reason: null, ...decided });
      if (!row) throw AppError.badRequest('avatarCloneNotInReview');
      await enqueueSynthesis(row);
      return row;
    },

    async reviewList(current: number, size: number) {
      const { rows, total } = await repo.waitingForReview(UploadType.CloneCustomised, (current - 1) * size, size);
      return { records: rows, total, current, size };
    },

    /**
     * "In synthesis": meshes the video's segment, picks the loop and the still, and makes the still a
     * talking photo the video renderer already draws. Success captures the held K-coins.
     */
    async synthesize(cloneId: number) {
      const row = await repo.byId(cloneId);
      if (row?.status !== 'synthesis') return;
      let made: { prep: NonNullable<AvatarCloneRow['prep']>; photoAvatarId: number };
      try {
        const video = await deps.files.byId(row.videoFileId);
        if (!video) throw new Error(`video file ${row.videoFileId} is gone`);
        const prepared = await withLocalCopy(deps.storage, video.storageKey, (path) =>
          prepareCloneVideo(path, {
            ...PREP,
            segmentSec: Math.min(PREP.segmentSec, row.videoDurationSec - PREP.startSec),
          }),
        );
        const [meshFile, stillFile] = await Promise.all([
          deps.fileService.storeGenerated(row.ownerId, {
            fileName: `${row.name}-mesh.json`,
            mimeType: 'application/json',
            ext: 'json',
            body: Buffer.from(
              JSON.stringify({ width: prepared.frameWidth, height: prepared.frameHeight, meshes: prepared.meshes }),
            ),
          }),
          deps.fileService.storeGenerated(row.ownerId, {
            fileName: `${row.name}.jpg`,
            mimeType: 'image/jpeg',
            ext: 'jpg',
            body: prepared.still,
          }),
        ]);
        const photo = await deps.avatars.photoUpload(row.ownerId, stillFile.id, row.name, row.locale as TLocale);
        made = {
          photoAvatarId: photo.id,
          prep: {
            fps: prepared.fps,
            segmentStartSec: prepared.segmentStartSec,
            frameCount: prepared.meshes.length,
            loopStart: prepared.loopStart,
            loopEnd: prepared.loopEnd,
            loopSeam: prepared.loopSeam,
            bestFrame: prepared.bestFrame,
            meshFileId: meshFile.id,
            stillFileId: stillFile.id,
          },
        };
      } catch (error) {
        // A refusal the owner can act on (the talking-photo limit reached) is told as it is.
        if (error instanceof AppError) {
          await refuse(row, 'failed', encodeReason(error.messageKey, error.params));
          return;
        }
        deps.log.error({ err: error, cloneId }, 'avatar clone preparation failed');
        await refuse(row, 'failed', 'avatarCloneFailedSystem');
        return;
      }
      const at = now();
      const done = await repo.transition(row.id, ['synthesis'], {
        status: 'success',
        reason: null,
        ...made,
        completedAt: at,
        expiresAt: termEnd(row.expiresAt, at),
      });
      if (!done) {
        // Deleted while it was being prepared: its talking photo goes too.
        await deps.avatars.photoDelete(row.ownerId, [made.photoAvatarId]);
        return;
      }
      if (done.holdId !== null) await ledger.capture(done.holdId, done.priceKcoins, done.name);
      await notify('ready', done);
    },

    /** SPEC 4 "an unpaid avatar clone task lapses after 24 hours": the cron's sweep. */
    async lapseUnpaid() {
      const lapsed = await repo.lapseUnpaid(new Date(now().getTime() - AVATAR_CLONE_LAPSE_HOURS * HOUR_MS));
      for (const row of lapsed) await notify('lapsed', row);
      return lapsed.length;
    },

    /** SPEC 4 "expired, with renew": the cron's sweep of clones whose term has ended. */
    async expireLapsed() {
      const expired = await repo.expireLapsed(now());
      for (const row of expired) await notify('expired', row);
      return expired.length;
    },

    /** The owner's clones that can speak now, as avatars of support type 101 for the /create picker. */
    async usableClones(userId: number): Promise<TDigitalHuman[]> {
      const [rows, photos] = await Promise.all([repo.ofStatus(userId, 'success'), deps.avatars.listRealHuman(userId)]);
      const ready = new Map(photos.map((photo) => [photo.digitalHumanId, photo]));
      const at = now();
      return rows.flatMap((row) => {
        const id = cloneDigitalHumanId(row);
        const photo = id ? ready.get(id) : undefined;
        if (!photo || !row.expiresAt || row.expiresAt <= at) return [];
        return [
          {
            ...photo,
            name: row.name,
            humanSource: HumanSource.InHouse,
            supportTypeId: SupportType.DigitalHuman,
            uploadTypeId: row.uploadTypeId,
          },
        ];
      });
    },

    async price(userId: number, uploadTypeId: TAvatarCloneUploadType): Promise<TAvatarClonePrice> {
      const { available } = await ledger.position(userId);
      return { uploadTypeId, priceKcoins: priceOf(uploadTypeId), availableKcoins: available };
    },

    async fastClonePermission(userId: number): Promise<TFastClonePermission> {
      const { available } = await ledger.position(userId);
      const canSubmit = available >= priceOf(UploadType.CloneUpload);
      return { canSubmit, reason: canSubmit ? null : 'balanceInsufficient' };
    },

    /**
     * What the renderer needs to play a clone from its own moving video: the source copied into `dir` and the
     * prepared meshes and loop. Undefined for a talking photo that is no current clone (an ordinary photo, or a
     * clone whose term has ended), which speaks as a still.
     */
    async speakingSource(ownerId: number, photoAvatarId: number, dir: string): Promise<CloneSource | undefined> {
      const row = await repo.speakingThrough(photoAvatarId, ownerId);
      if (!row?.prep || !row.expiresAt || row.expiresAt <= now()) return undefined;
      const [video, meshFile] = await Promise.all([
        deps.files.byId(row.videoFileId),
        deps.files.byId(row.prep.meshFileId),
      ]);
      if (!video || !meshFile) throw new Error(`avatar clone ${row.id} has lost its video or meshes`);
      const videoPath = await copyToFile(deps.storage, video.storageKey, join(dir, `clone-${row.id}-source`));
      const { stream } = await deps.storage.get(meshFile.storageKey);
      const meshes = JSON.parse((await streamToBuffer(stream)).toString()) as PreparedMeshes;
      return {
        videoPath,
        prep: {
          fps: row.prep.fps,
          segmentStartSec: row.prep.segmentStartSec,
          loopStart: row.prep.loopStart,
          loopEnd: row.prep.loopEnd,
          frameWidth: meshes.width,
          frameHeight: meshes.height,
          meshes: meshes.meshes,
        },
      };
    },

    /** The clone whose video a user may watch: their own, or any for an operator. */
    async videoFileOf(userId: number, id: number) {
      const row = await repo.byId(id);
      if (!row) throw AppError.notFound();
      if (row.ownerId !== userId && (await deps.users.byId(userId))?.role !== 'admin') throw AppError.notFound();
      return row.videoFileId;
    },
  };
  return service;
}
export type AvatarCloneService = ReturnType<typeof createAvatarCloneService>;
