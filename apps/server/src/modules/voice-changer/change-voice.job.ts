import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TaskStatus, VOICE_CHANGE_INPUT, type TVoiceChangePreset } from '@orator/contracts';
import { changeVoice } from '@orator/media';
import type { AppContext } from '../../platform/context';
import { copyToFile } from '../../platform/storage/local-copy';
import { isDeletedSince } from '../../jobs/deleted-since';
import { servicesFor } from '../services';
import { changedFileName } from './voice-changer-view';

/** Runs of one change before it is given up as failed (a killed worker counts as a run). */
export const MAX_CHANGE_ATTEMPTS = 3;

/** Turns the source recording into the chosen voice and stores it as the change's MP3. */
export async function changeVoiceJob({ taskId }: { taskId: number }, ctx: AppContext): Promise<void> {
  const { voiceChangerRepo: repo, fileRepo, files } = servicesFor(ctx);
  const task = await repo.byId(taskId);
  if (!task || task.deletedAt || task.status === TaskStatus.Finished || task.status === TaskStatus.Failed) return;
  const attempts = task.attempts + 1;
  await repo.update(taskId, { status: TaskStatus.Processing, attempts });
  const workDir = await mkdtemp(path.join(os.tmpdir(), `orator-voice-change-${taskId}-`));
  try {
    const source = await fileRepo.byId(task.sourceFileId);
    if (!source) throw new Error(`source file ${task.sourceFileId} of voice change ${taskId} is gone`);
    const input = await copyToFile(
      ctx.storage,
      source.storageKey,
      path.join(workDir, path.basename(source.storageKey)),
    );
    const output = path.join(workDir, 'changed.mp3');
    const { durationSec } = await changeVoice(
      input,
      output,
      {
        preset: task.settings.preset as TVoiceChangePreset,
        pitchSemitones: task.settings.pitchSemitones,
        formantSemitones: task.settings.formantShift,
      },
      VOICE_CHANGE_INPUT.maxSec,
    );
    // Deleted while it was changed: nobody will see the result, so it is not stored.
    if (await isDeletedSince(repo, taskId)) return;
    const result = await files.storeGenerated(task.ownerId, {
      fileName: changedFileName(task.taskName, task.settings.preset),
      mimeType: 'audio/mpeg',
      ext: 'mp3',
      body: await readFile(output),
    });
    await repo.update(taskId, {
      status: TaskStatus.Finished,
      resultFileId: result.id,
      durationSec,
      finishedAt: new Date(),
    });
  } catch (error) {
    ctx.log.error({ err: error, taskId, attempts }, 'voice change failed');
    if (attempts < MAX_CHANGE_ATTEMPTS) throw error;
    await repo.update(taskId, { status: TaskStatus.Failed, failReason: 'voiceChangeFailed', finishedAt: new Date() });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
