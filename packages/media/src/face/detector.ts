import type { FaceResult } from '@vladmandic/human';
import type { Box } from '../avatar/rig';
import type { Point } from './geometry';
import { withHuman } from './human-runtime';
import { LEFT_EYE, LIPS, MESH_POINT_COUNT, RIGHT_EYE } from './landmarks';
import type { RgbImage } from './rgb-image';
import { decodeRgb, orientedSize } from './rgb-image';

export interface FaceGroups {
  lipsUpperOuter: Point[];
  lipsLowerOuter: Point[];
  lipsUpperInner: Point[];
  lipsLowerInner: Point[];
  /** Lid margins, corner to corner; "right" is the subject's right (the left of the picture). */
  rightEyeUpper: Point[];
  rightEyeLower: Point[];
  leftEyeUpper: Point[];
  leftEyeLower: Point[];
}

export interface DetectedFace {
  /** Tight box around the mesh, in pixels of the picture as displayed (EXIF orientation applied). */
  box: Box;
  /** Confidence of the mesh, 0-1: low for blurred, occluded or strongly turned faces. */
  score: number;
  /** Confidence of the face detector, 0-1. */
  detectionScore: number;
  /** The 478 mesh points (MediaPipe FaceMesh topology, iris points last), in the same pixels as box. */
  mesh: Point[];
  groups: FaceGroups;
}

/**
 * Faces are found on a copy no larger than this: the detector works at 256 px and the mesh at
 * 192 px per face, so more pixels only cost time and memory.
 */
const DETECTION_MAX_SIDE = 1536;

/** A picture decoded for detection: pixels at most DETECTION_MAX_SIDE, and its displayed size. */
export interface DetectionInput {
  pixels: RgbImage;
  width: number;
  height: number;
}

/** Every face in a jpg/png/webp picture, largest first. */
export async function detectFaces(image: Buffer): Promise<DetectedFace[]> {
  return detectFacesIn(await decodeForDetection(image));
}

/** Rejects when the bytes are not a decodable picture; callers tell that apart from detection failures. */
export async function decodeForDetection(image: Buffer): Promise<DetectionInput> {
  const [size, pixels] = await Promise.all([orientedSize(image), decodeRgb(image, { maxSide: DETECTION_MAX_SIDE })]);
  return { pixels, ...size };
}

export async function detectFacesIn({ pixels, width, height }: DetectionInput): Promise<DetectedFace[]> {
  const scale = { x: width / pixels.width, y: height / pixels.height };
  const results = await withHuman(async (human) => {
    const tensor = human.tf.tensor3d(new Uint8Array(pixels.data), [pixels.height, pixels.width, 3], 'int32');
    try {
      const result = await human.detect(tensor);
      if (result.error) throw new Error(`face detection failed: ${result.error}`);
      return result.face;
    } finally {
      tensor.dispose();
    }
  });
  return results
    .filter((face) => face.mesh.length === MESH_POINT_COUNT)
    .map((face) => toDetectedFace(face, scale))
    .sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
}

function toDetectedFace(face: FaceResult, scale: Point): DetectedFace {
  const mesh = face.mesh.map(([x, y]) => ({ x: x * scale.x, y: y * scale.y }));
  const [x, y, width, height] = face.box;
  return {
    box: { x: x * scale.x, y: y * scale.y, width: width * scale.x, height: height * scale.y },
    score: face.score,
    detectionScore: face.boxScore,
    mesh,
    groups: faceGroups(mesh),
  };
}

function faceGroups(mesh: Point[]): FaceGroups {
  const pick = (indices: readonly number[]) => indices.map((index) => mesh[index] as Point);
  return {
    lipsUpperOuter: pick(LIPS.upperOuter),
    lipsLowerOuter: pick(LIPS.lowerOuter),
    lipsUpperInner: pick(LIPS.upperInner),
    lipsLowerInner: pick(LIPS.lowerInner),
    rightEyeUpper: pick(RIGHT_EYE.upperLid),
    rightEyeLower: pick(RIGHT_EYE.lowerLid),
    leftEyeUpper: pick(LEFT_EYE.upperLid),
    leftEyeLower: pick(LEFT_EYE.lowerLid),
  };
}
