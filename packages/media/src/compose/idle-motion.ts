import type { Box } from '../avatar/rig';

/**
 * Idle motion as ffmpeg expressions of the frame time `t`, evaluated per frame by the overlay filter: no extra
 * frames are drawn. Periods are incommensurate so the motion never visibly
 * repeats, and small enough to read as breathing rather than as a moving camera.
 */

const SWAY_PERIOD_SEC = 7.3;
const BOB_PERIOD_SEC = 4.1;
/** Sway and bob amplitudes as fractions of the avatar's height. */
const SWAY = 0.01;
const BOB = 0.006;

export interface PositionExpressions {
  x: string;
  y: string;
}

/**
 * Sways sideways and bobs only downwards: the presenter is usually cut by the bottom edge, and
 * rising would open a gap under the torso.
 */
export function overlayMotion(box: Box): PositionExpressions {
  const sway = (SWAY * box.height).toFixed(2);
  const bob = (BOB * box.height).toFixed(2);
  return {
    x: `${box.x}+${sway}*sin(2*PI*t/${SWAY_PERIOD_SEC})`,
    y: `${box.y}+${bob}*(1-cos(2*PI*t/${BOB_PERIOD_SEC}))`,
  };
}
