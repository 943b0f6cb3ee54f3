import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FileSource, SLIDE_IMPORT_LIMITS, TaskStatus, VIDEO_RESOLUTIONS, type TMessageKey } from '@orator/contracts';
import { importSlides, SlideImportError, type ImportedSlide, type SlideImportStage } from '@orator/media';
import type { TSlidePageRow } from '../../db/schema/slides';
import type { AppContext } from '../../platform/context';
import { copyToFile } from '../../platform/storage/local-copy';
import { servicesFor, type Services } from '../services';
import { SLIDE_FAILURE_MESSAGES } from './slide-failure';
import type { SlideImportRepo, SlideImportRow } from './slide-import.repo';

/** Runs of one import before it is given up as failed (a killed worker counts as a run). */
export const MAX_IMPORT_ATTEMPTS = 3;
/** Pages are drawn once at the largest video size; smaller videos scale them down. */
const PAGE_HEIGHT = Math.max(...VIDEO_RESOLUTIONS);
/** Progress is written when it has moved this many points, so a 100-page deck costs about 40 writes. */
const PROGRESS_STEP = 5;

/**
 * Renders the pages of one uploaded deck and reads each slide's text and notes. The engine's refusals (a
 * password, a damaged file, no converter) fail the import at once with that reason; other failures are retried,
 * then reported. Page images are stored as files of the owner; an import that fails leaves none behind.
 */
export async function importSlideDeck({ importId }: { importId: number }, ctx: AppContext): Promise<void> {
  const services = servicesFor(ctx);
  const repo = services.slideImportRepo;
  const row = await repo.byId(importId);
  if (!row || row.deletedAt || row.status === TaskStatus.Finished || row.status === TaskStatus.Failed) return;
  const attempts = row.attempts + 1;
  await repo.update(importId, {
    status: TaskStatus.Processing,
    stage: 'converting',
    attempts,
    pageProgress: 0,
    extractProgress: 0,
  });
  const workDir = await mkdtemp(path.join(os.tmpdir(), `orator-slides-${importId}-`));
  try {
    const pages = await renderAndStore(row, services, ctx, workDir);
    await repo.update(importId, {
      status: TaskStatus.Finished,
      stage: 'done',
      pageProgress: 100,
      extractProgress: 100,
      pageCount: pages.pages.length,
      aspect: pages.aspect,
      pages: pages.pages,
      finishedAt: new Date(),
    });
  } catch (error) {
    if (error instanceof SlideImportError) {
      await fail(repo, row, SLIDE_FAILURE_MESSAGES[error.code]);
      return;
    }
    ctx.log.error({ err: error, importId, attempts }, 'slide import failed');
    if (attempts < MAX_IMPORT_ATTEMPTS) throw error;
    await fail(repo, row, 'slideImportFailed');
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function renderAndStore(row: SlideImportRow, services: Services, ctx: AppContext, workDir: string) {
  const { fileRepo, files, slideImportRepo: repo } = services;
  const source = await fileRepo.byId(row.sourceFileId);
  if (!source) throw new Error(`slide deck file ${row.sourceFileId} is gone`);
  const deckPath = await copyToFile(ctx.storage, source.storageKey, path.join(workDir, `deck.${row.format}`));
  const written = { pages: 0, extract: 0, stage: 'converting' as SlideImportStage };
  const outDir = await mkdtemp(path.join(workDir, 'pages-'));
  const deck = await importSlides(deckPath, {
    outDir,
    height: PAGE_HEIGHT,
    limits: SLIDE_IMPORT_LIMITS,
    onProgress: ({ stage, done, total }) => {
      const percent = total > 0 ? Math.floor((done / total) * 100) : 0;
      // Rendered pages still have to be stored: 100 is written once they are.
      const pages = stage === 'rendering' ? Math.min(percent, 99) : written.pages;
      const extract = stage === 'extracting' ? Math.min(percent, 99) : written.extract;
      if (stage === written.stage && pages - written.pages < PROGRESS_STEP && extract - written.extract < PROGRESS_STEP)
        return;
      Object.assign(written, { stage, pages, extract });
      void repo.update(row.id, { stage, pageProgress: pages, extractProgress: extract }).catch((error: unknown) => {
        ctx.log.warn({ err: error, importId: row.id }, 'slide import progress not written');
      });
    },
  });
  const stored: number[] = [];
  try {
    const pages: TSlidePageRow[] = [];
    for (const slide of deck.slides) {
      const file = await storePage(files, row, slide);
      stored.push(file.id);
      pages.push({ index: slide.index, imageFileId: file.id, ...pick(slide) });
    }
    return { aspect: deck.aspect, pages };
  } catch (error) {
    await Promise.all(stored.map((id) => fileRepo.softDelete(id, row.ownerId)));
    throw error;
  }
}

function pick({ width, height, text, notes, hidden }: ImportedSlide) {
  return { width, height, text, notes, hidden };
}

async function storePage(files: Services['files'], row: SlideImportRow, slide: ImportedSlide) {
  const stem = path.parse(row.fileName).name || 'slides';
  return files.storeGenerated(row.ownerId, {
    fileName: `${stem}-${String(slide.index + 1).padStart(3, '0')}.png`,
    mimeType: 'image/png',
    ext: 'png',
    body: await readFile(slide.imagePath),
    width: slide.width,
    height: slide.height,
    source: FileSource.SlidePage,
  });
}

async function fail(repo: SlideImportRepo, row: SlideImportRow, reason: TMessageKey) {
  await repo.update(row.id, { status: TaskStatus.Failed, failReason: reason, finishedAt: new Date() });
}

/** Far longer than any deck takes to convert: an import untouched this long lost its worker. */
const STALLED_AFTER_MS = 30 * 60 * 1000;

/** A worker killed on its last attempt leaves its import processing for ever; this reports such imports as failed. */
export async function failStalledSlideImports(_data: Record<string, never>, ctx: AppContext): Promise<void> {
  const repo = servicesFor(ctx).slideImportRepo;
  for (const row of await repo.stalled(new Date(Date.now() - STALLED_AFTER_MS))) {
    await fail(repo, row, 'slideImportFailed');
  }
}
