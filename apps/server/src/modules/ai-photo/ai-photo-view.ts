import {
  downloadUrl,
  messages,
  translate,
  type TAiPhotoEngineKind,
  type TAiPhotoSize,
  type TAiPhotoTask,
  type TLocale,
  type TMessageKey,
} from '@orator/contracts';
import type { AiPhotoWithImages } from './ai-photo.service';

/** An AI photo request as the API shows it: its images with their links, the failure in the reader's language. */
export function toAiPhotoTask({ task, images }: AiPhotoWithImages, locale: TLocale): TAiPhotoTask {
  return {
    id: task.id,
    prompt: task.prompt,
    size: task.size as TAiPhotoSize,
    referenceFileIds: task.referenceFileIds,
    engine: task.engine as TAiPhotoEngineKind,
    taskStatusTypeId: task.status,
    progress: task.progress,
    images: images.map((image) => ({
      id: image.id,
      fileId: image.fileId,
      fileUrl: downloadUrl(image.fileId),
      width: image.width,
      height: image.height,
      scene: image.scene,
      isSaved: image.savedFileId !== null,
    })),
    costKcoins: task.costKcoins,
    isFreeUse: task.isTrial,
    failReason: task.failReason && translate(failureKey(task.failReason), locale),
    createTime: task.createdAt.toISOString(),
    updateTime: task.updatedAt.toISOString(),
  };
}

/** Failures are stored as message keys; one not in the catalogue reads as the general failure. */
function failureKey(stored: string): TMessageKey {
  return Object.hasOwn(messages, stored) ? (stored as TMessageKey) : 'aiPhotoFailed';
}
