import {
  downloadUrl,
  messages,
  translate,
  type TLanguageGuess,
  type TLocale,
  type TMessageKey,
  type TVideoTranslationStage,
  type TVideoTranslationTask,
} from '@orator/contracts';
import type { VideoTranslationRow } from './video-translation.repo';

const NOT_YET: TLanguageGuess = { language: null, confidence: 0, engine: 'none', ready: false };

/** A video translation as the API shows it: its sentences, download links, the failure in the reader's language. */
export function toVideoTranslationTask(row: VideoTranslationRow, locale: TLocale): TVideoTranslationTask {
  const named = (id: number | null, suffix: string) => (id ? downloadUrl(id, `${row.taskName}${suffix}`) : null);
  return {
    id: row.id,
    taskName: row.taskName,
    stage: row.stage as TVideoTranslationStage,
    taskStatusTypeId: row.status,
    progress: row.progress,
    step: row.step,
    durationSec: row.durationSec,
    width: row.width,
    height: row.height,
    sourceLanguage: row.sourceLanguage,
    targetLanguage: row.targetLanguage,
    detected: row.detected ?? NOT_YET,
    transcriptEngine: row.transcriptEngine,
    sentences: row.sentences.map((sentence, index) => ({
      index,
      start: sentence.start,
      end: sentence.end,
      source: sentence.source,
      text: sentence.text,
      voiceId: sentence.voiceId,
      fit: sentence.fit,
    })),
    voice: row.voice,
    subtitles: row.subtitles,
    lipSync: row.lipSync,
    sourceVideoUrl: downloadUrl(row.sourceFileId),
    videoUrl: named(row.videoFileId, `.${row.targetLanguage ?? 'translated'}.mp4`),
    videoFileId: row.videoFileId,
    coverUrl: row.coverFileId ? downloadUrl(row.coverFileId) : null,
    sourceSrtUrl: named(row.sourceSrtFileId, `.${row.sourceLanguage ?? 'source'}.srt`),
    targetSrtUrl: named(row.targetSrtFileId, `.${row.targetLanguage ?? 'target'}.srt`),
    costKcoins: row.costKcoins,
    isFreeUse: row.isTrial,
    failReason: row.failReason && translate(failureKey(row.failReason), locale),
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

/** Failures are stored as message keys; one not in the catalogue reads as the render failure. */
function failureKey(stored: string): TMessageKey {
  return Object.hasOwn(messages, stored) ? (stored as TMessageKey) : 'videoTranslationFailed';
}
