import { beforeAll, describe, expect, it } from 'vitest';
import type { DetectedFace } from './detector';
import { detectFacesIn } from './detector';
import type { Point } from './geometry';
import type { HeadPose, HeadWarp } from './head-motion';
import { buildHeadWarp, cutBox, headPoseAt, pasteBox } from './head-motion';
import { LEFT_EYE, RIGHT_EYE } from './landmarks';
import { createPhotoRig } from './photo-rig';
import type { RgbImage } from './rgb-image';
import { decodeRgb } from './rgb-image';
import type { PORTRAITS } from './test-portraits';
import { portrait } from './test-portraits';

/**
 * Head motion on real portraits: the head turns, nods and tilts by mesh warp while everything
 * outside the head's box, and the ring along its border, stays the photo's own pixels; a face
 * detector run on the warped frames finds the face moved as far as the pose means to move it.
 */
const FACE_MODELS = { timeout: 120_000 };
const MAX_HEIGHT = 720;
const DEGREE = Math.PI / 180;
const REST: HeadPose = { yaw: 0, pitch: 0, roll: 0 };
const TURNED: HeadPose = { yaw: 3 * DEGREE, pitch: 0, roll: 2 * DEGREE };
const POSES: HeadPose[] = [
  { yaw: -3 * DEGREE, pitch: 0, roll: 0 },
  { yaw: 3 * DEGREE, pitch: 0, roll: 0 },
  { yaw: 0, pitch: 0, roll: 2 * DEGREE },
  { yaw: 0, pitch: 2.5 * DEGREE, roll: 0 },
  TURNED,
  { yaw: -2.5 * DEGREE, pitch: -1.5 * DEGREE, roll: -1.5 * DEGREE },
];
/** The pixels within this many of the box border must be the source's exactly. */
const BORDER_BAND = 3;
const NAMES: (keyof typeof PORTRAITS)[] = ['blonde', 'smiling', 'grinning', 'laughing'];
const NOSE_TIP = 1;

interface Subject {
  photo: RgbImage;
  head: HeadWarp;
  source: RgbImage;
  rest: DetectedFace;
}

function warped(subject: Subject, pose: HeadPose): { head: RgbImage; frame: RgbImage } {
  const head: RgbImage = { ...subject.source, data: Buffer.alloc(subject.source.data.length) };
  subject.head.warp(subject.source, pose, head);
  const frame: RgbImage = { ...subject.photo, data: Buffer.from(subject.photo.data) };
  pasteBox(frame, head, subject.head.box);
  return { head, frame };
}

async function detectOne(image: RgbImage): Promise<DetectedFace> {
  const faces = await detectFacesIn({ pixels: image, width: image.width, height: image.height });
  expect(faces.length).toBe(1);
  return faces[0] as DetectedFace;
}

/** Nose tip and both eye centres: points the detector places to about a pixel. */
function landmarks(mesh: readonly Point[]): Point[] {
  const centre = (indices: readonly number[]) => mean(indices.map((index) => mesh[index] as Point));
  return [
    mesh[NOSE_TIP] as Point,
    centre([...RIGHT_EYE.upperLid, ...RIGHT_EYE.lowerLid]),
    centre([...LEFT_EYE.upperLid, ...LEFT_EYE.lowerLid]),
  ];
}

function offset(from: Point, to: Point): Point {
  return { x: to.x - from.x, y: to.y - from.y };
}

function mean(points: readonly Point[]): Point {
  return {
    x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
    y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
  };
}

function differs(a: RgbImage, b: RgbImage, x: number, y: number): boolean {
  const i = (y * a.width + x) * 3;
  return a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2];
}

describe('headPoseAt', () => {
  const FPS = 25;
  const times = Array.from({ length: 180 * FPS }, (_, frame) => frame / FPS);
  const path = times.map(headPoseAt);

  it('starts at rest and stays within a few degrees', () => {
    expect(headPoseAt(0)).toEqual({ yaw: 0, pitch: 0, roll: 0 });
    for (const pose of path) {
      expect(Math.abs(pose.yaw)).toBeLessThanOrEqual(3 * DEGREE);
      expect(Math.abs(pose.pitch)).toBeLessThanOrEqual(2 * DEGREE);
      expect(Math.abs(pose.roll)).toBeLessThanOrEqual(1.5 * DEGREE);
    }
    expect(Math.max(...path.map((pose) => Math.abs(pose.yaw)))).toBeGreaterThan(1.5 * DEGREE);
  });

  it('moves smoothly: never more than 0.12 degrees between two frames', () => {
    path.slice(1).forEach((pose, i) => {
      const before = path[i] as HeadPose;
      expect(Math.abs(pose.yaw - before.yaw)).toBeLessThan(0.12 * DEGREE);
      expect(Math.abs(pose.pitch - before.pitch)).toBeLessThan(0.12 * DEGREE);
      expect(Math.abs(pose.roll - before.roll)).toBeLessThan(0.12 * DEGREE);
    });
  });

  it('never comes back to the same pose moving the same way within three minutes', () => {
    // Pose and velocity every fifth of a second, the velocity weighted as the pose moves in a quarter second.
    const states = path.slice(0, -1).map((now, i) => {
      const next = path[i + 1] as HeadPose;
      const velocity = FPS / 4;
      return [
        now.yaw,
        now.pitch,
        now.roll,
        (next.yaw - now.yaw) * velocity,
        (next.pitch - now.pitch) * velocity,
        (next.roll - now.roll) * velocity,
      ];
    });
    const tolerance = 0.05 * DEGREE;
    const step = FPS / 5;
    let repeats = 0;
    for (let i = 2 * FPS; i < states.length; i += step) {
      const a = states[i] as number[];
      for (let j = i + 3 * FPS; j < states.length; j += step) {
        const b = states[j] as number[];
        if (a.every((value, k) => Math.abs(value - (b[k] as number)) <= tolerance)) repeats++;
      }
    }
    expect(repeats).toBe(0);
  });
});

/** Poses beyond anything headPoseAt reaches, turning, nodding and tilting together both ways. */
const STRONGEST: HeadPose[] = [-1, 1].flatMap((s) => [
  { yaw: s * 4 * DEGREE, pitch: s * 3 * DEGREE, roll: s * 2.5 * DEGREE },
  { yaw: s * 4 * DEGREE, pitch: -s * 3 * DEGREE, roll: -s * 2.5 * DEGREE },
]);

/**
 * The smallest area, relative to its rest area, of the triangles of a 4-pixel mesh over the box
 * once the strongest poses move its vertices: negative means the warp folds.
 */
function smallestCellArea(head: HeadWarp): number {
  const { box } = head;
  const step = 4;
  const columns = Math.floor((box.width - 1) / step) + 1;
  let smallest = Infinity;
  for (const pose of STRONGEST) {
    const moved: Point[] = [];
    for (let y = box.y; y < box.y + box.height; y += step) {
      for (let x = box.x; x < box.x + columns * step; x += step) moved.push(head.displace({ x, y }, pose));
    }
    const rows = moved.length / columns;
    const cross = (p: Point, q: Point, r: Point) => ((q.x - p.x) * (r.y - p.y) - (r.x - p.x) * (q.y - p.y)) / step ** 2;
    for (let row = 0; row + 1 < rows; row++) {
      for (let column = 0; column + 1 < columns; column++) {
        const a = moved[row * columns + column] as Point;
        const b = moved[row * columns + column + 1] as Point;
        const c = moved[(row + 1) * columns + column] as Point;
        const d = moved[(row + 1) * columns + column + 1] as Point;
        smallest = Math.min(smallest, cross(a, b, c), cross(b, d, c));
      }
    }
  }
  return smallest;
}

/** Pixels within BORDER_BAND of the box border that the pose changed. */
function changedOnBorder(head: HeadWarp, source: RgbImage, pose: HeadPose): number {
  const target: RgbImage = { ...source, data: Buffer.alloc(source.data.length) };
  head.warp(source, pose, target);
  let changed = 0;
  for (let y = 0; y < source.height; y++) {
    for (let x = 0; x < source.width; x++) {
      const fromBorder = Math.min(x, y, source.width - 1 - x, source.height - 1 - y);
      if (fromBorder < BORDER_BAND && differs(target, source, x, y)) changed++;
    }
  }
  return changed;
}

describe.each(NAMES)('the head of "%s"', (name) => {
  let subject: Subject;

  beforeAll(async () => {
    const bytes = await portrait(name);
    const { rig, face } = await createPhotoRig(bytes, { maxHeight: MAX_HEIGHT });
    const photo = await decodeRgb(bytes, { size: { width: rig.width, height: rig.height } });
    const head = buildHeadWarp(face.mesh, photo);
    subject = { photo, head, source: cutBox(photo, head.box), rest: await detectOne(photo) };
  }, FACE_MODELS.timeout);

  it('has a whole-pixel box around the face, inside the frame, that leaves room around it', () => {
    const { box } = subject.head;
    for (const value of [box.x, box.y, box.width, box.height]) expect(Number.isInteger(value)).toBe(true);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(subject.photo.width);
    expect(box.y + box.height).toBeLessThanOrEqual(subject.photo.height);
    const face = subject.rest.box;
    expect(box.x).toBeLessThan(face.x);
    expect(box.x + box.width).toBeGreaterThan(face.x + face.width);
    expect(box.y + box.height).toBeGreaterThan(face.y + face.height);
    // Not the whole frame: the shoulders below and the background beside the head stay still.
    expect(box.width * box.height).toBeLessThan(0.6 * subject.photo.width * subject.photo.height);
  });

  it('draws the source unchanged at rest', () => {
    const { head } = warped(subject, REST);
    expect(head.data.equals(subject.source.data)).toBe(true);
  });

  it('changes only the head: outside the box and along its border every pixel is the photo', () => {
    const { head, frame } = warped(subject, TURNED);
    const { box } = subject.head;
    let outside = 0;
    let border = 0;
    let inside = 0;
    for (let y = 0; y < frame.height; y++) {
      for (let x = 0; x < frame.width; x++) {
        const bx = x - box.x;
        const by = y - box.y;
        if (bx < 0 || by < 0 || bx >= box.width || by >= box.height) {
          if (differs(frame, subject.photo, x, y)) outside++;
        } else if (Math.min(bx, by, box.width - 1 - bx, box.height - 1 - by) < BORDER_BAND) {
          if (differs(head, subject.source, bx, by)) border++;
        } else if (differs(head, subject.source, bx, by)) inside++;
      }
    }
    expect(outside).toBe(0);
    expect(border).toBe(0);
    expect(inside).toBeGreaterThan(0.05 * box.width * box.height);
  });

  it('never folds: every triangle of a fine mesh keeps its orientation under the strongest poses', () => {
    // Each cell may shrink or grow, but by far less than it would take to turn it over.
    expect(smallestCellArea(subject.head)).toBeGreaterThan(0.5);
  });

  it(
    'moves the face as far as the pose means: the detector finds it in every frame with nose and eyes displaced',
    FACE_MODELS,
    async () => {
      const before = landmarks(subject.rest.mesh);
      for (const pose of POSES) {
        const found = await detectOne(warped(subject, pose).frame);
        // Averaged over nose and eyes: the detector places each to a pixel or two.
        const meant = mean(before.map((point) => offset(point, subject.head.displace(point, pose))));
        const moved = mean(landmarks(found.mesh).map((point, k) => offset(before[k] as Point, point)));
        const size = Math.hypot(meant.x, meant.y);
        expect(size).toBeGreaterThan(3);
        expect(Math.hypot(moved.x - meant.x, moved.y - meant.y)).toBeLessThan(2 + 0.3 * size);
      }
    },
  );
});

describe('a head cut by the top of the picture', () => {
  it('still leaves the border alone and never folds, fading the motion out before the edge', FACE_MODELS, async () => {
    const bytes = await portrait('blonde');
    const { rig, face } = await createPhotoRig(bytes, { maxHeight: MAX_HEIGHT });
    const photo = await decodeRgb(bytes, { size: { width: rig.width, height: rig.height } });
    // Cut just above the brows: the hair and the top of the head leave the picture.
    const cut = Math.round(Math.min(...face.groups.rightEyeUpper.map((p) => p.y)) - 0.25 * face.box.width);
    const cropped = cutBox(photo, { x: 0, y: cut, width: photo.width, height: photo.height - cut });
    const head = buildHeadWarp(
      face.mesh.map((p) => ({ x: p.x, y: p.y - cut })),
      cropped,
    );
    expect(head.box.y).toBe(0);
    expect(smallestCellArea(head)).toBeGreaterThan(0.5);
    const source = cutBox(cropped, head.box);
    for (const pose of STRONGEST) expect(changedOnBorder(head, source, pose)).toBe(0);
  });
});
