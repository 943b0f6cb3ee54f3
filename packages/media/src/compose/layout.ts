import type { AvatarRig, Box } from '../avatar/rig';
import type { CanvasSpec, Placement, Size } from './types';

/** Geometry of the canvas and of the avatar on it, in whole, even pixels (4:2:0 video halves chroma). */

const LONG_SIDE: Record<CanvasSpec['resolution'], number> = { 720: 1280, 1080: 1920 };

export function canvasSize({ ratio, resolution }: CanvasSpec): Size {
  if (ratio === '16:9') return { width: LONG_SIDE[resolution], height: resolution };
  if (ratio === '9:16') return { width: resolution, height: LONG_SIDE[resolution] };
  return { width: resolution, height: resolution };
}

export function even(value: number): number {
  return Math.max(2, 2 * Math.round(value / 2));
}

/**
 * A head-and-shoulders rig has its mouth in the lower half of the frame, a half-body rig in the
 * upper half; head rigs stand taller so the face reads at the size viewers expect.
 */
function isHeadFraming(rig: AvatarRig): boolean {
  return (rig.mouthBox.y + rig.mouthBox.height / 2) / rig.height > 0.5;
}

/** Centred, standing on the bottom edge, as tall as fits without cutting the sides off. */
export function defaultPlacement(rig: AvatarRig, canvas: Size): Placement {
  const wanted = isHeadFraming(rig) ? 1 : 0.9;
  const fitsWidth = canvas.width / (rig.width / rig.height) / canvas.height;
  return { x: 0.5, y: 1, scale: Math.min(wanted, fitsWidth) };
}

/** Where the avatar's frame lands on the canvas; it may reach past the edges, which crop it. */
export function overlayBox(rig: AvatarRig, canvas: Size, placement: Placement): Box {
  const height = even(placement.scale * canvas.height);
  const width = even((height * rig.width) / rig.height);
  return {
    x: Math.round(placement.x * canvas.width - width / 2),
    y: Math.round(placement.y * canvas.height - height),
    width,
    height,
  };
}

/** A rig-frame box moved into the canvas coordinates of `box` (where the frame is drawn). */
export function rigBoxOnCanvas(rig: AvatarRig, rigBox: Box, box: Box): Box {
  const sx = box.width / rig.width;
  const sy = box.height / rig.height;
  return {
    x: box.x + rigBox.x * sx,
    y: box.y + rigBox.y * sy,
    width: rigBox.width * sx,
    height: rigBox.height * sy,
  };
}

/**
 * The part of a fill rig's frame shown on a canvas of another shape: the largest box of the
 * canvas's ratio, centred on the face (`focus`) as far as the frame allows, so cropping a
 * portrait photo to 16:9 keeps the face rather than the collar.
 */
export function fillCrop(rig: AvatarRig, canvas: Size): Box {
  const ratio = canvas.width / canvas.height;
  const width = Math.round(Math.min(rig.width, rig.height * ratio));
  const height = Math.min(rig.height, Math.round(width / ratio));
  const focus = rig.focus ?? { x: 0, y: 0, width: rig.width, height: rig.height };
  return {
    x: centredOn(focus.x + focus.width / 2, width, rig.width),
    y: centredOn(focus.y + focus.height / 2, height, rig.height),
    width,
    height,
  };
}

/**
 * A head-and-shoulders crop: the detected face box (which takes in forehead, chin and cheeks) this share of the
 * crop's height, set a little above the middle.
 */
const HEAD_CROP_FACE_SHARE = 0.55;
const HEAD_CROP_FACE_RISE = 0.1;

/**
 * Head and shoulders of a fill rig in `frame`'s shape, for a presenter shown small: a whole portrait in a corner
 * box would leave the face a few pixels tall. Never larger than the picture; without a face, `fillCrop`'s.
 */
export function headCrop(rig: AvatarRig, frame: Size): Box {
  const face = rig.focus;
  if (!face) return fillCrop(rig, frame);
  const ratio = frame.width / frame.height;
  const width = Math.round(Math.min(rig.width, (face.height / HEAD_CROP_FACE_SHARE) * ratio, rig.height * ratio));
  const height = Math.min(rig.height, Math.round(width / ratio));
  return {
    x: centredOn(face.x + face.width / 2, width, rig.width),
    y: centredOn(face.y + face.height / 2 + HEAD_CROP_FACE_RISE * height, height, rig.height),
    width,
    height,
  };
}

/** Where a span of `size` starts to be centred on `centre`, kept within 0..`max`. */
function centredOn(centre: number, size: number, max: number): number {
  return Math.min(Math.max(Math.round(centre - size / 2), 0), max - size);
}
