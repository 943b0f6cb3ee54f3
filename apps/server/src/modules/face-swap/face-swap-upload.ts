import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';

export interface ReceivedFaceSwapVideo {
  filePath: string;
  fileName: string;
  size: number;
  /** Form fields sent before the file. */
  fields: { mode?: string; taskName?: string };
}

/**
 * Streams the request's one file to a temporary file and hands it to `use`, then removes it: a video of up to
 * 200 MB is never held in memory. A file over the plan's limit is refused as soon as the limit is passed, so a
 * free user's 200 MB upload stops at 20 MB.
 */
export async function withFaceSwapUpload<T>(
  req: FastifyRequest,
  limit: { maxBytes: number; tooLarge: () => AppError },
  use: (video: ReceivedFaceSwapVideo) => Promise<T>,
): Promise<T> {
  const part = await req.file({ limits: { fileSize: limit.maxBytes, files: 1 } });
  if (!part) throw AppError.badRequest('uploadFailed');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-face-swap-upload-'));
  try {
    const filePath = path.join(dir, 'upload');
    try {
      await pipeline(part.file, createWriteStream(filePath));
    } catch (error) {
      if (error instanceof req.server.multipartErrors.RequestFileTooLargeError) throw limit.tooLarge();
      throw error;
    }
    // The stream ends quietly at the limit when the parser truncates instead of throwing.
    if (part.file.truncated) throw limit.tooLarge();
    const { size } = await stat(filePath);
    if (size === 0) throw AppError.badRequest('uploadFailed');
    const mode = fieldValue(part.fields.mode);
    const taskName = fieldValue(part.fields.taskName);
    return await use({
      filePath,
      fileName: part.filename,
      size,
      fields: {
        ...(typeof mode === 'string' ? { mode } : {}),
        ...(typeof taskName === 'string' && taskName.trim() ? { taskName: taskName.trim().slice(0, 100) } : {}),
      },
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function fieldValue(field: unknown): unknown {
  const single = Array.isArray(field) ? field[0] : field;
  return single && typeof single === 'object' && 'value' in single ? single.value : undefined;
}
