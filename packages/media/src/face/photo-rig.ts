import type { AvatarRig, Box, RigPose } from '../avatar/rig';
import { VISEMES } from '../avatar/rig';
import type { DetectedFace } from './detector';
import { buildEyeRig, renderEye } from './eye-rig';
import type { EyeRig } from './eye-rig';
import type { Point } from './geometry';
import { boundingBox, pixelBox } from './geometry';
import { LEFT_EYE, RIGHT_EYE } from './landmarks';
import { buildMouthRig, lipsBox, renderMouth } from './mouth-rig';
import type { MouthRig } from './mouth-rig';
import { mouthShape, poseMouthShape } from './mouth-shapes';
import type { RgbImage } from './rgb-image';
import { decodeRgb, encodePng } from './rgb-image';
import type { PortraitImage } from './validate-portrait';
import { PortraitRejectedError, validatePortrait } from './validate-portrait';

export interface PhotoRigOptions {
  /** Frames are scaled down to at most this height (never up). */
  maxHeight: number;
}

/** mouthBox reaches this share of the mouth width beyond the lips at their widest. */
const MOUTH_BOX_MARGIN = 0.15;

/**
 * Turns a portrait photo into a fill rig: every pose is the photo with the lower face warped
 * into the mouth shape (a viseme, or a blend of two) and the upper lids lowered for blinks. The
 * returned face and mouth rig are in frame pixels.
 * Throws PortraitRejectedError when the photo fails validatePortrait.
 */
export async function createPhotoRig(
  bytes: Buffer,
  options: PhotoRigOptions,
): Promise<{ rig: AvatarRig; face: DetectedFace; mouth: MouthRig }> {
  const check = await validatePortrait(bytes);
  if (!check.ok) throw new PortraitRejectedError(check.code, check.message);
  const size = frameSize(check.image, options.maxHeight);
  const base = await decodeRgb(bytes, { size });
  const face = scaleFace(check.face, size.width / check.image.width, size.height / check.image.height);
  const mouth = buildMouthRig(face.mesh, base);
  const eyes = [buildEyeRig(face.mesh, RIGHT_EYE), buildEyeRig(face.mesh, LEFT_EYE)];
  const rig: AvatarRig = {
    ...size,
    mode: 'fill',
    mouthBox: mouthBox(mouth, base),
    focus: pixelBox(face.box, 0, base.width, base.height),
    faceMesh: face.mesh,
    render: (pose) => renderPose(pose, base, mouth, eyes),
  };
  return { rig, face, mouth };
}

/** Even sides: the frames end up in yuv420p video, which halves the chroma resolution. */
function frameSize(image: PortraitImage, maxHeight: number): { width: number; height: number } {
  const height = 2 * Math.floor(Math.min(maxHeight, image.height) / 2);
  return { width: 2 * Math.round((image.width * height) / image.height / 2), height };
}

function scaleFace(face: DetectedFace, sx: number, sy: number): DetectedFace {
  const scale = (p: Point) => ({ x: p.x * sx, y: p.y * sy });
  const groups = Object.fromEntries(
    Object.entries(face.groups).map(([name, points]) => [name, points.map(scale)]),
  ) as DetectedFace['groups'];
  const { x, y, width, height } = face.box;
  return {
    ...face,
    box: { x: x * sx, y: y * sy, width: width * sx, height: height * sy },
    mesh: face.mesh.map(scale),
    groups,
  };
}

/** Around the lips in every shape, so measuring the opening inside it never clips a lip. */
function mouthBox(mouth: MouthRig, base: RgbImage): Box {
  const corners = VISEMES.flatMap((viseme) => {
    const box = lipsBox(mouth, mouthShape(viseme));
    return [
      { x: box.x, y: box.y },
      { x: box.x + box.width, y: box.y + box.height },
    ];
  });
  return pixelBox(boundingBox(corners), MOUTH_BOX_MARGIN * mouth.width, base.width, base.height);
}

async function renderPose(pose: RigPose, base: RgbImage, mouth: MouthRig, eyes: EyeRig[]): Promise<Buffer> {
  const frame: RgbImage = { width: base.width, height: base.height, data: Buffer.from(base.data) };
  renderMouth(mouth, poseMouthShape(pose), base, frame);
  for (const eye of eyes) renderEye(eye, pose.eyes, base, frame);
  return encodePng(frame);
}
