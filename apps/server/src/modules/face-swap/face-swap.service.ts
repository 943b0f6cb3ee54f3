import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import {
  FACE_SWAP_MODES,
  FACE_SWAP_PREVIEW_FRAMES,
  FACE_SWAP_VIDEO,
  FileSource,
  PLAN_BENEFITS,
  Price,
  ResultCode,
  TaskStatus,
  faceSwapCostFor,
  type TFaceSwapMapping,
  type TFaceSwapMode,
  type TFaceSwapPermission,
  type TFaceSwapPreview,
  type TLocale,
  type TPage,
} from '@orator/contracts';
import { probeTranslationVideo, type FaceSwapEngine, type VideoAnalysis } from '@orator/media';
import { AppError } from '../../platform/errors';
import type { Queue } from '../../platform/queue';
import { copyToFile } from '../../platform/storage/local-copy';
import type { Storage } from '../../platform/storage/index';
import { streamToBuffer } from '../../platform/storage/stream-to-buffer';
import { queueAdmitted, tasksAtOnce, type AdmissionService } from '../admission/admission.service';
import type { FileService } from '../file/file.service';
import type { ChargeService } from '../money/charge.service';
import { benefitsOf, effectivePlan } from '../money/entitlements';
import type { LedgerService } from '../money/ledger.service';
import type { UserRepo } from '../user/user.repo';
import { loadAnalysis } from './analysis-store';
import type { FaceSwapFaceRow, FaceSwapRepo, FaceSwapTaskRow } from './face-swap.repo';
import type { ReceivedFaceSwapVideo } from './face-swap-upload';
import { workKeys } from './work-keys';

interface Deps {
  repo: FaceSwapRepo;
  users: UserRepo;
  files: FileService;
  storage: Storage;
  charges: ChargeService;
  admission: AdmissionService;
  ledger: LedgerService;
  queue: Queue;
  engine: FaceSwapEngine;
}

const MB = 1024 * 1024;
/** A header may round a video's length up a little: this much over the limit is still the limit. */
const LENGTH_TOLERANCE_SEC = 0.5;
const VIDEO_TYPES: Readonly<Record<string, string>> = { 'video/mp4': 'mp4', 'video/quicktime': 'mov' };
const NAME_PREFIX: Record<TLocale, string> = { en: 'Face swap', zh: '换脸', pt: 'Troca de rosto' };
const PAID_UPLOAD_MB = PLAN_BENEFITS.standard.faceSwapUploadMb;

const featureOf = (mode: TFaceSwapMode) => (mode === 'multi' ? 'multiFaceSwap' : 'faceSwap');
const priceOf = (task: Pick<FaceSwapTaskRow, 'durationSec'>) =>
  faceSwapCostFor(task.durationSec ?? 0, Price.faceSwapKcoinPerSecond);

/**
 * Face swap (SPEC 7, #18): an uploaded video is checked against the plan's limits (SPEC 5), transcoded and analysed
 * into the people seen in it, all free; the user maps people to checked library faces, previews a few frames free,
 * and submits, when 1 K-coin per second (SPEC 9) is held in one admission, captured once the video is stored and
 * given back when it fails or is deleted first.
 */
export function createFaceSwapService(deps: Deps) {
  const { repo, users, files, storage, charges, admission, ledger, queue, engine } = deps;
  const rendersAtOnce = tasksAtOnce(repo.countPending, 'faceSwapBusy');

  async function owned(userId: number, id: number) {
    const row = await repo.ownedBy(id, userId);
    if (!row) throw new AppError(ResultCode.NotFound, 'faceSwapTaskNotFound');
    return row;
  }

  /** The task must have its people and not be submitted yet. */
  function assertReady(row: FaceSwapTaskRow) {
    if (row.stage === 'submitted') throw AppError.badRequest('faceSwapNotEditable');
    if (row.stage !== 'ready') throw AppError.badRequest('faceSwapNotReady');
  }

  /**
   * Every person mapped is one the analysis found, single mode maps at most one, and every face is the user's and
   * passed its check. Answers the faces by id.
   */
  async function checkMapping(
    userId: number,
    row: FaceSwapTaskRow,
    mode: TFaceSwapMode,
    mapping: TFaceSwapMapping,
    { requireOne }: { requireOne: boolean },
  ): Promise<Map<number, FaceSwapFaceRow>> {
    const people = new Set((row.people ?? []).map((person) => person.id));
    const entries = Object.entries(mapping);
    if (entries.some(([personId]) => !people.has(personId))) throw AppError.badRequest('faceSwapPersonUnknown');
    if (requireOne && entries.length === 0) throw AppError.badRequest('faceSwapMappingEmpty');
    if (mode === 'single' && entries.length > 1) throw AppError.badRequest('faceSwapSingleOnePerson');
    const ids = [...new Set(entries.map(([, faceId]) => faceId))];
    const faces = await repo.facesOwnedBy(ids, userId);
    if (faces.length !== ids.length) throw new AppError(ResultCode.NotFound, 'faceSwapFaceNotFound');
    if (faces.some((face) => face.state !== 'ready')) throw AppError.badRequest('faceSwapFaceNotReady');
    return new Map(faces.map((face) => [face.id, face]));
  }

  /** Moments to preview: spread over the seconds where the mapped people are seen. */
  function previewMoments(analysis: VideoAnalysis, mapping: TFaceSwapMapping): number[] {
    const seen = Object.keys(mapping)
      .flatMap((personId) => analysis.tracks.sightings[personId]?.map((sighting) => sighting.sec) ?? [])
      .sort((a, b) => a - b);
    const moments: number[] = [];
    for (let index = 0; index < FACE_SWAP_PREVIEW_FRAMES; index++) {
      const share = (index + 0.5) / FACE_SWAP_PREVIEW_FRAMES;
      const sec = seen.length ? seen[Math.floor(share * seen.length)]! : share * analysis.durationSec;
      if (!moments.includes(sec)) moments.push(sec);
    }
    return moments;
  }

  async function facePhotos(mapping: TFaceSwapMapping, faces: Map<number, FaceSwapFaceRow>) {
    const photos: Record<string, Buffer> = {};
    for (const [personId, faceId] of Object.entries(mapping)) {
      const face = faces.get(faceId)!;
      photos[personId] = await streamToBuffer((await files.openById(face.fileId)).stream);
    }
    return photos;
  }

  async function planHolder(userId: number) {
    const user = await users.byId(userId);
    if (!user) throw AppError.sessionExpired();
    return user;
  }

  /** SPEC 5 per plan: paid 200 MB, free 20 MB; the refusal tells a free user what upgrading gives. */
  async function uploadLimit(userId: number) {
    const user = await planHolder(userId);
    const maxMb = benefitsOf(user).faceSwapUploadMb;
    const isFree = effectivePlan(user) === 'free';
    return {
      maxBytes: maxMb * MB,
      tooLarge: () =>
        isFree
          ? AppError.badRequest('faceSwapVideoTooLargeFree', { maxMb, paidMb: PAID_UPLOAD_MB })
          : AppError.badRequest('faceSwapVideoTooLarge', { maxMb }),
    };
  }

  /** A default name like the video tasks': the prefix, today's date and the first free number. */
  async function newTaskName(userId: number, locale: TLocale) {
    const prefix = `${NAME_PREFIX[locale] ?? NAME_PREFIX.en} ${new Date().toISOString().slice(0, 10)}`;
    const taken = new Set(await repo.namesLike(userId, prefix));
    for (let n = 1; ; n++) {
      const name = `${prefix} ${String(n).padStart(2, '0')}`;
      if (!taken.has(name)) return name;
    }
  }

  return {
    engineName: engine.name,

    uploadLimit,

    /** Checks an uploaded video from its bytes and its decode, stores it and starts the transcoding and analysis. */
    async createFromUpload(userId: number, video: ReceivedFaceSwapVideo, locale: TLocale): Promise<FaceSwapTaskRow> {
      const limit = await uploadLimit(userId);
      if (video.size > limit.maxBytes) throw limit.tooLarge();
      const type = await fileTypeFromFile(video.filePath);
      const ext = type && VIDEO_TYPES[type.mime];
      if (!type || !ext) throw AppError.badRequest('faceSwapVideoWrongFormat');
      const probed = await probeTranslationVideo(video.filePath).catch(() => {
        throw AppError.badRequest('faceSwapVideoUnreadable');
      });
      if (probed.durationSec > FACE_SWAP_VIDEO.maxSec + LENGTH_TOLERANCE_SEC) {
        throw AppError.badRequest('faceSwapVideoTooLong', { maxMinutes: FACE_SWAP_VIDEO.maxSec / 60 });
      }
      const mode = (FACE_SWAP_MODES as readonly string[]).includes(video.fields.mode ?? '')
        ? (video.fields.mode as TFaceSwapMode)
        : 'single';
      const file = await files.storeFromDisk(userId, {
        filePath: video.filePath,
        fileName: video.fileName,
        mimeType: type.mime,
        ext,
        source: FileSource.FaceSwapVideo,
      });
      const row = await repo.insertTask({
        ownerId: userId,
        name: video.fields.taskName ?? (await newTaskName(userId, locale)),
        mode,
        sourceFileId: file.id,
        stage: 'transcoding',
        progress: 0,
        durationSec: Math.min(probed.durationSec, FACE_SWAP_VIDEO.maxSec),
        width: probed.width,
        height: probed.height,
        engine: engine.name,
        locale,
      });
      try {
        await queue.send('faceSwap.analyse', { taskId: row.id }, { singletonKey: `faceSwap.analyse:${row.id}` });
      } catch (error) {
        await repo.softDelete([row.id], userId);
        throw error;
      }
      return row;
    },

    info: owned,

    /** The name any time; the mode and the mapping only until the swap is submitted. */
    async update(
      userId: number,
      input: { id: number; taskName?: string; mode?: TFaceSwapMode; mapping?: TFaceSwapMapping },
    ): Promise<FaceSwapTaskRow> {
      const row = await owned(userId, input.id);
      if (input.mode === undefined && input.mapping === undefined) {
        return (await repo.update(row.id, input.taskName ? { name: input.taskName } : {}))!;
      }
      assertReady(row);
      const mode = input.mode ?? (row.mode as TFaceSwapMode);
      const mapping = input.mapping ?? row.mapping ?? {};
      await checkMapping(userId, row, mode, mapping, { requireOne: false });
      const saved = await repo.advance(row.id, userId, ['ready'], {
        mode,
        mapping,
        ...(input.taskName ? { name: input.taskName } : {}),
      });
      if (!saved) throw AppError.badRequest('faceSwapNotEditable');
      return saved;
    },

    /** A few frames swapped with this mapping, for the user to judge before paying; nothing is kept or charged. */
    async preview(userId: number, input: { id: number; mapping: TFaceSwapMapping }): Promise<TFaceSwapPreview> {
      const row = await owned(userId, input.id);
      if (row.stage !== 'ready' && row.stage !== 'submitted') throw AppError.badRequest('faceSwapNotReady');
      const faces = await checkMapping(userId, row, 'multi', input.mapping, { requireOne: true });
      const keys = workKeys(row);
      const analysis = await loadAnalysis(storage, keys.analysis);
      const moments = previewMoments(analysis, input.mapping);
      const dir = await mkdtemp(path.join(os.tmpdir(), `orator-face-swap-preview-${row.id}-`));
      try {
        const inputPath = await copyToFile(storage, keys.video, path.join(dir, 'video.mp4'));
        const frames = await engine.preview({
          inputPath,
          analysis,
          faces: await facePhotos(input.mapping, faces),
          previewAtSec: moments,
        });
        return {
          frames: frames.map((image, index) => ({
            sec: moments[index]!,
            image: `data:image/jpeg;base64,${image.toString('base64')}`,
          })),
        };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },

    /** isPermissionSubmit: the plan's rules for this mode and, for a task, its price against the balance. */
    async permission(userId: number, mode: TFaceSwapMode, id?: number): Promise<TFaceSwapPermission> {
      const row = id === undefined ? undefined : await owned(userId, id);
      const feature = featureOf(mode);
      const price = row ? priceOf(row) : 0;
      const [user, quote, { available }, processing] = await Promise.all([
        planHolder(userId),
        charges.quote(userId, feature, price),
        ledger.position(userId),
        repo.countPending(userId),
      ]);
      const concurrentLimit = benefitsOf(user).concurrentVideoTasks;
      const blockedBy =
        row && row.stage !== 'ready'
          ? 'notReady'
          : processing >= concurrentLimit
            ? 'busy'
            : available < quote.cost
              ? 'balance'
              : null;
      return {
        isPermission: blockedBy === null,
        blockedBy,
        feature,
        cost: quote.cost,
        price,
        kcoinPerSecond: Price.faceSwapKcoinPerSecond,
        freeUses: quote.freeUses,
        balance: available,
        processing,
        concurrentLimit,
        uploadMaxMb: benefitsOf(user).faceSwapUploadMb,
        maxSec: FACE_SWAP_VIDEO.maxSec,
      };
    },

    /**
     * Submits the swap: the plan's renders at once, the hold (or a free use) and the move from ready to submitted
     * are one admission, so parallel submissions against one balance never hold more than it has.
     */
    async submit(
      userId: number,
      input: { id: number; mode: TFaceSwapMode; mapping: TFaceSwapMapping; taskName?: string },
    ): Promise<FaceSwapTaskRow> {
      const row = await owned(userId, input.id);
      assertReady(row);
      await checkMapping(userId, row, input.mode, input.mapping, { requireOne: true });
      const feature = featureOf(input.mode);
      const chargeRef = `faceSwap:${randomBytes(8).toString('hex')}`;
      const task = await admission.admit({
        userId,
        feature,
        price: priceOf(row),
        chargeRef,
        limits: [rendersAtOnce],
        write: async (tx, charge) => {
          const moved = await repo.advance(
            row.id,
            userId,
            ['ready'],
            {
              stage: 'submitted',
              status: TaskStatus.Queued,
              progress: 0,
              mode: input.mode,
              mapping: input.mapping,
              ...(input.taskName ? { name: input.taskName } : {}),
              costKcoins: charge.cost,
              holdId: charge.holdId,
              isTrial: charge.isTrial,
              chargeRef,
              failReason: null,
              attempts: 0,
              submittedAt: new Date(),
            },
            tx,
          );
          // Rolls the hold back with the transaction: another request submitted this task first.
          if (!moved) throw AppError.badRequest('faceSwapNotEditable');
          return moved;
        },
      });
      await queueAdmitted(
        { queue, charges },
        {
          job: 'faceSwap.render',
          userId,
          feature,
          chargeRef,
          task,
          withdraw: () =>
            repo.update(task.id, {
              stage: 'ready',
              status: null,
              holdId: null,
              chargeRef: null,
              costKcoins: null,
              submittedAt: null,
            }),
        },
      );
      return task;
    },

    async list(userId: number, current: number, size: number, ids?: number[]): Promise<TPage<FaceSwapTaskRow>> {
      const { rows, total } = await repo.page(userId, (current - 1) * size, size, ids);
      return { records: rows, total, current, size };
    },

    /** Deleting a swap still rendering gives its K-coins back; the worker then stores nothing. */
    async delete(userId: number, ids: number[]) {
      const removed = await repo.softDelete(ids, userId);
      if (removed.length === 0) throw new AppError(ResultCode.NotFound, 'faceSwapTaskNotFound');
      for (const row of removed) {
        const isPending = row.status === TaskStatus.Queued || row.status === TaskStatus.Processing;
        if (isPending && row.chargeRef) {
          await charges.release(
            userId,
            { holdId: row.holdId, feature: featureOf(row.mode as TFaceSwapMode), isTrial: row.isTrial },
            row.chargeRef,
          );
        }
        const keys = workKeys(row);
        await storage.delete(keys.video);
        await storage.delete(keys.analysis);
      }
    },

    newTaskName,
  };
}
export type FaceSwapService = ReturnType<typeof createFaceSwapService>;
