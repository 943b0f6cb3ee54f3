import type { Box } from '../rig';
import type { Framing } from '../stock-traits';

/**
 * Figure space: one unit is about 1/290 of the head's height; x = 0 is the face's axis, y = 0 sits
 * just below the eye line. Both framings crop the same drawn figure.
 */
export const VIEW_BOX: Record<Framing, Box> = {
  head: { x: -280, y: -232, width: 560, height: 560 },
  half: { x: -270, y: -232, width: 540, height: 840 },
};

export const FACE = {
  eyeX: 40,
  eyeY: -6,
  browY: -36,
  mouthY: 74,
} as const;

/** Where any viseme's lips and teeth can reach, with the jaw dropped. */
export const MOUTH_BOUNDS: Box = { x: -36, y: 56, width: 72, height: 44 };

/** Both eyes and their lids; blinks change nothing outside this. */
export const EYES_BOUNDS: Box = { x: -68, y: -31, width: 136, height: 39 };

/** Frame size for a pixel height; the width is kept even because video encoders need it. */
export function frameSize(framing: Framing, height: number): { width: number; height: number } {
  const box = VIEW_BOX[framing];
  return { width: 2 * Math.round((height * box.width) / box.height / 2), height };
}

/** A figure-space box as the smallest whole-pixel box that contains it in a frame of `height`. */
export function toFramePixels(framing: Framing, height: number, box: Box): Box {
  const view = VIEW_BOX[framing];
  const size = frameSize(framing, height);
  const sx = size.width / view.width;
  const sy = size.height / view.height;
  const left = Math.floor((box.x - view.x) * sx);
  const top = Math.floor((box.y - view.y) * sy);
  const right = Math.ceil((box.x + box.width - view.x) * sx);
  const bottom = Math.ceil((box.y + box.height - view.y) * sy);
  return { x: left, y: top, width: right - left, height: bottom - top };
}
