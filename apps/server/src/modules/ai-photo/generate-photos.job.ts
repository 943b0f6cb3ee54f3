import { AI_PHOTO_VARIANTS, TaskStatus, type TMessageKey } from '@orator/contracts';
import { NoProductFoundError, ReferenceRequiredError } from '@orator/media';
import { isDeletedSince } from '../../jobs/deleted-since';
import type { AppContext } from '../../platform/context';
import { streamToBuffer } from '../../platform/storage/stream-to-buffer';
import { servicesFor, type Services } from '../services';
import { createProgressWriter } from '../task-events/progress-writer';
import type { AiPhotoRow } from './ai-photo.repo';

/** Runs of one request before it is given up as failed (a killed worker counts as a run). */
export const MAX_AI_PHOTO_ATTEMPTS = 3;

/** Failures no retry can mend: the pictures hold nothing to place, or the engine needs pictures. */
function finalReason(error: unknown): TMessageKey | undefined {
  if (error instanceof NoProductFoundError) return 'aiPhotoNoProduct';
  if (error instanceof ReferenceRequiredError) return 'aiPhotoReferenceRequired';
  return undefined;
}

/**
 * Makes the four images of one AI photo request with the installation's image engine and stores them; the
 * K-coins held at submission are charged once they are stored. A request deleted meanwhile stores nothing.
 */
export async function generateAiPhotos({ taskId }: { taskId: number }, ctx: AppContext): Promise<void> {
  const services = servicesFor(ctx);
  const { aiPhotoRepo: repo, aiPhotoEngine: engine, files, charges } = services;
  const task = await repo.byId(taskId);
  if (!task || task.deletedAt || task.status === TaskStatus.Finished || task.status === TaskStatus.Failed) return;
  const attempts = task.attempts + 1;
  await repo.update(taskId, { status: TaskStatus.Processing, attempts, progress: 5 });
  try {
    const references = await Promise.all(
      task.referenceFileIds.map(async (id) => streamToBuffer((await files.openById(id)).stream)),
    );
    const [width, height] = task.size.split('x').map(Number) as [number, number];
    const progress = createProgressWriter((value) => repo.update(taskId, { progress: value }), { from: 5, step: 5 });
    const images = await engine.make({
      prompt: task.prompt,
      references,
      count: AI_PHOTO_VARIANTS,
      width,
      height,
      onProgress: (share) => progress.report(Math.round(5 + share * 85)),
    });
    await progress.settled();
    if (await isDeletedSince(repo, taskId)) return;
    const stored = [];
    for (const [position, image] of images.entries()) {
      const file = await files.storeGenerated(task.ownerId, {
        fileName: `ai-photo-${taskId}-${position + 1}.${image.ext}`,
        mimeType: image.mimeType,
        ext: image.ext,
        body: image.body,
        width: image.width,
        height: image.height,
      });
      stored.push({ fileId: file.id, position, width: image.width, height: image.height, scene: image.scene ?? null });
    }
    const charged = await charges.capture({ holdId: task.holdId }, task.costKcoins, `AI photo ${taskId}`);
    await repo.finish(taskId, stored, {
      status: TaskStatus.Finished,
      progress: 100,
      costKcoins: charged,
      finishedAt: new Date(),
    });
  } catch (error) {
    ctx.log.error({ err: error, taskId, attempts }, 'AI photo failed');
    const reason = finalReason(error);
    if (!reason && attempts < MAX_AI_PHOTO_ATTEMPTS) throw error;
    await failAiPhoto(task, services, reason ?? 'aiPhotoFailed');
  }
}

/** Gives up on a request: the user sees why, and the K-coins or the free use come back. */
export async function failAiPhoto(
  task: AiPhotoRow,
  { aiPhotoRepo, charges }: Pick<Services, 'aiPhotoRepo' | 'charges'>,
  reason: TMessageKey = 'aiPhotoFailed',
) {
  await aiPhotoRepo.update(task.id, { status: TaskStatus.Failed, failReason: reason, finishedAt: new Date() });
  await charges.release(
    task.ownerId,
    { holdId: task.holdId, feature: 'aiPhoto', isTrial: task.isTrial },
    task.chargeRef,
  );
}

/** Far longer than four images take any engine: a request untouched this long lost its worker. */
const STALLED_AFTER_MS = 30 * 60 * 1000;

/** A worker killed on its last attempt leaves its request processing for ever; this fails and refunds it. */
export async function failStalledAiPhotos(_data: Record<string, never>, ctx: AppContext): Promise<void> {
  const services = servicesFor(ctx);
  for (const task of await services.aiPhotoRepo.stalled(new Date(Date.now() - STALLED_AFTER_MS))) {
    await failAiPhoto(task, services);
  }
}
