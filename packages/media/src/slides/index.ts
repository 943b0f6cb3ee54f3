// Slide import (#15): a PPTX, PPT, ODP or PDF deck becomes one PNG per page plus each page's text and notes.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { countDeckPages, detectSlideFormat, type SlideFormat } from './detect';
import { SlideImportError } from './errors';
import { convertWithLibreOffice } from './libreoffice';
import { readOdpText } from './odp-text';
import { openPdf, pageAspect, renderPdfPage } from './pdf';
import { readPptxText } from './pptx-text';
import type { SlideText } from './slide-text';

export { detectSlideFormat, type SlideFormat } from './detect';
export { SlideImportError, type SlideImportErrorCode } from './errors';
export { findLibreOffice } from './libreoffice';

/** SPEC section 5: "PPT import: up to 50 MB and 100 pages". */
export const SLIDE_LIMITS = { maxBytes: 50 * 1024 * 1024, maxPages: 100 } as const;

export interface ImportedSlide {
  /** 0-based, in deck order; hidden slides are kept (see `hidden`) so indexes match the source deck. */
  index: number;
  /** PNG inside options.outDir, options.height px high, width from the page's aspect. */
  imagePath: string;
  width: number;
  height: number;
  /** Visible text in reading order, one paragraph per line. */
  text: string;
  /** Speaker notes, '' when the slide has none (always '' for PDF). */
  notes: string;
  /** Hidden in the source deck's slide show; the studio starts such slides hidden. */
  hidden: boolean;
}

export interface SlideImport {
  format: SlideFormat;
  pageCount: number;
  /** Page width / height. */
  aspect: number;
  slides: ImportedSlide[];
}

export type SlideImportStage = 'converting' | 'rendering' | 'extracting';

export interface SlideImportOptions {
  outDir: string;
  height: number;
  limits?: { maxBytes: number; maxPages: number };
  onProgress?: (progress: { stage: SlideImportStage; done: number; total: number }) => void;
  signal?: AbortSignal;
}

/** LibreOffice chooses its import filter by extension, and uploads may have any name. */
async function namedCopy(filePath: string, format: SlideFormat, workDir: string): Promise<string> {
  const link = path.join(workDir, `deck.${format}`);
  await fs.symlink(path.resolve(filePath), link);
  return link;
}

/** A PPT's slide list and text are read from the PPTX LibreOffice saves it as. */
async function convertPptToPptx(named: string, workDir: string, signal?: AbortSignal): Promise<string> {
  const outDir = path.join(workDir, 'pptx');
  await fs.mkdir(outDir);
  return convertWithLibreOffice(named, 'pptx', { outDir, signal });
}

/**
 * Pages a deck has, hidden ones included, without rendering anything: read from the zip's slide list (PPTX, ODP)
 * or the page tree (PDF); a PPT is converted to PPTX first, which needs LibreOffice.
 */
export async function countSlidePages(filePath: string, format: SlideFormat): Promise<number> {
  if (format !== 'ppt') return countDeckPages(await fs.readFile(filePath), format);
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-slides-'));
  try {
    const pptx = await convertPptToPptx(await namedCopy(filePath, 'ppt', workDir), workDir);
    return await countDeckPages(await fs.readFile(pptx), 'pptx');
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

function checkPageCount(pageCount: number, maxPages: number) {
  if (pageCount === 0) throw new SlideImportError('empty', 'The deck has no pages');
  if (pageCount > maxPages) {
    throw new SlideImportError('tooManyPages', `The deck has ${pageCount} pages; at most ${maxPages} are allowed`);
  }
}

/**
 * An office deck as a PDF for rendering, with its own text and notes being read meanwhile. The page limit is
 * checked before the PDF is used: for PPTX and ODP before LibreOffice starts.
 */
async function convertOfficeDeck(
  filePath: string,
  format: Exclude<SlideFormat, 'pdf'>,
  workDir: string,
  options: { maxPages: number; onProgress: NonNullable<SlideImportOptions['onProgress']>; signal?: AbortSignal },
): Promise<{ pdfPath: string; deckTextRead: Promise<SlideText[]> }> {
  const { maxPages, onProgress, signal } = options;
  const named = await namedCopy(filePath, format, workDir);
  const steps = format === 'ppt' ? 2 : 1;
  let textSource: { format: 'pptx' | 'odp'; path: string };
  let pdfConversion: Promise<string>;
  if (format === 'ppt') {
    onProgress({ stage: 'converting', done: 0, total: steps });
    // Both conversions run at once; the PDF is dropped unread when the PPTX shows too many slides.
    const stopPdf = new AbortController();
    const pdfSignal = signal ? AbortSignal.any([signal, stopPdf.signal]) : stopPdf.signal;
    pdfConversion = convertWithLibreOffice(named, 'pdf', { outDir: workDir, signal: pdfSignal });
    pdfConversion.catch(() => {});
    try {
      textSource = { format: 'pptx', path: await convertPptToPptx(named, workDir, signal) };
      checkPageCount(await countDeckPages(await fs.readFile(textSource.path), 'pptx'), maxPages);
    } catch (error) {
      stopPdf.abort(error);
      await pdfConversion.catch(() => {});
      throw error;
    }
    onProgress({ stage: 'converting', done: 1, total: steps });
  } else {
    // PPTX and ODP list their slides: an over-long deck is refused before LibreOffice even starts.
    textSource = { format, path: filePath };
    checkPageCount(await countDeckPages(await fs.readFile(filePath), format), maxPages);
    onProgress({ stage: 'converting', done: 0, total: steps });
    pdfConversion = convertWithLibreOffice(named, 'pdf', { outDir: workDir, signal });
    pdfConversion.catch(() => {});
  }
  // Read while LibreOffice converts; a failure surfaces when awaited, never as an unhandled rejection.
  const deckTextRead = readDeckText(textSource);
  deckTextRead.catch(() => {});
  const pdfPath = await pdfConversion;
  onProgress({ stage: 'converting', done: steps, total: steps });
  return { pdfPath, deckTextRead };
}

/** Renders every page of the deck at `options.height` and reads each page's text and speaker notes. */
export async function importSlides(filePath: string, options: SlideImportOptions): Promise<SlideImport> {
  const { maxBytes, maxPages } = options.limits ?? SLIDE_LIMITS;
  const { signal, onProgress = () => {} } = options;
  signal?.throwIfAborted();
  const { size } = await fs.stat(filePath);
  if (size > maxBytes)
    throw new SlideImportError('tooLarge', `The deck has ${size} bytes; at most ${maxBytes} are allowed`);
  const format = await detectSlideFormat(filePath);
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-slides-'));
  try {
    let pdfPath = filePath;
    let deckTextRead: Promise<SlideText[]> = Promise.resolve([]);
    if (format === 'pdf') {
      checkPageCount(await countDeckPages(await fs.readFile(filePath), 'pdf'), maxPages);
    } else {
      ({ pdfPath, deckTextRead } = await convertOfficeDeck(filePath, format, workDir, {
        maxPages,
        onProgress,
        signal,
      }));
    }

    const doc = await openPdf(await fs.readFile(pdfPath));
    try {
      const pageCount = doc.countPages();
      checkPageCount(pageCount, maxPages);
      await fs.mkdir(options.outDir, { recursive: true });
      const pages = [];
      onProgress({ stage: 'rendering', done: 0, total: pageCount });
      for (let index = 0; index < pageCount; index++) {
        signal?.throwIfAborted();
        const imagePath = path.join(options.outDir, `slide-${String(index + 1).padStart(3, '0')}.png`);
        pages.push(await renderPdfPage(doc, index, { imagePath, height: options.height }));
        onProgress({ stage: 'rendering', done: index + 1, total: pageCount });
      }

      onProgress({ stage: 'extracting', done: 0, total: 1 });
      const deckText = await deckTextRead;
      const slides = pages.map((page, index): ImportedSlide => {
        const own = deckText[index];
        return {
          index,
          ...page,
          text: own ? own.text : page.text,
          notes: own?.notes ?? '',
          hidden: own?.hidden ?? false,
        };
      });
      onProgress({ stage: 'extracting', done: 1, total: 1 });
      return { format, pageCount, aspect: pageAspect(doc), slides };
    } finally {
      doc.destroy();
    }
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

/** The deck's own text and notes (a PDF has neither notes nor XML: its text comes from the rendered pages). */
async function readDeckText(source: { format: 'pptx' | 'odp'; path: string }): Promise<SlideText[]> {
  const bytes = await fs.readFile(source.path);
  return source.format === 'pptx' ? readPptxText(bytes) : readOdpText(bytes);
}
