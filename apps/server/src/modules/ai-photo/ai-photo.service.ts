import { randomBytes } from 'node:crypto';
import {
  AI_PHOTO_INPUT,
  AI_PHOTO_SIZES,
  AI_PHOTO_VARIANTS,
  FileSource,
  Price,
  ResultCode,
  TaskStatus,
  downloadUrl,
  translate,
  type TAiPhotoDefaults,
  type TAiPhotoPermission,
  type TFileInfo,
  type TLocale,
  type TPage,
  type ZAiPhotoGenerateRequest,
} from '@orator/contracts';
import { productKeywords, type ImageEngine } from '@orator/media';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import { formatBytes } from '../../platform/format';
import type { Queue } from '../../platform/queue';
import { queueAdmitted, tasksAtOnce, type AdmissionService } from '../admission/admission.service';
import type { AvatarService } from '../avatar/avatar.service';
import type { FileRepo, FileRow } from '../file/file.repo';
import { toFileInfo, type FileService } from '../file/file.service';
import { IMAGE_MIME } from '../file/file-kinds';
import type { ChargeService } from '../money/charge.service';
import { benefitsOf } from '../money/entitlements';
import type { LedgerService } from '../money/ledger.service';
import type { UserRepo } from '../user/user.repo';
import { findSensitiveWords } from '../video-task/sensitive-words';
import type { AiPhotoImageRow, AiPhotoRepo, AiPhotoRow } from './ai-photo.repo';

type GenerateInput = z.output<typeof ZAiPhotoGenerateRequest>;

interface Deps {
  repo: AiPhotoRepo;
  users: UserRepo;
  files: FileService;
  fileRepo: FileRepo;
  charges: ChargeService;
  admission: AdmissionService;
  ledger: LedgerService;
  avatars: AvatarService;
  queue: Queue;
  engine: ImageEngine;
  sensitiveWords: readonly string[];
}

export interface AiPhotoWithImages {
  task: AiPhotoRow;
  images: AiPhotoImageRow[];
}

const IMAGE_EXT: Readonly<Record<string, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Prompts offered to start from: product shots, since that is what both engines make well. */
const SAMPLE_PROMPT_KEYS = ['aiPhotoSampleKitchen', 'aiPhotoSampleStudio', 'aiPhotoSampleOutdoor'] as const;

/**
 * AI photos (SPEC 7): four images per request, made by a job with the installation's image engine. The
 * request is admitted in one decision (a free use or a K-coin hold, one request at a time on the free
 * plan); the hold is charged once the images are stored and given back when they cannot be made.
 */
export function createAiPhotoService(deps: Deps) {
  const { repo, users, files, fileRepo, charges, admission, ledger, avatars, queue, engine, sensitiveWords } = deps;
  const requestsAtOnce = tasksAtOnce(repo.countPending, 'aiPhotoBusy');
  const price = Price.aiPhotoKcoinPerRequest;

  function assertReference(file: FileRow | undefined): asserts file is FileRow {
    if (!file) throw AppError.notFound();
    if (!IMAGE_MIME.has(file.mimeType)) throw AppError.badRequest('aiPhotoWrongFormat');
    if (file.size > AI_PHOTO_INPUT.maxBytes) {
      throw AppError.badRequest('fileTooLarge', { max: formatBytes(AI_PHOTO_INPUT.maxBytes) });
    }
    const width = file.width ?? 0;
    const height = file.height ?? 0;
    if (Math.min(width, height) < AI_PHOTO_INPUT.minPx) {
      throw AppError.badRequest('aiPhotoImageTooSmall', { min: AI_PHOTO_INPUT.minPx });
    }
    if (Math.max(width, height) > AI_PHOTO_INPUT.maxPx) {
      throw AppError.badRequest('imageTooManyPixels', { max: AI_PHOTO_INPUT.maxPx });
    }
    const aspect = width / height;
    if (aspect < AI_PHOTO_INPUT.minAspect || aspect > AI_PHOTO_INPUT.maxAspect) {
      throw AppError.badRequest('aiPhotoAspect', { min: AI_PHOTO_INPUT.minAspect, max: AI_PHOTO_INPUT.maxAspect });
    }
  }

  /** Bad input is refused before anything is held: what the engine needs, the pictures' rules, the words. */
  async function check(userId: number, input: GenerateInput) {
    const referenceIds = [...new Set(input.referenceFileIds)];
    if (engine.kind === 'composed' && referenceIds.length === 0) {
      throw AppError.badRequest('aiPhotoReferenceRequired');
    }
    if (referenceIds.length === 0 && input.prompt === '') throw AppError.badRequest('aiPhotoPromptRequired');
    for (const id of referenceIds) assertReference(await fileRepo.ownedBy(id, userId));
    const found = findSensitiveWords(input.prompt, sensitiveWords);
    if (found.length > 0) {
      throw new AppError(ResultCode.BadRequest, 'sensitiveWordsFound', { words: found.join(', ') });
    }
    return referenceIds;
  }

  async function owned(userId: number, id: number) {
    const task = await repo.ownedBy(id, userId);
    if (!task) throw new AppError(ResultCode.NotFound, 'aiPhotoNotFound');
    return task;
  }

  async function ownedImage(userId: number, imageId: number) {
    const found = await repo.imageOwnedBy(imageId, userId);
    if (!found) throw new AppError(ResultCode.NotFound, 'aiPhotoImageNotFound');
    return found;
  }

  async function withImages(tasks: AiPhotoRow[]): Promise<AiPhotoWithImages[]> {
    const images = await repo.imagesOf(tasks.map((task) => task.id));
    return tasks.map((task) => ({ task, images: images.filter((image) => image.taskId === task.id) }));
  }

  /** The stored file of an image, and the name it is downloaded and kept under. */
  async function imageFile(task: AiPhotoRow, image: AiPhotoImageRow) {
    const file = await fileRepo.byId(image.fileId);
    if (!file) throw new AppError(ResultCode.NotFound, 'aiPhotoImageNotFound');
    const ext = IMAGE_EXT[file.mimeType] ?? 'jpg';
    return { file, ext, name: `ai-photo-${task.id}-${image.position + 1}.${ext}` };
  }

  async function copyImage(userId: number, task: AiPhotoRow, image: AiPhotoImageRow, source: number) {
    const { file, name } = await imageFile(task, image);
    return files.copy(userId, file.id, { fileName: name, source });
  }

  return {
    defaults(locale: TLocale): TAiPhotoDefaults {
      return {
        engine: engine.kind,
        referenceRequired: engine.kind === 'composed',
        input: AI_PHOTO_INPUT,
        sizes: AI_PHOTO_SIZES,
        variants: AI_PHOTO_VARIANTS,
        samplePrompts: SAMPLE_PROMPT_KEYS.map((key) => translate(key, locale)),
      };
    },

    /** A random handful of the scene keywords the composer understands, in the reader's language. */
    keywords(locale: TLocale, size: number): string[] {
      const all = [...productKeywords(locale)];
      for (let i = all.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [all[i], all[j]] = [all[j]!, all[i]!];
      }
      return all.slice(0, size);
    },

    async permission(userId: number): Promise<TAiPhotoPermission> {
      const user = await users.byId(userId);
      if (!user) throw AppError.sessionExpired();
      const [quote, { available }, processing] = await Promise.all([
        charges.quote(userId, 'aiPhoto', price),
        ledger.position(userId),
        repo.countPending(userId),
      ]);
      const concurrentLimit = benefitsOf(user).concurrentVideoTasks;
      return {
        isPermission: quote.cost <= available && processing < concurrentLimit,
        cost: quote.cost,
        price,
        freeUses: quote.freeUses,
        balance: available,
        processing,
        concurrentLimit,
      };
    },

    async submit(userId: number, input: GenerateInput): Promise<AiPhotoWithImages> {
      const referenceFileIds = await check(userId, input);
      const chargeRef = `aiPhoto:${randomBytes(8).toString('hex')}`;
      const task = await admission.admit({
        userId,
        feature: 'aiPhoto',
        price,
        chargeRef,
        limits: [requestsAtOnce],
        write: (tx, charge) =>
          repo.insert(
            {
              ownerId: userId,
              prompt: input.prompt,
              size: input.size,
              referenceFileIds,
              engine: engine.kind,
              status: TaskStatus.Queued,
              costKcoins: charge.cost,
              holdId: charge.holdId,
              isTrial: charge.isTrial,
              chargeRef,
            },
            tx,
          ),
      });
      await queueAdmitted(
        { queue, charges },
        {
          job: 'aiPhoto.generate',
          userId,
          feature: 'aiPhoto',
          chargeRef,
          task,
          withdraw: () => repo.softDelete([task.id], userId),
        },
      );
      return { task, images: [] };
    },

    async status(userId: number, id: number): Promise<AiPhotoWithImages> {
      const [found] = await withImages([await owned(userId, id)]);
      return found!;
    },

    async list(userId: number, current: number, size: number): Promise<TPage<AiPhotoWithImages>> {
      const { rows, total } = await repo.page(userId, (current - 1) * size, size);
      return { records: await withImages(rows), total, current, size };
    },

    async ongoing(userId: number): Promise<AiPhotoWithImages[]> {
      return withImages(await repo.pending(userId));
    },

    async fileOf(userId: number, imageId: number): Promise<{ fileId: number; fileUrl: string }> {
      const { image, task } = await ownedImage(userId, imageId);
      const { name } = await imageFile(task, image);
      return { fileId: image.fileId, fileUrl: downloadUrl(image.fileId, name) };
    },

    /** Keeps a copy among the uploads, once: saving the same image again answers the same file. */
    async save(userId: number, imageId: number): Promise<TFileInfo> {
      const { image, task } = await ownedImage(userId, imageId);
      const kept = image.savedFileId ? await fileRepo.ownedBy(image.savedFileId, userId) : undefined;
      if (kept) return toFileInfo(kept);
      const file = await copyImage(userId, task, image, FileSource.AiPhoto);
      await repo.markSaved(image.id, file.id);
      return toFileInfo(file);
    },

    /** A talking photo made from one image: a portrait copy goes through the talking-photo analysis. */
    async toTalkingPhoto(userId: number, imageId: number, locale: TLocale) {
      const { image, task } = await ownedImage(userId, imageId);
      const portrait = await copyImage(userId, task, image, FileSource.Portrait);
      return avatars.photoUpload(userId, portrait.id, `AI photo ${task.id}-${image.position + 1}`, locale);
    },

    /** Deleting a request still being made gives its K-coins back; the worker then stores nothing. */
    async delete(userId: number, ids: number[]) {
      const removed = await repo.softDelete(ids, userId);
      if (removed.length === 0) throw new AppError(ResultCode.NotFound, 'aiPhotoNotFound');
      for (const task of removed) {
        if (task.status === TaskStatus.Queued || task.status === TaskStatus.Processing) {
          await charges.release(
            userId,
            { holdId: task.holdId, feature: 'aiPhoto', isTrial: task.isTrial },
            task.chargeRef,
          );
        }
      }
    },
  };
}
export type AiPhotoService = ReturnType<typeof createAiPhotoService>;
