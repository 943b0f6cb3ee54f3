import { TaskStatus, type TMessageKey } from '@orator/contracts';
import {
  NoBodyFoundError,
  NoFaceFoundError,
  NoTryOnProductError,
  UnsupportedTryOnKindError,
  type TryOnKind,
} from '@orator/media';
import { isDeletedSince } from '../../jobs/deleted-since';
import type { AppContext } from '../../platform/context';
import { streamToBuffer } from '../../platform/storage/stream-to-buffer';
import { servicesFor, type Services } from '../services';
import { createProgressWriter } from '../task-events/progress-writer';
import { createAiModelMailer } from './ai-model-mail';
import type { AiModelRow } from './ai-model.repo';
import { stockModelsOf } from './stock-models';

/** Runs of one generation before it is given up as failed (a killed worker counts as a run). */
export const MAX_AI_MODEL_ATTEMPTS = 3;

/** Failures no retry can mend: no face or body to fit to, a kind the engine cannot show, no product in any photo. */
function finalReason(error: unknown): TMessageKey | undefined {
  if (error instanceof NoFaceFoundError) return 'aiModelNoFace';
  if (error instanceof NoBodyFoundError) return 'aiModelNoBody';
  if (error instanceof UnsupportedTryOnKindError) return 'aiModelKindUnsupported';
  if (error instanceof NoTryOnProductError) return 'aiModelNoProduct';
  return undefined;
}

async function personPhoto(task: AiModelRow, files: Services['files'], ctx: AppContext): Promise<Buffer> {
  if (task.personFileId !== null) return streamToBuffer((await files.openById(task.personFileId)).stream);
  const stock = task.stockModelId ? await (await stockModelsOf(ctx)).photo(task.stockModelId) : undefined;
  if (stock) return stock;
  // The stock model or the own photo was removed since submission: nothing to try the product on.
  throw new NoFaceFoundError();
}

/**
 * Shows the product of each photo worn by the model with the installation's try-on engine and stores the pictures;
 * the K-coins held at submission are charged once they are stored, and the owner gets the e-mail of SPEC 4. A photo
 * without a product the engine can find is passed over; with none at all the generation fails and costs nothing.
 */
export async function generateAiModel({ taskId }: { taskId: number }, ctx: AppContext): Promise<void> {
  const services = servicesFor(ctx);
  const { aiModelRepo: repo, aiModelEngine: engine, files, charges } = services;
  const task = await repo.byId(taskId);
  if (!task || task.deletedAt || task.status === TaskStatus.Finished || task.status === TaskStatus.Failed) return;
  const attempts = task.attempts + 1;
  await repo.update(taskId, { status: TaskStatus.Processing, attempts, progress: 5 });
  try {
    const person = await personPhoto(task, files, ctx);
    const progress = createProgressWriter((value) => repo.update(taskId, { progress: value }), { from: 5, step: 5 });
    const stored: { fileId: number; position: number; width: number; height: number }[] = [];
    for (const [index, productFileId] of task.productFileIds.entries()) {
      const product = await streamToBuffer((await files.openById(productFileId)).stream);
      try {
        const image = await engine.tryOn({ kind: task.kind as TryOnKind, person, product });
        const position = stored.length;
        const file = await files.storeGenerated(task.ownerId, {
          fileName: `ai-model-${taskId}-${position + 1}.${image.ext}`,
          mimeType: image.mimeType,
          ext: image.ext,
          body: image.body,
          width: image.width,
          height: image.height,
        });
        stored.push({ fileId: file.id, position, width: image.width, height: image.height });
      } catch (error) {
        if (!(error instanceof NoTryOnProductError)) throw error;
        ctx.log.info({ taskId, productFileId }, 'AI model: no product in one photo, passed over');
      }
      progress.report(Math.round(5 + ((index + 1) / task.productFileIds.length) * 85));
    }
    await progress.settled();
    if (stored.length === 0) throw new NoTryOnProductError();
    if (await isDeletedSince(repo, taskId)) return;
    const charged = await charges.capture({ holdId: task.holdId }, task.costKcoins, `AI model ${taskId}`);
    await repo.finish(taskId, stored, {
      status: TaskStatus.Finished,
      progress: 100,
      costKcoins: charged,
      finishedAt: new Date(),
    });
    await createAiModelMailer({ mailer: ctx.mailer, users: services.userRepo, repo, log: ctx.log })(task, {
      count: stored.length,
    });
  } catch (error) {
    ctx.log.error({ err: error, taskId, attempts }, 'AI model failed');
    const reason = finalReason(error);
    if (!reason && attempts < MAX_AI_MODEL_ATTEMPTS) throw error;
    await failAiModel(task, services, ctx, reason ?? 'aiModelFailed');
  }
}

/** Gives up on a generation: the user sees why (on the page and by e-mail), and the K-coins or free use come back. */
export async function failAiModel(
  task: AiModelRow,
  { aiModelRepo, charges, userRepo }: Pick<Services, 'aiModelRepo' | 'charges' | 'userRepo'>,
  ctx: AppContext,
  reason: TMessageKey = 'aiModelFailed',
) {
  await aiModelRepo.update(task.id, { status: TaskStatus.Failed, failReason: reason, finishedAt: new Date() });
  await charges.release(
    task.ownerId,
    { holdId: task.holdId, feature: 'aiModel', isTrial: task.isTrial },
    task.chargeRef,
  );
  await createAiModelMailer({ mailer: ctx.mailer, users: userRepo, repo: aiModelRepo, log: ctx.log })(task, {
    reason,
  });
}

/** Far longer than ten pictures take any engine: a generation untouched this long lost its worker. */
const STALLED_AFTER_MS = 30 * 60 * 1000;

/** A worker killed on its last attempt leaves its generation processing for ever; this fails and refunds it. */
export async function failStalledAiModels(_data: Record<string, never>, ctx: AppContext): Promise<void> {
  const services = servicesFor(ctx);
  for (const task of await services.aiModelRepo.stalled(new Date(Date.now() - STALLED_AFTER_MS))) {
    await failAiModel(task, services, ctx);
  }
}
