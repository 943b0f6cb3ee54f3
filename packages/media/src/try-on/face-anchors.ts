import type { DetectedFace } from '../face/detector';
import { distance, type Point } from '../face/geometry';

/** Mesh indices (MediaPipe FaceMesh topology) the accessories are fitted to. */
const MESH = {
  /** The face outline level with the outer eye corners: where the arms of glasses pass. */
  rightTemple: 127,
  leftTemple: 356,
  /** The top of the forehead on the mesh, just under the hairline. */
  foreheadTop: 10,
  chin: 152,
  rightEyeCorners: [33, 133],
  leftEyeCorners: [362, 263],
  /** Iris centres, among the last ten points of the 478-point mesh. */
  irisCentres: [468, 473],
} as const;

/** Where an accessory goes on one face, in the person photo's pixels. */
export interface FaceAnchors {
  /** Centres of the subject's right eye (left in the picture) and left eye. */
  rightEye: Point;
  leftEye: Point;
  /** Midway between the eyes: where the bridge of glasses rests. */
  bridge: Point;
  /** The roll of the head: the eye line's angle from the horizontal, degrees, clockwise positive (y points down). */
  rollDegrees: number;
  /** The width of the face at the temples, pixels. */
  templeWidth: number;
  /** The top of the forehead, and the forehead-to-chin length. */
  foreheadTop: Point;
  faceLength: number;
}

function meshPoint(face: DetectedFace, index: number): Point {
  const point = face.mesh[index];
  if (!point) throw new Error(`the face mesh has no point ${index}`);
  return point;
}

function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/**
 * The iris centre nearest the eye's corners when the mesh has iris points, else the middle of the corners. The two
 * iris rings are matched by position, not by index: which ring comes first differs between mesh models.
 */
function eyeCentre(face: DetectedFace, corners: readonly [number, number]): Point {
  const middle = midpoint(meshPoint(face, corners[0]), meshPoint(face, corners[1]));
  const irises = MESH.irisCentres.filter((index) => face.mesh.length > index).map((index) => meshPoint(face, index));
  if (irises.length === 0) return middle;
  return irises.reduce((best, iris) => (distance(iris, middle) < distance(best, middle) ? iris : best));
}

export function faceAnchors(face: DetectedFace): FaceAnchors {
  const rightEye = eyeCentre(face, MESH.rightEyeCorners);
  const leftEye = eyeCentre(face, MESH.leftEyeCorners);
  const foreheadTop = meshPoint(face, MESH.foreheadTop);
  return {
    rightEye,
    leftEye,
    bridge: midpoint(rightEye, leftEye),
    rollDegrees: (Math.atan2(leftEye.y - rightEye.y, leftEye.x - rightEye.x) * 180) / Math.PI,
    templeWidth: distance(meshPoint(face, MESH.rightTemple), meshPoint(face, MESH.leftTemple)),
    foreheadTop,
    faceLength: distance(foreheadTop, meshPoint(face, MESH.chin)),
  };
}
