import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectFaces } from '../face/detector';
import type { Point } from '../face/geometry';
import { LIPS } from '../face/landmarks';
import { portrait } from '../face/test-portraits';
import { faceAnchors } from './face-anchors';
import { createOfflineTryOnEngine } from './offline-try-on-engine';
import { GLASSES_MARKERS, glassesPhoto, lipstickPhoto, wigPhoto } from './test/product-photos';
import { openStockModelPack } from './stock-models';
import { TEST_STOCK_MODEL_IDS, writeTestStockModelPack } from './test/stock-model-pack';
import { NoFaceFoundError } from './try-on-engine';

const MODELS = { timeout: 120_000 };

interface Rgb {
  r: number;
  g: number;
  b: number;
}

async function rgbOf(image: Buffer) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The centre of the pixels close to a marker colour, and how many there are. */
async function markerCentre(image: Buffer, marker: Rgb): Promise<{ centre: Point; count: number }> {
  const { data, width, height } = await rgbOf(image);
  let x = 0;
  let y = 0;
  let count = 0;
  for (let i = 0; i < width * height; i++) {
    const d = Math.hypot(data[i * 3]! - marker.r, data[i * 3 + 1]! - marker.g, data[i * 3 + 2]! - marker.b);
    if (d > 60) continue;
    x += i % width;
    y += Math.floor(i / width);
    count++;
  }
  return { centre: { x: x / Math.max(1, count), y: y / Math.max(1, count) }, count };
}

async function rotatedPortrait(degrees: number): Promise<Buffer> {
  return sharp(await portrait('blonde'))
    .rotate(degrees, { background: '#ffffff' })
    .jpeg({ quality: 92 })
    .toBuffer();
}

describe('offline try-on: glasses', () => {
  const engine = createOfflineTryOnEngine();

  it.each([
    ['a frontal portrait', () => portrait('blonde'), 0],
    ['a smiling portrait', () => portrait('smiling'), 0],
    ['a portrait turned 14 degrees', () => rotatedPortrait(14), 14],
  ])(
    'puts the bridge on the mesh between the eyes and turns the lenses to the eye line on %s',
    MODELS,
    async (_, person, turn) => {
      const photo = await person();
      const anchors = faceAnchors((await detectFaces(photo))[0]!);
      // The eye line of an upright head runs left to right in the picture, turned with the photo.
      expect(Math.abs(anchors.rollDegrees - turn)).toBeLessThan(8);
      const result = await engine.tryOn({ kind: 'glasses', person: photo, product: await glassesPhoto() });
      expect(result.mimeType).toBe('image/jpeg');
      const size = await sharp(photo).metadata();
      expect([result.width, result.height]).toEqual([size.width, size.height]);

      const bridge = await markerCentre(result.body, GLASSES_MARKERS.bridge);
      const left = await markerCentre(result.body, GLASSES_MARKERS.leftLens);
      const right = await markerCentre(result.body, GLASSES_MARKERS.rightLens);
      expect(Math.min(bridge.count, left.count, right.count)).toBeGreaterThan(50);
      // A few pixels on faces about 250 px wide.
      expect(Math.hypot(bridge.centre.x - anchors.bridge.x, bridge.centre.y - anchors.bridge.y)).toBeLessThan(4);
      const lensRoll = (Math.atan2(right.centre.y - left.centre.y, right.centre.x - left.centre.x) * 180) / Math.PI;
      expect(Math.abs(lensRoll - anchors.rollDegrees)).toBeLessThan(1.5);
      // The lenses sit on the eyes: each lens centre within a fifth of the eye distance of its eye.
      const eyeDistance = Math.hypot(anchors.leftEye.x - anchors.rightEye.x, anchors.leftEye.y - anchors.rightEye.y);
      expect(Math.hypot(left.centre.x - anchors.rightEye.x, left.centre.y - anchors.rightEye.y)).toBeLessThan(
        eyeDistance / 5,
      );
      expect(Math.hypot(right.centre.x - anchors.leftEye.x, right.centre.y - anchors.leftEye.y)).toBeLessThan(
        eyeDistance / 5,
      );
    },
  );

  it('says so when the person photo has no face', MODELS, async () => {
    const landscape = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#7aa0c0' } })
      .jpeg()
      .toBuffer();
    await expect(
      engine.tryOn({ kind: 'glasses', person: landscape, product: await glassesPhoto() }),
    ).rejects.toBeInstanceOf(NoFaceFoundError);
  });
});

describe('offline try-on: wig and beauty', () => {
  const engine = createOfflineTryOnEngine();

  it('puts the wig on the head above the forehead and leaves the eyes and mouth uncovered', MODELS, async () => {
    const photo = await rotatedPortrait(-10);
    const face = (await detectFaces(photo))[0]!;
    const anchors = faceAnchors(face);
    const result = await engine.tryOn({ kind: 'wig', person: photo, product: await wigPhoto() });
    const hair = { r: 0x4a, g: 0x2a, b: 0x14 };
    const { data, width } = await rgbOf(result.body);
    const near = (p: Point, marker: Rgb) => {
      const i = Math.round(p.y) * width + Math.round(p.x);
      return Math.hypot(data[i * 3]! - marker.r, data[i * 3 + 1]! - marker.g, data[i * 3 + 2]! - marker.b) < 40;
    };
    const radians = (anchors.rollDegrees * Math.PI) / 180;
    const up = (distance: number): Point => ({
      x: anchors.foreheadTop.x + Math.sin(radians) * distance,
      y: anchors.foreheadTop.y - Math.cos(radians) * distance,
    });
    expect(near(up(0.15 * anchors.faceLength), hair)).toBe(true);
    expect(near(anchors.rightEye, hair) || near(anchors.leftEye, hair)).toBe(false);
    expect(near(face.mesh[LIPS.upperOuter[5]]!, hair)).toBe(false);
  });

  it('colours the lips with the product and leaves the photo outside the face as it was', MODELS, async () => {
    const photo = await portrait('blonde');
    const face = (await detectFaces(photo))[0]!;
    const result = await engine.tryOn({ kind: 'beauty', person: photo, product: await lipstickPhoto() });
    const before = await rgbOf(photo);
    const after = await rgbOf(await sharp(result.body).png().toBuffer());
    const lowerLip = face.mesh[LIPS.lowerOuter[5]]!;
    const upperLip = face.mesh[LIPS.lowerInner[5]]!;
    const lip = { x: (lowerLip.x + upperLip.x) / 2, y: (lowerLip.y + upperLip.y) / 2 };
    const at = (image: typeof before, p: Point) => {
      const i = Math.round(p.y) * image.width + Math.round(p.x);
      return { r: image.data[i * 3]!, g: image.data[i * 3 + 1]!, b: image.data[i * 3 + 2]! };
    };
    const redness = (c: Rgb) => c.r - (c.g + c.b) / 2;
    expect(redness(at(after, lip))).toBeGreaterThan(redness(at(before, lip)) + 15);
    // A corner of the photo, far from the face: only JPEG noise.
    const corner = { x: 5, y: before.height - 5 };
    const a = at(before, corner);
    const b = at(after, corner);
    expect(Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b)).toBeLessThan(12);
  });
});

describe('the test stock model pack', () => {
  it.each(TEST_STOCK_MODEL_IDS)(
    '%s is a portrait larger than SPEC 5 asks, with one face to fit products to',
    MODELS,
    async (id) => {
      const pack = await openStockModelPack(await writeTestStockModelPack(join(tmpdir(), `stock-pack-${process.pid}`)));
      const photo = (await pack.photo(id))!;
      const { width, height } = await sharp(photo).metadata();
      expect(Math.min(width, height)).toBeGreaterThan(500);
      const faces = await detectFaces(photo);
      expect(faces.filter((face) => face.score >= 0.5)).toHaveLength(1);
    },
  );
});
