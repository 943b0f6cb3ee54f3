import sharp from 'sharp';
import { samplePhoto } from '../../face/test-portraits';

/**
 * Half-body cuts of the group photos that ship with @vladmandic/face-api, for the clothing try-on: shoulders, upper
 * arms and (on the first two) hips in the picture. `green` and `black` tuned the fitting; `uniform` (a head tilted
 * far over, one hip hidden) was kept out of tuning.
 */
export const BODY_PHOTOS = {
  /** Standing, frontal, a green slip dress, arms down. */
  green: { sample: 6, left: 60, top: 250, width: 700, height: 1287 },
  /** Seated, turned a little, a loose black top, a forearm across the lap. */
  black: { sample: 3, left: 860, top: 140, width: 620, height: 1210 },
  /** Leaning on a chair with the head tilted far over, a black uniform shirt. */
  uniform: { sample: 1, left: 1200, top: 170, width: 660, height: 1110 },
} as const;

export async function bodyPhoto(name: keyof typeof BODY_PHOTOS): Promise<Buffer> {
  const { sample, ...region } = BODY_PHOTOS[name];
  return sharp(await samplePhoto(sample))
    .extract(region)
    .jpeg({ quality: 92 })
    .toBuffer();
}
