import { randomBytes } from 'node:crypto';
import { fileTypeFromFile } from 'file-type';
import {
  FileSource,
  ResultCode,
  TaskStatus,
  VIDEO_TRANSLATION_LIMITS,
  videoTranslationCostFor,
  type TLanguageGuess,
  type TLocale,
  type TPage,
  type TVideoTranslationQuote,
  type TVideoTranslationStage,
  type ZRegenerateSentenceRequest,
  type ZSaveSentencesRequest,
  type ZTranscribeRequest,
  type ZVideoTranslationSubmitRequest,
} from '@orator/contracts';
import {
  alignmentVoiceId,
  isSpeakable,
  parseSubtitles,
  probeTranslationVideo,
  SubtitleParseError,
  translationLanguageOf,
  WHISPER_LANGUAGES,
  type WhisperConfig,
} from '@orator/media';
import type { z } from 'zod';
import type { TTranslationSentenceRow } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import type { Queue } from '../../platform/queue';
import type { Storage } from '../../platform/storage/index';
import { tasksAtOnce, type AdmissionService } from '../admission/admission.service';
import type { FileService } from '../file/file.service';
import type { ChargeService } from '../money/charge.service';
import { benefitsOf, isMember } from '../money/entitlements';
import type { LedgerService } from '../money/ledger.service';
import type { TranslationService } from '../translation/translation.service';
import type { UserRepo } from '../user/user.repo';
import type { VoiceService } from '../voice/voice.service';
import type { VideoTranslationRepo, VideoTranslationRow } from './video-translation.repo';
import { workKeys } from './work-keys';

type TranscribeInput = z.output<typeof ZTranscribeRequest>;
type SaveSentencesInput = z.output<typeof ZSaveSentencesRequest>;
type SubmitInput = z.output<typeof ZVideoTranslationSubmitRequest>;
type RegenerateInput = z.output<typeof ZRegenerateSentenceRequest>;

export interface VideoTranslationServiceDeps {
  repo: VideoTranslationRepo;
  users: UserRepo;
  files: FileService;
  storage: Storage;
  charges: ChargeService;
  admission: AdmissionService;
  ledger: LedgerService;
  translation: TranslationService;
  voices: VoiceService;
  queue: Queue;
  /** What this installation can recognise: a Whisper endpoint for any language, pocketsphinx for English. */
  recognition: { whisper: WhisperConfig | undefined; pocketsphinx: boolean };
}

const LIMITS = VIDEO_TRANSLATION_LIMITS;
const MB = 1024 * 1024;
/** A header may round a video's length up a little: this much over the limit is still the limit. */
const LENGTH_TOLERANCE_SEC = 0.5;
const VIDEO_TYPES: Readonly<Record<string, string>> = { 'video/mp4': 'mp4', 'video/quicktime': 'mov' };
const NOT_YET: TLanguageGuess = { language: null, confidence: 0, engine: 'none', ready: false };

/** The parameters every upload message may name. */
const limitParams = {
  maxMb: LIMITS.maxBytes / MB,
  minSec: LIMITS.minSec,
  maxMinutes: LIMITS.maxSec / 60,
  minSide: LIMITS.minShortSide,
};

/**
 * Video translation (#16): the upload is checked and analysed, the transcript made and corrected, the translation
 * made and corrected, all free; submitting holds 40 K-coins per started minute of the source (SPEC 9-style plan
 * rule, docs/video-translation.md), captured when the video is stored and given back when it fails. A finished
 * task's sentence can be regenerated alone, free.
 */
export function createVideoTranslationService(deps: VideoTranslationServiceDeps) {
  const { repo, users, files, storage, charges, admission, ledger, translation, voices, queue } = deps;
  const rendersAtOnce = tasksAtOnce(repo.countPending, 'videoTranslationBusy');

  /** The task's working files go with it; the user's own files (upload, outputs) stay in their uploads. */
  async function removeWorkFiles(row: VideoTranslationRow) {
    const keys = [
      row.audioKey,
      row.renderCache.backgroundKey,
      workKeys(row).faces,
      ...row.sentences.map((sentence) => sentence.speech?.key),
    ].filter((key): key is string => Boolean(key));
    for (const key of keys) await storage.delete(key);
  }

  async function owned(userId: number, id: number) {
    const row = await repo.ownedBy(id, userId);
    if (!row) throw new AppError(ResultCode.NotFound, 'videoTranslationNotFound');
    return row;
  }

  async function inStage(userId: number, id: number, stages: readonly TVideoTranslationStage[]) {
    const row = await owned(userId, id);
    if (!stages.includes(row.stage as TVideoTranslationStage)) throw AppError.badRequest('videoTranslationNotEditable');
    return row;
  }

  /** The queue refused the job: the task goes back to where it was, as if the request had not been made. */
  async function enqueue(name: 'videoTranslation.analyse' | 'videoTranslation.transcribe', row: VideoTranslationRow) {
    await queue.send(name, { taskId: row.id }, { singletonKey: `${name}:${row.id}:${row.updatedAt.getTime()}` });
  }

  /** Languages the transcript can be made in, and how, for a bare language code. */
  function recognisers(language: string) {
    const { whisper, pocketsphinx } = deps.recognition;
    const whisperList = whisper ? (whisper.languages.length ? whisper.languages : WHISPER_LANGUAGES) : [];
    return {
      whisper: whisperList.includes(language),
      pocketsphinx: pocketsphinx && language === 'en',
      alignmentVoice: alignmentVoiceId(catalogueCode(language) ?? language),
    };
  }

  /** The first catalogue language of a bare code that has voices: 'es' is 'es-ES' when that is listed first. */
  function catalogueCode(language: string): string | undefined {
    return voices
      .languages()
      .find((candidate) => candidate.voiceCount > 0 && translationLanguageOf(candidate.code) === language)?.code;
  }

  function languageName(code: string, locale: TLocale) {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  }

  /** A library voice must exist, be the user's to use and speak the target language. */
  async function checkVoice(userId: number, voiceId: string, target: string, locale: TLocale) {
    const voice = await voices.find(voiceId, userId);
    if (!voice || translationLanguageOf(voice.language) !== target) {
      throw AppError.badRequest('videoTranslationVoiceNotFound', { language: languageName(target, locale) });
    }
    if (voice.memberOnly) {
      const user = await users.byId(userId);
      if (!user || !isMember(user)) throw new AppError(ResultCode.NeedsUpgrade, 'memberOnlyAsset');
    }
  }

  function assertTranslated(row: VideoTranslationRow) {
    if (!row.targetLanguage || row.sentences.length === 0 || row.sentences.some((s) => !isSpeakable(s.text))) {
      throw AppError.badRequest('videoTranslationSentenceEmpty');
    }
  }

  return {
    /** Checks an uploaded video from its bytes and its decode, stores it and starts the analysis. */
    async createFromUpload(
      userId: number,
      input: { filePath: string; fileName: string; size: number; taskName?: string },
    ): Promise<VideoTranslationRow> {
      if (input.size > LIMITS.maxBytes) throw AppError.badRequest('videoTranslationTooLarge', limitParams);
      const type = await fileTypeFromFile(input.filePath);
      const ext = type && VIDEO_TYPES[type.mime];
      if (!type || !ext) throw AppError.badRequest('videoTranslationWrongFormat', limitParams);
      const video = await probeTranslationVideo(input.filePath).catch(() => {
        throw AppError.badRequest('videoTranslationUnreadable', limitParams);
      });
      if (video.durationSec < LIMITS.minSec) throw AppError.badRequest('videoTranslationTooShort', limitParams);
      if (video.durationSec > LIMITS.maxSec + LENGTH_TOLERANCE_SEC) {
        throw AppError.badRequest('videoTranslationTooLong', limitParams);
      }
      if (Math.min(video.width, video.height) < LIMITS.minShortSide) {
        throw AppError.badRequest('videoTranslationLowResolution', limitParams);
      }
      if (!video.hasAudio) throw AppError.badRequest('videoTranslationNoAudio', limitParams);
      const file = await files.storeFromDisk(userId, {
        filePath: input.filePath,
        fileName: input.fileName,
        mimeType: type.mime,
        ext,
        source: FileSource.TranslationVideo,
      });
      const row = await repo.insert({
        ownerId: userId,
        taskName: input.taskName?.trim() || file.fileName.replace(/\.[^.]+$/, '') || file.fileName,
        stage: 'analysing',
        sourceFileId: file.id,
        durationSec: Math.min(video.durationSec, LIMITS.maxSec),
        width: video.width,
        height: video.height,
        fps: video.fps,
      });
      try {
        await enqueue('videoTranslation.analyse', row);
      } catch (error) {
        await repo.softDelete([row.id], userId);
        throw error;
      }
      return row;
    },

    /** SPEC 7 `detectLanguageType`: what the analysis heard, for the user to confirm. */
    async detectedLanguage(userId: number, id: number): Promise<TLanguageGuess> {
      return (await owned(userId, id)).detected ?? NOT_YET;
    },

    /** The confirmed language and the way to the transcript; a new transcript replaces the sentences. */
    async transcribe(userId: number, input: TranscribeInput, locale: TLocale): Promise<VideoTranslationRow> {
      const row = await inStage(userId, input.id, ['confirmLanguage', 'editing']);
      const language = translationLanguageOf(input.language);
      const { sources } = await translation.support();
      if (!sources.includes(language)) {
        throw AppError.badRequest('videoTranslationSourceUnsupported', { language: languageName(language, locale) });
      }
      const text = input.text?.trim() || null;
      const subtitles = input.subtitles?.trim() || null;
      if (subtitles) {
        try {
          if (parseSubtitles(subtitles).length === 0) throw new SubtitleParseError('no cues');
        } catch (error) {
          if (error instanceof SubtitleParseError) throw AppError.badRequest('videoTranslationSubtitlesInvalid');
          throw error;
        }
      }
      const can = recognisers(language);
      const engine = subtitles
        ? 'subtitles'
        : text && can.alignmentVoice
          ? 'alignment'
          : can.whisper
            ? 'whisper'
            : can.pocketsphinx
              ? 'pocketsphinx'
              : null;
      if (!engine) {
        throw AppError.badRequest('videoTranslationTranscriptRequired', { language: languageName(language, locale) });
      }
      const moved = await repo.advance(row.id, userId, ['confirmLanguage', 'editing'], {
        stage: 'transcribing',
        progress: 0,
        step: engine,
        sourceLanguage: language,
        transcriptEngine: engine,
        knownText: engine === 'alignment' ? text : null,
        knownSubtitles: subtitles,
        sentences: [],
        failReason: null,
        attempts: 0,
      });
      if (!moved) throw AppError.badRequest('videoTranslationNotEditable');
      try {
        await enqueue('videoTranslation.transcribe', moved);
      } catch (error) {
        await repo.update(row.id, { stage: row.stage, sentences: row.sentences, step: null });
        throw error;
      }
      return moved;
    },

    /** The user's corrections of the transcript and of the translation; the timing stays the recognised one. */
    async saveSentences(userId: number, input: SaveSentencesInput): Promise<VideoTranslationRow> {
      const row = await inStage(userId, input.id, ['editing']);
      const sentences = row.sentences.map((sentence) => ({ ...sentence }));
      for (const edit of input.sentences) {
        const sentence = sentences[edit.index];
        if (!sentence) throw AppError.badRequest('videoTranslationSentenceUnknown', { index: edit.index + 1 });
        sentence.source = edit.source.trim();
        sentence.text = edit.text.trim();
      }
      const saved = await repo.advance(row.id, userId, ['editing'], { sentences });
      if (!saved) throw AppError.badRequest('videoTranslationNotEditable');
      return saved;
    },

    /** Translates every sentence into the target language, replacing earlier drafts of the translation. */
    async translate(
      userId: number,
      input: { id: number; targetLanguage: string },
      locale: TLocale,
    ): Promise<VideoTranslationRow> {
      const row = await inStage(userId, input.id, ['editing']);
      const target = translationLanguageOf(input.targetLanguage);
      const result = await translation.translate(
        { sentences: row.sentences.map((sentence) => sentence.source), from: row.sourceLanguage!, to: target },
        locale,
      );
      const sentences: TTranslationSentenceRow[] = row.sentences.map((sentence, index) => ({
        ...sentence,
        text: result.sentences[index]?.text ?? '',
      }));
      const saved = await repo.advance(row.id, userId, ['editing'], { sentences, targetLanguage: target });
      if (!saved) throw AppError.badRequest('videoTranslationNotEditable');
      return saved;
    },

    async quote(userId: number, input: SubmitInput): Promise<TVideoTranslationQuote> {
      const row = await owned(userId, input.id);
      const price = videoTranslationCostFor(row.durationSec);
      const [quote, { available }, processing, user] = await Promise.all([
        charges.quote(userId, 'videoTranslation', price),
        ledger.position(userId),
        repo.countPending(userId),
        users.byId(userId),
      ]);
      if (!user) throw AppError.sessionExpired();
      const translated = Boolean(row.targetLanguage) && row.sentences.every((sentence) => isSpeakable(sentence.text));
      const blockedBy = !translated
        ? 'notTranslated'
        : processing >= benefitsOf(user).concurrentVideoTasks
          ? 'busy'
          : available < quote.cost
            ? 'balance'
            : null;
      return {
        canSubmit: blockedBy === null,
        blockedBy,
        durationSec: row.durationSec,
        minutes: price / videoTranslationCostFor(1),
        cost: quote.cost,
        price: quote.price,
        isTrial: quote.isTrial,
        freeUses: quote.freeUses,
        balance: available,
      };
    },

    /**
     * Holds the K-coins and queues the render, in one admission: the plan's renders at once, the hold and the move
     * from editing to rendering are one decision, so two submissions of one task hold once.
     */
    async submit(userId: number, input: SubmitInput, locale: TLocale): Promise<VideoTranslationRow> {
      const row = await inStage(userId, input.id, ['editing']);
      assertTranslated(row);
      if (input.voice.mode === 'library') await checkVoice(userId, input.voice.voiceId, row.targetLanguage!, locale);
      const chargeRef = `videoTranslation:${randomBytes(8).toString('hex')}`;
      const submitted = await admission.admit({
        userId,
        feature: 'videoTranslation',
        price: videoTranslationCostFor(row.durationSec),
        chargeRef,
        limits: [rendersAtOnce],
        write: async (tx, charge) => {
          const moved = await repo.advance(
            row.id,
            userId,
            ['editing'],
            {
              stage: 'rendering',
              status: TaskStatus.Queued,
              progress: 0,
              step: null,
              voice: input.voice,
              subtitles: input.subtitles,
              lipSync: input.lipSync,
              ...(input.taskName ? { taskName: input.taskName } : {}),
              costKcoins: charge.cost,
              holdId: charge.holdId,
              isTrial: charge.isTrial,
              chargeRef,
              failReason: null,
              attempts: 0,
            },
            tx,
          );
          // Rolls the hold back with the transaction: the task was submitted or changed by another request.
          if (!moved) throw AppError.badRequest('videoTranslationNotEditable');
          return moved;
        },
      });
      try {
        await queue.send('videoTranslation.render', { taskId: submitted.id }, { singletonKey: chargeRef });
      } catch (error) {
        await repo.update(submitted.id, { stage: 'editing', status: null, holdId: null, chargeRef: null });
        await charges.release(
          userId,
          { holdId: submitted.holdId, feature: 'videoTranslation', isTrial: submitted.isTrial },
          chargeRef,
        );
        throw error;
      }
      return submitted;
    },

    /** A finished task's sentence with a new text or voice: only it is spoken again, and nothing is charged. */
    async regenerateSentence(userId: number, input: RegenerateInput, locale: TLocale): Promise<VideoTranslationRow> {
      const row = await inStage(userId, input.id, ['finished']);
      const sentence = row.sentences[input.index];
      if (!sentence) throw AppError.badRequest('videoTranslationSentenceUnknown', { index: input.index + 1 });
      if (input.voiceId) await checkVoice(userId, input.voiceId, row.targetLanguage!, locale);
      if (input.text !== undefined && !isSpeakable(input.text))
        throw AppError.badRequest('videoTranslationSentenceEmpty');
      const sentences = row.sentences.map((each, index) =>
        index === input.index
          ? {
              ...each,
              text: input.text ?? each.text,
              voiceId: input.voiceId === undefined ? each.voiceId : input.voiceId,
            }
          : each,
      );
      const chargeRef = `videoTranslation:regenerate:${randomBytes(8).toString('hex')}`;
      const moved = await repo.advance(row.id, userId, ['finished'], {
        stage: 'rendering',
        status: TaskStatus.Queued,
        progress: 0,
        step: null,
        sentences,
        failReason: null,
        attempts: 0,
      });
      if (!moved) throw AppError.badRequest('videoTranslationNotEditable');
      try {
        await queue.send('videoTranslation.render', { taskId: moved.id }, { singletonKey: chargeRef });
      } catch (error) {
        await repo.update(row.id, { stage: 'finished', status: TaskStatus.Finished, sentences: row.sentences });
        throw error;
      }
      return moved;
    },

    async list(userId: number, current: number, size: number, ids?: number[]): Promise<TPage<VideoTranslationRow>> {
      const { rows, total } = await repo.page(userId, (current - 1) * size, size, ids);
      return { records: rows, total, current, size };
    },

    detail: owned,

    /** Deleting a task that is being rendered gives its K-coins back; the worker then stores nothing. */
    async delete(userId: number, ids: number[]) {
      const removed = await repo.softDelete(ids, userId);
      if (removed.length === 0) throw new AppError(ResultCode.NotFound, 'videoTranslationNotFound');
      for (const row of removed) {
        if (row.stage === 'rendering' && row.holdId !== null && row.chargeRef) {
          await charges.release(
            userId,
            { holdId: row.holdId, feature: 'videoTranslation', isTrial: row.isTrial },
            row.chargeRef,
          );
        }
        await removeWorkFiles(row);
      }
    },
  };
}
export type VideoTranslationService = ReturnType<typeof createVideoTranslationService>;
