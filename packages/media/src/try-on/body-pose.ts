import type { Human } from '@vladmandic/human';
import type { Point } from '../face/geometry';
import { withFileUrlFetch, withHuman } from '../face/human-runtime';
import type { RgbImage } from '../face/rgb-image';

/** MoveNet Lightning (17 COCO keypoints) ships with @vladmandic/human in the same models folder as the face mesh. */
const BODY_MODEL = 'movenet-lightning.json';
/** Keypoints less sure than this are taken as not in the picture (an arm out of frame, a hip behind a table). */
const MIN_KEYPOINT_SCORE = 0.3;
/**
 * Wrists are kept in front of the garment from a lower confidence: a hand wrongly kept leaves a small hole in the
 * cloth, a hand missed is covered by it, and MoveNet Lightning is least sure of wrists at the picture's edge.
 */
const MIN_WRIST_SCORE = 0.15;

/** A keypoint in the person photo's pixels, with MoveNet's confidence. */
export interface Keypoint extends Point {
  score: number;
}

/** The joints the clothing is fitted to. "Left" and "right" are the picture's, not the subject's. */
export interface BodyPose {
  shoulders: { left: Keypoint; right: Keypoint };
  elbows: { left?: Keypoint; right?: Keypoint };
  wrists: { left?: Keypoint; right?: Keypoint };
  hips: { left?: Keypoint; right?: Keypoint };
}

/** Loaded on first use, like the face models, through the file-URL fetch the face models load with. */
async function loadBodyModel(human: Human): Promise<void> {
  if (human.models.models.movenet) return;
  await withFileUrlFetch(() => human.load({ body: { enabled: true, modelPath: BODY_MODEL } }));
  if (!human.models.models.movenet) throw new Error('the body pose model (MoveNet) failed to load');
}

/**
 * The body pose of the most prominent person in the picture, or undefined when MoveNet finds no shoulders. Runs on
 * the face detector's Human instance (one WASM heap), with the face models switched off for the call and back on
 * after it, since Human keeps a call's settings.
 */
export async function detectBodyPose(pixels: RgbImage): Promise<BodyPose | undefined> {
  const keypoints = await withHuman(async (human) => {
    let tensor: ReturnType<typeof human.tf.tensor3d> | undefined;
    try {
      await loadBodyModel(human);
      tensor = human.tf.tensor3d(new Uint8Array(pixels.data), [pixels.height, pixels.width, 3], 'int32');
      const result = await human.detect(tensor, {
        face: { enabled: false },
        body: {
          enabled: true,
          modelPath: BODY_MODEL,
          maxDetected: 1,
          minConfidence: MIN_WRIST_SCORE,
          skipFrames: 0,
        },
      });
      if (result.error) throw new Error(`body pose detection failed: ${result.error}`);
      return result.body[0]?.keypoints ?? [];
    } finally {
      tensor?.dispose();
      human.config.face.enabled = true;
      human.config.body.enabled = false;
    }
  });
  const part = (name: string, minScore = MIN_KEYPOINT_SCORE): Keypoint | undefined => {
    const found = keypoints.find((k) => k.part === name && k.score >= minScore);
    return found ? { x: found.position[0], y: found.position[1], score: found.score } : undefined;
  };
  const subjectLeft = part('leftShoulder');
  const subjectRight = part('rightShoulder');
  if (!subjectLeft || !subjectRight) return undefined;
  // MoveNet names the subject's sides, which a frontal photo shows mirrored; the garment is laid out as the picture
  // is, so each limb goes to the side of the picture its shoulder is on.
  const mirrored = subjectLeft.x > subjectRight.x;
  const sides = (name: string, minScore = MIN_KEYPOINT_SCORE) => {
    const ofLeft = part(`left${name}`, minScore);
    const ofRight = part(`right${name}`, minScore);
    return mirrored ? { left: ofRight, right: ofLeft } : { left: ofLeft, right: ofRight };
  };
  return {
    shoulders: mirrored ? { left: subjectRight, right: subjectLeft } : { left: subjectLeft, right: subjectRight },
    elbows: sides('Elbow'),
    wrists: sides('Wrist', MIN_WRIST_SCORE),
    hips: sides('Hip'),
  };
}
