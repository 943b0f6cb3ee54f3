import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import {
  FileSource,
  ResultCode,
  SUBTITLE_REMOVER_LIMITS,
  TaskStatus,
  downloadUrl,
  subtitleRemovalCostFor,
  type TLocale,
  type TPage,
  type TSubtitleBandSuggestion,
  type TSubtitleRemoverEngineKind,
  type TSubtitleRemoverQuote,
  type TSubtitleRemoverSource,
  type ZSubtitleRemoverSubmitRequest,
} from '@orator/contracts';
import { ffmpeg, probeTranslationVideo, type SuggestedBand } from '@orator/media';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { Queue } from '../../platform/queue';
import type { Storage } from '../../platform/storage/index';
import { withLocalCopy } from '../../platform/storage/local-copy';
import { madeOnce } from '../../platform/storage/made-once';
import { streamToBuffer } from '../../platform/storage/stream-to-buffer';
import { queueAdmitted, tasksAtOnce, type AdmissionService } from '../admission/admission.service';
import type { FileRepo } from '../file/file.repo';
import type { FileService } from '../file/file.service';
import type { ChargeService } from '../money/charge.service';
import { benefitsOf } from '../money/entitlements';
import type { LedgerService } from '../money/ledger.service';
import type { UserRepo } from '../user/user.repo';
import { clampBox, eraseBoxesOf, toRectArea } from './erase-boxes';
import type { SubtitleRemovalRow, SubtitleRemoverRepo } from './subtitle-remover.repo';

type SubmitInput = z.output<typeof ZSubtitleRemoverSubmitRequest>;

export interface SubtitleRemoverServiceDeps {
  repo: SubtitleRemoverRepo;
  users: UserRepo;
  fileRepo: FileRepo;
  files: FileService;
  storage: Storage;
  charges: ChargeService;
  admission: AdmissionService;
  ledger: LedgerService;
  queue: Queue;
  engineKind: TSubtitleRemoverEngineKind;
  /** Where captions are in a video on local disk (the media package's detector). */
  suggestBand: (inputPath: string) => Promise<SuggestedBand | null>;
}

export interface ReceivedVideo {
  filePath: string;
  fileName: string;
  size: number;
}

/** What the upload check measured, kept beside the stored video so the quote and submission need not decode it. */
interface SourceFacts {
  durationSec: number;
  width: number;
  height: number;
  frameFileId: number;
}

const LIMITS = SUBTITLE_REMOVER_LIMITS;
const MB = 1024 * 1024;
/** A header may round a video's length up a little: this much over the limit is still the limit. */
const LENGTH_TOLERANCE_SEC = 0.5;
/** An encoder may end a 5 s clip a frame early: this much under the minimum is still the minimum. */
const SHORT_TOLERANCE_SEC = 0.05;
const VIDEO_TYPES: Readonly<Record<string, string>> = { 'video/mp4': 'mp4', 'video/quicktime': 'mov' };
const limitParams = { maxMb: LIMITS.maxBytes / MB, minSec: LIMITS.minSec, maxMinutes: LIMITS.maxSec / 60 };

const factsKey = (fileId: number) => `work/subtitle-remover/${fileId}/facts.json`;
const bandKey = (fileId: number) => `work/subtitle-remover/${fileId}/band.json`;

/** The frame the boxes are drawn on: a second in, past a fade from black, at the video's own size. */
async function frameOf(videoPath: string, durationSec: number, framePath: string): Promise<void> {
  const at = Math.min(1, durationSec / 2).toFixed(2);
  await ffmpeg(['-ss', at, '-i', videoPath, '-frames:v', '1', '-q:v', '3', framePath]);
}

/**
 * The subtitle remover (#18): an upload checked against SPEC 5 and kept with a frame to draw on; a suggested caption
 * band; a quote; the submission that checks the boxes (SPEC 8 messages), holds 1 K-coin per started second and queues
 * the removal, all in one admission; the list, the detail and deletion, which stops a running removal and refunds it.
 */
export function createSubtitleRemoverService(deps: SubtitleRemoverServiceDeps) {
  const { repo, users, fileRepo, files, storage, charges, admission, ledger, queue, engineKind } = deps;
  const removalsAtOnce = tasksAtOnce(repo.countPending, 'videoTaskBusy');

  /** The facts of a video uploaded to this tool by this user; any other file is refused as not uploaded here. */
  async function sourceFacts(userId: number, fileId: number) {
    const file = await fileRepo.ownedBy(fileId, userId);
    if (!file) throw AppError.notFound();
    if (file.source !== FileSource.SubtitleRemoverVideo || !(await storage.exists(factsKey(fileId)))) {
      throw AppError.badRequest('subtitleRemoverUploadFirst');
    }
    const facts = JSON.parse((await streamToBuffer((await storage.get(factsKey(fileId))).stream)).toString('utf8'));
    return { file, facts: facts as SourceFacts };
  }

  async function owned(userId: number, id: number) {
    const row = await repo.ownedBy(id, userId);
    if (!row) throw new AppError(ResultCode.NotFound, 'subtitleRemoverNotFound');
    return row;
  }

  return {
    /** Checks an uploaded video from its bytes and its packets, stores it with its frame, and answers both. */
    async acceptUpload(userId: number, input: ReceivedVideo): Promise<TSubtitleRemoverSource> {
      if (input.size > LIMITS.maxBytes) throw AppError.badRequest('subtitleRemoverTooLarge', limitParams);
      const type = await fileTypeFromFile(input.filePath);
      const ext = type && VIDEO_TYPES[type.mime];
      if (!type || !ext) throw AppError.badRequest('subtitleRemoverWrongFormat', limitParams);
      const video = await probeTranslationVideo(input.filePath).catch(() => {
        throw AppError.badRequest('subtitleRemoverUnreadable', limitParams);
      });
      if (video.durationSec < LIMITS.minSec - SHORT_TOLERANCE_SEC) {
        throw AppError.badRequest('subtitleRemoverTooShort', limitParams);
      }
      if (video.durationSec > LIMITS.maxSec + LENGTH_TOLERANCE_SEC) {
        throw AppError.badRequest('subtitleRemoverTooLong', limitParams);
      }
      const durationSec = Math.min(video.durationSec, LIMITS.maxSec);
      const work = await mkdtemp(path.join(os.tmpdir(), 'orator-subtitle-frame-'));
      try {
        const framePath = path.join(work, 'frame.jpg');
        await frameOf(input.filePath, durationSec, framePath).catch(() => {
          throw AppError.badRequest('subtitleRemoverUnreadable', limitParams);
        });
        const file = await files.storeFromDisk(userId, {
          filePath: input.filePath,
          fileName: input.fileName,
          mimeType: type.mime,
          ext,
          source: FileSource.SubtitleRemoverVideo,
        });
        const frame = await files.storeGenerated(userId, {
          fileName: `frame-${file.id}.jpg`,
          mimeType: 'image/jpeg',
          ext: 'jpg',
          body: await readFile(framePath),
          width: video.width,
          height: video.height,
        });
        const facts: SourceFacts = { durationSec, width: video.width, height: video.height, frameFileId: frame.id };
        await storage.put(factsKey(file.id), Buffer.from(JSON.stringify(facts)), 'application/json');
        return {
          fileId: file.id,
          fileName: file.fileName,
          size: file.size,
          durationSec,
          width: video.width,
          height: video.height,
          videoUrl: downloadUrl(file.id, file.fileName),
          frameFileId: frame.id,
          frameUrl: downloadUrl(frame.id),
          price: subtitleRemovalCostFor(durationSec),
        };
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },

    /** Where captions seem to be, found once per upload and kept: the detector reads many frames. */
    async suggestBand(userId: number, fileId: number): Promise<TSubtitleBandSuggestion> {
      const { file, facts } = await sourceFacts(userId, fileId);
      const stored = await madeOnce(storage, bandKey(fileId), 'application/json', async () => {
        const band = await withLocalCopy(storage, file.storageKey, deps.suggestBand);
        return Buffer.from(JSON.stringify(band));
      });
      const band = JSON.parse(stored.toString('utf8')) as SuggestedBand | null;
      if (!band) return { box: null, confidence: 0 };
      const { box } = band;
      return {
        box: toRectArea(
          clampBox(
            { lt_x: box.ltX, lt_y: box.ltY, rb_x: box.rbX, rb_y: box.rbY },
            'subtitle',
            facts.width,
            facts.height,
          ),
        ),
        confidence: band.confidence,
      };
    },

    async quote(userId: number, fileId: number): Promise<TSubtitleRemoverQuote> {
      const { facts } = await sourceFacts(userId, fileId);
      const price = subtitleRemovalCostFor(facts.durationSec);
      const [quote, { available }, processing, user] = await Promise.all([
        charges.quote(userId, 'subtitleRemover', price),
        ledger.position(userId),
        repo.countPending(userId),
        users.byId(userId),
      ]);
      if (!user) throw AppError.sessionExpired();
      const blockedBy =
        processing >= benefitsOf(user).concurrentVideoTasks ? 'busy' : available < quote.cost ? 'balance' : null;
      return {
        canSubmit: blockedBy === null,
        blockedBy,
        durationSec: facts.durationSec,
        seconds: price / subtitleRemovalCostFor(1),
        cost: quote.cost,
        price: quote.price,
        isTrial: quote.isTrial,
        freeUses: quote.freeUses,
        balance: available,
      };
    },

    /**
     * Checks the boxes (SPEC 8's messages), then in one admission: the plan's tasks at once (515), a free use or a
     * hold of 1 K-coin per started second (507), the task row. The removal is queued once, keyed by its charge.
     */
    async submit(userId: number, input: SubmitInput, locale: TLocale): Promise<SubtitleRemovalRow> {
      const { file, facts } = await sourceFacts(userId, input.fileId);
      const boxes = eraseBoxesOf(input, facts);
      const chargeRef = `subtitleRemover:${randomBytes(8).toString('hex')}`;
      const task = await admission.admit({
        userId,
        feature: 'subtitleRemover',
        price: subtitleRemovalCostFor(facts.durationSec),
        chargeRef,
        limits: [removalsAtOnce],
        write: (tx, charge) =>
          repo.insert(
            {
              ownerId: userId,
              name: input.taskName || file.fileName.replace(/\.[^.]+$/, '') || file.fileName,
              sourceFileId: file.id,
              boxes,
              durationSec: facts.durationSec,
              width: facts.width,
              height: facts.height,
              status: TaskStatus.Queued,
              coverFileId: facts.frameFileId,
              engine: engineKind,
              costKcoins: charge.cost,
              holdId: charge.holdId,
              isTrial: charge.isTrial,
              chargeRef,
              locale,
            },
            tx,
          ),
      });
      await queueAdmitted(
        { queue, charges },
        {
          job: 'subtitleRemover.erase',
          userId,
          feature: 'subtitleRemover',
          chargeRef,
          task,
          withdraw: () => repo.softDelete([task.id], userId),
        },
      );
      return task;
    },

    async list(userId: number, current: number, size: number, ids?: number[]): Promise<TPage<SubtitleRemovalRow>> {
      const { rows, total } = await repo.page(userId, (current - 1) * size, size, ids);
      return { records: rows, total, current, size };
    },

    detail: owned,

    /** Deleting a removal still running gives its K-coins back; its job stops and stores nothing. */
    async delete(userId: number, ids: number[]) {
      const removed = await repo.softDelete(ids, userId);
      if (removed.length === 0) throw new AppError(ResultCode.NotFound, 'subtitleRemoverNotFound');
      for (const task of removed) {
        if (task.status === TaskStatus.Queued || task.status === TaskStatus.Processing) {
          await charges.release(
            userId,
            { holdId: task.holdId, feature: 'subtitleRemover', isTrial: task.isTrial },
            task.chargeRef,
          );
        }
      }
    },
  };
}
export type SubtitleRemoverService = ReturnType<typeof createSubtitleRemoverService>;
