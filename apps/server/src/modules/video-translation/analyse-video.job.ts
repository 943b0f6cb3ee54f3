import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { VIDEO_TRANSLATION_LIMITS, type TLanguageGuess } from '@orator/contracts';
import { decodeCapSec, detectLanguageWithWhisper, ffmpeg, POCKETSPHINX_SAMPLE_RATE } from '@orator/media';
import type { AppContext } from '../../platform/context';
import { copyToFile } from '../../platform/storage/local-copy';
import { servicesFor } from '../services';
import { audioTrackLanguage } from './source-language';
import { workKeys } from './work-keys';

/** Runs of one analysis before it is given up (a killed worker counts as a run). */
export const MAX_ANALYSE_ATTEMPTS = 3;
/** Whisper hears the language in the first half minute as well as in the whole. */
const DETECT_SEC = 30;
/** How sure each source of the guess is: Whisper listens; a track tag is what the camera or editor was set to. */
const WHISPER_CONFIDENCE = 0.9;
const TAG_CONFIDENCE = 0.5;

/**
 * Extracts the soundtrack once, as the 16 kHz mono WAV every speech engine reads, and proposes the language spoken:
 * Whisper's when a Whisper endpoint is configured, else the audio track's language tag. Offline the installation
 * cannot tell languages apart by ear (docs/video-translation.md says why), so without either the user chooses.
 */
export async function analyseTranslationVideo({ taskId }: { taskId: number }, ctx: AppContext): Promise<void> {
  const { videoTranslationRepo: repo, fileRepo } = servicesFor(ctx);
  const task = await repo.byId(taskId);
  if (!task || task.deletedAt || task.stage !== 'analysing') return;
  const attempts = task.attempts + 1;
  await repo.update(taskId, { attempts, progress: 10, step: 'audio' });
  const workDir = await mkdtemp(path.join(os.tmpdir(), `orator-translation-analyse-${taskId}-`));
  try {
    const file = await fileRepo.byId(task.sourceFileId);
    if (!file) throw new Error(`video file ${task.sourceFileId} is gone`);
    const sourcePath = await copyToFile(ctx.storage, file.storageKey, path.join(workDir, 'source'));
    const wavPath = path.join(workDir, 'speech.wav');
    await ffmpeg([
      ...['-t', String(decodeCapSec(VIDEO_TRANSLATION_LIMITS.maxSec)), '-i', sourcePath],
      ...['-vn', '-ac', '1', '-ar', String(POCKETSPHINX_SAMPLE_RATE), '-c:a', 'pcm_s16le', wavPath],
    ]);
    const audioKey = workKeys(task).speech;
    await ctx.storage.put(audioKey, createReadStream(wavPath), 'audio/wav');
    await repo.update(taskId, { progress: 60, step: 'language', audioKey });
    const detected = await guessLanguage(ctx, sourcePath, wavPath, workDir);
    await repo.update(taskId, { stage: 'confirmLanguage', progress: 100, step: null, detected, failReason: null });
    await ctx.queue.send('videoTranslation.faces', { taskId }, { singletonKey: `videoTranslation.faces:${taskId}` });
  } catch (error) {
    ctx.log.error({ err: error, taskId, attempts }, 'video translation analysis failed');
    if (attempts < MAX_ANALYSE_ATTEMPTS) throw error;
    await repo.update(taskId, { stage: 'failed', failReason: 'videoTranslationUnreadable', finishedAt: new Date() });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function guessLanguage(
  ctx: AppContext,
  sourcePath: string,
  wavPath: string,
  workDir: string,
): Promise<TLanguageGuess> {
  const { whisper } = ctx.config.speechToText;
  if (whisper) {
    const clipPath = path.join(workDir, 'opening.wav');
    await ffmpeg(['-t', String(DETECT_SEC), '-i', wavPath, '-c:a', 'copy', clipPath]);
    const language = await detectLanguageWithWhisper(clipPath, whisper).catch((error: unknown) => {
      // A proposal is a convenience: the user picks the language anyway when Whisper cannot say.
      ctx.log.warn({ err: error }, 'Whisper did not detect the language');
      return null;
    });
    if (language) return { language, confidence: WHISPER_CONFIDENCE, engine: 'whisper', ready: true };
  }
  const tagged = await audioTrackLanguage(sourcePath).catch(() => null);
  if (tagged) return { language: tagged, confidence: TAG_CONFIDENCE, engine: 'metadata', ready: true };
  return { language: null, confidence: 0, engine: 'none', ready: true };
}
