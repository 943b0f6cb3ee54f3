// Slide import speed (#15 item 6, import half): a 20-slide PPTX with speaker notes (about 3 minutes of narration)
// converted by LibreOffice, rendered at 720p and its text and notes extracted, as an upload is. `npx tsx
// bench/slides.ts` prints the result; `npm run bench` adds it to docs/benchmarks.md.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { importSlides, type SlideImportStage } from '@orator/media';
import { DECK } from '../packages/media/src/slides/test/deck';
import { writePptx } from '../packages/media/src/slides/test/make-fixtures';
import type { BenchResult } from './video';

const SLIDES = 20;
const HEIGHT = 720;
const MAX_SECONDS = 30;
/** About 9 s of speech per slide at a presenter's 150 words a minute: 3 minutes for the deck. */
const NOTES_WORDS = 23;

const NOTES = [
  'In this part we look at what changed since the last review and why it matters for the team.',
  'The numbers on this slide come from the regional reports, and they tell a clear and simple story.',
  'Keep an eye on the trend rather than the single values, because one month can always surprise us.',
];

function notesFor(index: number): string {
  const words = `${NOTES[index % NOTES.length]} ${NOTES[(index + 1) % NOTES.length]}`.split(' ');
  return words.slice(0, NOTES_WORDS).join(' ');
}

/** The bench deck, written to `deckPath`: titles, bullet points, a picture, a table and CJK text in turn, all with notes. */
export async function writeBenchDeck(deckPath: string): Promise<void> {
  const deck = Array.from({ length: SLIDES }, (_, index) => ({
    ...DECK[index % DECK.length]!,
    title: `${index + 1}. ${DECK[index % DECK.length]!.title}`,
    hidden: false,
    notes: notesFor(index),
  }));
  await writePptx(deckPath, deck);
}

export async function benchSlides(): Promise<BenchResult[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-bench-slides-'));
  try {
    const deckPath = path.join(dir, 'deck.pptx');
    await writeBenchDeck(deckPath);
    const stageMs = new Map<SlideImportStage, number>();
    let stage: SlideImportStage | null = null;
    let stageStart = 0;
    const start = performance.now();
    const result = await importSlides(deckPath, {
      outDir: path.join(dir, 'pages'),
      height: HEIGHT,
      onProgress: (event) => {
        if (event.stage === stage) return;
        const now = performance.now();
        if (stage) stageMs.set(stage, now - stageStart);
        [stage, stageStart] = [event.stage, now];
      },
    });
    const seconds = (performance.now() - start) / 1000;
    if (stage) stageMs.set(stage, performance.now() - stageStart);
    const withNotes = result.slides.filter((slide) => slide.notes).length;
    const stages = [...stageMs].map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ');
    return [
      {
        name: `slide import, ${result.pageCount}-slide PPTX with notes (${withNotes} read) to ${HEIGHT}p PNG pages, text and notes (${stages})`,
        value: `${seconds.toFixed(1)} s`,
        target: `< ${MAX_SECONDS} s`,
        ok: seconds < MAX_SECONDS && result.pageCount === SLIDES && withNotes === SLIDES,
      },
    ];
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await benchSlides();
  for (const r of results) console.log(`${r.ok ? 'ok    ' : 'MISSED'} ${r.name}: ${r.value} (target ${r.target})`);
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}
