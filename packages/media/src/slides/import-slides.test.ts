import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSlides, type SlideFormat, type SlideImport, type SlideImportStage } from './index';
import { DECK } from './test/deck';

const FIXTURES = path.join(import.meta.dirname, 'test');
const HEIGHT = 360;
const FORMATS: SlideFormat[] = ['pptx', 'odp', 'ppt', 'pdf'];

let workDir: string;
const imports = new Map<SlideFormat, SlideImport>();
const progress = new Map<SlideFormat, { stage: SlideImportStage; done: number; total: number }[]>();

beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-slides-test-'));
  // One import per format, shared by the tests below; LibreOffice runs in parallel with private profiles.
  await Promise.all(
    FORMATS.map(async (format) => {
      const events: { stage: SlideImportStage; done: number; total: number }[] = [];
      progress.set(format, events);
      const result = await importSlides(path.join(FIXTURES, `deck.${format}`), {
        outDir: path.join(workDir, format),
        height: HEIGHT,
        onProgress: (event) => events.push(event),
      });
      imports.set(format, result);
    }),
  );
}, 300_000);

afterAll(async () => {
  await fs.rm(workDir, { recursive: true, force: true });
});

const imported = (format: SlideFormat) => {
  const result = imports.get(format);
  if (!result) throw new Error(`${format} was not imported`);
  return result;
};

/** What the fixture slide says, one paragraph per line, as the import should read it. */
const expectedText = (index: number) => {
  const slide = DECK[index]!;
  return [slide.title, ...(slide.body ?? []), ...(slide.table?.flat() ?? [])].join('\n');
};

describe.each(FORMATS)('a %s deck', (format) => {
  it('is recognised and imported with every page in deck order, the hidden one included', () => {
    const result = imported(format);
    expect(result.format).toBe(format);
    expect(result.pageCount).toBe(DECK.length);
    expect(result.slides.map((slide) => slide.index)).toEqual(DECK.map((_, index) => index));
    expect(result.aspect).toBeCloseTo(16 / 9, 2);
  });

  it('gives each slide its visible text, CJK included, in reading order', () => {
    imported(format).slides.forEach((slide, index) => expect(slide.text).toBe(expectedText(index)));
  });

  it('renders every page at the requested height with the deck aspect, and not blank', async () => {
    for (const slide of imported(format).slides) {
      expect(path.dirname(slide.imagePath)).toBe(path.join(workDir, format));
      const image = sharp(slide.imagePath);
      const { width, height, format: encoding } = await image.metadata();
      expect([encoding, width, height]).toEqual(['png', slide.width, HEIGHT]);
      expect(slide.width).toBe(Math.round(HEIGHT * (16 / 9)));
      const { channels } = await image.stats();
      // Text and pictures on a white page: a blank or single-colour render has no spread at all.
      expect(Math.max(...channels.slice(0, 3).map((channel) => channel.stdev))).toBeGreaterThan(10);
    }
  });

  it('reports its stages in order, each counting up to its total', () => {
    const events = progress.get(format)!;
    const stages = events.map((event) => event.stage);
    const order: SlideImportStage[] =
      format === 'pdf' ? ['rendering', 'extracting'] : ['converting', 'rendering', 'extracting'];
    expect([...new Set(stages)]).toEqual(order);
    expect(stages).toEqual([...stages].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    for (const stage of order) {
      const done = events.filter((event) => event.stage === stage);
      expect(done.map((event) => event.done)).toEqual([...done.map((event) => event.done)].sort((a, b) => a - b));
      expect(done.at(-1)!.done).toBe(done.at(-1)!.total);
    }
    expect(events.filter((event) => event.stage === 'rendering').at(-1)!.total).toBe(DECK.length);
  });
});

describe.each(['pptx', 'odp', 'ppt'] as const)('an office %s deck', (format) => {
  it('gives each slide its speaker notes, CJK included, and none to the slide without', () => {
    expect(imported(format).slides.map((slide) => slide.notes)).toEqual(DECK.map((slide) => slide.notes ?? ''));
  });

  it('marks the slide hidden in the source deck as hidden', () => {
    expect(imported(format).slides.map((slide) => slide.hidden)).toEqual(DECK.map((slide) => slide.hidden ?? false));
  });
});

describe('a PDF deck', () => {
  it('has no speaker notes and no hidden pages', () => {
    expect(imported('pdf').slides.every((slide) => slide.notes === '' && !slide.hidden)).toBe(true);
  });
});
