import {
  downloadUrl,
  messages,
  toLocale,
  translate,
  type TAiModelEngineKind,
  type TAiModelKind,
  type TAiModelTask,
  type TLocale,
  type TMessageKey,
} from '@orator/contracts';
import type { AiModelWithImages } from './ai-model.service';

/** An AI model generation as the API shows it: its pictures with their links, the failure in the reader's language. */
export function toAiModelTask({ task, images }: AiModelWithImages, locale: TLocale): TAiModelTask {
  return {
    id: task.id,
    kind: task.kind as TAiModelKind,
    productFileIds: task.productFileIds,
    stockModelId: task.stockModelId,
    personFileId: task.personFileId,
    engine: task.engine as TAiModelEngineKind,
    taskStatusTypeId: task.status,
    progress: task.progress,
    images: images.map((image) => ({
      id: image.id,
      fileId: image.fileId,
      fileUrl: downloadUrl(image.fileId),
      width: image.width,
      height: image.height,
    })),
    costKcoins: task.costKcoins,
    isFreeUse: task.isTrial,
    failReason: task.failReason && failureText(task.failReason, locale),
    createTime: task.createdAt.toISOString(),
    updateTime: task.updatedAt.toISOString(),
  };
}

/** Failures are stored as message keys; one not in the catalogue reads as the general failure. */
export function failureText(stored: string, locale: TLocale | string): string {
  const key: TMessageKey = Object.hasOwn(messages, stored) ? (stored as TMessageKey) : 'aiModelFailed';
  return translate(key, toLocale(locale));
}
