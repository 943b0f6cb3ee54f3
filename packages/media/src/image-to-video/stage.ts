import sharp from 'sharp';
import { cutOut } from '../cutout/cut-out';
import { detectFaces } from '../face/detector';
import { fillHole } from './fill-hole';
import type { RawLayer } from './resample-layer';
import type { TextLayer } from './text-layer';

/**
 * The stage is a little larger than the video frame, so the camera can push in and pan without running out of
 * picture: at the widest view the stage is shown whole, at the closest one pixel for pixel.
 */
export const STAGE_OVERSCAN = 1.15;

export interface SubjectLayer extends RawLayer {
  alpha: Uint8Array;
  /** The rectangle (stage pixels) holding every visible pixel of the subject. */
  bounds: { left: number; top: number; right: number; bottom: number };
  /** Where the subject stands (the middle of its base): it breathes about this point. */
  anchor: { x: number; y: number };
  /** A person (a face inside the subject): the figure sways as well as breathes. */
  isPerson: boolean;
}

export interface Stage {
  width: number;
  height: number;
  /** Everything behind the subject, with the hole the subject left filled in. */
  background: RawLayer;
  /** The cut-out subject; absent when the picture has none (a landscape, a title card). */
  subject?: SubjectLayer;
  /** Text fixed in the frame over this picture (a scene card's title): the camera does not move it. */
  title?: TextLayer;
}

/** Below this share of the picture a "subject" is segmentation noise: the picture moves as one layer. */
const MIN_SUBJECT_SHARE = 0.01;
/** The hole is grown by this share of the longer side, so no fringe of the subject is left behind in it. */
const HOLE_GROWTH = 0.012;
/** The subject's matte is softened by this many pixels, so its edge never shows a stair-step as it moves. */
const FEATHER_SIGMA = 0.8;
/** Blur (share of the longer side) of the backdrop that fills a frame whose shape differs from the photo's. */
const BACKDROP_BLUR = 0.02;
/** Blur (share of the longer side) of the filled hole. */
const FILL_BLUR = 0.01;
/** Width (share of the shorter side) over which the photo fades into that backdrop. */
const EDGE_FADE = 0.04;

export function stageSize(width: number, height: number): { width: number; height: number } {
  return { width: Math.round(width * STAGE_OVERSCAN), height: Math.round(height * STAGE_OVERSCAN) };
}

/**
 * Builds the layers of one photo for a frame of `frameWidth` x `frameHeight`: the photo fitted whole into the
 * stage (over a blurred copy of itself where the shapes differ), its subject cut out and its background filled.
 */
export async function photoStage(photo: Buffer, frameWidth: number, frameHeight: number): Promise<Stage> {
  const { width, height } = stageSize(frameWidth, frameHeight);
  // The segmentation model sees 1024 px anyway: a smaller photo makes the cutout and the fill cheaper.
  // A transparent PNG (a product already cut out) stands on white, as on a shop's page, not on black.
  const fitted = await sharp(photo)
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(width, height, { fit: 'inside' })
    .jpeg({ quality: 95 })
    .toBuffer();
  const [cutout, faces] = await Promise.all([cutOut(fitted, { model: 'small' }), detectFaces(fitted)]);
  const { width: pw, height: ph } = cutout;
  const hole = await grownHole(cutout.alpha, pw, ph);
  const filled = await softenedFill(fillHole(cutout.rgb, hole, pw, ph), hole, pw, ph);

  const left = Math.floor((width - pw) / 2);
  const top = Math.floor((height - ph) / 2);
  const backdrop = await sharp(Buffer.from(filled), { raw: { width: pw, height: ph, channels: 3 } })
    .resize(width, height, { fit: 'cover' })
    .blur(Math.max(1, BACKDROP_BLUR * Math.max(width, height)))
    .raw()
    .toBuffer();
  const background = new Uint8Array(backdrop);
  const edge = edgeFade({ width, height, left, top, pw, ph });
  for (let y = 0; y < ph; y++) {
    for (let x = 0; x < pw; x++) {
      const k = edge(x, y);
      const s = (y * pw + x) * 3;
      const d = ((y + top) * width + x + left) * 3;
      for (let c = 0; c < 3; c++) background[d + c] = Math.round(background[d + c]! * (1 - k) + filled[s + c]! * k);
    }
  }

  const isPerson = faces.some((face) => {
    const x = Math.round(face.box.x + face.box.width / 2);
    const y = Math.round(face.box.y + face.box.height / 2);
    return x >= 0 && y >= 0 && x < pw && y < ph && cutout.alpha[y * pw + x]! > 128;
  });
  const subject = await subjectLayer(cutout.rgb, cutout.alpha, pw, ph, { width, height, left, top, edge, isPerson });
  return { width, height, background: { width, height, rgb: background }, subject };
}

/**
 * The pyramid's fill shows its blocks: inside the hole it is blurred, like a backdrop out of focus. The blur
 * fades out over a band around the hole: a sharp background meeting a soft fill at a hard line outlines the
 * subject's shape wherever the parallax reveals it.
 */
async function softenedFill(filled: Uint8Array, known: Uint8Array, width: number, height: number): Promise<Uint8Array> {
  const sigma = Math.max(1, FILL_BLUR * Math.max(width, height));
  const [blurred, softKnown] = await Promise.all([
    sharp(filled, { raw: { width, height, channels: 3 } })
      .blur(sigma)
      .raw()
      .toBuffer(),
    sharp(known, { raw: { width, height, channels: 1 } })
      .blur(sigma)
      .extractChannel(0)
      .raw()
      .toBuffer(),
  ]);
  for (let i = 0; i < known.length; i++) {
    const sharpness = Math.min(known[i]!, softKnown[i]!) / 255;
    if (sharpness === 1) continue;
    for (let c = 0; c < 3; c++) {
      filled[i * 3 + c] = Math.round(filled[i * 3 + c]! * sharpness + blurred[i * 3 + c]! * (1 - sharpness));
    }
  }
  return filled;
}

interface Placement {
  width: number;
  height: number;
  left: number;
  top: number;
  pw: number;
  ph: number;
}

/**
 * How much of the photo shows at each of its pixels (0-1): sides that fall inside the stage fade into the backdrop,
 * a side on the stage's edge stays sharp. The subject fades with them, or its cut would show as a hard line.
 */
function edgeFade({ width, height, left, top, pw, ph }: Placement): (x: number, y: number) => number {
  const fade = Math.max(1, EDGE_FADE * Math.min(width, height));
  const fadesLeft = left > 0;
  const fadesRight = width - left - pw > 0;
  const fadesTop = top > 0;
  const fadesBottom = height - top - ph > 0;
  return (x, y) => {
    const dx = Math.min(fadesLeft ? x : fade, fadesRight ? pw - 1 - x : fade);
    const dy = Math.min(fadesTop ? y : fade, fadesBottom ? ph - 1 - y : fade);
    return Math.min(1, Math.min(dx, dy) / fade);
  };
}

/** A picture with no subject to lift (a painted backdrop): it is filmed as one layer, covering the stage. */
export async function plainStage(picture: Buffer, frameWidth: number, frameHeight: number): Promise<Stage> {
  const { width, height } = stageSize(frameWidth, frameHeight);
  const rgb = await sharp(picture)
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(width, height, { fit: 'cover' })
    .raw()
    .toBuffer();
  return { width, height, background: { width, height, rgb: new Uint8Array(rgb) } };
}

/** Pixels a subject (grown a little) covers get 0, the rest 255: the "known" map the fill works from. */
async function grownHole(alpha: Buffer, width: number, height: number): Promise<Uint8Array> {
  const sigma = Math.max(1, HOLE_GROWTH * Math.max(width, height));
  const spread = await sharp(alpha, { raw: { width, height, channels: 1 } })
    .blur(sigma)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const known = new Uint8Array(width * height);
  for (let i = 0; i < known.length; i++) known[i] = alpha[i]! > 8 || spread[i]! > 4 ? 0 : 255;
  return known;
}

async function subjectLayer(
  rgb: Buffer,
  alpha: Buffer,
  pw: number,
  ph: number,
  place: {
    width: number;
    height: number;
    left: number;
    top: number;
    edge: (x: number, y: number) => number;
    isPerson: boolean;
  },
): Promise<SubjectLayer | undefined> {
  const soft = await sharp(alpha, { raw: { width: pw, height: ph, channels: 1 } })
    .blur(FEATHER_SIGMA)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const { width, height, left, top, edge, isPerson } = place;
  const layerRgb = new Uint8Array(width * height * 3);
  const layerAlpha = new Uint8Array(width * height);
  let covered = 0;
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < ph; y++) {
    for (let x = 0; x < pw; x++) {
      const a = Math.round(soft[y * pw + x]! * edge(x, y));
      const d = (y + top) * width + x + left;
      layerRgb.set(rgb.subarray((y * pw + x) * 3, (y * pw + x) * 3 + 3), d * 3);
      layerAlpha[d] = a;
      if (a === 0) continue;
      covered += a / 255;
      minX = Math.min(minX, x + left);
      maxX = Math.max(maxX, x + left);
      minY = Math.min(minY, y + top);
      maxY = Math.max(maxY, y + top);
    }
  }
  if (covered < MIN_SUBJECT_SHARE * pw * ph) return undefined;
  return {
    width,
    height,
    rgb: layerRgb,
    alpha: layerAlpha,
    bounds: { left: minX, top: minY, right: maxX, bottom: maxY },
    anchor: { x: (minX + maxX) / 2, y: maxY },
    isPerson,
  };
}
