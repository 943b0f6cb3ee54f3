import { FACE_SWAP_PHOTO, ResultCode } from '@orator/contracts';
import { AppError } from '../../platform/errors';
import type { Queue } from '../../platform/queue';
import type { FileRepo } from '../file/file.repo';
import { IMAGE_MIME } from '../file/file-kinds';
import type { FaceSwapRepo } from './face-swap.repo';

interface Deps {
  repo: FaceSwapRepo;
  fileRepo: FileRepo;
  queue: Queue;
}

/**
 * The face library of SPEC 7 (avatarCheckFace, its progress, avatarList, avatarDel): an uploaded photo joins as
 * 'checking', and a job admits it ('ready') once it shows exactly one clear, large enough, frontal face, or
 * refuses it with the reason the page shows. The check is free.
 */
export function createFaceLibraryService({ repo, fileRepo, queue }: Deps) {
  async function owned(userId: number, id: number) {
    const [face] = await repo.facesOwnedBy([id], userId);
    if (!face) throw new AppError(ResultCode.NotFound, 'faceSwapFaceNotFound');
    return face;
  }

  return {
    list: (userId: number) => repo.faces(userId),

    /** What is plainly not a usable photo is refused at once and nothing joins the library. */
    async check(userId: number, input: { fileId: number; name?: string }) {
      const file = await fileRepo.ownedBy(input.fileId, userId);
      if (!file) throw AppError.notFound();
      if (!IMAGE_MIME.has(file.mimeType)) throw AppError.badRequest('faceCheckBadImage');
      if (file.size > FACE_SWAP_PHOTO.maxBytes) throw AppError.badRequest('faceCheckImageTooLarge');
      const face = await repo.insertFace({
        ownerId: userId,
        fileId: file.id,
        name: input.name?.trim() || file.fileName.replace(/\.[^.]+$/, '').slice(0, 60) || file.fileName,
        state: 'checking',
        progress: 0,
      });
      try {
        await queue.send('faceSwap.checkFace', { faceId: face.id }, { singletonKey: `faceSwap.checkFace:${face.id}` });
      } catch (error) {
        await repo.softDeleteFaces([face.id], userId);
        throw error;
      }
      return face;
    },

    progress: owned,

    /** Submitted swaps keep the photos they were given: a library face goes, its file stays. */
    async delete(userId: number, ids: number[]) {
      const removed = await repo.softDeleteFaces(ids, userId);
      if (removed.length === 0) throw new AppError(ResultCode.NotFound, 'faceSwapFaceNotFound');
    },
  };
}
export type FaceLibraryService = ReturnType<typeof createFaceLibraryService>;
