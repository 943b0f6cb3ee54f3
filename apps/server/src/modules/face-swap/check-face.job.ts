import { FACE_CHECK_PROBLEMS, type TFaceCheckProblem } from '@orator/contracts';
import { checkFacePhoto } from '@orator/media';
import type { AppContext } from '../../platform/context';
import { streamToBuffer } from '../../platform/storage/stream-to-buffer';
import { servicesFor } from '../services';

/**
 * Admits a library photo or refuses it with the check's problem. A photo the engine cannot even read is refused
 * as 'badImage' rather than retried: the same bytes would fail the same way.
 */
export async function checkFaceSwapFace({ faceId }: { faceId: number }, ctx: AppContext): Promise<void> {
  const { faceSwapRepo: repo, files } = servicesFor(ctx);
  const face = await repo.faceById(faceId);
  if (!face || face.deletedAt || face.state !== 'checking') return;
  await repo.updateFace(faceId, { progress: 20 });
  try {
    const photo = await streamToBuffer((await files.openById(face.fileId)).stream);
    await repo.updateFace(faceId, { progress: 50 });
    const check = await checkFacePhoto(photo);
    if (check.ok) {
      await repo.updateFace(faceId, { state: 'ready', progress: 100, problem: null, faceBox: check.face.box });
    } else {
      await repo.updateFace(faceId, { state: 'refused', progress: 100, problem: problemOf(check.problem) });
    }
  } catch (error) {
    ctx.log.warn({ err: error, faceId }, 'face swap: a library photo could not be checked');
    await repo.updateFace(faceId, { state: 'refused', progress: 100, problem: 'badImage' });
  }
}

function problemOf(problem: string): TFaceCheckProblem {
  return (FACE_CHECK_PROBLEMS as readonly string[]).includes(problem) ? (problem as TFaceCheckProblem) : 'badImage';
}
