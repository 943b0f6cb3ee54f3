import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

/**
 * Real photos for the face tests: the six group photos that ship with @vladmandic/face-api (a
 * dev dependency), and single-person portraits cut out of them.
 */
const require = createRequire(import.meta.url);
const DEMO_DIR = join(dirname(require.resolve('@vladmandic/face-api')), '..', 'demo');

export const SAMPLE_PHOTOS = [1, 2, 3, 4, 5, 6] as const;

export function samplePhoto(sample: (typeof SAMPLE_PHOTOS)[number]): Promise<Buffer> {
  return readFile(join(DEMO_DIR, `sample${sample}.jpg`));
}

interface Cut {
  sample: (typeof SAMPLE_PHOTOS)[number];
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Head-and-shoulders cuts holding exactly one face, frontal, turned or tilted. */
export const PORTRAITS = {
  /** Lips closed. */
  blonde: { sample: 3, left: 300, top: 120, width: 680, height: 850 },
  /** A closed-lip smile. */
  smiling: { sample: 6, left: 0, top: 250, width: 580, height: 750 },
  /** Lips closed, dark lipstick and face paint. */
  painted: { sample: 1, left: 100, top: 100, width: 660, height: 850 },
  /** A broad smile with the upper teeth showing, face turned. */
  grinning: { sample: 3, left: 1340, top: 120, width: 580, height: 760 },
  /** A smile showing the upper teeth, lips nearly together, in blue light. */
  sliver: { sample: 3, left: 880, top: 40, width: 480, height: 700 },
  /** Laughing with the mouth open, head tilted far to one side. */
  laughing: { sample: 1, left: 1250, top: 0, width: 650, height: 820 },
  /** A face in profile: found, but with a mesh too unsure to animate. */
  profile: { sample: 2, left: 80, top: 0, width: 560, height: 850 },
} satisfies Record<string, Cut>;

export async function portrait(name: keyof typeof PORTRAITS): Promise<Buffer> {
  const { sample, ...region } = PORTRAITS[name];
  return sharp(await samplePhoto(sample))
    .extract(region)
    .jpeg({ quality: 92 })
    .toBuffer();
}
