import { randomBytes } from 'node:crypto';
import {
  ResultCode,
  SCRIPT_MIN_CHARS,
  SCRIPT_MIN_CHARS_LONG,
  TaskStatus,
  estimateScriptSeconds,
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
import type { AvatarService } from '../avatar/avatar.service';
import type { NarrationService } from '../file/narration.service';
import type { ChargeService } from '../money/charge.service';
import { benefitsOf, isMember } from '../money/entitlements';
import type { LedgerService } from '../money/ledger.service';
import type { UserRepo } from '../user/user.repo';
import type { VoiceService } from '../voice/voice.service';
import { findSensitiveWords } from './sensitive-words';
import type { TaskRepo, VideoTaskRow } from './task.repo';
import { assertPauses } from '../voice/script-checks';

type SaveTaskInput = z.output<typeof ZSaveTaskRequest>;
type QuoteInput = z.output<typeof ZQuoteRequest>;

/** MP3 encoders pad a few frames of silence; a 5 s recording must not be priced as 6. */
const MP3_PADDING_SEC = 0.06;
/** Members' renders jump the queue (SPEC 6: members render faster). */
const MEMBER_PRIORITY = 10;

export interface TaskServiceDeps {
  repo: TaskRepo;
  users: UserRepo;
  charges: ChargeService;
  ledger: LedgerService;
  avatars: AvatarService;
  voices: VoiceService;
  narrations: NarrationService;
  queue: Queue;
  sensitiveWords: readonly string[];
}

export function createTaskService(deps: TaskServiceDeps) {
  const { repo, users, charges, ledger, avatars, voices, narrations, queue } = deps;

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

  /** How long the video will be: from the script for text, from the file itself for uploaded audio. */
  async function videoSeconds(userId: number, input: QuoteInput) {
    if (input.inputMode === 'audio') {
      if (!input.audioFileId) throw AppError.badRequest('uploadAudioRequired');
      const narration = await narrations.check(userId, input.audioFileId);
      return Math.max(1, Math.ceil(narration.durationSec - MP3_PADDING_SEC));
    }
    return estimateScriptSeconds(input.copyContent, input.speech.speakRate);
  }

  /** The rules of SPEC 5 and 6 that a script, an avatar and a voice must pass before anything is charged. */
  async function validate(userId: number, input: QuoteInput & { longMode?: boolean }) {
    const user = await userOf(userId);
    const member = isMember(user);
    const avatar = await avatars.resolve(userId, input.digitalHumanId);
    if (avatar.memberOnly && !member) throw new AppError(ResultCode.NeedsUpgrade, 'memberOnlyAsset');
    if (input.inputMode === 'text') {
      const voice = await voices.find(input.speech.voiceId, userId);
      if (!voice) throw AppError.badRequest('voiceNotFound');
      if (voice.memberOnly && !member) throw new AppError(ResultCode.NeedsUpgrade, 'memberOnlyAsset');
      assertPauses(input.copyContent);
      const length = scriptLength(input.copyContent);
      const min = input.longMode ? SCRIPT_MIN_CHARS_LONG : SCRIPT_MIN_CHARS;
      if (length < min) throw AppError.badRequest('scriptTooShort', { min });
      if (length > benefitsOf(user).scriptCharacterLimit) {
        throw new AppError(ResultCode.NeedsUpgrade, 'characterLimitExceeded');
      }
      const found = findSensitiveWords(input.copyContent, deps.sensitiveWords);
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
    async save(userId: number, input: SaveTaskInput): Promise<VideoTaskRow> {
      const { user, member, avatar } = await validate(userId, input);
      if ((await repo.countPending(userId)) >= benefitsOf(user).concurrentVideoTasks) {
        throw new AppError(ResultCode.TaskInProgress, 'videoTaskBusy');
      }
      const seconds = await videoSeconds(userId, input);
      const quote = await charges.quote(userId, 'task', videoCostFor(seconds));
      const row = await repo.insert({
        ownerId: userId,
        taskName: input.taskName,
        status: TaskStatus.Queued,
        digitalHumanId: input.digitalHumanId,
        supportTypeId: avatar.supportTypeId,
        inputMode: input.inputMode,
        copyContent: input.inputMode === 'text' ? input.copyContent : '',
        audioFileId: input.inputMode === 'audio' ? (input.audioFileId ?? null) : null,
        speech: input.speech,
        ratio: input.ratio,
        resolution: input.resolution,
        background: input.background,
        subtitles: input.subtitles,
        music: input.music,
        costKcoins: quote.price,
        estimatedSeconds: seconds,
        chargeRef: newChargeRef(),
        priority: member ? MEMBER_PRIORITY : 0,
      });
      try {
        const reservation = await charges.reserve(userId, quote, row.chargeRef);
        const reserved = await repo.update(row.id, {
          holdId: reservation.holdId,
          isTrial: reservation.isTrial,
          costKcoins: reservation.cost,
        });
        await enqueue(row);
        if (input.inputMode === 'text') await voices.markUsed(userId, input.speech.voiceId);
        return reserved ?? row;
      } catch (error) {
        // Nothing half-made stays behind: a task that could not be paid for never existed.
        await repo.softDelete([row.id], userId);
        throw error;
      }
    },

    async quote(userId: number, input: QuoteInput): Promise<TTaskQuote> {
      const seconds = await videoSeconds(userId, input);
      const quote = await charges.quote(userId, 'task', videoCostFor(seconds));
      const { available } = await ledger.position(userId);
      return { estimatedSeconds: seconds, cost: quote.cost, isTrial: quote.isTrial, balance: available };
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

    /** A failed video runs again at the price it had, reserved anew. */
    async retry(userId: number, id: number) {
      const row = await owned(userId, id);
      if (row.status !== TaskStatus.Failed) throw AppError.badRequest('taskNotRetryable');
      const user = await userOf(userId);
      if ((await repo.countPending(userId)) >= benefitsOf(user).concurrentVideoTasks) {
        throw new AppError(ResultCode.TaskInProgress, 'videoTaskBusy');
      }
      const chargeRef = newChargeRef();
      const quote = await charges.quote(userId, 'task', videoCostFor(row.estimatedSeconds));
      const reservation = await charges.reserve(userId, quote, chargeRef);
      const queued = await repo.update(row.id, {
        status: TaskStatus.Queued,
        progress: 0,
        attempts: 0,
        chargeRef,
        failReason: null,
        holdId: reservation.holdId,
        isTrial: reservation.isTrial,
        costKcoins: reservation.cost,
        startedAt: null,
        finishedAt: null,
      });
      await enqueue(queued!);
      return queued!;
    },

    async markDownloaded(userId: number, id: number) {
      const row = await owned(userId, id);
      if (row.status !== TaskStatus.Finished) throw AppError.badRequest('videoNotReady');
      await repo.update(id, { downloaded: true });
    },

    async share(userId: number, id: number, enabled: boolean) {
      const row = await owned(userId, id);
      if (enabled && row.status !== TaskStatus.Finished) throw AppError.badRequest('videoNotReady');
      const updated = await repo.update(id, {
        shareEnabled: enabled,
        shareToken: row.shareToken ?? randomBytes(12).toString('base64url'),
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

/** The ledger reference of one paid run of a task; a retry is a new run with its own hold. */
function newChargeRef(): string {
  return `video-task:${randomBytes(8).toString('hex')}`;
}

const NAME_PREFIX: Record<string, string> = { en: 'Video', zh: '视频', pt: 'Vídeo' };
