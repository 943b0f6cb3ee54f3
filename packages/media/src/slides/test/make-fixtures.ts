// Regenerates the slide-import fixtures in this folder: `npx tsx packages/media/src/slides/test/make-fixtures.ts`.
// deck.pptx is written by pptxgenjs (as many web tools write OOXML); LibreOffice derives deck.odp, deck.ppt and
// deck.pdf from it (as a LibreOffice user would save them); qpdf encrypts the PDF; corrupt.pptx is a truncated
// deck and empty.pdf a document without pages.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as mupdf from 'mupdf';
import PptxGenJS from 'pptxgenjs';
import sharp from 'sharp';
import { convertWithLibreOffice } from '../libreoffice';
import { DECK } from './deck';

const HERE = import.meta.dirname;

/** A small photo-like picture: a sky gradient, a sun and a hill, so a blank render would be obvious. */
async function picture(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" viewBox="0 0 480 300">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b6cb0"/><stop offset="1" stop-color="#bee3f8"/></linearGradient></defs>
    <rect width="480" height="300" fill="url(#sky)"/><circle cx="370" cy="80" r="45" fill="#f6e05e"/>
    <path d="M0 300 Q120 150 260 230 T480 200 V300 Z" fill="#2f855a"/></svg>`;
  const png = await sharp(Buffer.from(svg)).resize(200, 125).jpeg({ quality: 80 }).toBuffer();
  return `image/jpeg;base64,${png.toString('base64')}`;
}

export async function writePptx(target: string, slides: typeof DECK): Promise<void> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  const image = await picture();
  for (const spec of slides) {
    const slide = pptx.addSlide();
    slide.hidden = spec.hidden ?? false;
    slide.addText(spec.title, { x: 0.5, y: 0.3, w: 9, h: 0.9, fontSize: 32, bold: true, color: '1A365D' });
    if (spec.body)
      slide.addText(
        spec.body.map((line) => ({ text: line, options: { breakLine: true } })),
        { x: 0.5, y: 1.4, w: spec.image ? 4.5 : 9, h: 3.5, fontSize: 20, color: '333333', valign: 'top' },
      );
    if (spec.image) slide.addImage({ data: image, x: 5.3, y: 1.4, w: 4.2, h: 2.625 });
    if (spec.table)
      slide.addTable(
        spec.table.map((row) => row.map((text) => ({ text }))),
        {
          x: 0.5,
          y: 1.5,
          w: 9,
          fontSize: 16,
          border: { type: 'solid', pt: 1, color: '666666' },
          fill: { color: 'EDF2F7' },
        },
      );
    if (spec.notes) slide.addNotes(spec.notes);
  }
  await pptx.writeFile({ fileName: target });
}

async function main() {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-slide-fixtures-'));
  try {
    const pptx = path.join(HERE, 'deck.pptx');
    await writePptx(pptx, DECK);
    for (const target of ['odp', 'ppt', 'pdf'] as const) {
      const out = await convertWithLibreOffice(pptx, target, { outDir: work });
      await fs.copyFile(out, path.join(HERE, `deck.${target}`));
    }
    const encrypted = spawnSync('qpdf', [
      '--encrypt',
      'orator-user',
      'orator-owner',
      '256',
      '--',
      path.join(HERE, 'deck.pdf'),
      path.join(HERE, 'encrypted.pdf'),
    ]);
    if (encrypted.status !== 0) throw new Error(`qpdf failed: ${encrypted.stderr}`);
    const whole = await fs.readFile(pptx);
    await fs.writeFile(path.join(HERE, 'corrupt.pptx'), whole.subarray(0, Math.floor(whole.length / 2)));
    const empty = new mupdf.PDFDocument();
    await fs.writeFile(path.join(HERE, 'empty.pdf'), empty.saveToBuffer('').asUint8Array());
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(HERE, 'make-fixtures.ts')) await main();
