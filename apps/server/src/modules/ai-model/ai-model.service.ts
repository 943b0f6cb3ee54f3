import { randomBytes } from 'node:crypto';
import {
  AI_MODEL_INPUT,
  API_BASE,
  AiModelApi,
  Price,
  ResultCode,
  TaskStatus,
  type TAiModelDefaults,
  type TAiModelKind,
  type TAiModelPermission,
  type TLocale,
  type TPage,
  type ZAiModelGenerateRequest,
} from '@orator/contracts';
import type { StockModelPack, TryOnEngine } from '@orator/media';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import { formatBytes } from '../../platform/format';
import type { Queue } from '../../platform/queue';
import { queueAdmitted, tasksAtOnce, type AdmissionService } from '../admission/admission.service';
import type { FileRepo, FileRow } from '../file/file.repo';
import { IMAGE_MIME } from '../file/file-kinds';
import type { ChargeService } from '../money/charge.service';
import { benefitsOf } from '../money/entitlements';
import type { LedgerService } from '../money/ledger.service';
import type { UserRepo } from '../user/user.repo';
import type { AiModelImageRow, AiModelRepo, AiModelRow } from './ai-model.repo';

type GenerateInput = z.output<typeof ZAiModelGenerateRequest>;

interface Deps {
  repo: AiModelRepo;
  users: UserRepo;
  fileRepo: FileRepo;
  charges: ChargeService;
  admission: AdmissionService;
  ledger: LedgerService;
  queue: Queue;
  engine: TryOnEngine;
  /** The operator's stock model pack (STOCK_MODELS_DIR), read once. */
  stockModels: () => Promise<StockModelPack>;
}

export interface AiModelWithImages {
  task: AiModelRow;
  images: AiModelImageRow[];
}

/** SPEC 5 "Model images": the picture rules each product photo and the user's own portrait must meet. */
function assertModelImage(file: FileRow | undefined): asserts file is FileRow {
  if (!file) throw AppError.notFound();
  if (!IMAGE_MIME.has(file.mimeType)) throw AppError.badRequest('aiModelWrongFormat');
  if (file.size > AI_MODEL_INPUT.maxBytes) {
    throw AppError.badRequest('fileTooLarge', { max: formatBytes(AI_MODEL_INPUT.maxBytes) });
  }
  const width = file.width ?? 0;
  const height = file.height ?? 0;
  if (Math.min(width, height) <= AI_MODEL_INPUT.minPxExclusive) {
    throw AppError.badRequest('aiModelImageTooSmall', { min: AI_MODEL_INPUT.minPxExclusive });
  }
  if (Math.max(width, height) > AI_MODEL_INPUT.maxPx) {
    throw AppError.badRequest('imageTooManyPixels', { max: AI_MODEL_INPUT.maxPx });
  }
}

/**
 * AI model (SPEC 7, ModelVirtualTryOn): the product of 4 to 10 photos shown worn by a stock model or the user's own
 * portrait, one picture per product photo, made by a job with the installation's try-on engine. The generation is
 * admitted in one decision (a free use or a hold of 30 K-coins); the hold is charged once the pictures are stored
 * and given back when they cannot be made.
 */
export function createAiModelService(deps: Deps) {
  const { repo, users, fileRepo, charges, admission, ledger, queue, engine, stockModels } = deps;
  const generationsAtOnce = tasksAtOnce(repo.countPending, 'aiModelBusy');
  const price = Price.aiModelKcoinPerGeneration;

  /** Bad input is refused before anything is held: the kind the engine can show, the model, the pictures' rules. */
  async function check(userId: number, input: GenerateInput) {
    if (!(engine.kinds as readonly TAiModelKind[]).includes(input.kind)) {
      throw AppError.badRequest('aiModelKindUnsupported');
    }
    const productFileIds = [...new Set(input.productFileIds)];
    if (productFileIds.length < AI_MODEL_INPUT.minImages || productFileIds.length > AI_MODEL_INPUT.maxImages) {
      throw AppError.badRequest('aiModelImageCount', { min: AI_MODEL_INPUT.minImages, max: AI_MODEL_INPUT.maxImages });
    }
    const hasStock = input.stockModelId !== undefined;
    if (hasStock === (input.personFileId !== undefined)) throw AppError.badRequest('aiModelPersonRequired');
    if (hasStock && !(await stockModels()).has(input.stockModelId!)) {
      throw AppError.badRequest('aiModelStockUnknown');
    }
    if (input.personFileId !== undefined) assertModelImage(await fileRepo.ownedBy(input.personFileId, userId));
    for (const id of productFileIds) assertModelImage(await fileRepo.ownedBy(id, userId));
    return productFileIds;
  }

  async function owned(userId: number, id: number) {
    const task = await repo.ownedBy(id, userId);
    if (!task) throw new AppError(ResultCode.NotFound, 'aiModelNotFound');
    return task;
  }

  async function withImages(tasks: AiModelRow[]): Promise<AiModelWithImages[]> {
    const images = await repo.imagesOf(tasks.map((task) => task.id));
    return tasks.map((task) => ({ task, images: images.filter((image) => image.taskId === task.id) }));
  }

  return {
    async defaults(): Promise<TAiModelDefaults> {
      const pack = await stockModels();
      return {
        engine: engine.kind,
        kinds: engine.kinds as readonly TAiModelKind[],
        input: AI_MODEL_INPUT,
        stockModels: pack.models.map(({ id, name }) => ({
          id,
          name,
          photoUrl: `${API_BASE}${AiModelApi.queryStockModelPhoto}?id=${encodeURIComponent(id)}`,
        })),
      };
    },

    async stockPhoto(id: string): Promise<Buffer> {
      const photo = await (await stockModels()).photo(id);
      if (!photo) throw new AppError(ResultCode.NotFound, 'aiModelStockUnknown');
      return photo;
    },

    async permission(userId: number): Promise<TAiModelPermission> {
      const user = await users.byId(userId);
      if (!user) throw AppError.sessionExpired();
      const [quote, { available }, processing] = await Promise.all([
        charges.quote(userId, 'aiModel', price),
        ledger.position(userId),
        repo.countPending(userId),
      ]);
      const concurrentLimit = benefitsOf(user).concurrentVideoTasks;
      return {
        isPermission: quote.cost <= available && processing < concurrentLimit,
        cost: quote.cost,
        price,
        freeUses: quote.freeUses,
        balance: available,
        processing,
        concurrentLimit,
      };
    },

    async submit(userId: number, input: GenerateInput, locale: TLocale): Promise<AiModelWithImages> {
      const productFileIds = await check(userId, input);
      const chargeRef = `aiModel:${randomBytes(8).toString('hex')}`;
      const task = await admission.admit({
        userId,
        feature: 'aiModel',
        price,
        chargeRef,
        limits: [generationsAtOnce],
        write: (tx, charge) =>
          repo.insert(
            {
              ownerId: userId,
              kind: input.kind,
              productFileIds,
              stockModelId: input.stockModelId ?? null,
              personFileId: input.personFileId ?? null,
              locale,
              engine: engine.kind,
              status: TaskStatus.Queued,
              costKcoins: charge.cost,
              holdId: charge.holdId,
              isTrial: charge.isTrial,
              chargeRef,
            },
            tx,
          ),
      });
      await queueAdmitted(
        { queue, charges },
        {
          job: 'aiModel.generate',
          userId,
          feature: 'aiModel',
          chargeRef,
          task,
          withdraw: () => repo.softDelete([task.id], userId),
        },
      );
      return { task, images: [] };
    },

    async status(userId: number, id: number): Promise<AiModelWithImages> {
      const [found] = await withImages([await owned(userId, id)]);
      return found!;
    },

    async list(userId: number, current: number, size: number): Promise<TPage<AiModelWithImages>> {
      const { rows, total } = await repo.page(userId, (current - 1) * size, size);
      return { records: await withImages(rows), total, current, size };
    },

    /** Deleting a generation still being made gives its K-coins back; the worker then stores nothing. */
    async delete(userId: number, ids: number[]) {
      const removed = await repo.softDelete(ids, userId);
      if (removed.length === 0) throw new AppError(ResultCode.NotFound, 'aiModelNotFound');
      for (const task of removed) {
        if (task.status === TaskStatus.Queued || task.status === TaskStatus.Processing) {
          await charges.release(
            userId,
            { holdId: task.holdId, feature: 'aiModel', isTrial: task.isTrial },
            task.chargeRef,
          );
        }
      }
    },
  };
}
export type AiModelService = ReturnType<typeof createAiModelService>;
