import { randomBytes } from 'node:crypto';
import {
  API_BASE,
  FileSource,
  ImageToVideoApi,
  Price,
  ResultCode,
  TaskStatus,
  VIDEO_ART_SIZES,
  VIDEO_GEN_INPUT,
  VIDEO_GEN_RATIOS,
  translate,
  type TLocale,
  type TMessageKey,
  type TPage,
  type TVideoGenDefaults,
  type TFileInfo,
  type TVideoGenEngineKind,
  type TVideoGenKind,
  type TVideoGenRatio,
  type TVideoGenTemplateImage,
  type ZImageToVideoRequest,
  type ZTextToVideoRequest,
} from '@orator/contracts';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import { formatBytes } from '../../platform/format';
import type { Queue } from '../../platform/queue';
import type { Storage } from '../../platform/storage/index';
import { madeOnce } from '../../platform/storage/made-once';
import { queueAdmitted, tasksAtOnce, type AdmissionService } from '../admission/admission.service';
import type { FileRepo, FileRow } from '../file/file.repo';
import { toFileInfo, type FileService } from '../file/file.service';
import { IMAGE_MIME } from '../file/file-kinds';
import type { ChargeService } from '../money/charge.service';
import { isMember } from '../money/entitlements';
import type { UserRepo } from '../user/user.repo';
import type { VoiceService } from '../voice/voice.service';
import { findPromptViolations } from './prompt-rules';
import type { NewVideoGen, VideoGenRepo, VideoGenRow } from './video-gen.repo';
import { clipFileName } from './video-gen-view';
import { findVideoTemplate, paintScene, videoTemplates, type VideoTemplate } from './video-templates';

type ImageInput = z.output<typeof ZImageToVideoRequest>;
type TextInput = z.output<typeof ZTextToVideoRequest>;

interface Deps {
  repo: VideoGenRepo;
  users: UserRepo;
  fileRepo: FileRepo;
  files: FileService;
  storage: Storage;
  charges: ChargeService;
  admission: AdmissionService;
  voices: Pick<VoiceService, 'find'>;
  queue: Queue;
  engineKind: TVideoGenEngineKind;
  sensitiveWords: readonly string[];
}

/** Prompt templates offered by getPromptWord and drawn by randomPromptTemplates, in the reader's language. */
const TEMPLATE_KEYS = [
  'videoGenTemplateCity',
  'videoGenTemplateProduct',
  'videoGenTemplatePortrait',
  'videoGenTemplateLandscape',
  'videoGenTemplatePet',
  'videoGenTemplateFood',
] as const satisfies readonly TMessageKey[];

/** The part of a submission the admission writes: everything but the owner and the charge. */
type Submission = Pick<
  NewVideoGen,
  'kind' | 'prompt' | 'ratio' | 'durationSec' | 'imageFileIds' | 'voiceId' | 'engine'
> & { hasSubtitles: boolean };

/**
 * Image to video and text to video (SPEC 7 "Video generation"): one clip per submission, made by a job with
 * the installation's video engine. The prompt rules (SPEC 5) refuse before anything is held; the clip is
 * admitted in one decision (a free use or a K-coin hold, one clip at a time on the free plan), charged once
 * the MP4 is stored and given back when it cannot be made.
 */
export function createVideoGenService(deps: Deps) {
  const { repo, users, fileRepo, files, storage, charges, admission, voices, queue, engineKind, sensitiveWords } = deps;
  const clipsAtOnce = tasksAtOnce(repo.countPending, 'videoTaskBusy');
  const price = Price.videoGenKcoinPerClip;

  function assertPicture(file: FileRow | undefined): asserts file is FileRow {
    if (!file) throw AppError.notFound();
    if (!IMAGE_MIME.has(file.mimeType)) throw AppError.badRequest('videoGenWrongFormat');
    if (file.size > VIDEO_GEN_INPUT.maxBytes) {
      throw AppError.badRequest('fileTooLarge', { max: formatBytes(VIDEO_GEN_INPUT.maxBytes) });
    }
    if (Math.min(file.width ?? 0, file.height ?? 0) < VIDEO_GEN_INPUT.minPx) {
      throw AppError.badRequest('videoGenImageTooSmall', { min: VIDEO_GEN_INPUT.minPx });
    }
  }

  /** SPEC 5: no real people, no listed word; the user is only told the text contains violations. */
  function assertPromptAllowed(text: string) {
    if (findPromptViolations(text, sensitiveWords).length > 0) {
      throw AppError.badRequest('videoPromptViolation');
    }
  }

  async function admit(userId: number, submission: Submission): Promise<VideoGenRow> {
    const chargeRef = `imageToVideo:${randomBytes(8).toString('hex')}`;
    const task = await admission.admit({
      userId,
      feature: 'imageToVideo',
      price,
      chargeRef,
      limits: [clipsAtOnce],
      write: (tx, charge) =>
        repo.insert(
          {
            ...submission,
            ownerId: userId,
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
        job: 'videoGen.render',
        userId,
        feature: 'imageToVideo',
        chargeRef,
        task,
        withdraw: () => repo.softDelete([task.id], userId),
      },
    );
    return task;
  }

  /**
   * A template's picture, drawn on first request and kept in storage: a scene takes a few hundred milliseconds to
   * draw, and most of the eighteen (six scenes, three ratios) may never be asked for, so none is drawn at startup.
   */
  function templatePicture(template: VideoTemplate): Promise<Buffer> {
    return madeOnce(storage, `cache/video-templates/${template.id}.jpg`, 'image/jpeg', async () => {
      return (await paintScene(template.scene, template.ratio)).body;
    });
  }

  function knownTemplate(id: string): VideoTemplate {
    const template = findVideoTemplate(id);
    if (!template) throw new AppError(ResultCode.NotFound, 'videoGenTemplateNotFound');
    return template;
  }

  function templates(locale: TLocale): string[] {
    return TEMPLATE_KEYS.map((key) => translate(key, locale));
  }

  return {
    defaults(locale: TLocale): TVideoGenDefaults {
      return {
        engine: engineKind,
        input: VIDEO_GEN_INPUT,
        ratios: VIDEO_GEN_RATIOS,
        price,
        promptWords: templates(locale),
      };
    },

    /** A random handful of the prompt templates, in the reader's language. */
    randomTemplates(locale: TLocale, size: number): string[] {
      const all = templates(locale);
      for (let i = all.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [all[i], all[j]] = [all[j]!, all[i]!];
      }
      return all.slice(0, size);
    },

    async submitImages(userId: number, input: ImageInput): Promise<VideoGenRow> {
      const imageFileIds = [...new Set(input.imageFileIds)];
      for (const id of imageFileIds) assertPicture(await fileRepo.ownedBy(id, userId));
      assertPromptAllowed(input.prompt);
      return admit(userId, {
        kind: 'image',
        prompt: input.prompt,
        ratio: input.ratio,
        durationSec: input.durationSec,
        imageFileIds,
        voiceId: null,
        hasSubtitles: false,
        engine: engineKind,
      });
    },

    async submitText(userId: number, input: TextInput): Promise<VideoGenRow> {
      if (!/[\p{L}\p{N}]/u.test(input.text)) throw AppError.badRequest('videoGenNoSentence');
      if (input.hasSubtitles && !input.voiceId) throw AppError.badRequest('videoGenSubtitlesNeedVoice');
      assertPromptAllowed(input.text);
      if (input.voiceId) {
        const voice = await voices.find(input.voiceId, userId);
        if (!voice) throw AppError.badRequest('voiceNotFound');
        const user = await users.byId(userId);
        if (!user) throw AppError.sessionExpired();
        if (voice.memberOnly && !isMember(user)) throw new AppError(ResultCode.NeedsUpgrade, 'memberOnlyAsset');
      }
      return admit(userId, {
        kind: 'text',
        prompt: input.text,
        ratio: input.ratio,
        durationSec: input.durationSec,
        imageFileIds: [],
        voiceId: input.voiceId ?? null,
        hasSubtitles: input.hasSubtitles,
        // A generative server films the text alone; narration and its subtitles are drawn onto composed cards.
        engine: input.voiceId ? 'composed' : engineKind,
      });
    },

    async detail(userId: number, id: number): Promise<VideoGenRow> {
      const task = await repo.ownedBy(id, userId);
      if (!task) throw new AppError(ResultCode.NotFound, 'videoGenNotFound');
      return task;
    },

    /** The user's clips, newest first; of one kind when given one. */
    async list(userId: number, current: number, size: number, kind?: TVideoGenKind): Promise<TPage<VideoGenRow>> {
      const { rows, total } = await repo.page(userId, (current - 1) * size, size, kind);
      return { records: rows, total, current, size };
    },

    /**
     * Keeps a copy of a finished clip among the uploaded video backgrounds (the studio's media library), once:
     * saving it again answers the same file while it is kept.
     */
    async save(userId: number, id: number, name?: string): Promise<TFileInfo> {
      const task = await repo.ownedBy(id, userId);
      if (!task) throw new AppError(ResultCode.NotFound, 'videoGenNotFound');
      if (task.status !== TaskStatus.Finished || task.videoFileId === null) {
        throw AppError.badRequest('videoGenNotFinished');
      }
      const kept = task.savedFileId ? await fileRepo.ownedBy(task.savedFileId, userId) : undefined;
      if (kept) return toFileInfo(kept);
      const fileName = name ? (/\.mp4$/i.test(name) ? name : `${name}.mp4`) : clipFileName(task);
      const file = await files.copy(userId, task.videoFileId, { fileName, source: FileSource.Background });
      await repo.markSaved(task.id, file.id);
      return toFileInfo(file);
    },

    /** The template pictures of a ratio, with their prompts in the reader's language. */
    templateImages(locale: TLocale, ratio: TVideoGenRatio): TVideoGenTemplateImage[] {
      return videoTemplates(ratio).map((template) => ({
        id: template.id,
        ratio,
        url: `${API_BASE}${ImageToVideoApi.templateImage}?id=${template.id}`,
        ...VIDEO_ART_SIZES[ratio],
        prompt: translate(template.prompt, locale),
      }));
    },

    templateImage(id: string): Promise<Buffer> {
      return templatePicture(knownTemplate(id));
    },

    /** A template picture as the user's own file, which submitImageToVideo takes like an upload. Free. */
    async copyTemplate(userId: number, templateId: string): Promise<TFileInfo> {
      const template = knownTemplate(templateId);
      const body = await templatePicture(template);
      const file = await files.storeGenerated(userId, {
        fileName: `${template.id}.jpg`,
        mimeType: 'image/jpeg',
        ext: 'jpg',
        body,
        ...VIDEO_ART_SIZES[template.ratio],
      });
      return toFileInfo(file);
    },

    /** Deleting a clip still being made gives its K-coins back; the worker then stores nothing. */
    async delete(userId: number, ids: number[]) {
      const removed = await repo.softDelete(ids, userId);
      if (removed.length === 0) throw new AppError(ResultCode.NotFound, 'videoGenNotFound');
      for (const task of removed) {
        if (task.status === TaskStatus.Queued || task.status === TaskStatus.Processing) {
          await charges.release(
            userId,
            { holdId: task.holdId, feature: 'imageToVideo', isTrial: task.isTrial },
            task.chargeRef,
          );
        }
      }
    },
  };
}
export type VideoGenService = ReturnType<typeof createVideoGenService>;
