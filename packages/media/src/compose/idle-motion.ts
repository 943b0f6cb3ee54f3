import type { Box } from '../avatar/rig';
import type { Size } from './types';

/**
 * Idle motion as ffmpeg expressions of the frame time `t`, evaluated per frame by the overlay and
 * crop filters: no extra frames are drawn. Periods are incommensurate so the motion never visibly
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

const DRIFT_X_PERIOD_SEC = 11;
const DRIFT_Y_PERIOD_SEC = 13;
/** Extra frame size a drifting fill rig is drawn at, as a fraction of the canvas: the drift's room. */
export const DRIFT_MARGIN = 0.05;

/** A slow pan of the canvas-sized window across a frame drawn DRIFT_MARGIN larger. */
export function fillDrift(frame: Size, canvas: Size): PositionExpressions {
  const roomX = frame.width - canvas.width;
  const roomY = frame.height - canvas.height;
  return {
    x: `${roomX / 2}*(1+sin(2*PI*t/${DRIFT_X_PERIOD_SEC}))`,
    y: `${roomY / 2}*(1+sin(2*PI*t/${DRIFT_Y_PERIOD_SEC}+1))`,
  };
}
