import type { FaceResult, Human } from '@vladmandic/human';
import type { DetectionInput } from '../face/detector';
import { withFileUrlFetch, withHuman } from '../face/human-runtime';

/** A face with what the face swap needs to tell people apart and pick their best view. */
export interface DescribedFace {
  /** In pixels of the picture as displayed. */
  box: { x: number; y: number; width: number; height: number };
  /** Mesh confidence, 0-1. */
  score: number;
  /** Face detector confidence, 0-1. */
  detectionScore: number;
  /**
   * The face-recognition embedding (Human's faceres model, 1024 numbers): the same person gives close ones. Empty
   * when the call did not ask for it.
   */
  descriptor: number[];
  /** Head turn left or right and up or down, in degrees, 0 looking into the camera. */
  yawDeg: number;
  pitchDeg: number;
}

const RADIANS_TO_DEGREES = 180 / Math.PI;

/**
 * Every face in a picture with its head angles, largest first, and with descriptors when `describe` is set. The
 * description model costs about 100 ms a face on two cores, more than the detector and the mesh together, so callers
 * ask for it only where they need it. The shared Human instance runs only the detector and the mesh for the other
 * features; the description model is turned on for a call and off again after it, since Human keeps a call's
 * settings for the next caller. Iris refinement is not needed here.
 */
export async function detectDescribedFaces(
  { pixels, width, height }: DetectionInput,
  { describe }: { describe: boolean },
): Promise<DescribedFace[]> {
  const scale = { x: width / pixels.width, y: height / pixels.height };
  const settings = describe ? DESCRIBED : PLAIN;
  const results = await withHuman(async (human) => {
    const tensor = human.tf.tensor3d(new Uint8Array(pixels.data), [pixels.height, pixels.width, 3], 'int32');
    try {
      // The description model is loaded on first use, from file:// URLs like the others.
      if (describe) await withFileUrlFetch(() => human.load(settings));
      const result = await human.detect(tensor, settings);
      if (result.error) throw new Error(`face detection failed: ${result.error}`);
      return result.face;
    } finally {
      tensor.dispose();
      if (describe) turnDescriptionOff(human);
    }
  });
  return results
    .filter((face) => !describe || (face.embedding?.length ?? 0) > 0)
    .map((face) => toDescribedFace(face, scale))
    .sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
}

/**
 * Every picture is new: no boxes or descriptors carried over from an earlier call. Every setting another caller of
 * the shared instance changes is given, whatever that caller left behind.
 */
const PLAIN = {
  cacheSensitivity: 0,
  body: { enabled: false },
  face: {
    enabled: true,
    mesh: { enabled: true },
    iris: { enabled: false },
    detector: { skipFrames: 0 },
    description: { enabled: false },
  },
};
const DESCRIBED = {
  ...PLAIN,
  face: { ...PLAIN.face, description: { enabled: true, skipFrames: 0, skipTime: 0 } },
};

function turnDescriptionOff(human: Human): void {
  human.config.face.description = { ...human.config.face.description, enabled: false };
}

function toDescribedFace(face: FaceResult, scale: { x: number; y: number }): DescribedFace {
  const [x, y, width, height] = face.box;
  const angle = face.rotation?.angle;
  return {
    box: { x: x * scale.x, y: y * scale.y, width: width * scale.x, height: height * scale.y },
    score: face.score,
    detectionScore: face.boxScore,
    descriptor: face.embedding ?? [],
    yawDeg: (angle?.yaw ?? 0) * RADIANS_TO_DEGREES,
    pitchDeg: (angle?.pitch ?? 0) * RADIANS_TO_DEGREES,
  };
}

/**
 * How alike two descriptors are: the cosine of the angle between them, 1 for the same picture. Measured values are
 * in group-people.ts.
 */
export function descriptorSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}
