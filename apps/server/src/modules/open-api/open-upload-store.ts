import type { FastifyRequest } from 'fastify';
import { FileSource } from '@orator/contracts';
import { PORTRAIT_LIMITS } from '@orator/media';
import { requireAuth } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { partBytes } from '../file/file.routes';
import type { Services } from '../services';

/**
 * Stores the one part named `file` of a multipart request as the caller's file and runs `accept` on it; when
 * `accept` refuses it, the file is taken back out, so a refused upload is not kept.
 */
export async function acceptUpload<T>(
  { files, fileRepo }: Pick<Services, 'files' | 'fileRepo'>,
  req: FastifyRequest,
  source: number,
  accept: (userId: number, fileId: number) => Promise<T>,
): Promise<{ fileId: number; accepted: T }> {
  const userId = requireAuth(req).userId;
  const part = await req.file();
  if (!part) throw AppError.badRequest('uploadFailed');
  const body = await partBytes(req.server, part);
  if (source === FileSource.Portrait && body.length > PORTRAIT_LIMITS.maxBytes) {
    throw AppError.badRequest('photoTooLarge');
  }
  const file = await files.upload(userId, { fileName: part.filename, source, body });
  try {
    return { fileId: file.id, accepted: await accept(userId, file.id) };
  } catch (error) {
    await fileRepo.softDelete(file.id, userId);
    throw error;
  }
}
