import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FileSource,
  ResultCode,
  SlidesApi,
  TaskStatus,
  translate,
  type TPage,
  type TSlideExtraction,
  type TSlideHistoryRecord,
  type TSlideImportProgress,
  type TSlidePage,
} from '@orator/contracts';
import { findLibreOffice } from '@orator/media';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { pdfOfPages } from '@orator/media/testing';
import { importedSlides, uploadSlides } from '../../../test/slides';
import { activeUser } from '../../../test/users';
import { importSlideDeck } from './import-slides.job';
import { files, slideImports } from '../../db/schema/index';

const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../packages/media/src/slides/test',
);
const fixture = (name: string) => readFile(path.join(FIXTURES, name));
const hasLibreOffice = findLibreOffice() !== null;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (token: string, fileName: string, body: Buffer, locale = 'en') =>
  uploadSlides(t, token, fileName, body, locale);
const imported = (token: string, fileName: string, body: Buffer) => importedSlides(t, token, fileName, body);

function extract(token: string, id: number) {
  return t.call<TSlideExtraction>({ method: 'POST', url: api(SlidesApi.extract), token, payload: { id } });
}

function get<T>(token: string, route: string, id: number) {
  return t.call<T>({ method: 'GET', url: `${api(route)}?id=${id}`, token });
}

/** What a refused upload must not leave: no stored deck, no import. */
async function storedFor(userId: number) {
  const decks = await t.ctx.database.db
    .select()
    .from(files)
    .where(and(eq(files.ownerId, userId), eq(files.source, FileSource.SlideDeck)));
  const imports = await t.ctx.database.db.select().from(slideImports).where(eq(slideImports.ownerId, userId));
  return decks.length + imports.length;
}

const blankPdf = (pages: number) => pdfOfPages(Array.from({ length: pages }, () => null));

describe.skipIf(!hasLibreOffice)('a PPTX with speaker notes', () => {
  let token: string;
  let id: number;
  beforeAll(async () => {
    ({ token } = await activeUser(t));
    id = await imported(token, 'Quarterly review.pptx', await fixture('deck.pptx'));
  });

  it('finishes with every page rendered and read', async () => {
    const pages = await get<TSlideImportProgress>(token, SlidesApi.getProgress, id);
    expect(pages.data).toMatchObject({ status: TaskStatus.Finished, stage: 'done', progress: 100, pageCount: 6 });
    expect(pages.data.aspect).toBeCloseTo(16 / 9, 2);
    const text = await get<TSlideImportProgress>(token, SlidesApi.getExtractProgress, id);
    expect(text.data.progress).toBe(100);
  });

  it('starts each script from the notes, else from what the slide shows', async () => {
    const res = await extract(token, id);
    expect(res.code, res.message).toBe(ResultCode.Success);
    const slides = res.data.slides;
    expect(slides.map((slide) => slide.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(slides[0]).toMatchObject({ scriptSource: 'notes', hidden: false });
    expect(slides[0]!.script).toContain('Welcome everyone');
    expect(slides[3]!.script).toContain('这是中文备注');
    expect(slides[4]!.hidden).toBe(true);
    expect(slides[5]).toMatchObject({ notes: '', scriptSource: 'text' });
    expect(slides[5]!.script).toContain('Thank you for listening');
  });

  it('serves each page as a 1080 px image its owner can download, and no one else', async () => {
    const res = await get<TSlidePage[]>(token, SlidesApi.images, id);
    expect(res.data).toHaveLength(6);
    const first = res.data[0]!;
    expect(first.height).toBe(1080);
    const image = await t.app.inject({ method: 'GET', url: first.url, headers: { aigcToken: token } });
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.height]).toEqual(['png', 1080]);
    const stranger = await activeUser(t);
    const theirs = await get<TSlidePage[]>(stranger.token, SlidesApi.images, id);
    expect(theirs.message).toBe(translate('slideImportNotFound', 'en'));
  });

  it('keeps the import in the history until it is deleted', async () => {
    const history = () =>
      t.call<TPage<TSlideHistoryRecord>>({ method: 'POST', url: api(SlidesApi.historyRecord), token, payload: {} });
    const before = await history();
    expect(before.data.records.map((record) => [record.id, record.fileName])).toEqual([[id, 'Quarterly review.pptx']]);
    expect(before.data.records[0]!.coverUrl).toMatch(/downloadFileById/);
    await t.call({ method: 'POST', url: api(SlidesApi.delete), token, payload: { ids: [id] } });
    expect((await history()).data.total).toBe(0);
    expect((await extract(token, id)).message).toBe(translate('slideImportNotFound', 'en'));
  });
});

describe('a PDF', () => {
  it('imports without LibreOffice: pages, text, no notes', async () => {
    const { token } = await activeUser(t);
    const id = await imported(token, 'deck.pdf', await fixture('deck.pdf'));
    const res = await extract(token, id);
    expect(res.data).toMatchObject({ status: TaskStatus.Finished, format: 'pdf' });
    expect(res.data.slides.every((slide) => slide.notes === '')).toBe(true);
    expect(res.data.slides[0]).toMatchObject({ scriptSource: 'text' });
    expect(res.data.slides[0]!.script).toContain('Quarterly review');
  }, 60_000);

  it('is not ready to extract before the job has run', async () => {
    const { token } = await activeUser(t);
    const res = await upload(token, 'deck.pdf', await fixture('deck.pdf'));
    expect((await extract(token, res.data.id)).message).toBe(translate('slideImportNotReady', 'en'));
    expect((await get<TSlidePage[]>(token, SlidesApi.images, res.data.id)).message).toBe(
      translate('slideImportNotReady', 'en'),
    );
  });
});

describe('refused uploads store nothing', () => {
  it.each([
    ['notes.txt', Buffer.from('Just some text, not slides'), 'slideFormatUnsupported'],
    ['corrupt.pptx', 'corrupt.pptx', 'slideFileCorrupt'],
    ['encrypted.pdf', 'encrypted.pdf', 'slidePasswordProtected'],
    ['empty.pdf', 'empty.pdf', 'slideFileEmpty'],
  ] as const)('%s: %s', async (fileName, content, message) => {
    const { token, user } = await activeUser(t);
    const body = typeof content === 'string' ? await fixture(content) : content;
    const res = await upload(token, fileName, body, 'zh');
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe(translate(message, 'zh'));
    expect(await storedFor(user.id)).toBe(0);
  });

  it('over 100 pages, saying how many the file has', async () => {
    const { token, user } = await activeUser(t);
    const res = await upload(token, 'long.pdf', blankPdf(101), 'pt');
    expect(res.message).toBe(translate('slideTooManyPages', 'pt', { max: 100, pages: 101 }));
    expect(await storedFor(user.id)).toBe(0);
    const hundred = await upload(token, 'hundred.pdf', blankPdf(100));
    expect(hundred.data.pageCount).toBe(100);
  });

  it('over 50 MB', async () => {
    const { token, user } = await activeUser(t);
    const res = await upload(token, 'huge.pdf', Buffer.concat([blankPdf(1), Buffer.alloc(50 * 1024 * 1024)]));
    expect(res.message).toBe(translate('slideFileTooLarge', 'en', { max: '50 MB' }));
    expect(await storedFor(user.id)).toBe(0);
  });
});

describe('a deck the engine cannot read at import time', () => {
  it('fails at once with the reason, leaving no pages', async () => {
    const { token, user } = await activeUser(t);
    const res = await upload(token, 'deck.pdf', await fixture('deck.pdf'));
    const [row] = await t.ctx.database.db.select().from(slideImports).where(eq(slideImports.id, res.data.id));
    const [deck] = await t.ctx.database.db.select().from(files).where(eq(files.id, row!.sourceFileId));
    // The stored bytes went bad after the check: a storage fault, or a file replaced behind the server's back.
    await t.ctx.storage.put(deck!.storageKey, await fixture('encrypted.pdf'), 'application/pdf');
    await importSlideDeck({ importId: res.data.id }, t.ctx);
    const progress = await get<TSlideImportProgress>(token, SlidesApi.getProgress, res.data.id);
    expect(progress.data).toMatchObject({
      status: TaskStatus.Failed,
      failReason: translate('slidePasswordProtected', 'en'),
    });
    const pages = await t.ctx.database.db
      .select()
      .from(files)
      .where(and(eq(files.ownerId, user.id), eq(files.source, FileSource.SlidePage)));
    expect(pages).toHaveLength(0);
  }, 60_000);
});
