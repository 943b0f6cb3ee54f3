import { beforeAll, describe, expect, it } from 'vitest';
import { decodeRgb, type RgbImage } from '../face/rgb-image';
import { detectFaces } from '../face/detector';
import type { Point } from '../face/geometry';
import { portrait } from '../face/test-portraits';
import { matchColour } from './colour-match';
import { faceMask } from './face-mask';
import { removeOccluders, updateSkinModel } from './face-mask-occluders';

let photo: RgbImage;
let mesh: Point[];

beforeAll(async () => {
  const bytes = await portrait('blonde');
  photo = await decodeRgb(bytes);
  const [face] = await detectFaces(bytes);
  mesh = face!.mesh.slice(0, 468);
}, 60_000);

const at = (map: Float32Array, p: Point) => map[Math.round(p.y) * photo.width + Math.round(p.x)]!;

describe('faceMask', () => {
  it('covers the middle of the face, fades before the hairline and leaves the mouth opening out', () => {
    const mask = faceMask(mesh, photo.width, photo.height);
    expect(at(mask, mesh[1]!)).toBe(1); // nose tip
    expect(at(mask, mesh[9]!)).toBeGreaterThan(0.9); // between the brows, up the forehead
    expect(at(mask, mesh[10]!)).toBeLessThan(0.05); // top of the forehead, by the hairline
    expect(at(mask, mesh[234]!)).toBeLessThan(0.05); // beside the ear
    expect(at(mask, { x: 5, y: 5 })).toBe(0);
    const upper = mesh[13]!;
    const lower = mesh[14]!;
    const gap = Math.hypot(upper.x - lower.x, upper.y - lower.y);
    if (gap > 6) expect(at(mask, { x: (upper.x + lower.x) / 2, y: (upper.y + lower.y) / 2 })).toBeLessThan(0.1);
  });
});

describe('removeOccluders', () => {
  it('keeps a green hand-sized patch over the cheek out of the blend', () => {
    const image = { ...photo, data: Buffer.from(photo.data) };
    const cheek = mesh[50]!;
    for (let y = -12; y <= 12; y++) {
      for (let x = -12; x <= 12; x++) {
        const o = ((Math.round(cheek.y) + y) * image.width + Math.round(cheek.x) + x) * 3;
        image.data[o] = 40;
        image.data[o + 1] = 160;
        image.data[o + 2] = 60;
      }
    }
    const alpha = faceMask(mesh, image.width, image.height);
    const forehead = at(alpha, mesh[151]!);
    removeOccluders(image, mesh, updateSkinModel(image, mesh, null), alpha);
    expect(at(alpha, cheek)).toBeLessThan(0.05);
    expect(at(alpha, mesh[151]!)).toBeCloseTo(forehead, 5);
  });
});

describe('matchColour', () => {
  it('brings a face of another colour to the target colour while keeping its detail', () => {
    const target = photo;
    const warped = { ...photo, data: Buffer.from(photo.data) };
    // The same face in a cold, darker light.
    for (let i = 0; i < warped.data.length; i += 3) {
      warped.data[i] = Math.round(warped.data[i]! * 0.6);
      warped.data[i + 1] = Math.round(warped.data[i + 1]! * 0.75);
    }
    const alpha = faceMask(mesh, photo.width, photo.height);
    const weight = alpha.map((a) => (a >= 0.5 ? a : 0));
    matchColour(warped, target, weight, alpha, 60);
    let error = 0;
    let count = 0;
    for (let i = 0; i < alpha.length; i++) {
      if (alpha[i]! < 1) continue;
      for (let c = 0; c < 3; c++) error += Math.abs(warped.data[i * 3 + c]! - target.data[i * 3 + c]!);
      count += 3;
    }
    expect(error / count).toBeLessThan(3);
  });
});
