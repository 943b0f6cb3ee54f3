import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countSlidePages,
  detectSlideFormat,
  importSlides,
  SLIDE_LIMITS,
  SlideImportError,
  type SlideImportErrorCode,
  type SlideImportStage,
} from './index';
import { DECK } from './test/deck';
import { writePptx } from './test/make-fixtures';

const FIXTURES = path.join(import.meta.dirname, 'test');
const fixture = (name: string) => path.join(FIXTURES, name);

let workDir: string;
let manySlidesPptx: string;
let manyPagesPdf: string;

beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-slide-errors-'));
  const tooMany = SLIDE_LIMITS.maxPages + 1;
  manySlidesPptx = path.join(workDir, 'many.pptx');
  await writePptx(
    manySlidesPptx,
    Array.from({ length: tooMany }, (_, index) => ({ title: `Slide ${index + 1}` })),
  );
  const pdf = new mupdf.PDFDocument();
  for (let index = 0; index < tooMany; index++) {
    pdf.insertPage(-1, pdf.addPage([0, 0, 640, 360], 0, {}, ''));
  }
  manyPagesPdf = path.join(workDir, 'many.pdf');
  await fs.writeFile(manyPagesPdf, pdf.saveToBuffer('').asUint8Array());
}, 60_000);

afterAll(async () => {
  await fs.rm(workDir, { recursive: true, force: true });
});

async function importFailure(filePath: string, options: Partial<Parameters<typeof importSlides>[1]> = {}) {
  const outDir = path.join(workDir, `out-${path.basename(filePath)}`);
  const stages: SlideImportStage[] = [];
  const error = await importSlides(filePath, {
    outDir,
    height: 360,
    onProgress: (event) => stages.push(event.stage),
    ...options,
  }).then(
    () => null,
    (reason: unknown) => reason,
  );
  const images = await fs.readdir(outDir).catch(() => []);
  return { error, stages, images };
}

const codeOf = (error: unknown): SlideImportErrorCode | undefined =>
  error instanceof SlideImportError ? error.code : undefined;

describe('format detection', () => {
  it('reads the format from the bytes, whatever the file is called', async () => {
    for (const format of ['pptx', 'odp', 'ppt', 'pdf'] as const) {
      const renamed = path.join(workDir, `upload-${format}.bin`);
      await fs.copyFile(fixture(`deck.${format}`), renamed);
      expect(await detectSlideFormat(renamed)).toBe(format);
    }
  });

  it('refuses files that are not decks as unsupportedFormat', async () => {
    const text = path.join(workDir, 'notes.pptx');
    await fs.writeFile(text, 'These are not slides.');
    await expect(detectSlideFormat(text)).rejects.toMatchObject({ code: 'unsupportedFormat' });
    const script = path.join(FIXTURES, 'deck.ts');
    await expect(detectSlideFormat(script)).rejects.toMatchObject({ code: 'unsupportedFormat' });
  });
});

describe('page counts', () => {
  it('counts the pages of every format without rendering, hidden slides included', async () => {
    for (const format of ['pptx', 'odp', 'pdf'] as const) {
      expect(await countSlidePages(fixture(`deck.${format}`), format)).toBe(DECK.length);
    }
    expect(await countSlidePages(manySlidesPptx, 'pptx')).toBe(SLIDE_LIMITS.maxPages + 1);
  });

  it('counts a PPT by converting it', async () => {
    expect(await countSlidePages(fixture('deck.ppt'), 'ppt')).toBe(DECK.length);
  }, 120_000);
});

describe('limits', () => {
  it('refuses a PPTX of 101 slides as tooManyPages before converting or rendering anything', async () => {
    const { error, stages, images } = await importFailure(manySlidesPptx);
    expect(codeOf(error)).toBe('tooManyPages');
    expect(stages).toEqual([]);
    expect(images).toEqual([]);
  });

  it('refuses a PDF of 101 pages as tooManyPages before rendering anything', async () => {
    const { error, stages, images } = await importFailure(manyPagesPdf);
    expect(codeOf(error)).toBe('tooManyPages');
    expect(stages).toEqual([]);
    expect(images).toEqual([]);
  });

  it('refuses a PPT over the limit before rendering anything', async () => {
    const limits = { maxBytes: SLIDE_LIMITS.maxBytes, maxPages: DECK.length - 1 };
    const { error, stages, images } = await importFailure(fixture('deck.ppt'), { limits });
    expect(codeOf(error)).toBe('tooManyPages');
    expect(stages).toEqual(['converting']);
    expect(images).toEqual([]);
  }, 120_000);

  it('applies the limits the caller passes', async () => {
    const { error } = await importFailure(fixture('deck.pdf'), {
      limits: { maxBytes: SLIDE_LIMITS.maxBytes, maxPages: 5 },
    });
    expect(codeOf(error)).toBe('tooManyPages');
  });

  it('refuses a file over 50 MB as tooLarge without reading it', async () => {
    const big = path.join(workDir, 'big.pdf');
    await fs.copyFile(fixture('deck.pdf'), big);
    await fs.truncate(big, SLIDE_LIMITS.maxBytes + 1);
    const { error, stages, images } = await importFailure(big);
    expect(codeOf(error)).toBe('tooLarge');
    expect([stages, images]).toEqual([[], []]);
  });
});

describe('broken decks', () => {
  it('refuses a password-protected PDF as passwordProtected', async () => {
    expect(codeOf((await importFailure(fixture('encrypted.pdf'))).error)).toBe('passwordProtected');
  });

  it('refuses a truncated PPTX as corrupt', async () => {
    expect(codeOf((await importFailure(fixture('corrupt.pptx'))).error)).toBe('corrupt');
  });

  it('refuses a PDF without pages and a file of 0 bytes as empty', async () => {
    expect(codeOf((await importFailure(fixture('empty.pdf'))).error)).toBe('empty');
    const nothing = path.join(workDir, 'nothing.pptx');
    await fs.writeFile(nothing, '');
    expect(codeOf((await importFailure(nothing)).error)).toBe('empty');
  });
});

describe('without LibreOffice', () => {
  it('refuses office decks as converterMissing and still imports PDF', async () => {
    const saved = process.env.ORATOR_SOFFICE;
    process.env.ORATOR_SOFFICE = path.join(workDir, 'no-such-soffice');
    try {
      expect(codeOf((await importFailure(fixture('deck.odp'))).error)).toBe('converterMissing');
      const pdf = await importSlides(fixture('deck.pdf'), { outDir: path.join(workDir, 'pdf-only'), height: 180 });
      expect(pdf.slides).toHaveLength(DECK.length);
    } finally {
      if (saved === undefined) delete process.env.ORATOR_SOFFICE;
      else process.env.ORATOR_SOFFICE = saved;
    }
  });
});

describe('cancelling', () => {
  it('stops LibreOffice and rejects with the abort reason when the signal fires during conversion', async () => {
    const controller = new AbortController();
    const reason = new Error('user left');
    const started = Date.now();
    const { error, images } = await importFailure(fixture('deck.pptx'), {
      signal: controller.signal,
      onProgress: (event) => {
        // LibreOffice has started by then (its start alone takes longer): the abort has to stop it.
        if (event.stage === 'converting' && event.done === 0) setTimeout(() => controller.abort(reason), 500);
      },
    });
    expect(error).toBe(reason);
    expect(images).toEqual([]);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
