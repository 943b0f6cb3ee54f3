import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TaskStageStart, TaskStatus, dubbingCostFor } from '@orator/contracts';
import { renderDubbing, TtsError } from '@orator/media';
import type { AppContext } from '../../platform/context';
import { isDeletedSince } from '../../jobs/deleted-since';
import { servicesFor, type Services } from '../services';
import { createProgressWriter } from '../task-events/progress-writer';
import type { DubbingRow } from './dubbing.repo';

/** Runs of one dubbing before it is given up as failed (a killed worker counts as a run). */
export const MAX_DUBBING_ATTEMPTS = 3;
/** Progress is written at most this often (in percent), not once per clause. */
const PROGRESS_STEP = 5;
/** Progress marks the stages the page shows (speaking, saving). */
const STAGE_START = TaskStageStart.dubbing;

/**
 * Speaks a dubbing into an MP3 and an SRT. The K-coins held at submission are charged once both files
 * are stored: the real length's price, never more than the quote. A script the engine cannot speak
 * (a voice gone since submission) fails at once; other failures are retried, then given up.
 */
export async function synthesizeDubbing({ taskId }: { taskId: number }, ctx: AppContext): Promise<void> {
  const services = servicesFor(ctx);
  const { dubbingRepo, charges, files, voices } = services;
  const task = await dubbingRepo.byId(taskId);
  if (!task || task.deletedAt || task.status === TaskStatus.Finished || task.status === TaskStatus.Failed) return;
  const attempts = task.attempts + 1;
  await dubbingRepo.update(taskId, { status: TaskStatus.Processing, attempts, progress: 1 });
  const workDir = await mkdtemp(path.join(os.tmpdir(), `orator-dubbing-${taskId}-`));
  const speaking = createProgressWriter((progress) => dubbingRepo.update(taskId, { progress }), {
    from: 0,
    step: PROGRESS_STEP,
  });
  try {
    const result = await renderDubbing(
      voices.engine,
      task.paragraphs.map((paragraph) => ({
        text: paragraph.text,
        voiceId: paragraph.voiceId,
        options: { rate: paragraph.speakRate, pitch: paragraph.speakPitch, volume: paragraph.volume },
      })),
      {
        outDir: workDir,
        // Speaking spans the progress up to the saving stage, clause by clause.
        onProgress: (done, total) => speaking.report(Math.floor((done / total) * (STAGE_START.saving - 1))),
      },
    );
    await speaking.settled();
    // Deleted while it was spoken: the deletion gave the K-coins back, so nothing is stored or charged.
    if (await isDeletedSince(dubbingRepo, taskId)) return;
    await dubbingRepo.update(taskId, { progress: STAGE_START.saving });
    const [audio, subtitles] = await Promise.all([
      files.storeGenerated(task.ownerId, {
        fileName: `${task.taskName}.mp3`,
        mimeType: 'audio/mpeg',
        ext: 'mp3',
        body: await readFile(result.mp3Path),
      }),
      files.storeGenerated(task.ownerId, {
        fileName: `${task.taskName}.srt`,
        mimeType: 'application/x-subrip',
        ext: 'srt',
        body: Buffer.from(result.srt),
      }),
    ]);
    // 18 K-coins per started minute of the audio as spoken, never more than was held for it.
    const charged = await charges.capture({ holdId: task.holdId }, dubbingCostFor(result.spokenSec), task.taskName);
    await dubbingRepo.update(taskId, {
      status: TaskStatus.Finished,
      progress: 100,
      costKcoins: charged,
      durationSec: result.durationSec,
      audioFileId: audio.id,
      subtitleFileId: subtitles.id,
      cues: result.cues,
      finishedAt: new Date(),
    });
  } catch (error) {
    ctx.log.error({ err: error, taskId, attempts }, 'dubbing failed');
    if (!(error instanceof TtsError) && attempts < MAX_DUBBING_ATTEMPTS) throw error;
    await failDubbing(task, services);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Gives up on a dubbing: the user sees why, and the K-coins come back. */
export async function failDubbing(
  task: DubbingRow,
  { dubbingRepo, charges }: Pick<Services, 'dubbingRepo' | 'charges'>,
) {
  await dubbingRepo.update(task.id, {
    status: TaskStatus.Failed,
    failReason: 'dubbingFailedSystem',
    finishedAt: new Date(),
  });
  await charges.release(
    task.ownerId,
    { holdId: task.holdId, feature: 'dubbing', isTrial: task.isTrial },
    task.chargeRef,
  );
}

/** Longer than any dubbing goes without progress: one still processing after this lost its worker. */
const STALLED_AFTER_MS = 30 * 60 * 1000;

/** A worker killed on its last attempt leaves its dubbing processing for ever; this fails and refunds it. */
export async function failStalledDubbings(_data: Record<string, never>, ctx: AppContext): Promise<void> {
  const services = servicesFor(ctx);
  for (const task of await services.dubbingRepo.stalled(new Date(Date.now() - STALLED_AFTER_MS))) {
    await failDubbing(task, services);
  }
}
