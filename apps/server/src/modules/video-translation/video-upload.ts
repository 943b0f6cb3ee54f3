import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { VIDEO_TRANSLATION_LIMITS } from '@orator/contracts';
import { AppError } from '../../platform/errors';

const MB = 1024 * 1024;

export interface ReceivedVideo {
  filePath: string;
  fileName: string;
  size: number;
  /** A `taskName` field sent before the file. */
  taskName?: string;
}

/**
 * Streams the request's one file to a temporary file and hands it to `use`, then removes it: a video of up to
 * 200 MB is never held in memory. A file over the limit is refused as soon as the limit is passed.
 */
export async function withUploadedVideo<T>(req: FastifyRequest, use: (video: ReceivedVideo) => Promise<T>): Promise<T> {
  const part = await req.file({ limits: { fileSize: VIDEO_TRANSLATION_LIMITS.maxBytes, files: 1 } });
  if (!part) throw AppError.badRequest('uploadFailed');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-translation-upload-'));
  try {
    const filePath = path.join(dir, 'upload');
    try {
      await pipeline(part.file, createWriteStream(filePath));
    } catch (error) {
      if (error instanceof req.server.multipartErrors.RequestFileTooLargeError) {
        throw AppError.badRequest('videoTranslationTooLarge', { maxMb: VIDEO_TRANSLATION_LIMITS.maxBytes / MB });
      }
      throw error;
    }
    const { size } = await stat(filePath);
    if (size === 0) throw AppError.badRequest('uploadFailed');
    const taskName = fieldValue(part.fields.taskName);
    return await use({
      filePath,
      fileName: part.filename,
      size,
      ...(typeof taskName === 'string' && taskName.trim() ? { taskName: taskName.trim().slice(0, 100) } : {}),
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function fieldValue(field: unknown): unknown {
  const single = Array.isArray(field) ? field[0] : field;
  return single && typeof single === 'object' && 'value' in single ? single.value : undefined;
}
