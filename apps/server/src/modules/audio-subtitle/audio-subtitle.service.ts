import path from 'node:path';
import {
  SUBTITLE_AUDIO,
  TaskStatus,
  type TPage,
  type TSubtitleFormat,
  type TSubtitleLanguage,
  type TLocale,
  type ZAudioToSubtitleRequest,
  type ZEditAudioToSubtitleRequest,
} from '@orator/contracts';
import {
  chooseRecognizer,
  formatSubtitles,
  InvalidPauseError,
  isSpeakable,
  parseScript,
  SUBTITLE_CONTENT_TYPE,
  supportedLanguages,
  type RecognitionCapabilities,
  type SubtitleLanguage,
} from '@orator/media';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { Queue } from '../../platform/queue';
import type { Storage } from '../../platform/storage/index';
import { withLocalCopy } from '../../platform/storage/local-copy';
import { checkToolAudio } from '../file/audio-input-check';
import type { FileRepo } from '../file/file.repo';
import type { AudioSubtitleRepo, AudioSubtitleRow } from './audio-subtitle.repo';
import { checkCues } from './subtitle-cues';

type SubmitInput = z.output<typeof ZAudioToSubtitleRequest>;
type EditInput = z.output<typeof ZEditAudioToSubtitleRequest>;

export interface AudioSubtitleServiceDeps {
  repo: AudioSubtitleRepo;
  files: FileRepo;
  storage: Storage;
  queue: Queue;
  /** What this installation can recognise, measured once at start-up. */
  capabilities: RecognitionCapabilities;
}

/**
 * Audio to subtitles (SPEC 7): checks the audio and the choice of engine before anything is queued, so
 * a request this installation cannot serve is refused at once rather than failing later. Free of charge.
 */
export function createAudioSubtitleService(deps: AudioSubtitleServiceDeps) {
  const { repo, files, storage, queue } = deps;
  const languages = supportedLanguages(deps.capabilities);
  const byCode = new Map(languages.map((language) => [language.code.toLowerCase(), language]));

  async function owned(userId: number, id: number) {
    const row = await repo.ownedBy(id, userId);
    if (!row) throw AppError.badRequest('subtitleTaskNotFound');
    return row;
  }

  async function finished(userId: number, id: number) {
    const row = await owned(userId, id);
    if (row.status !== TaskStatus.Finished) throw AppError.badRequest('subtitleNotReady');
    return row;
  }

  /** SPEC 5 audio rules on the stored bytes, with WAV and M4A allowed besides MP3. */
  async function checkAudio(userId: number, fileId: number) {
    const row = await files.ownedBy(fileId, userId);
    if (!row) throw AppError.badRequest('uploadAudioRequired');
    const info = await withLocalCopy(storage, row.storageKey, (filePath) =>
      checkToolAudio(filePath, SUBTITLE_AUDIO, {
        wrongFormat: 'subtitleAudioWrongFormat',
        silent: 'subtitleAudioSilent',
        tooSmall: 'audioUnreadable',
      }),
    );
    return { file: row, durationSec: info.durationSec };
  }

  return {
    languages(): TSubtitleLanguage[] {
      return languages.map(({ recognizers, ...language }) => ({ ...language, engines: recognizers }));
    },

    async submit(userId: number, input: SubmitInput, locale: TLocale): Promise<AudioSubtitleRow> {
      const language = byCode.get(input.language.toLowerCase());
      if (!language) throw AppError.badRequest('subtitleLanguageUnsupported');
      const text = input.text?.trim() || undefined;
      if (text) assertAlignable(text);
      const engine = chooseRecognizer(language, Boolean(text));
      if (!engine) throw AppError.badRequest('subtitleTextRequired', { language: languageName(language, locale) });
      const { file, durationSec } = await checkAudio(userId, input.fileId);
      const row = await repo.insert({
        ownerId: userId,
        taskName: input.taskName ?? (path.parse(file.fileName).name || file.fileName),
        status: TaskStatus.Queued,
        sourceFileId: file.id,
        language: language.code,
        knownText: text ?? null,
        engine,
        durationSec,
      });
      try {
        await queue.send('subtitle.extract', { taskId: row.id }, { singletonKey: `audio-subtitle:${row.id}` });
      } catch (error) {
        // A task no worker will ever pick up must not sit in the user's list as waiting.
        await repo.softDelete([row.id], userId);
        throw error;
      }
      return row;
    },

    result: owned,

    async list(userId: number, current: number, size: number, ids?: number[]): Promise<TPage<AudioSubtitleRow>> {
      const { rows, total } = await repo.page(userId, (current - 1) * size, size, ids);
      return { records: rows, total, current, size };
    },

    /** Saves the user's corrections; the SRT and VTT downloads are written from them from then on. */
    async edit(userId: number, input: EditInput) {
      const row = await finished(userId, input.id);
      const cues = checkCues(input.cues, row.durationSec);
      return (await repo.update(row.id, { cues, ...(input.taskName ? { taskName: input.taskName } : {}) }))!;
    },

    async delete(userId: number, ids: number[]) {
      await repo.softDelete(ids, userId);
    },

    async export(userId: number, id: number, format: TSubtitleFormat) {
      const row = await finished(userId, id);
      return {
        fileName: `${row.taskName}.${format}`,
        contentType: SUBTITLE_CONTENT_TYPE[format],
        body: formatSubtitles(row.cues ?? [], format),
      };
    },
  };
}
export type AudioSubtitleService = ReturnType<typeof createAudioSubtitleService>;

/** The text is read aloud to be aligned: it must say something, and its pause marks must be well formed. */
function assertAlignable(text: string) {
  if (!isSpeakable(text)) throw AppError.badRequest('subtitleTextUnspeakable');
  try {
    parseScript(text);
  } catch (error) {
    if (error instanceof InvalidPauseError) throw AppError.badRequest('pauseInvalid', { token: error.token });
    throw error;
  }
}

/** The language as the user calls it in their own language: 'japonês (Japão)', '日语（日本）'. */
function languageName(language: SubtitleLanguage, locale: TLocale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(language.code) ?? language.name;
  } catch {
    return language.name;
  }
}
