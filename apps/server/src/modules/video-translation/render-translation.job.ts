import { createReadStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FileSource, TaskStatus, videoTranslationCostFor, type TSentenceFit } from '@orator/contracts';
import {
  createHttpLipSyncEngine,
  createHttpSeparationEngine,
  createOfflineSeparationEngine,
  decodeWav,
  encodeWav,
  ffmpeg,
  fitSpeechToSlots,
  formatSubtitles,
  planSentenceFit,
  renderTranslatedVideo,
  resample,
  type FaceTrack,
  type Pcm,
  type VoiceSeparationEngine,
} from '@orator/media';
import type { TTranslationRenderCache, TTranslationSentenceRow } from '../../db/schema/index';
import { isDeletedSince } from '../../jobs/deleted-since';
import type { AppContext } from '../../platform/context';
import { copyToFile } from '../../platform/storage/local-copy';
import { servicesFor, type Services } from '../services';
import { createProgressWriter } from '../task-events/progress-writer';
import { speakerFaces } from './speaker-faces.job';
import { cloneSpeaker, sentenceSpeaker, speechDigest, TASK_VOICE, type SentenceSpeaker } from './speaker-voice';
import type { VideoTranslationRow } from './video-translation.repo';
import { workKeys } from './work-keys';

/** Runs of one render before it is given up (a killed worker counts as a run). */
export const MAX_RENDER_ATTEMPTS = 3;
/** Where each step's progress begins, in percent: the page names the step the task is in. */
const STEP_START = { voice: 1, speaking: 8, sound: 30, faces: 38, composing: 50, saving: 95 } as const;

/**
 * Makes the translated video: the speaker's voice (cloned from the video, or the chosen voice) speaks each
 * sentence, fitted into its source time; the original voice is taken out of the soundtrack and the new speech laid
 * over what is left; the speaker's mouth is redrawn to the new speech where they talk; subtitles are burned in as
 * chosen; the MP4 and the SRT files are stored. What an earlier render made and is still right (the clone, the
 * sound bed, the faces, each unchanged sentence's speech) is reused, so regenerating one sentence speaks only it.
 * The K-coins held at submission are captured once, when the first render is stored; they come back if it fails.
 */
export async function renderTranslation({ taskId }: { taskId: number }, ctx: AppContext): Promise<void> {
  const services = servicesFor(ctx);
  const repo = services.videoTranslationRepo;
  const task = await repo.byId(taskId);
  if (!task || task.deletedAt || task.stage !== 'rendering') return;
  const attempts = task.attempts + 1;
  await repo.update(taskId, { status: TaskStatus.Processing, attempts, progress: STEP_START.voice, step: 'voice' });
  const workDir = await mkdtemp(path.join(os.tmpdir(), `orator-translation-render-${taskId}-`));
  const progress = createProgressWriter((value) => repo.update(taskId, { progress: value }), { from: 0, step: 2 });
  const step = async (name: keyof typeof STEP_START) => {
    await progress.settled();
    await repo.update(taskId, { step: name, progress: STEP_START[name] });
  };
  try {
    const cache: TTranslationRenderCache = { ...task.renderCache };
    const file = await services.fileRepo.byId(task.sourceFileId);
    if (!file || !task.audioKey) throw new Error(`task ${taskId} lost its source video or soundtrack`);
    const sourcePath = await copyToFile(ctx.storage, file.storageKey, path.join(workDir, 'source'));
    const soundtrack = decodeWav(
      await readFile(await copyToFile(ctx.storage, task.audioKey, path.join(workDir, 'soundtrack.wav'))),
    );

    // The sound bed depends on the source alone: it is made on other threads while the speech is made here.
    const bed = soundBed(task, cache, sourcePath, workDir, ctx);
    bed.catch(() => undefined);
    const speaker = await speakerFor(task, cache, soundtrack, services);
    await step('speaking');
    const sentences = task.sentences.map((sentence) => ({ ...sentence }));
    const pieces: Pcm[] = [];
    for (const [index, sentence] of sentences.entries()) {
      const spoken = await sentenceSpeech(task, sentence, index, speaker, ctx, workDir);
      sentence.speech = spoken.entry;
      pieces.push(spoken.pcm);
      progress.report(
        STEP_START.speaking +
          Math.floor(((index + 1) / sentences.length) * (STEP_START.sound - STEP_START.speaking - 1)),
      );
    }
    const rate = pieces[0]!.sampleRate;
    const sameRate = pieces.map((piece) => resample(piece, rate));
    const plan = planSentenceFit(
      sentences,
      sameRate.map((piece) => piece.samples.length / rate),
      { videoSec: task.durationSec },
    );
    const speech = await fitSpeechToSlots(sameRate, plan, task.durationSec);
    plan.forEach((fit, index) => {
      sentences[index]!.fit = fitOf(fit);
    });

    await step('sound');
    const backgroundPath = await bed;

    await step('faces');
    let videoPath = sourcePath;
    let faces: FaceTrack | null = null;
    if (task.lipSync && ctx.config.lipSyncEngine) {
      // A neural lip-sync server redraws the whole face from the new speech; the render then only mixes and titles.
      const speechPath = path.join(workDir, 'speech.wav');
      await writeFile(speechPath, encodeWav(speech));
      videoPath = path.join(workDir, 'lipsynced.mp4');
      await createHttpLipSyncEngine(ctx.config.lipSyncEngine).lipSync({
        facePath: await asMp4(sourcePath, path.join(workDir, 'face.mp4')),
        audioPath: speechPath,
        fps: task.fps,
        outPath: videoPath,
      });
    } else if (task.lipSync) {
      faces = await faceTrack(task, cache, sourcePath, ctx);
    }

    await step('composing');
    const outPath = path.join(workDir, 'translated.mp4');
    const coverPath = path.join(workDir, 'cover.jpg');
    await renderTranslatedVideo({
      sourcePath: videoPath,
      outPath,
      coverPath,
      durationSec: task.durationSec,
      speech,
      backgroundPath,
      faces,
      talkWindows: plan.map(({ start, end }) => ({ start, end })),
      subtitles: subtitleLines(task, sentences),
      maxRows: 1080,
      onProgress: (fraction) =>
        progress.report(STEP_START.composing + Math.floor(fraction * (STEP_START.saving - STEP_START.composing - 1))),
    });
    await progress.settled();
    // Deleted while it was made: the deletion gave the K-coins back, so nothing is stored or charged.
    if (await isDeletedSince(repo, taskId)) return;

    await step('saving');
    const stored = await storeOutputs(task, sentences, outPath, coverPath, services);
    // The first render is charged for the source's started minutes; a regenerated sentence costs nothing.
    const charged =
      task.holdId !== null
        ? await services.charges.capture(
            { holdId: task.holdId },
            videoTranslationCostFor(task.durationSec),
            task.taskName,
          )
        : task.costKcoins;
    await repo.update(taskId, {
      stage: 'finished',
      status: TaskStatus.Finished,
      progress: 100,
      step: null,
      sentences,
      renderCache: cache,
      ...stored,
      costKcoins: charged,
      holdId: null,
      failReason: null,
      finishedAt: new Date(),
    });
  } catch (error) {
    ctx.log.error({ err: error, taskId, attempts }, 'video translation render failed');
    if (attempts < MAX_RENDER_ATTEMPTS) throw error;
    await failTranslation(task, services);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** The task's voice: the clone made once from the video's speech (kept for later renders), or the chosen voice. */
async function speakerFor(
  task: VideoTranslationRow,
  cache: TTranslationRenderCache,
  soundtrack: Pcm,
  { voices, cloneEngine }: Services,
): Promise<SentenceSpeaker> {
  if (task.voice?.mode === 'library') return sentenceSpeaker(voices.engine, { voiceId: task.voice.voiceId });
  cache.cloneProfile ??= await cloneSpeaker(cloneEngine, soundtrack, task.sentences, task.targetLanguage!);
  return sentenceSpeaker(voices.engine, { clone: cloneEngine, profile: cache.cloneProfile });
}

/** A sentence's speech from storage when it was spoken before with the same words and voice, else spoken now. */
async function sentenceSpeech(
  task: VideoTranslationRow,
  sentence: TTranslationSentenceRow,
  index: number,
  speaker: SentenceSpeaker,
  ctx: AppContext,
  workDir: string,
): Promise<{ pcm: Pcm; entry: NonNullable<TTranslationSentenceRow['speech']> }> {
  const voiceKey = speaker.voiceKey(sentence);
  const taskVoice = task.voice?.mode === 'library' ? task.voice.voiceId : 'clone';
  const key = workKeys(task).sentence(index, speechDigest(sentence.text, voiceKey, taskVoice));
  if (sentence.speech?.key === key) {
    const pcm = decodeWav(
      await readFile(await copyToFile(ctx.storage, key, path.join(workDir, `sentence-${index}.wav`))),
    );
    return { pcm, entry: sentence.speech };
  }
  const pcm = await speaker.speak(sentence);
  await ctx.storage.put(key, encodeWav(pcm), 'audio/wav');
  return {
    pcm,
    entry: {
      key,
      text: sentence.text,
      voiceId: voiceKey === TASK_VOICE ? TASK_VOICE : voiceKey,
      sec: pcm.samples.length / pcm.sampleRate,
    },
  };
}

/** The source's sound without the speaker, from an earlier render or made now; kept for later renders. */
async function soundBed(
  task: VideoTranslationRow,
  cache: TTranslationRenderCache,
  sourcePath: string,
  workDir: string,
  ctx: AppContext,
): Promise<string> {
  const backgroundPath = path.join(workDir, 'background.wav');
  if (cache.backgroundKey) return copyToFile(ctx.storage, cache.backgroundKey, backgroundPath);
  await separatedBackground(separationEngine(ctx), sourcePath, task.sentences, workDir, backgroundPath);
  const key = workKeys(task).background;
  await ctx.storage.put(key, createReadStream(backgroundPath), 'audio/wav');
  cache.backgroundKey = key;
  return backgroundPath;
}

function separationEngine(ctx: AppContext): VoiceSeparationEngine {
  const remote = ctx.config.separationEngine;
  return remote ? createHttpSeparationEngine(remote) : createOfflineSeparationEngine();
}

/**
 * The source's soundtrack at full quality without the speaker: the bed the translated speech is laid over. The
 * engines are given it as WAV, which a separation server takes whatever the video's container.
 */
async function separatedBackground(
  engine: VoiceSeparationEngine,
  sourcePath: string,
  sentences: readonly { start: number; end: number }[],
  workDir: string,
  backgroundPath: string,
) {
  const stemsDir = path.join(workDir, 'stems');
  await mkdir(stemsDir);
  const soundtrackPath = path.join(workDir, 'soundtrack-full.wav');
  await ffmpeg(['-i', sourcePath, '-map', '0:a:0', '-vn', '-c:a', 'pcm_s16le', soundtrackPath]);
  const result = await engine.separate({ inputPath: soundtrackPath, outDir: stemsDir, speechSpans: sentences });
  await copyFile(result.backgroundPath, backgroundPath);
}

/**
 * The source as the MP4 the lip-sync protocol takes: a QuickTime upload's streams moved into MP4 as they are, or,
 * when MP4 cannot hold them (ProRes and the like), its picture made H.264.
 */
async function asMp4(sourcePath: string, mp4Path: string): Promise<string> {
  const streams = ['-i', sourcePath, '-map', '0:v:0', '-map', '0:a:0?'];
  await ffmpeg([...streams, '-c', 'copy', '-f', 'mp4', mp4Path]).catch(() =>
    ffmpeg([...streams, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-c:a', 'aac', '-f', 'mp4', mp4Path]),
  );
  return mp4Path;
}

/** The speaker's face through the video: usually tracked while the user edited, else now; kept for regenerations. */
async function faceTrack(
  task: VideoTranslationRow,
  cache: TTranslationRenderCache,
  sourcePath: string,
  ctx: AppContext,
): Promise<FaceTrack> {
  const track = await speakerFaces(task, sourcePath, ctx);
  cache.facesKey = workKeys(task).faces;
  return track;
}

function fitOf(fit: ReturnType<typeof planSentenceFit>[number]): TSentenceFit {
  return { status: fit.status, tempo: fit.tempo, overflowSec: fit.overflowSec, start: fit.start, end: fit.end };
}

/** The burned-in lines the user chose: the source where it was said, the translation where it is now said. */
function subtitleLines(task: VideoTranslationRow, sentences: readonly TTranslationSentenceRow[]) {
  if (task.subtitles === 'none') return null;
  const lines = [];
  if (task.subtitles === 'source' || task.subtitles === 'both') {
    lines.push(...sentences.map((s) => ({ start: s.start, end: s.end, text: s.source, role: 'source' as const })));
  }
  if (task.subtitles === 'target' || task.subtitles === 'both') {
    lines.push(
      ...sentences.map((s) => ({
        start: s.fit?.start ?? s.start,
        end: s.fit?.end ?? s.end,
        text: s.text,
        role: 'target' as const,
      })),
    );
  }
  return { lines };
}

/** Stores the video, its cover and both SRT files as the owner's files. */
async function storeOutputs(
  task: VideoTranslationRow,
  sentences: readonly TTranslationSentenceRow[],
  outPath: string,
  coverPath: string,
  { files }: Services,
) {
  const name = task.taskName;
  const source = sentences.map((s) => ({ start: s.start, end: s.end, text: s.source }));
  const target = sentences.map((s) => ({ start: s.fit?.start ?? s.start, end: s.fit?.end ?? s.end, text: s.text }));
  const srt = (cues: typeof source, language: string | null) =>
    files.storeGenerated(task.ownerId, {
      fileName: `${name}.${language ?? 'subtitles'}.srt`,
      mimeType: 'application/x-subrip',
      ext: 'srt',
      body: Buffer.from(formatSubtitles(cues, 'srt')),
    });
  const [video, cover, sourceSrt, targetSrt] = await Promise.all([
    files.storeFromDisk(task.ownerId, {
      filePath: outPath,
      fileName: `${name}.${task.targetLanguage ?? 'translated'}.mp4`,
      mimeType: 'video/mp4',
      ext: 'mp4',
      source: FileSource.Generated,
    }),
    files.storeGenerated(task.ownerId, {
      fileName: `${name}.jpg`,
      mimeType: 'image/jpeg',
      ext: 'jpg',
      body: await readFile(coverPath),
    }),
    srt(source, task.sourceLanguage),
    srt(target, task.targetLanguage),
  ]);
  return {
    videoFileId: video.id,
    coverFileId: cover.id,
    sourceSrtFileId: sourceSrt.id,
    targetSrtFileId: targetSrt.id,
  };
}

/**
 * Gives up on a render. A first render fails and its K-coins come back; a regeneration leaves the finished video as
 * it was, its sentences saying again what the video says.
 */
export async function failTranslation(
  task: VideoTranslationRow,
  { videoTranslationRepo: repo, charges }: Pick<Services, 'videoTranslationRepo' | 'charges'>,
) {
  if (task.videoFileId !== null) {
    await repo.update(task.id, {
      stage: 'finished',
      status: TaskStatus.Finished,
      progress: 100,
      step: null,
      failReason: 'videoTranslationRegenerateFailed',
      sentences: task.sentences.map((sentence) =>
        sentence.speech
          ? {
              ...sentence,
              text: sentence.speech.text,
              voiceId: sentence.speech.voiceId === TASK_VOICE ? null : sentence.speech.voiceId,
            }
          : sentence,
      ),
    });
    return;
  }
  await repo.update(task.id, {
    stage: 'failed',
    status: TaskStatus.Failed,
    step: null,
    failReason: 'videoTranslationFailed',
    finishedAt: new Date(),
  });
  if (task.holdId !== null && task.chargeRef) {
    await charges.release(
      task.ownerId,
      { holdId: task.holdId, feature: 'videoTranslation', isTrial: task.isTrial },
      task.chargeRef,
    );
  }
}

/** Longer than any step goes without progress: a task still working after this lost its worker. */
const STALLED_AFTER_MS = 60 * 60 * 1000;

/**
 * A worker killed on its last attempt leaves a task working for ever: an analysis or transcript goes back a step
 * with the reason, a render fails and gives its K-coins back.
 */
export async function failStalledTranslations(_data: Record<string, never>, ctx: AppContext): Promise<void> {
  const services = servicesFor(ctx);
  const repo = services.videoTranslationRepo;
  for (const task of await repo.stalled(new Date(Date.now() - STALLED_AFTER_MS))) {
    if (task.stage === 'rendering') await failTranslation(task, services);
    else if (task.stage === 'transcribing') {
      await repo.update(task.id, {
        stage: 'confirmLanguage',
        step: null,
        failReason: 'videoTranslationTranscribeFailed',
      });
    } else {
      await repo.update(task.id, { stage: 'failed', failReason: 'videoTranslationUnreadable', finishedAt: new Date() });
    }
  }
}
