// Writes docs/images/slides/*.png: a few fixture slides as PowerPoint's layout describes them (the PPTX import)
// next to the same slide imported from the ODP, PPT and PDF LibreOffice saved, to check rendering by eye.
// `npx tsx packages/media/src/slides/test/make-comparisons.ts`
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { importSlides, type SlideFormat } from '../index';

const HERE = import.meta.dirname;
const OUT = path.resolve(HERE, '../../../../../docs/images/slides');
const FORMATS: SlideFormat[] = ['pptx', 'odp', 'ppt', 'pdf'];
/** The picture, the table and the CJK slide: what is most likely to render wrongly. */
const SHOWN = [1, 2, 3];
const HEIGHT = 270;
const GAP = 8;

async function main() {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-slide-compare-'));
  try {
    const imports = await Promise.all(
      FORMATS.map((format) =>
        importSlides(path.join(HERE, `deck.${format}`), { outDir: path.join(work, format), height: HEIGHT }),
      ),
    );
    await fs.mkdir(OUT, { recursive: true });
    for (const index of SHOWN) {
      const tiles = imports.map((deck) => deck.slides[index]!);
      const width = tiles.reduce((sum, tile) => sum + tile.width, 0) + GAP * (tiles.length - 1);
      let left = 0;
      const composites = tiles.map((tile) => {
        const placed = { input: tile.imagePath, left, top: 0 };
        left += tile.width + GAP;
        return placed;
      });
      await sharp({ create: { width, height: HEIGHT, channels: 3, background: '#888888' } })
        .composite(composites)
        .png({ palette: true })
        .toFile(path.join(OUT, `slide-${index + 1}-${FORMATS.join('-')}.png`));
    }
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

await main();
