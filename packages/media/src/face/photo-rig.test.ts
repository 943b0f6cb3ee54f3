import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AvatarRig, Box, EyeState, Viseme } from '../avatar/rig';
import { allPoses, POSTER_POSE, VISEME_OPENNESS, VISEMES } from '../avatar/rig';
import type { DetectedFace } from './detector';
import type { Point } from './geometry';
import { boundingBox, insidePolygon, pixelBox } from './geometry';
import type { MouthRig } from './mouth-rig';
import { lowerFaceOutline } from './mouth-rig';
import { createPhotoRig } from './photo-rig';
import { decodeRgb } from './rgb-image';
import { portrait } from './test-portraits';
import { PortraitRejectedError } from './validate-portrait';

const FACE_MODELS = { timeout: 60_000 };
const MAX_HEIGHT = 720;

interface Frame {
  data: Buffer;
  width: number;
  height: number;
}

async function decode(png: Buffer): Promise<Frame> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  expect(info.channels).toBe(3);
  return { data, width: info.width, height: info.height };
}

function luma(frame: Frame, p: number): number {
  const i = p * 3;
  return 0.299 * (frame.data[i] ?? 0) + 0.587 * (frame.data[i + 1] ?? 0) + 0.114 * (frame.data[i + 2] ?? 0);
}

function* pixelsIn(frame: Frame, box: Box): Generator<number> {
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) yield y * frame.width + x;
  }
}

function inside(box: Box, p: Point): boolean {
  return p.x >= box.x && p.x < box.x + box.width && p.y >= box.y && p.y < box.y + box.height;
}

/** Pixels in the box whose luma moved by more than threshold from the reference frame: opening, teeth. */
function changedArea(reference: Frame, frame: Frame, box: Box, threshold: number): number {
  let count = 0;
  for (const p of pixelsIn(frame, box)) if (Math.abs(luma(frame, p) - luma(reference, p)) > threshold) count++;
  return count;
}

function medianLuma(frame: Frame, box: Box): number {
  const values = [...pixelsIn(frame, box)].map((p) => luma(frame, p)).sort((a, b) => a - b);
  return values[values.length >> 1] ?? 0;
}

/** Where two frames differ, as pixel positions. */
function changedPixels(a: Frame, b: Frame): Point[] {
  const changed: Point[] = [];
  for (let p = 0; p < a.width * a.height; p++) {
    const i = p * 3;
    if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) {
      changed.push({ x: p % a.width, y: Math.floor(p / a.width) });
    }
  }
  return changed;
}

function spearman(a: readonly number[], b: readonly number[]): number {
  const ranks = (values: readonly number[]) => {
    const order = values.map((value, index) => ({ value, index })).sort((x, y) => x.value - y.value);
    const result = new Array<number>(values.length);
    order.forEach(({ index }, rank) => (result[index] = rank));
    return result;
  };
  const ra = ranks(a);
  const rb = ranks(b);
  const n = a.length;
  const d2 = ra.reduce((sum, r, i) => sum + (r - (rb[i] as number)) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

describe('createPhotoRig', () => {
  let photo: Buffer;
  let rig: AvatarRig;
  let face: DetectedFace;
  let mouth: MouthRig;
  const frames = new Map<string, Frame>();
  const frame = async (viseme: Viseme, eyes: EyeState) => {
    const key = `${viseme}_${eyes}`;
    const cached = frames.get(key) ?? (await decode(await rig.render({ viseme, eyes })));
    frames.set(key, cached);
    return cached;
  };

  beforeAll(async () => {
    photo = await portrait('blonde');
    ({ rig, face, mouth } = await createPhotoRig(photo, { maxHeight: MAX_HEIGHT }));
  }, FACE_MODELS.timeout);

  it('makes a fill rig at most maxHeight tall, with even sides and the face as focus', () => {
    expect(rig.mode).toBe('fill');
    expect(rig.height).toBe(MAX_HEIGHT);
    expect(rig.width % 2).toBe(0);
    expect(rig.width).toBe(576);
    const focus = rig.focus as Box;
    expect(focus.x).toBeLessThanOrEqual(face.box.x);
    expect(focus.x + focus.width).toBeGreaterThanOrEqual(face.box.x + face.box.width);
    const lips = [...face.groups.lipsUpperOuter, ...face.groups.lipsLowerOuter];
    expect(lips.every((p) => inside(rig.mouthBox, p))).toBe(true);
    expect(inside(focus, { x: rig.mouthBox.x, y: rig.mouthBox.y })).toBe(true);
  });

  it('never enlarges a photo smaller than maxHeight', FACE_MODELS, async () => {
    const { rig: small } = await createPhotoRig(photo, { maxHeight: 2000 });
    expect([small.width, small.height]).toEqual([680, 850]);
  });

  it('renders every pose as an RGB PNG of the frame size', FACE_MODELS, async () => {
    for (const pose of allPoses()) {
      const png = await rig.render(pose);
      const info = await sharp(png).metadata();
      expect([info.format, info.width, info.height]).toEqual(['png', rig.width, rig.height]);
    }
  });

  it('shows the photo for the closed mouth, the lips only pressed together a little', async () => {
    const original = await decodeRgb(photo, { size: { width: rig.width, height: rig.height } });
    const closed = await frame('closed', 'open');
    const outline = lowerFaceOutline(mouth);
    const moved = changedPixels(closed, original);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.every((p) => insidePolygon(outline, p))).toBe(true);
    const threshold = 0.35 * medianLuma(closed, rig.mouthBox);
    const boxArea = rig.mouthBox.width * rig.mouthBox.height;
    expect(changedArea(original, closed, rig.mouthBox, threshold)).toBeLessThan(0.03 * boxArea);
  });

  it('poses for its thumbnail with the lips of the photo, not parted as at rest', async () => {
    const poster = await decode(await rig.render(POSTER_POSE));
    const closed = await frame('closed', 'open');
    const original = await decodeRgb(photo, { size: { width: rig.width, height: rig.height } });
    const threshold = 0.35 * medianLuma(closed, rig.mouthBox);
    expect(poster.data.equals(closed.data)).toBe(true);
    expect(changedArea(original, poster, rig.mouthBox, threshold)).toBeLessThan(
      changedArea(original, await frame('rest', 'open'), rig.mouthBox, threshold),
    );
  });

  it.each(['blonde', 'smiling', 'painted'] as const)(
    'opens the mouth of "%s" in proportion to VISEME_OPENNESS',
    async (name) => {
      const subject =
        name === 'blonde' ? rig : (await createPhotoRig(await portrait(name), { maxHeight: MAX_HEIGHT })).rig;
      const frames = await Promise.all(
        VISEMES.map(async (viseme) => decode(await subject.render({ viseme, eyes: 'open' }))),
      );
      const closed = frames[0] as Frame;
      const threshold = 0.35 * medianLuma(closed, subject.mouthBox);
      const areas = frames.map((f) => changedArea(closed, f, subject.mouthBox, threshold));
      expect(
        spearman(
          areas,
          VISEMES.map((viseme) => VISEME_OPENNESS[viseme]),
        ),
      ).toBeGreaterThanOrEqual(0.9);
      const boxArea = subject.mouthBox.width * subject.mouthBox.height;
      expect(areas[VISEMES.indexOf('open')]).toBeGreaterThan(0.08 * boxArea);
    },
    FACE_MODELS.timeout,
  );

  it('draws blended poses between their two shapes, opening further with each quarter', async () => {
    const closed = await frame('closed', 'open');
    const threshold = 0.35 * medianLuma(closed, rig.mouthBox);
    const mixes = [0.25, 0.5, 0.75];
    const blends = await Promise.all(
      mixes.map(async (mix) =>
        decode(await rig.render({ viseme: 'rest', eyes: 'open', toward: { viseme: 'open', mix } })),
      ),
    );
    const areas = [await frame('rest', 'open'), ...blends, await frame('open', 'open')].map((f) =>
      changedArea(closed, f, rig.mouthBox, threshold),
    );
    expect(areas).toEqual([...areas].sort((a, b) => a - b));
    expect(new Set(areas).size).toBe(areas.length);
  });

  it('closes the eyes inside the eye regions and changes nothing else', FACE_MODELS, async () => {
    const open = await frame('wide', 'open');
    const eyeBoxes = [
      [...face.groups.rightEyeUpper, ...face.groups.rightEyeLower],
      [...face.groups.leftEyeUpper, ...face.groups.leftEyeLower],
    ].map((lids) => {
      const box = boundingBox(lids);
      return pixelBox(box, box.width * 0.6, rig.width, rig.height);
    });
    const changed = changedPixels(open, await frame('wide', 'closed'));
    const halfChanged = changedPixels(open, await frame('wide', 'half'));
    const eyeArea = eyeBoxes.reduce((sum, box) => sum + box.width * box.height, 0);
    expect(changed.length).toBeGreaterThan(0.15 * eyeArea);
    expect(changed.every((p) => eyeBoxes.some((box) => inside(box, p)))).toBe(true);
    expect(changed.every((p) => inside(rig.focus as Box, p))).toBe(true);
    expect(halfChanged.length).toBeGreaterThan(0);
    expect(halfChanged.length).toBeLessThan(changed.length);
  });

  it('covers the eyeballs with smooth lids when the eyes close', FACE_MODELS, async () => {
    // Iris, white and lashes make an open eye the most contrasted spot of the face; a lid is not.
    const eyeballs = [
      [...face.groups.rightEyeUpper, ...face.groups.rightEyeLower],
      [...face.groups.leftEyeUpper, ...face.groups.leftEyeLower],
    ].map((lids) => pixelBox(boundingBox(lids), 0, rig.width, rig.height));
    const contrast = (f: Frame) => {
      const values = eyeballs.flatMap((box) => [...pixelsIn(f, box)].map((p) => luma(f, p)));
      const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
      return Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length);
    };
    expect(contrast(await frame('closed', 'closed'))).toBeLessThan(0.7 * contrast(await frame('closed', 'open')));
  });

  it('renders the same bytes for the same pose, from the same rig or a new one', FACE_MODELS, async () => {
    const pose = { viseme: 'open', eyes: 'half' } as const;
    const first = await rig.render(pose);
    expect((await rig.render(pose)).equals(first)).toBe(true);
    const { rig: again } = await createPhotoRig(photo, { maxHeight: MAX_HEIGHT });
    expect((await again.render(pose)).equals(first)).toBe(true);
  });

  it('refuses a photo without a face with the validation code', FACE_MODELS, async () => {
    const plain = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#a08070' } })
      .png()
      .toBuffer();
    const rejection = createPhotoRig(plain, { maxHeight: MAX_HEIGHT });
    await expect(rejection).rejects.toBeInstanceOf(PortraitRejectedError);
    await expect(rejection).rejects.toMatchObject({ code: 'noFace' });
  });
});
