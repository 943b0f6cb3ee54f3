import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ffmpeg } from '../../ffmpeg';
import type { EraseBox } from '../subtitle-remover-engine';
import { decodeYuvFrames, readSourceVideo } from '../yuv-video';

const execFileAsync = promisify(execFile);

export interface DecodedVideo {
  width: number;
  height: number;
  /** yuv420p frames. */
  frames: Buffer[];
}

export async function decodeAll(path: string): Promise<DecodedVideo> {
  const source = await readSourceVideo(path);
  const frames: Buffer[] = [];
  for await (const frame of decodeYuvFrames(source)) frames.push(frame);
  return { width: source.width, height: source.height, frames };
}

function inside(box: EraseBox, x: number, y: number): boolean {
  return x >= box.ltX && x < box.rbX && y >= box.ltY && y < box.rbY;
}

/** PSNR of the luma inside a box over all frames, in dB. */
export function boxPsnr(reference: DecodedVideo, test: DecodedVideo, box: EraseBox): number {
  let squared = 0;
  let count = 0;
  const frames = Math.min(reference.frames.length, test.frames.length);
  for (let f = 0; f < frames; f++) {
    const a = reference.frames[f]!;
    const b = test.frames[f]!;
    for (let y = box.ltY; y < box.rbY; y++) {
      for (let x = box.ltX; x < box.rbX; x++) {
        const d = a[y * reference.width + x]! - b[y * reference.width + x]!;
        squared += d * d;
        count++;
      }
    }
  }
  return 10 * Math.log10((255 * 255) / Math.max(1e-9, squared / count));
}

/**
 * Compares every plane of two videos outside the boxes: the samples that differ, and the PSNR over them all. A
 * chroma sample counts as outside when all four pixels it covers are.
 */
export function outsideDifference(
  a: DecodedVideo,
  b: DecodedVideo,
  boxes: EraseBox[],
): { differing: number; total: number; psnr: number } {
  const { width, height } = a;
  let differing = 0;
  let total = 0;
  let squared = 0;
  const count = (p: number, q: number) => {
    const d = p - q;
    if (d) differing++;
    squared += d * d;
    total++;
  };
  for (let f = 0; f < Math.min(a.frames.length, b.frames.length); f++) {
    const fa = a.frames[f]!;
    const fb = b.frames[f]!;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (boxes.some((box) => inside(box, x, y))) continue;
        count(fa[y * width + x]!, fb[y * width + x]!);
      }
    }
    for (let plane = 0; plane < 2; plane++) {
      const base = width * height + (plane * width * height) / 4;
      for (let y = 0; y < height / 2; y++) {
        for (let x = 0; x < width / 2; x++) {
          const touched = boxes.some((box) =>
            [0, 1].some((dy) => [0, 1].some((dx) => inside(box, 2 * x + dx, 2 * y + dy))),
          );
          if (touched) continue;
          const at = base + y * (width / 2) + x;
          count(fa[at]!, fb[at]!);
        }
      }
    }
  }
  return { differing, total, psnr: 10 * Math.log10((255 * 255) / Math.max(1e-9, squared / Math.max(1, total))) };
}

/**
 * Tesseract's readings of a box of the frame at `atSec`, enlarged three times as OCR reads small captions badly:
 * once as grey, once with only the brightest pixels kept as black on white (outlined white captions read far better
 * so). Both readings are returned, so a stroke either one recognises counts.
 */
export async function readBox(videoPath: string, atSec: number, box: EraseBox, language: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'subtitle-ocr-'));
  try {
    const [w, h] = [box.rbX - box.ltX, box.rbY - box.ltY];
    const enlarge = `crop=${w}:${h}:${box.ltX}:${box.ltY},scale=iw*3:ih*3:flags=bicubic,format=gray`;
    const readings = await Promise.all(
      [enlarge, `${enlarge},lutyuv=y='if(gt(val,190),0,255)'`].map(async (filter, i) => {
        const png = join(dir, `box-${i}.png`);
        await ffmpeg(['-ss', atSec.toFixed(3), '-i', videoPath, '-frames:v', '1', '-vf', filter, png]);
        const { stdout } = await execFileAsync('tesseract', [png, '-', '-l', language, '--psm', '6']);
        return stdout;
      }),
    );
    return readings.join('\n');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Letters only, lower case, without spaces: OCR splits and joins words at random. */
export function lettersOf(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}]/gu, '');
}
