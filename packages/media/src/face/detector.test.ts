import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Box } from '../avatar/rig';
import type { DetectedFace } from './detector';
import { decodeForDetection, detectFaces, detectFacesIn } from './detector';
import type { Point } from './geometry';
import { portrait, samplePhoto } from './test-portraits';

const FACE_MODELS = { timeout: 60_000 };

function inside(box: Box, p: Point): boolean {
  return p.x >= box.x && p.x <= box.x + box.width && p.y >= box.y && p.y <= box.y + box.height;
}

function centre(points: Point[]): Point {
  return {
    x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
    y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
  };
}

function onlyFace(faces: DetectedFace[]): DetectedFace {
  expect(faces).toHaveLength(1);
  return faces[0] as DetectedFace;
}

describe('detectFaces', () => {
  it('finds each face of a group photo, largest first, with a 478-point mesh inside its box', FACE_MODELS, async () => {
    const faces = await detectFaces(await samplePhoto(3));
    expect(faces).toHaveLength(3);
    const areas = faces.map((face) => face.box.width * face.box.height);
    expect(areas).toEqual([...areas].sort((a, b) => b - a));
    for (const face of faces) {
      expect(face.mesh).toHaveLength(478);
      const grown = { x: face.box.x - 2, y: face.box.y - 2, width: face.box.width + 4, height: face.box.height + 4 };
      expect(face.mesh.slice(0, 468).every((p) => inside(grown, p))).toBe(true);
    }
  });

  it(
    'leaves the iris out when asked, for that call only: the next photo has its iris points again',
    FACE_MODELS,
    async () => {
      const photo = await decodeForDetection(await portrait('blonde'));
      const [withIris] = await detectFacesIn(photo);
      const [without] = await detectFacesIn(photo, { iris: false });
      expect(without!.mesh).toHaveLength(468);
      const lips = (face: DetectedFace) => centre(face.groups.lipsUpperOuter);
      expect(Math.hypot(lips(without!).x - lips(withIris!).x, lips(without!).y - lips(withIris!).y)).toBeLessThan(2);
      expect(onlyFace(await detectFaces(await portrait('blonde'))).mesh).toHaveLength(478);
    },
  );

  it('carries a video’s face boxes from frame to frame, and never into another picture', FACE_MODELS, async () => {
    const frame = await decodeForDetection(await portrait('blonde'));
    const stream = {};
    const first = onlyFace(await detectFacesIn(frame, { iris: false, stream }));
    const carried = onlyFace(await detectFacesIn(frame, { iris: false, stream }));
    expect(Math.abs(carried.box.x - first.box.x)).toBeLessThan(first.box.width * 0.1);
    expect(await detectFaces(await samplePhoto(3))).toHaveLength(3);
    const after = onlyFace(await detectFacesIn(frame, { iris: false, stream }));
    expect(Math.abs(after.box.x - first.box.x)).toBeLessThan(first.box.width * 0.1);
  });

  it('names the lip and lid contours where they are on the face', FACE_MODELS, async () => {
    const { groups, box } = onlyFace(await detectFaces(await portrait('blonde')));
    const mouth = centre([...groups.lipsUpperOuter, ...groups.lipsLowerOuter]);
    const rightEye = centre([...groups.rightEyeUpper, ...groups.rightEyeLower]);
    const leftEye = centre([...groups.leftEyeUpper, ...groups.leftEyeLower]);
    expect(mouth.y).toBeGreaterThan(box.y + box.height * 0.6);
    expect(rightEye.y).toBeLessThan(box.y + box.height * 0.5);
    // The subject's right eye is on the left of the picture.
    expect(rightEye.x).toBeLessThan(leftEye.x);
    expect(centre(groups.lipsUpperOuter).y).toBeLessThan(centre(groups.lipsLowerOuter).y);
    expect(centre(groups.rightEyeUpper).y).toBeLessThan(centre(groups.rightEyeLower).y);
    expect(groups.lipsUpperInner).toHaveLength(11);
  });

  it('reports the face in displayed pixels when the file carries an EXIF rotation', FACE_MODELS, async () => {
    const upright = await portrait('blonde');
    // Stored turned a quarter left, with EXIF orientation 6 telling viewers to turn it back.
    const turned = await sharp(await sharp(upright).rotate(-90).toBuffer())
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 92 })
      .toBuffer();
    const expected = onlyFace(await detectFaces(upright)).box;
    const actual = onlyFace(await detectFaces(turned)).box;
    expect(Math.abs(actual.x - expected.x)).toBeLessThan(4);
    expect(Math.abs(actual.y - expected.y)).toBeLessThan(4);
    expect(Math.abs(actual.width - expected.width)).toBeLessThan(6);
  });

  it('finds nothing in a picture without a face', FACE_MODELS, async () => {
    const plain = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#d0b090' } })
      .jpeg()
      .toBuffer();
    expect(await detectFaces(plain)).toEqual([]);
  });
});
