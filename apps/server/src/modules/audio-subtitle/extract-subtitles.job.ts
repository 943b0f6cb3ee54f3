import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SUBTITLE_AUDIO, TaskStatus, type TMessageKey } from '@orator/contracts';
import {
  alignText,
  alignmentVoiceId,
  decodeCapSec,
  decodeWav,
  ffmpeg,
  POCKETSPHINX_SAMPLE_RATE,
  transcribeEnglish,
  transcribeWithWhisper,
  type TextCue,
} from '@orator/media';
import type { AppContext } from '../../platform/context';
import { copyToFile } from '../../platform/storage/local-copy';
import { servicesFor, type Services } from '../services';
import type { AudioSubtitleRepo, AudioSubtitleRow } from './audio-subtitle.repo';

/** Runs of one extraction before it is given up as failed (a killed worker counts as a run). */
export const MAX_EXTRACT_ATTEMPTS = 3;

/**
 * Makes the subtitles of one task with the engine chosen at submission: alignment of the known text,
 * pocketsphinx, or the Whisper endpoint. A recording in which nothing was recognised fails at once with
 * that reason; other failures are retried, then reported. Nothing is charged either way.
 */
export async function extractSubtitles({ taskId }: { taskId: number }, ctx: AppContext): Promise<void> {
  const services = servicesFor(ctx);
  const repo = services.audioSubtitleRepo;
  const task = await repo.byId(taskId);
  if (!task || task.deletedAt || task.status === TaskStatus.Finished || task.status === TaskStatus.Failed) return;
  const attempts = task.attempts + 1;
  await repo.update(taskId, { status: TaskStatus.Processing, attempts, progress: 10 });
  const workDir = await mkdtemp(path.join(os.tmpdir(), `orator-subtitle-${taskId}-`));
  try {
    const cues = await recognise(task, ctx, services, workDir);
    if (cues.length === 0) {
      await fail(repo, task, 'subtitleNoSpeechFound');
      return;
    }
    await repo.update(taskId, { status: TaskStatus.Finished, progress: 100, cues, finishedAt: new Date() });
  } catch (error) {
    ctx.log.error({ err: error, taskId, attempts }, 'subtitle extraction failed');
    if (attempts < MAX_EXTRACT_ATTEMPTS) throw error;
    await fail(repo, task, 'subtitleExtractFailed');
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function fail(repo: AudioSubtitleRepo, task: AudioSubtitleRow, reason: TMessageKey) {
  await repo.update(task.id, { status: TaskStatus.Failed, failReason: reason, finishedAt: new Date() });
}

/** Far longer than ten minutes of audio takes any engine: a task untouched this long lost its worker. */
const STALLED_AFTER_MS = 60 * 60 * 1000;

/** A worker killed on its last attempt leaves its task processing for ever; this reports such tasks as failed. */
export async function failStalledSubtitles(_data: Record<string, never>, ctx: AppContext): Promise<void> {
  const repo = servicesFor(ctx).audioSubtitleRepo;
  for (const task of await repo.stalled(new Date(Date.now() - STALLED_AFTER_MS))) {
    await fail(repo, task, 'subtitleExtractFailed');
  }
}

async function recognise(
  task: AudioSubtitleRow,
  ctx: AppContext,
  { fileRepo, audioSubtitleRepo, subtitleSpeechEngine }: Services,
  workDir: string,
): Promise<TextCue[]> {
  const file = await fileRepo.byId(task.sourceFileId);
  if (!file) throw new Error(`audio file ${task.sourceFileId} is gone`);
  const sourcePath = await copyToFile(
    ctx.storage,
    file.storageKey,
    path.join(workDir, `source${extensionOf(file.mimeType)}`),
  );
  const { whisper, pocketsphinx } = ctx.config.speechToText;
  if (task.engine === 'whisper') {
    if (!whisper) throw new Error('the Whisper endpoint is no longer configured');
    return transcribeWithWhisper(sourcePath, task.language, whisper);
  }
  // Both offline engines read 16 kHz mono: pocketsphinx's model was trained on it, and it is plenty for MFCCs.
  const wavPath = path.join(workDir, 'speech.wav');
  await ffmpeg([
    '-t',
    String(decodeCapSec(SUBTITLE_AUDIO.maxSec)),
    '-i',
    sourcePath,
    '-vn',
    '-ac',
    '1',
    '-ar',
    String(POCKETSPHINX_SAMPLE_RATE),
    '-c:a',
    'pcm_s16le',
    wavPath,
  ]);
  const audio = decodeWav(await readFile(wavPath));
  await audioSubtitleRepo.update(task.id, { progress: 30 });
  if (task.engine === 'pocketsphinx') return transcribeEnglish(audio, pocketsphinx);
  const voiceId = alignmentVoiceId(task.language);
  if (!voiceId || !task.knownText) throw new Error(`task ${task.id} cannot be aligned: no voice or no text`);
  return alignText({ engine: subtitleSpeechEngine, voiceId, text: task.knownText, audio });
}

function extensionOf(mimeType: string): string {
  if (mimeType === 'audio/mpeg') return '.mp3';
  if (mimeType.includes('wav')) return '.wav';
  if (mimeType.includes('mp4') || mimeType.includes('m4a')) return '.m4a';
  return '';
}
