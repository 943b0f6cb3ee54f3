import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TMessageKey } from '@orator/contracts';
import {
  alignText,
  alignmentVoiceId,
  decodeWav,
  parseSubtitles,
  sentencesFromCues,
  sentencesFromSubtitles,
  transcribeEnglish,
  transcribeWithWhisper,
  translationLanguageOf,
  type TextCue,
} from '@orator/media';
import type { TTranslationSentenceRow } from '../../db/schema/index';
import type { AppContext } from '../../platform/context';
import { copyToFile } from '../../platform/storage/local-copy';
import { servicesFor, type Services } from '../services';
import type { VideoTranslationRepo, VideoTranslationRow } from './video-translation.repo';

/** Runs of one transcription before it is given up (a killed worker counts as a run). */
export const MAX_TRANSCRIBE_ATTEMPTS = 3;

/**
 * Makes the timed sentences of the transcript with the engine chosen when the language was confirmed: the user's
 * subtitles as they are, the user's text aligned to the speech, pocketsphinx, or Whisper. Free; a failure sends the
 * user back to the language step with the reason, to try again or to paste the words.
 */
export async function transcribeTranslationVideo({ taskId }: { taskId: number }, ctx: AppContext): Promise<void> {
  const services = servicesFor(ctx);
  const repo = services.videoTranslationRepo;
  const task = await repo.byId(taskId);
  if (!task || task.deletedAt || task.stage !== 'transcribing') return;
  const attempts = task.attempts + 1;
  await repo.update(taskId, { attempts, progress: 10 });
  const workDir = await mkdtemp(path.join(os.tmpdir(), `orator-translation-transcribe-${taskId}-`));
  try {
    const sentences = (await recognise(task, ctx, services, workDir))
      .map((cue) => ({ ...cue, start: Math.max(0, cue.start), end: Math.min(task.durationSec, cue.end) }))
      .filter((cue) => cue.end > cue.start && cue.text.trim() !== '');
    if (sentences.length === 0) {
      await backToLanguage(repo, task, 'videoTranslationNoSpeech');
      return;
    }
    const rows: TTranslationSentenceRow[] = sentences.map((sentence) => ({
      start: sentence.start,
      end: sentence.end,
      source: sentence.text.trim(),
      text: '',
      voiceId: null,
      fit: null,
      speech: null,
    }));
    await repo.update(taskId, {
      stage: 'editing',
      progress: 100,
      step: null,
      sentences: rows,
      targetLanguage: null,
      failReason: null,
    });
  } catch (error) {
    ctx.log.error({ err: error, taskId, attempts }, 'video translation transcript failed');
    if (attempts < MAX_TRANSCRIBE_ATTEMPTS) throw error;
    await backToLanguage(repo, task, 'videoTranslationTranscribeFailed');
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function backToLanguage(repo: VideoTranslationRepo, task: VideoTranslationRow, reason: TMessageKey) {
  await repo.update(task.id, { stage: 'confirmLanguage', progress: 0, step: null, failReason: reason });
}

async function recognise(
  task: VideoTranslationRow,
  ctx: AppContext,
  { voices, subtitleSpeechEngine }: Services,
  workDir: string,
): Promise<TextCue[]> {
  if (task.transcriptEngine === 'subtitles') return sentencesFromSubtitles(parseSubtitles(task.knownSubtitles ?? ''));
  if (!task.audioKey) throw new Error(`task ${task.id} has no extracted soundtrack`);
  const wavPath = await copyToFile(ctx.storage, task.audioKey, path.join(workDir, 'speech.wav'));
  const { whisper, pocketsphinx } = ctx.config.speechToText;
  const language = task.sourceLanguage ?? 'en';
  if (task.transcriptEngine === 'whisper') {
    if (!whisper) throw new Error('the Whisper endpoint is no longer configured');
    return sentencesFromCues(await transcribeWithWhisper(wavPath, language, whisper));
  }
  const audio = decodeWav(await readFile(wavPath));
  if (task.transcriptEngine === 'pocketsphinx') return sentencesFromCues(await transcribeEnglish(audio, pocketsphinx));
  // Alignment reads the text with an offline voice of the language and matches the reading to the recording.
  const code = voices.languages().find((candidate) => translationLanguageOf(candidate.code) === language)?.code;
  const voiceId = code && alignmentVoiceId(code);
  if (!voiceId || !task.knownText) throw new Error(`task ${task.id} cannot be aligned: no voice or no text`);
  return sentencesFromCues(await alignText({ engine: subtitleSpeechEngine, voiceId, text: task.knownText, audio }));
}
