import { createRequire } from 'node:module';
import type { RegionPixels } from './yuv-frame';

const require = createRequire(import.meta.url);

/** The few OpenCV calls the remover makes, typed here: the package's own types pull in its whole API. */
interface CvMat {
  data: Uint8Array;
  delete(): void;
}
interface OpenCv {
  Mat: new (rows?: number, cols?: number, type?: number) => CvMat;
  CV_8UC1: number;
  CV_8UC3: number;
  INPAINT_TELEA: number;
  inpaint(src: CvMat, mask: CvMat, dst: CvMat, radius: number, method: number): void;
}

let loading: Promise<OpenCv> | undefined;

/**
 * OpenCV's WebAssembly build, started once a process (under a second). Its module object is a thenable that
 * resolves to itself, which `await` would chase for ever: `then` is dropped once it is ready.
 */
export function openCv(): Promise<OpenCv> {
  loading ??= new Promise<OpenCv>((resolve, reject) => {
    try {
      // The Emscripten build hooks process-wide error handlers that would turn any unhandled rejection of the
      // server into an abort: the ones it adds are taken off again.
      const before = new Set<unknown>([
        ...process.listeners('uncaughtException'),
        ...process.listeners('unhandledRejection'),
      ]);
      const module = require('@techstark/opencv-js') as OpenCv & { then?: (ready: (cv: OpenCv) => void) => void };
      for (const listener of process.listeners('uncaughtException')) {
        if (!before.has(listener)) process.removeListener('uncaughtException', listener);
      }
      for (const listener of process.listeners('unhandledRejection')) {
        if (!before.has(listener)) process.removeListener('unhandledRejection', listener);
      }
      if (typeof module.then !== 'function') {
        resolve(module);
        return;
      }
      module.then((cv) => {
        delete (cv as { then?: unknown }).then;
        resolve(cv);
      });
    } catch (error) {
      reject(error as Error);
    }
  });
  return loading;
}

/** Telea's radius: how far around a hole pixel known pixels are weighed. Small keeps fills sharp and fast. */
const INPAINT_RADIUS = 3;

/**
 * Fills the 2 x 2 blocks `holes` marks (one byte a block) by Telea's fast-marching inpainting, over the smallest
 * rectangle that holds the holes and the known pixels around them. Luma and both chroma planes (brought to full
 * size) are filled together, so colours and edges continue into the hole as one. Other pixels are left as they are.
 */
export function inpaintHoles(
  cv: OpenCv,
  pixels: RegionPixels,
  width: number,
  height: number,
  holes: Uint8Array,
): number {
  const halfWidth = width / 2;
  const halfHeight = height / 2;
  const margin = INPAINT_RADIUS + 2;
  // Telea's pass costs by the rectangle's area: holes far apart (words of a caption, specks) are filled in
  // rectangles of their own, split where no hole lies within two margins across.
  const gap = Math.ceil(margin / 2) * 2;
  let count = 0;
  let runStart = -1;
  let lastHole = -1;
  const flush = () => {
    if (runStart >= 0) count += inpaintColumns(cv, pixels, width, height, holes, runStart, lastHole, margin);
    runStart = -1;
  };
  for (let bx = 0; bx < halfWidth; bx++) {
    let hasHole = false;
    for (let by = 0; by < halfHeight && !hasHole; by++) hasHole = holes[by * halfWidth + bx] === 1;
    if (!hasHole) continue;
    if (runStart >= 0 && bx - lastHole > gap) flush();
    if (runStart < 0) runStart = bx;
    lastHole = bx;
  }
  flush();
  return count;
}

/** Inpaints the holes of block columns `bx0` to `bx1` in one rectangle; returns the pixels filled. */
function inpaintColumns(
  cv: OpenCv,
  pixels: RegionPixels,
  width: number,
  height: number,
  holes: Uint8Array,
  bx0: number,
  bx1: number,
  margin: number,
): number {
  const halfWidth = width / 2;
  let y0 = height;
  let y1 = -1;
  let count = 0;
  for (let by = 0; by < height / 2; by++) {
    for (let bx = bx0; bx <= bx1; bx++) {
      if (!holes[by * halfWidth + bx]) continue;
      count += 4;
      if (2 * by < y0) y0 = 2 * by;
      if (2 * by + 1 > y1) y1 = 2 * by + 1;
    }
  }
  // Even edges: each 2 x 2 block, and so each chroma sample, is inside the rectangle or outside it.
  const x0 = Math.max(0, (2 * bx0 - margin) & ~1);
  const x1 = Math.min(width, (2 * bx1 + 1 + margin + 2) & ~1);
  y0 = Math.max(0, (y0 - margin) & ~1);
  y1 = Math.min(height, (y1 + margin + 2) & ~1);
  const w = x1 - x0;
  const h = y1 - y0;
  const src = new cv.Mat(h, w, cv.CV_8UC3);
  const mask = new cv.Mat(h, w, cv.CV_8UC1);
  const dst = new cv.Mat();
  try {
    // Each read of `data` builds a new view through the WebAssembly bindings: taken once, not per pixel.
    const srcData = src.data;
    const maskData = mask.data;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = (y0 + y) * width + x0 + x;
        const c = ((y0 + y) >> 1) * halfWidth + ((x0 + x) >> 1);
        const o = (y * w + x) * 3;
        srcData[o] = pixels.y[i]!;
        srcData[o + 1] = pixels.u[c]!;
        srcData[o + 2] = pixels.v[c]!;
        maskData[y * w + x] = holes[c] ? 255 : 0;
      }
    }
    cv.inpaint(src, mask, dst, INPAINT_RADIUS, cv.INPAINT_TELEA);
    const out = dst.data;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = (y0 + y) * width + x0 + x;
        if (!holes[((y0 + y) >> 1) * halfWidth + ((x0 + x) >> 1)]) continue;
        const o = (y * w + x) * 3;
        pixels.y[i] = out[o]!;
        // A chroma sample is the mean of its block's four filled values, written once at the block's corner.
        if (((y0 + y) & 1) === 0 && ((x0 + x) & 1) === 0) {
          const c = ((y0 + y) >> 1) * halfWidth + ((x0 + x) >> 1);
          const below = o + w * 3;
          pixels.u[c] = (out[o + 1]! + out[o + 4]! + out[below + 1]! + out[below + 4]! + 2) >> 2;
          pixels.v[c] = (out[o + 2]! + out[o + 5]! + out[below + 2]! + out[below + 5]! + 2) >> 2;
        }
      }
    }
  } finally {
    src.delete();
    mask.delete();
    dst.delete();
  }
  return count;
}
