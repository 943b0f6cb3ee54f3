import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { FileSource, Limit, downloadUrl, type TFileInfo, type TPage } from '@orator/contracts';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage/index';
import { formatBytes } from '../../platform/format';
import { streamToBuffer } from '../../platform/storage/stream-to-buffer';
import { ALLOWED_UPLOAD_MIME, IMAGE_MIME } from './file-kinds';
import type { FileRepo, FileRow } from './file.repo';

export function toFileInfo(row: FileRow): TFileInfo {
  return {
    id: row.id,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    source: row.source,
    width: row.width,
    height: row.height,
    url: downloadUrl(row.id, row.fileName),
    createTime: row.createdAt.toISOString(),
  };
}

/** The id a download address carries (base64 of the number, SPEC 7); an id that is not one is an unknown file. */
export function decodeFileId(encoded: string): number {
  const id = Number(Buffer.from(encoded, 'base64').toString('utf8'));
  if (!Number.isSafeInteger(id) || id <= 0) throw AppError.notFound();
  return id;
}

/** An image's size from its header; a header that cannot be read is a broken upload, not a server failure. */
function readImageSize(body: Buffer): { width: number; height: number } {
  try {
    const { width, height } = imageSize(body);
    if (width && height) return { width, height };
  } catch {
    // Falls through to the refusal below.
  }
  throw AppError.badRequest('uploadFailed');
}

/** Uploads meant for a voice tool: a refusal there says what kind of file was expected. */
const AUDIO_SOURCES: ReadonlySet<number> = new Set([
  FileSource.Narration,
  FileSource.VoiceSample,
  FileSource.AudioInput,
]);

export function createFileService(repo: FileRepo, storage: Storage) {
  /**
   * Stores bytes the server made (renders, thumbnails) or has checked itself (a slide deck) as a file of their
   * owner; `source` defaults to Generated.
   */
  async function storeGenerated(
    ownerId: number,
    input: {
      fileName: string;
      mimeType: string;
      ext: string;
      body: Buffer;
      width?: number;
      height?: number;
      source?: number;
    },
  ) {
    const storageKey = `users/${ownerId}/${randomUUID()}.${input.ext}`;
    await storage.put(storageKey, input.body, input.mimeType);
    return repo.insert({
      ownerId,
      source: input.source ?? FileSource.Generated,
      fileName: input.fileName,
      mimeType: input.mimeType,
      size: input.body.length,
      storageKey,
      width: input.width ?? null,
      height: input.height ?? null,
    });
  }

  return {
    /** Stores an upload after checking what it really is; the record appears only once the bytes are stored. */
    async upload(ownerId: number, input: { fileName: string; source: number; body: Buffer }) {
      if (input.body.length === 0) throw AppError.badRequest('uploadFailed');
      if (input.fileName.includes('\0')) throw AppError.badRequest('textHasNulByte');
      const detected = await fileTypeFromBuffer(input.body);
      if (!detected || !ALLOWED_UPLOAD_MIME.has(detected.mime)) {
        throw AppError.badRequest(AUDIO_SOURCES.has(input.source) ? 'uploadNotAudio' : 'uploadFailed');
      }
      const dimensions = IMAGE_MIME.has(detected.mime) ? readImageSize(input.body) : undefined;
      // Decoding is what costs: a few KB of PNG can claim 20000 x 20000 pixels, 1.2 GB once decoded.
      if (dimensions && Math.max(dimensions.width, dimensions.height) > Limit.imageMaxPx) {
        throw AppError.badRequest('imageTooManyPixels', { max: Limit.imageMaxPx });
      }
      const storageKey = `users/${ownerId}/${randomUUID()}.${detected.ext}`;
      await storage.put(storageKey, input.body, detected.mime);
      try {
        const row = await repo.insert({
          ownerId,
          source: input.source,
          fileName: path.basename(input.fileName).slice(0, 200) || `file.${detected.ext}`,
          mimeType: detected.mime,
          size: input.body.length,
          storageKey,
          width: dimensions?.width ?? null,
          height: dimensions?.height ?? null,
        });
        return toFileInfo(row);
      } catch (error) {
        // Bytes without a record would never be found again, nor deleted.
        await storage.delete(storageKey);
        throw error;
      }
    },

    async assertProfileAvatar(ownerId: number, fileId: number) {
      const row = await repo.ownedBy(fileId, ownerId);
      if (!row) throw AppError.notFound();
      if (!IMAGE_MIME.has(row.mimeType)) throw AppError.badRequest('notAnImage');
      if (row.size > Limit.profileAvatarMaxBytes) {
        throw AppError.badRequest('fileTooLarge', { max: formatBytes(Limit.profileAvatarMaxBytes) });
      }
      if (!row.width || row.width !== row.height) throw AppError.badRequest('avatarNotSquare');
      if (row.width > Limit.profileAvatarMaxPx) {
        throw AppError.badRequest('imageTooManyPixels', { max: Limit.profileAvatarMaxPx });
      }
    },

    async find(ownerId: number, id: number) {
      const row = await repo.ownedBy(id, ownerId);
      if (!row) throw AppError.notFound();
      return toFileInfo(row);
    },

    async listBySource(ownerId: number, source: number, current: number, size: number): Promise<TPage<TFileInfo>> {
      const { rows, total } = await repo.listBySource(ownerId, source, (current - 1) * size, size);
      return { records: rows.map(toFileInfo), total, current, size };
    },

    async rename(ownerId: number, id: number, fileName: string) {
      const row = await repo.rename(id, ownerId, fileName);
      if (!row) throw AppError.notFound();
      return toFileInfo(row);
    },

    /** For files the caller has already authorised by other means (a shared video, a job's own input). */
    async openById(id: number) {
      const row = await repo.byId(id);
      if (!row) throw AppError.notFound();
      const object = await storage.get(row.storageKey);
      return { row, mimeType: row.mimeType, ...object };
    },

    storeGenerated,

    /**
     * A new file of `ownerId` with the bytes of a stored file the caller has already authorised (an AI photo kept,
     * a clip saved to the uploads, a template picture), so deleting either leaves the other.
     */
    async copy(ownerId: number, fileId: number, input: { fileName: string; source: number }) {
      const row = await repo.byId(fileId);
      if (!row) throw AppError.notFound();
      const { stream } = await storage.get(row.storageKey);
      return storeGenerated(ownerId, {
        fileName: input.fileName,
        mimeType: row.mimeType,
        ext: path.extname(row.storageKey).slice(1),
        body: await streamToBuffer(stream),
        width: row.width ?? undefined,
        height: row.height ?? undefined,
        source: input.source,
      });
    },

    /** Stores a checked file from local disk as it streams (uploads too large to hold in memory, a 200 MB video). */
    async storeFromDisk(
      ownerId: number,
      input: { filePath: string; fileName: string; mimeType: string; ext: string; source: number },
    ) {
      const storageKey = `users/${ownerId}/${randomUUID()}.${input.ext}`;
      const { size } = await stat(input.filePath);
      await storage.put(storageKey, createReadStream(input.filePath), input.mimeType);
      try {
        return await repo.insert({
          ownerId,
          source: input.source,
          fileName: path.basename(input.fileName).slice(0, 200) || `file.${input.ext}`,
          mimeType: input.mimeType,
          size,
          storageKey,
          width: null,
          height: null,
        });
      } catch (error) {
        // Bytes without a record would never be found again, nor deleted.
        await storage.delete(storageKey);
        throw error;
      }
    },

    async open(ownerId: number, encodedId: string) {
      const row = await repo.ownedBy(decodeFileId(encodedId), ownerId);
      if (!row) throw AppError.notFound();
      const object = await storage.get(row.storageKey);
      return { row, ...object };
    },
  };
}
export type FileService = ReturnType<typeof createFileService>;
