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

export interface DetectOptions {
  /**
   * Refine the eyes with the iris model (on by default): it sharpens the eyelid points that blinks are drawn from,
   * and takes about a fifth of the time per face. Without it the mesh has the 468 points of plain FaceMesh.
   */
  iris?: boolean;
  /**
   * The same object for every frame of one video, given in order: while the picture changes little, each face's box
   * is carried over from its last mesh and the detector runs again only every few frames or after a cut. The mesh
   * is made fresh on every frame. About three times faster on a talking head; the lip gap follows the per-frame
   * detection's with r = 0.94.
   */
  stream?: object;
}

/** Mesh points without the ten iris points. */
const MESH_POINTS_WITHOUT_IRIS = MESH_POINT_COUNT - 10;
/** Frames of a stream whose boxes may come from the last meshes before the detector looks again. */
const STREAM_SKIP_FRAMES = 4;
const STREAM_SKIP_MS = 2000;
/** Human's measure of change between frames under which the boxes carry over (its own default for video). */
const STREAM_CACHE_SENSITIVITY = 0.7;

/** The stream of the last call: Human keeps one set of carried boxes, which another picture replaces. */
let lastStream: object | null = null;

export async function detectFacesIn(
  { pixels, width, height }: DetectionInput,
  { iris = true, stream }: DetectOptions = {},
): Promise<DetectedFace[]> {
  const scale = { x: width / pixels.width, y: height / pixels.height };
  const results = await withHuman(async (human) => {
    const continuing = stream !== undefined && stream === lastStream;
    lastStream = stream ?? null;
    const tensor = human.tf.tensor3d(new Uint8Array(pixels.data), [pixels.height, pixels.width, 3], 'int32');
    try {
      // Human merges a call's settings into its own for good: every call gives all of those it changes.
      const result = await human.detect(tensor, {
        cacheSensitivity: continuing ? STREAM_CACHE_SENSITIVITY : 0,
        face: {
          iris: { enabled: iris },
          detector: continuing ? { skipFrames: STREAM_SKIP_FRAMES, skipTime: STREAM_SKIP_MS } : { skipFrames: 0 },
        },
      });
      if (result.error) throw new Error(`face detection failed: ${result.error}`);
      return result.face;
    } finally {
      tensor.dispose();
    }
  });
  return results
    .filter((face) => face.mesh.length === (iris ? MESH_POINT_COUNT : MESH_POINTS_WITHOUT_IRIS))
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
