import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AvatarRig, RigPose, Viseme } from '../avatar/rig';
import { VISEME_OPENNESS } from '../avatar/rig';
import type { DetectedFace } from './detector';
import { detectFaces } from './detector';
import type { Point } from './geometry';
import { boundingBox, distance, insidePolygon, toLocal } from './geometry';
import { LIPS } from './landmarks';
import type { MouthRig } from './mouth-rig';
import { lowerFaceOutline, mouthOpening } from './mouth-rig';
import { poseMouthShape } from './mouth-shapes';
import { createPhotoRig } from './photo-rig';
import type { RgbImage } from './rgb-image';
import { decodeRgb } from './rgb-image';
import type { PORTRAITS } from './test-portraits';
import { portrait } from './test-portraits';

/**
 * The talking-photo mouth measured on rendered frames of real photos: an independent run of the
 * face detector reads the lips apart as much as each pose means to open them, nothing outside
 * the lower face moves, and an open mouth shows teeth and a lit cavity, not a black hole.
 */
const FACE_MODELS = { timeout: 120_000 };
const MAX_HEIGHT = 720;

/** Pure shapes and blends, in no particular order of openness. */
const SEQUENCE: RigPose[] = [
  pose('closed'),
  pose('open'),
  pose('rest'),
  pose('wide'),
  pose('fv'),
  pose('round'),
  pose('l'),
  pose('rest', 'open', 0.5),
  pose('closed', 'wide', 0.25),
  pose('round', 'closed', 0.75),
  pose('open', 'fv', 0.5),
  pose('closed', 'open', 0.75),
];

function pose(viseme: Viseme, toward?: Viseme, mix = 0): RigPose {
  return toward ? { viseme, eyes: 'open', toward: { viseme: toward, mix } } : { viseme, eyes: 'open' };
}

function openness(p: RigPose): number {
  const from = VISEME_OPENNESS[p.viseme];
  return p.toward ? from + (VISEME_OPENNESS[p.toward.viseme] - from) * p.toward.mix : from;
}

async function decode(png: Buffer): Promise<RgbImage> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function pngOf(image: RgbImage): Promise<Buffer> {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .png()
    .toBuffer();
}

function luma(image: RgbImage, x: number, y: number): number {
  const i = (y * image.width + x) * 3;
  return 0.299 * (image.data[i] ?? 0) + 0.587 * (image.data[i + 1] ?? 0) + 0.114 * (image.data[i + 2] ?? 0);
}

/** The detector's inner-lip gap at the middle of the mouth, in mouth widths. */
function measuredGap(face: DetectedFace): number {
  const at = (index: number) => face.mesh[index] as Point;
  const width = distance(at(LIPS.upperOuter[0]), at(LIPS.upperOuter[LIPS.upperOuter.length - 1] as number));
  const middle = [3, 4, 5, 6, 7];
  const gaps = middle.map((k) => distance(at(LIPS.upperInner[k] as number), at(LIPS.lowerInner[k] as number)));
  return gaps.reduce((sum, g) => sum + g, 0) / gaps.length / width;
}

function pearson(a: readonly number[], b: readonly number[]): number {
  const mean = (v: readonly number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const ma = mean(a);
  const mb = mean(b);
  let num = 0;
  let da = 0;
  let db = 0;
  a.forEach((x, i) => {
    const y = (b[i] as number) - mb;
    num += (x - ma) * y;
    da += (x - ma) ** 2;
    db += y * y;
  });
  return num / Math.sqrt(da * db);
}

/** Largest channel difference between two frames over the pixels that pass the filter. */
function largestDifference(a: RgbImage, b: RgbImage, keep: (x: number, y: number) => boolean): number {
  let largest = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      if (!keep(x, y)) continue;
      const i = (y * a.width + x) * 3;
      for (let c = 0; c < 3; c++) largest = Math.max(largest, Math.abs((a.data[i + c] ?? 0) - (b.data[i + c] ?? 0)));
    }
  }
  return largest;
}

interface Subject {
  rig: AvatarRig;
  face: DetectedFace;
  mouth: MouthRig;
  photo: RgbImage;
  frames: RgbImage[];
}

/** Whether each photo shows teeth or a gap between the lips, to be closed before animating. */
const PHOTO_OPEN = {
  blonde: false,
  smiling: false,
  painted: false,
  sliver: true,
  grinning: true,
  laughing: true,
} satisfies Partial<Record<keyof typeof PORTRAITS, boolean>>;
const NAMES = Object.keys(PHOTO_OPEN) as (keyof typeof PHOTO_OPEN)[];
/**
 * On an open photo, the closed pose brings the lips at least this much closer as the detector
 * reads them (it reads pressed lips 0.03-0.08 mouth widths apart, so "closed" is relative).
 */
const CLOSING = 0.6;

describe.each(NAMES)('the talking mouth of "%s"', (name) => {
  let subject: Subject;

  beforeAll(async () => {
    const bytes = await portrait(name);
    const { rig, face, mouth } = await createPhotoRig(bytes, { maxHeight: MAX_HEIGHT });
    const photo = await decodeRgb(bytes, { size: { width: rig.width, height: rig.height } });
    const frames = await Promise.all(SEQUENCE.map(async (p) => decode(await rig.render(p))));
    subject = { rig, face, mouth, photo, frames };
  }, FACE_MODELS.timeout);

  it(
    'is found by the face detector in every frame, lips apart as far as each pose opens them',
    FACE_MODELS,
    async () => {
      const gaps: number[] = [];
      for (const frame of subject.frames) {
        const faces = await detectFaces(await pngOf(frame));
        expect(faces.length).toBeGreaterThanOrEqual(1);
        gaps.push(measuredGap(faces[0] as DetectedFace));
      }
      const correlation = pearson(gaps, SEQUENCE.map(openness));
      console.info(`${name}: detector lip gap vs openness r=${correlation.toFixed(3)}, closed ${gaps[0]?.toFixed(3)}`);
      expect(correlation).toBeGreaterThanOrEqual(0.6);
      if (PHOTO_OPEN[name]) {
        const [asPhotographed] = await detectFaces(await pngOf(subject.photo));
        const closed = gaps[SEQUENCE.findIndex((p) => p.viseme === 'closed' && !p.toward)] as number;
        expect(closed).toBeLessThan(CLOSING * measuredGap(asPhotographed as DetectedFace));
      }
    },
  );

  it('tells an open or grinning photo from closed lips, and closes it before animating', () => {
    expect(subject.mouth.photoOpen).toBe(PHOTO_OPEN[name]);
  });

  it('leaves every pixel outside the lower face as the photo has it', () => {
    const outline = lowerFaceOutline(subject.mouth);
    const outside = (x: number, y: number) => !insidePolygon(outline, { x, y });
    const differences = subject.frames.map((frame) => largestDifference(frame, subject.photo, outside));
    console.info(`${name}: largest difference outside the lower face ${Math.max(...differences)}`);
    expect(Math.max(...differences)).toBeLessThanOrEqual(2);
    // The region is the lower face: below the eyes, and not the whole picture.
    const region = boundingBox(outline);
    expect(region.width * region.height).toBeLessThan(0.5 * subject.rig.width * subject.rig.height);
    const { groups } = subject.face;
    const eyes = [...groups.rightEyeUpper, ...groups.rightEyeLower, ...groups.leftEyeUpper, ...groups.leftEyeLower];
    expect(eyes.some((p) => insidePolygon(outline, p))).toBe(false);
  });

  it('shows teeth under the upper lip and a lit, uneven inside when open, never a flat black hole', () => {
    const { frame: local } = subject.mouth;
    for (const viseme of ['open', 'wide'] as const) {
      const frame = subject.frames[SEQUENCE.findIndex((p) => p.viseme === viseme && !p.toward)] as RgbImage;
      const opening = mouthOpening(subject.mouth, poseMouthShape(pose(viseme)));
      const box = boundingBox(opening);
      // Depth into the opening is measured down the face, which is not down the picture on a tilted head.
      const across = boundingBox(opening.map((p) => toLocal(local, p)));
      const values: number[] = [];
      const bands = new Map<number, number[]>();
      for (let y = Math.floor(box.y); y <= box.y + box.height; y++) {
        for (let x = Math.floor(box.x); x <= box.x + box.width; x++) {
          if (!insidePolygon(opening, { x, y })) continue;
          const value = luma(frame, x, y);
          values.push(value);
          const p = toLocal(local, { x, y });
          if (Math.abs(p.x - (across.x + across.width / 2)) > across.width / 4) continue;
          const depth = Math.min(9, Math.floor(((p.y - across.y) / across.height) * 10));
          bands.set(depth, [...(bands.get(depth) ?? []), value]);
        }
      }
      values.sort((a, b) => a - b);
      const at = (q: number) => values[Math.floor(q * (values.length - 1))] as number;
      const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / Math.max(v.length, 1);
      const teethBand = mean([0, 1].flatMap((d) => bands.get(d) ?? []));
      const middleBand = mean([4, 5].flatMap((d) => bands.get(d) ?? []));
      console.info(
        `${name} ${viseme}: interior luma p10 ${at(0.1).toFixed(0)} p90 ${at(0.9).toFixed(0)}, ` +
          `teeth band ${teethBand.toFixed(0)}, middle ${middleBand.toFixed(0)}`,
      );
      expect(values.length).toBeGreaterThan(100);
      expect(at(0.9) - at(0.1)).toBeGreaterThanOrEqual(60);
      expect(at(0.05)).toBeGreaterThan(8);
      expect(teethBand - middleBand).toBeGreaterThan(viseme === 'open' ? 60 : 25);
    }
  });
});
