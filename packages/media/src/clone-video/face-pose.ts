import type { DetectedFace } from '../face/detector';
import type { Point } from '../face/geometry';

/** MediaPipe FaceMesh points: nose tip, the outer eye corners, the inner lips' middles. */
const NOSE_TIP = 1;
const RIGHT_EYE_OUTER = 33;
const LEFT_EYE_OUTER = 263;
const UPPER_LIP_INNER = 13;
const LOWER_LIP_INNER = 14;

/**
 * Where the nose tip sits between the outer eye corners, 0-1: 0.5 for a face looking into the camera.
 * A head turned about 30 degrees puts it near 0.3 or 0.7.
 */
export function noseCentring(mesh: Point[]): number {
  const right = mesh[RIGHT_EYE_OUTER]!;
  const left = mesh[LEFT_EYE_OUTER]!;
  const span = left.x - right.x;
  return span === 0 ? 0 : (mesh[NOSE_TIP]!.x - right.x) / span;
}

/** The gap between the inner lips over the eye span: 0 for a closed mouth. */
export function lipGap(mesh: Point[]): number {
  const span = Math.hypot(
    mesh[LEFT_EYE_OUTER]!.x - mesh[RIGHT_EYE_OUTER]!.x,
    mesh[LEFT_EYE_OUTER]!.y - mesh[RIGHT_EYE_OUTER]!.y,
  );
  return span === 0 ? 0 : Math.max(0, mesh[LOWER_LIP_INNER]!.y - mesh[UPPER_LIP_INNER]!.y) / span;
}

/**
 * The faces that count: a face under half the size of the largest (someone far behind, a face on a
 * poster) does not make a second subject.
 */
export function subjects(faces: DetectedFace[]): DetectedFace[] {
  const largest = faces[0];
  if (!largest) return [];
  const area = (face: DetectedFace) => face.box.width * face.box.height;
  return faces.filter((face) => area(face) >= 0.5 * area(largest));
}
