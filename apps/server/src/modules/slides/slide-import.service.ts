import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FileSource, SLIDE_IMPORT_LIMITS, TaskStatus, type TPage, type TSlideFormat } from '@orator/contracts';
import { countSlidePages, detectSlideFormat, SlideImportError } from '@orator/media';
import { AppError } from '../../platform/errors';
import type { Queue } from '../../platform/queue';
import type { FileService } from '../file/file.service';
import { slideFailure } from './slide-failure';
import type { SlideImportRepo, SlideImportRow } from './slide-import.repo';

export interface SlideImportServiceDeps {
  repo: SlideImportRepo;
  files: FileService;
  queue: Queue;
}

/** How a checked deck is stored: its format decides the type, whatever the name said. */
const DECK_TYPES: Record<TSlideFormat, { mimeType: string; ext: string }> = {
  pptx: { mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', ext: 'pptx' },
  ppt: { mimeType: 'application/vnd.ms-powerpoint', ext: 'ppt' },
  odp: { mimeType: 'application/vnd.oasis.opendocument.presentation', ext: 'odp' },
  pdf: { mimeType: 'application/pdf', ext: 'pdf' },
};

/**
 * Slide import (SPEC 7 PPT endpoints, SPEC 5 "up to 50 MB and 100 pages"). A deck is checked from its bytes
 * (format, password, pages) before anything is stored, so a refused file leaves nothing behind; the pages are
 * then rendered and read by a job (`slides.import`). Free of charge: the video made from it is what is paid.
 */
export function createSlideImportService({ repo, files, queue }: SlideImportServiceDeps) {
  async function owned(userId: number, id: number) {
    const row = await repo.ownedBy(id, userId);
    if (!row) throw AppError.badRequest('slideImportNotFound');
    return row;
  }

  return {
    async upload(userId: number, input: { fileName: string; body: Buffer }): Promise<SlideImportRow> {
      if (input.body.length === 0) throw AppError.badRequest('slideFileEmpty');
      if (input.fileName.includes('\0')) throw AppError.badRequest('textHasNulByte');
      const { format, pageCount } = await inspectDeck(input.body);
      const type = DECK_TYPES[format];
      const fileName = path.basename(input.fileName).slice(0, 200) || `slides.${type.ext}`;
      const file = await files.storeGenerated(userId, {
        ...type,
        fileName,
        body: input.body,
        source: FileSource.SlideDeck,
      });
      const row = await repo.insert({
        ownerId: userId,
        sourceFileId: file.id,
        fileName,
        format,
        status: TaskStatus.Queued,
        pageCount,
      });
      try {
        await queue.send('slides.import', { importId: row.id }, { singletonKey: `slide-import:${row.id}` });
      } catch (error) {
        // An import no worker will ever pick up must not sit in the history as waiting.
        await repo.softDelete([row.id], userId);
        throw error;
      }
      return row;
    },

    progress: owned,

    /** The slides' text and notes: only a finished import has them all. */
    async extraction(userId: number, id: number) {
      const row = await owned(userId, id);
      if (row.status !== TaskStatus.Finished) throw AppError.badRequest('slideImportNotReady');
      return row;
    },

    /** The pages of a finished import, each with its stored image: what a slide video is made from. */
    async pages(userId: number, id: number) {
      const row = await owned(userId, id);
      if (row.status !== TaskStatus.Finished || !row.pages) throw AppError.badRequest('slideImportNotReady');
      return row.pages;
    },

    async history(userId: number, current: number, size: number): Promise<TPage<SlideImportRow>> {
      const { rows, total } = await repo.page(userId, (current - 1) * size, size);
      return { records: rows, total, current, size };
    },

    async delete(userId: number, ids: readonly number[]) {
      await repo.softDelete(ids, userId);
    },
  };
}
export type SlideImportService = ReturnType<typeof createSlideImportService>;

/** Format and page count from the bytes, with the SPEC 5 limits; the engine's refusals become the user's messages. */
async function inspectDeck(body: Buffer): Promise<{ format: TSlideFormat; pageCount: number }> {
  if (body.length > SLIDE_IMPORT_LIMITS.maxBytes) throw slideFailure('tooLarge');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-deck-'));
  try {
    const filePath = path.join(dir, 'deck');
    await writeFile(filePath, body);
    const format = await detectSlideFormat(filePath);
    const pageCount = await countSlidePages(filePath, format);
    if (pageCount === 0) throw slideFailure('empty');
    if (pageCount > SLIDE_IMPORT_LIMITS.maxPages) throw slideFailure('tooManyPages', pageCount);
    return { format, pageCount };
  } catch (error) {
    if (error instanceof SlideImportError) throw slideFailure(error.code);
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
