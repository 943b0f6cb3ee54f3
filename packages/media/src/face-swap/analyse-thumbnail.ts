import sharp from 'sharp';
import { ffmpeg } from '../ffmpeg';
import type { PersonSighting } from './face-swap-engine';

/** Head and shoulders around a face box: a 4:5 portrait, the face in its upper middle. */
const CROP_WIDTH_FACES = 2.2;
const CROP_HEIGHT_FACES = 2.75;
const CROP_ABOVE_FACE = 0.55;
/** The list shows thumbnails at about 120 px; twice that keeps them sharp on dense screens. */
const THUMBNAIL_MAX = { width: 240, height: 300 };

/**
 * A JPEG head-and-shoulders crop of the face at `box` (source-video pixels) in the frame shown at `sec`, taken
 * from the full-size frame rather than the analysis' smaller samples.
 */
export async function personThumbnail(
  inputPath: string,
  sighting: PersonSighting,
  frame: { width: number; height: number },
): Promise<Buffer> {
  const frameImage = await frameAt(inputPath, sighting.sec);
  const [x, y, width, height] = sighting.box;
  const left = clamp(Math.round(x + width / 2 - (width * CROP_WIDTH_FACES) / 2), 0, frame.width - 1);
  const top = clamp(Math.round(y - height * CROP_ABOVE_FACE), 0, frame.height - 1);
  const right = clamp(Math.round(x + width / 2 + (width * CROP_WIDTH_FACES) / 2), left + 1, frame.width);
  const bottom = clamp(Math.round(top + width * CROP_HEIGHT_FACES), top + 1, frame.height);
  return sharp(frameImage)
    .extract({ left, top, width: right - left, height: bottom - top })
    .resize({ ...THUMBNAIL_MAX, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The frame shown at `sec`, full size and upright, as PNG. */
export async function frameAt(inputPath: string, sec: number): Promise<Buffer> {
  const { stdout } = await ffmpeg([
    ...['-ss', Math.max(0, sec).toFixed(3), '-i', inputPath, '-map', '0:v:0', '-frames:v', '1'],
    ...['-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
  ]);
  // Past the last frame ffmpeg writes nothing and succeeds.
  if (stdout.length === 0) throw new Error(`the video has no frame at ${sec.toFixed(3)} s`);
  return stdout;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
