import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { SUBTITLE_REMOVER_LIMITS } from '@orator/contracts';
import { AppError } from '../../platform/errors';
import type { ReceivedVideo } from './subtitle-remover.service';

const MB = 1024 * 1024;

/**
 * Streams the request's one file to a temporary file for `use`, then removes it: a 200 MB video is never held in
 * memory, and one over the limit is refused as soon as the limit is passed.
 */
export async function withUploadedVideo<T>(req: FastifyRequest, use: (video: ReceivedVideo) => Promise<T>): Promise<T> {
  const part = await req.file({ limits: { fileSize: SUBTITLE_REMOVER_LIMITS.maxBytes, files: 1 } });
  if (!part) throw AppError.badRequest('uploadFailed');
  if (part.filename.includes('\0')) throw AppError.badRequest('textHasNulByte');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-subtitle-upload-'));
  try {
    const filePath = path.join(dir, 'upload');
    try {
      await pipeline(part.file, createWriteStream(filePath));
    } catch (error) {
      if (error instanceof req.server.multipartErrors.RequestFileTooLargeError) {
        throw AppError.badRequest('subtitleRemoverTooLarge', { maxMb: SUBTITLE_REMOVER_LIMITS.maxBytes / MB });
      }
      throw error;
    }
    const { size } = await stat(filePath);
    if (size === 0) throw AppError.badRequest('uploadFailed');
    return await use({ filePath, fileName: part.filename, size });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
