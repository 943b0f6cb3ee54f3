import { randomBytes } from 'node:crypto';
import {
  ResultCode,
  TaskStatus,
  dubbingCharacterCount,
  dubbingCostFor,
  estimateDubbingSeconds,
  type TDubbingQuote,
  type TPage,
  type ZDubbingQuoteRequest,
  type ZTextToSpeechRequest,
  type ZUpdateSubtitleByFontSizeRequest,
} from '@orator/contracts';
import { formatSubtitles, isSpeakable, recutSubtitles, withoutPauseTokens } from '@orator/media';
import type { z } from 'zod';
import type { TDubbingParagraph } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import type { Queue } from '../../platform/queue';
import { tasksAtOnce, type AdmissionService } from '../admission/admission.service';
import type { FileService } from '../file/file.service';
import type { ChargeService } from '../money/charge.service';
import { benefitsOf, isMember } from '../money/entitlements';
import type { LedgerService } from '../money/ledger.service';
import type { UserRepo } from '../user/user.repo';
import type { VoiceService } from '../voice/voice.service';
import type { DubbingRepo, DubbingRow } from './dubbing.repo';
import { assertPauses } from '../voice/script-checks';

type QuoteInput = z.output<typeof ZDubbingQuoteRequest>;
type SubmitInput = z.output<typeof ZTextToSpeechRequest>;
type RecutInput = z.output<typeof ZUpdateSubtitleByFontSizeRequest>;

export interface DubbingServiceDeps {
  repo: DubbingRepo;
  users: UserRepo;
  charges: ChargeService;
  admission: AdmissionService;
  ledger: LedgerService;
  voices: VoiceService;
  files: FileService;
  queue: Queue;
}

/** What a submission would make and cost, once its text, voices and pauses passed every rule. */
interface Checked {
  paragraphs: TDubbingParagraph[];
  characterCount: number;
  characterLimit: number;
  estimatedSeconds: number;
  price: number;
}

/**
 * Text-to-speech dubbing: a multi-voice script priced at 18 K-coins per started minute (SPEC 9),
 * held at submission, charged when the MP3 and SRT are stored (at most the quote, less when the audio
 * came out shorter), given back when it fails.
 */
export function createDubbingService(deps: DubbingServiceDeps) {
  const { repo, users, charges, admission, ledger, voices, files, queue } = deps;
  const dubbingsAtOnce = tasksAtOnce(repo.countPending, 'dubbingTaskBusy');

  async function userOf(userId: number) {
    const user = await users.byId(userId);
    if (!user) throw AppError.sessionExpired();
    return user;
  }

  async function owned(userId: number, id: number) {
    const row = await repo.ownedBy(id, userId);
    if (!row) throw notFound();
    return row;
  }

  /** Bad input is refused outright; the plan's character limit is reported, for the quote to show. */
  async function check(userId: number, input: QuoteInput): Promise<Checked> {
    const user = await userOf(userId);
    const member = isMember(user);
    if (!voices.languages().some((language) => language.code === input.language)) {
      throw AppError.badRequest('dubbingLanguageUnknown');
    }
    const spoken = input.paragraphs.filter((paragraph) => paragraph.content.trim() !== '');
    for (const paragraph of spoken) {
      const voice = await voices.find(paragraph.voiceId, userId);
      if (!voice) throw AppError.badRequest('voiceNotFound');
      if (voice.memberOnly && !member) throw new AppError(ResultCode.NeedsUpgrade, 'memberOnlyAsset');
      assertPauses(paragraph.content);
    }
    if (!spoken.some((paragraph) => isSpeakable(withoutPauseTokens(paragraph.content)))) {
      throw AppError.badRequest('dubbingTextEmpty');
    }
    const estimatedSeconds = estimateDubbingSeconds(spoken);
    return {
      paragraphs: spoken.map(({ content, ...manner }) => ({ text: content, ...manner })),
      characterCount: dubbingCharacterCount(spoken),
      characterLimit: benefitsOf(user).scriptCharacterLimit,
      estimatedSeconds,
      price: dubbingCostFor(estimatedSeconds),
    };
  }

  const enqueue = (row: DubbingRow) =>
    queue.send('dubbing.synthesize', { taskId: row.id }, { singletonKey: row.chargeRef });

  const service = {
    async quote(userId: number, input: QuoteInput): Promise<TDubbingQuote> {
      const checked = await check(userId, input);
      const user = await userOf(userId);
      const concurrentLimit = benefitsOf(user).concurrentVideoTasks;
      const [quote, { available }, processing] = await Promise.all([
        charges.quote(userId, 'dubbing', checked.price),
        ledger.position(userId),
        repo.countPending(userId),
      ]);
      const blockedBy =
        checked.characterCount > checked.characterLimit
          ? 'characterLimit'
          : processing >= concurrentLimit
            ? 'busy'
            : available < quote.cost
              ? 'balance'
              : null;
      return {
        canSave: blockedBy === null,
        blockedBy,
        characterCount: checked.characterCount,
        characterLimit: checked.characterLimit,
        estimatedSeconds: checked.estimatedSeconds,
        cost: quote.cost,
        price: quote.price,
        isTrial: quote.isTrial,
        freeUses: quote.freeUses,
        balance: available,
        processing,
        concurrentLimit,
      };
    },

    async submit(userId: number, input: SubmitInput): Promise<DubbingRow> {
      const checked = await check(userId, input);
      if (checked.characterCount > checked.characterLimit) {
        throw new AppError(ResultCode.NeedsUpgrade, 'characterLimitExceeded');
      }
      const chargeRef = `dubbing:${randomBytes(8).toString('hex')}`;
      const row = await admission.admit({
        userId,
        feature: 'dubbing',
        price: checked.price,
        chargeRef,
        limits: [dubbingsAtOnce],
        write: (tx, charge) =>
          repo.insert(
            {
              ownerId: userId,
              taskName: input.taskName,
              status: TaskStatus.Queued,
              language: input.language,
              paragraphs: checked.paragraphs,
              characterCount: checked.characterCount,
              estimatedSeconds: checked.estimatedSeconds,
              costKcoins: charge.cost,
              holdId: charge.holdId,
              isTrial: charge.isTrial,
              chargeRef,
            },
            tx,
          ),
      });
      try {
        await enqueue(row);
      } catch (error) {
        // A dubbing the queue refused never existed: its K-coins or free use come back.
        await repo.softDelete([row.id], userId);
        await charges.release(userId, { holdId: row.holdId, feature: 'dubbing', isTrial: row.isTrial }, chargeRef);
        throw error;
      }
      for (const voiceId of new Set(checked.paragraphs.map((paragraph) => paragraph.voiceId))) {
        await voices.markUsed(userId, voiceId);
      }
      return row;
    },

    async list(userId: number, current: number, size: number, ids?: number[]): Promise<TPage<DubbingRow>> {
      const { rows, total } = await repo.page(userId, (current - 1) * size, size, ids);
      return { records: rows, total, current, size };
    },

    detail: owned,

    /** Deleting a dubbing that is still being spoken gives its K-coins back; the worker then skips it. */
    async delete(userId: number, ids: number[]) {
      const removed = await repo.softDelete(ids, userId);
      if (removed.length === 0) throw notFound();
      for (const row of removed) {
        if (row.status === TaskStatus.Queued || row.status === TaskStatus.Processing) {
          await charges.release(
            userId,
            { holdId: row.holdId, feature: 'dubbing', isTrial: row.isTrial },
            row.chargeRef,
          );
        }
      }
    },

    /** New subtitle lines for a font size, cut from the cues the speech was timed with (see `recutSubtitles`). */
    async recutSubtitles(userId: number, input: RecutInput): Promise<DubbingRow> {
      const row = await owned(userId, input.id);
      if (row.status !== TaskStatus.Finished || !row.cues) throw AppError.badRequest('dubbingNotReady');
      const cues = recutSubtitles(row.cues, { fontSize: input.fontSize, videoWidth: input.videoWidth });
      const srt = await files.storeGenerated(userId, {
        fileName: `${row.taskName}.srt`,
        mimeType: 'application/x-subrip',
        ext: 'srt',
        body: Buffer.from(formatSubtitles(cues, 'srt')),
      });
      return (await repo.update(row.id, { subtitleFileId: srt.id, subtitleFontSize: input.fontSize }))!;
    },
  };
  return service;
}
export type DubbingService = ReturnType<typeof createDubbingService>;

const notFound = () => new AppError(ResultCode.NotFound, 'dubbingNotFound');
