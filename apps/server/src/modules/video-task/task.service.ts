import { randomBytes } from 'node:crypto';
import {
  ResultCode,
  SCRIPT_MIN_CHARS,
  SCRIPT_MIN_CHARS_LONG,
  TaskStatus,
  billableSeconds,
  estimateScriptSeconds,
  estimateSlideSeconds,
  joinSlideScripts,
  scriptLength,
  videoCostFor,
  type TPage,
  type TTaskPermission,
  type TTaskQuote,
  type ZQuoteRequest,
  type ZSaveTaskRequest,
} from '@orator/contracts';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { Queue } from '../../platform/queue';
import { tasksAtOnce, type AdmissionService } from '../admission/admission.service';
import type { AvatarService } from '../avatar/avatar.service';
import type { NarrationService } from '../file/narration.service';
import type { ChargeService } from '../money/charge.service';
import { benefitsOf, isMember } from '../money/entitlements';
import type { LedgerService } from '../money/ledger.service';
import type { SlideImportService } from '../slides/slide-import.service';
import type { TTaskSlides } from '../../db/schema/avatar-video';
import type { UserRepo } from '../user/user.repo';
import type { VoiceService } from '../voice/voice.service';
import { findSensitiveWords } from './sensitive-words';
import type { TaskRepo, VideoTaskRow } from './task.repo';
import { assertPauses } from '../voice/script-checks';
import { checkCues } from '../audio-subtitle/subtitle-cues';

type SaveTaskInput = z.output<typeof ZSaveTaskRequest>;
type QuoteInput = z.output<typeof ZQuoteRequest>;

/** Members' renders jump the queue (SPEC 6: members render faster). */
const MEMBER_PRIORITY = 10;

export interface TaskServiceDeps {
  repo: TaskRepo;
  users: UserRepo;
  charges: ChargeService;
  admission: AdmissionService;
  ledger: LedgerService;
  avatars: AvatarService;
  voices: VoiceService;
  narrations: NarrationService;
  slideImports: SlideImportService;
  queue: Queue;
  sensitiveWords: readonly string[];
}

export function createTaskService(deps: TaskServiceDeps) {
  const { repo, users, charges, admission, ledger, avatars, voices, narrations, slideImports, queue } = deps;
  const videoTasksAtOnce = tasksAtOnce(repo.countPending, 'videoTaskBusy');

  async function userOf(userId: number) {
    const user = await users.byId(userId);
    if (!user) throw AppError.sessionExpired();
    return user;
  }

  async function owned(userId: number, id: number) {
    const row = await repo.ownedBy(id, userId);
    if (!row) throw AppError.notFound();
    return row;
  }

  // The run's charge reference doubles as the job key, so a retried submission never renders twice.
  const enqueue = (row: VideoTaskRow) =>
    queue.send('video.render', { taskId: row.id }, { singletonKey: row.chargeRef, priority: row.priority });

  /** A task the queue refused to take is given up at once: its K-coins or free use come back. */
  async function enqueueAdmitted(row: VideoTaskRow) {
    try {
      await enqueue(row);
    } catch (error) {
      await repo.softDelete([row.id], row.ownerId);
      await charges.release(row.ownerId, { holdId: row.holdId, feature: 'task', isTrial: row.isTrial }, row.chargeRef);
      throw error;
    }
  }

  /**
   * How long the video will be: from the script for text, from each slide's script or silent time for slides,
   * from the file itself for uploaded audio (whose measured length also bounds its subtitle lines).
   */
  async function videoLength(userId: number, input: QuoteInput) {
    if (input.inputMode === 'audio') {
      if (!input.audioFileId) throw AppError.badRequest('uploadAudioRequired');
      const narration = await narrations.check(userId, input.audioFileId);
      return { seconds: billableSeconds(narration.durationSec), narrationSec: narration.durationSec };
    }
    if (input.inputMode === 'slides') {
      const { slides } = slidesOf(input);
      return { seconds: estimateSlideSeconds(slides, input.speech.speakRate), narrationSec: null };
    }
    return { seconds: estimateScriptSeconds(input.copyContent, input.speech.speakRate), narrationSec: null };
  }

  /** Each slide with the stored image of its page, from an import of the user that has finished. */
  async function slidePages(userId: number, input: QuoteInput): Promise<TTaskSlides> {
    const settings = slidesOf(input);
    const pages = await slideImports.pages(userId, settings.importId);
    const slides = settings.slides.map((slide) => {
      const page = pages.find((candidate) => candidate.index === slide.page);
      if (!page) throw AppError.badRequest('slidePageMissing', { page: slide.page + 1 });
      return { ...slide, imageFileId: page.imageFileId };
    });
    return { ...settings, slides };
  }

  /** The rules of SPEC 5 and 6 that a script, an avatar and a voice must pass before anything is charged. */
  async function validate(userId: number, input: QuoteInput & { longMode?: boolean }) {
    const user = await userOf(userId);
    const member = isMember(user);
    const avatar = await avatars.resolve(userId, input.digitalHumanId);
    if (avatar.memberOnly && !member) throw new AppError(ResultCode.NeedsUpgrade, 'memberOnlyAsset');
    if (input.inputMode !== 'audio') {
      for (const voiceId of voiceIdsOf(input)) {
        const voice = await voices.find(voiceId, userId);
        if (!voice) throw AppError.badRequest('voiceNotFound');
        if (voice.memberOnly && !member) throw new AppError(ResultCode.NeedsUpgrade, 'memberOnlyAsset');
      }
      const script = scriptOf(input);
      if (input.inputMode === 'slides') slidesOf(input).slides.forEach((slide) => assertPauses(slide.script));
      else assertPauses(script);
      const length = scriptLength(script);
      const min = input.longMode ? SCRIPT_MIN_CHARS_LONG : SCRIPT_MIN_CHARS;
      if (length < min) throw AppError.badRequest('scriptTooShort', { min });
      if (length > benefitsOf(user).scriptCharacterLimit) {
        throw new AppError(ResultCode.NeedsUpgrade, 'characterLimitExceeded');
      }
      const found = findSensitiveWords(script, deps.sensitiveWords);
      if (found.length) {
        throw new AppError(
          ResultCode.BadRequest,
          'sensitiveWordsFound',
          { words: found.join(', ') },
          {
            sensitiveWord: found,
          },
        );
      }
    }
    return { user, member, avatar };
  }

  const service = {
    /**
     * The price is fixed from the estimate before the video is made: the most it can cost. The render
     * charges the real length's price within it (see render-video.job).
     */
    async save(userId: number, input: SaveTaskInput): Promise<VideoTaskRow> {
      const { member, avatar } = await validate(userId, input);
      const { seconds, narrationSec } = await videoLength(userId, input);
      const subtitles = subtitlesFor(input, narrationSec);
      const slides = input.inputMode === 'slides' ? await slidePages(userId, input) : null;
      const chargeRef = newChargeRef();
      const row = await admission.admit({
        userId,
        feature: 'task',
        price: videoCostFor(seconds),
        chargeRef,
        limits: [videoTasksAtOnce],
        write: (tx, charge) =>
          repo.insert(
            {
              ownerId: userId,
              taskName: input.taskName,
              status: TaskStatus.Queued,
              digitalHumanId: input.digitalHumanId,
              supportTypeId: avatar.supportTypeId,
              inputMode: input.inputMode,
              copyContent: input.inputMode === 'audio' ? '' : scriptOf(input),
              audioFileId: input.inputMode === 'audio' ? (input.audioFileId ?? null) : null,
              speech: input.speech,
              ratio: input.ratio,
              resolution: input.resolution,
              background: input.background,
              subtitles,
              music: input.music,
              slides,
              costKcoins: charge.cost,
              holdId: charge.holdId,
              isTrial: charge.isTrial,
              estimatedSeconds: seconds,
              chargeRef,
              priority: member ? MEMBER_PRIORITY : 0,
            },
            tx,
          ),
      });
      await enqueueAdmitted(row);
      for (const voiceId of input.inputMode === 'audio' ? [] : voiceIdsOf(input))
        await voices.markUsed(userId, voiceId);
      return row;
    },

    async quote(userId: number, input: QuoteInput): Promise<TTaskQuote> {
      const { seconds } = await videoLength(userId, input);
      const quote = await charges.quote(userId, 'task', videoCostFor(seconds));
      const { available } = await ledger.position(userId);
      return {
        estimatedSeconds: seconds,
        cost: quote.cost,
        price: quote.price,
        isTrial: quote.isTrial,
        freeUses: quote.freeUses,
        balance: available,
      };
    },

    async list(userId: number, current: number, size: number, ids?: number[]): Promise<TPage<VideoTaskRow>> {
      const { rows, total } = await repo.page(userId, (current - 1) * size, size, ids);
      return { records: rows, total, current, size };
    },

    detail: owned,

    async rename(userId: number, id: number, taskName: string) {
      const row = await repo.updateOwned(id, userId, { taskName });
      if (!row) throw AppError.notFound();
      return row;
    },

    /** Deleting a video that is still generating gives its K-coins back; the worker then skips it. */
    async delete(userId: number, ids: number[]) {
      const removed = await repo.softDelete(ids, userId);
      for (const row of removed) {
        if (row.status === TaskStatus.Queued || row.status === TaskStatus.Processing) {
          await charges.release(userId, { holdId: row.holdId, feature: 'task', isTrial: row.isTrial }, row.chargeRef);
        }
      }
    },

    /** A failed video runs again at the price it had, admitted anew like a new submission. */
    async retry(userId: number, id: number) {
      const row = await owned(userId, id);
      if (row.status !== TaskStatus.Failed) throw AppError.badRequest('taskNotRetryable');
      const chargeRef = newChargeRef();
      const queued = await admission.admit({
        userId,
        feature: 'task',
        price: videoCostFor(row.estimatedSeconds),
        chargeRef,
        limits: [videoTasksAtOnce],
        async write(tx, charge) {
          const requeued = await repo.requeueFailed(
            row.id,
            userId,
            {
              status: TaskStatus.Queued,
              progress: 0,
              attempts: 0,
              chargeRef,
              failReason: null,
              holdId: charge.holdId,
              isTrial: charge.isTrial,
              costKcoins: charge.cost,
              startedAt: null,
              finishedAt: null,
            },
            tx,
          );
          // Retried twice at once: the first one queued it, this one takes nothing.
          if (!requeued) throw AppError.badRequest('taskNotRetryable');
          return requeued;
        },
      });
      await enqueueAdmitted(queued);
      return queued;
    },

    async markDownloaded(userId: number, id: number) {
      const row = await owned(userId, id);
      if (row.status !== TaskStatus.Finished) throw AppError.badRequest('videoNotReady');
      await repo.update(id, { downloaded: true });
    },

    async share(userId: number, id: number, enabled: boolean) {
      const row = await owned(userId, id);
      if (enabled && row.status !== TaskStatus.Finished) throw AppError.badRequest('videoNotReady');
      // A link handed out before sharing was turned off must not come back when it is turned on again.
      const updated = await repo.update(id, {
        shareEnabled: enabled,
        shareToken: enabled && !row.shareEnabled ? randomBytes(12).toString('base64url') : row.shareToken,
      });
      return updated!;
    },

    async shared(token: string) {
      const row = await repo.byShareToken(token);
      if (!row || row.status !== TaskStatus.Finished || !row.targetFileId) throw AppError.notFound();
      return row;
    },

    async newTaskName(userId: number, locale: string) {
      const prefix = `${NAME_PREFIX[locale] ?? NAME_PREFIX.en} ${new Date().toISOString().slice(0, 10)}`;
      const taken = new Set(await repo.namesLike(userId, prefix));
      for (let n = 1; ; n++) {
        const name = `${prefix} ${String(n).padStart(2, '0')}`;
        if (!taken.has(name)) return name;
      }
    },

    counts: (userId: number) => repo.counts(userId),
    processingCount: (userId: number) => repo.countPending(userId),

    async permission(userId: number): Promise<TTaskPermission> {
      const user = await userOf(userId);
      const benefits = benefitsOf(user);
      const processing = await repo.countPending(userId);
      return {
        allowed: processing < benefits.concurrentVideoTasks,
        processing,
        concurrentLimit: benefits.concurrentVideoTasks,
        scriptCharacterLimit: benefits.scriptCharacterLimit,
        member: isMember(user),
      };
    },

    checkSensitive(text: string) {
      return { sensitiveWord: findSensitiveWords(text, deps.sensitiveWords) };
    },
  };
  return service;
}
export type TaskService = ReturnType<typeof createTaskService>;

/** The slides of a slides-mode request, which cannot go without them. */
function slidesOf(input: QuoteInput) {
  if (!input.slides) throw AppError.badRequest('slidesRequired');
  return input.slides;
}

/** What the video says: the script, or the slides' scripts joined. */
function scriptOf(input: QuoteInput): string {
  return input.inputMode === 'slides' ? joinSlideScripts(slidesOf(input).slides) : input.copyContent;
}

/** The video's voice and any other voice a slide speaks with. */
function voiceIdsOf(input: QuoteInput): string[] {
  const perSlide = input.inputMode === 'slides' ? slidesOf(input).slides.map((slide) => slide.voiceId) : [];
  return [...new Set([input.speech.voiceId, ...perSlide.filter((id): id is string => Boolean(id))])];
}

/**
 * A narrated video brings its subtitle lines, checked against its audio as the subtitle editor checks them,
 * before anything is charged; a script's lines come from its own speech, so text mode keeps none.
 */
function subtitlesFor(input: SaveTaskInput, narrationSec: number | null): SaveTaskInput['subtitles'] {
  const { cues, ...style } = input.subtitles;
  if (narrationSec === null || !style.enabled || !cues?.length) return style;
  return { ...style, cues: checkCues(cues, narrationSec) };
}

/** The ledger reference of one paid run of a task; a retry is a new run with its own hold. */
function newChargeRef(): string {
  return `video-task:${randomBytes(8).toString('hex')}`;
}

const NAME_PREFIX: Record<string, string> = { en: 'Video', zh: '视频', pt: 'Vídeo' };
