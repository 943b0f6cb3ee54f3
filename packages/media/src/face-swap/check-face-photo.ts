import sharp from 'sharp';
import { decodeForDetection } from '../face/detector';
import type { DescribedFace } from './analyse-detect';
import { detectDescribedFaces } from './analyse-detect';
import { faceSharpness } from './check-face-sharpness';
import type { FaceCheck, FaceCheckProblem } from './face-swap-engine';

/** What a face-library photo must satisfy; the web client can show these before upload. */
export const FACE_PHOTO_LIMITS = {
  /** The photo-avatar upload rule of the product (API-NOTES): at most 10 MB and 4000 px. */
  maxBytes: 10 * 1024 * 1024,
  maxSide: 4000,
  /**
   * The face box's longer side: the swap draws the source face over faces of a few hundred pixels, and a source
   * under this has too little detail to give them.
   */
  minFacePixels: 120,
  /** ... and against the picture's shorter side: under a tenth, the photo is of a scene, not of a face. */
  minFaceRatio: 0.1,
  /**
   * Head turned further than this, left or right, or up or down: the far side of the face is hidden or foreshortened
   * and cannot be warped onto a frontal target. Human's angles put the test profile at 32-36 degrees and frontal
   * and three-quarter faces within 20.
   */
  maxYawDeg: 30,
  maxPitchDeg: 25,
  /**
   * Laplacian variance of the face at 160 px wide (check-face-sharpness.ts). Measured on the seven test portraits at
   * 320-850 px: sharp 54-523 (the lowest a small, soft-lit face); blurred by 2 px per 190 px of face, 8-33.
   */
  minSharpness: 40,
  /** Confidence of the face detector under which a box is not counted as a face (false boxes scored 0.2-0.4). */
  minDetectionScore: 0.5,
  /**
   * Another face at least this fraction of the main face's size makes the photo ambiguous; smaller faces (people far
   * behind, a face on a poster) are left alone.
   */
  competingFaceRatio: 0.5,
  /** Mesh confidence under which the face is only partly seen (a profile, a hand over it): 0.9-1 for clear faces. */
  minMeshScore: 0.8,
} as const;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Checks a photo for the face library: exactly one clear face, large enough, facing the camera and sharp. Cheap
 * checks come first, and the picture is decoded only once its header has proved its size sane.
 */
export async function checkFacePhoto(image: Buffer): Promise<FaceCheck> {
  if (image.length > FACE_PHOTO_LIMITS.maxBytes) return refuse('imageTooLarge');
  if (!isAcceptedFormat(image)) return refuse('badImage');
  const metadata = await sharp(image)
    .metadata()
    .catch(() => undefined);
  if (!metadata?.width || !metadata.height) return refuse('badImage');
  const { width, height } = metadata.autoOrient;
  if (Math.max(width, height) > FACE_PHOTO_LIMITS.maxSide) return refuse('imageTooLarge');
  const input = await decodeForDetection(image).catch(() => undefined);
  if (!input) return refuse('badImage');
  const faces = (await detectDescribedFaces(input, { describe: false })).filter(
    (face) => face.detectionScore >= FACE_PHOTO_LIMITS.minDetectionScore,
  );
  const [face, ...others] = faces;
  if (!face) return refuse('noFace');
  if (others.some((other) => side(other) >= side(face) * FACE_PHOTO_LIMITS.competingFaceRatio)) {
    return refuse('manyFaces');
  }
  const shortSide = Math.min(width, height);
  if (side(face) < Math.max(FACE_PHOTO_LIMITS.minFacePixels, shortSide * FACE_PHOTO_LIMITS.minFaceRatio)) {
    return refuse('faceTooSmall');
  }
  // Blur first: the angles of a blurred face are guesses, and a sharper photo is the fix the user needs.
  if ((await faceSharpness(image, face.box, { width, height })) < FACE_PHOTO_LIMITS.minSharpness) {
    return refuse('faceBlurred');
  }
  if (
    Math.abs(face.yawDeg) > FACE_PHOTO_LIMITS.maxYawDeg ||
    Math.abs(face.pitchDeg) > FACE_PHOTO_LIMITS.maxPitchDeg ||
    face.score < FACE_PHOTO_LIMITS.minMeshScore
  ) {
    return refuse('faceTurned');
  }
  const { x, y, width: boxWidth, height: boxHeight } = face.box;
  return {
    ok: true,
    face: { box: [Math.round(x), Math.round(y), Math.round(boxWidth), Math.round(boxHeight)], yawDeg: face.yawDeg },
  };
}

function refuse(problem: FaceCheckProblem): FaceCheck {
  return { ok: false, problem };
}

function side(face: DescribedFace): number {
  return Math.max(face.box.width, face.box.height);
}

/** By content, never by file name: JPEG SOI marker, PNG signature, RIFF....WEBP container. */
function isAcceptedFormat(bytes: Buffer): boolean {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true;
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return true;
  return bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';
}
