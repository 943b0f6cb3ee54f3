import type { LayerTransform } from './layer-transform';

/**
 * A person sways: the top of the figure (hair, shoulders, loose cloth) drifts sideways and back while the base
 * stays put, like a body settling its weight. A mesh warp with one column of nodes: each row of the subject is
 * shifted by the sway's amplitude times how high above the base it is, squared, so the motion grows smoothly
 * from nothing at the feet to most at the head.
 */
const SWAY_SHARE = 0.008;
const SWAY_PERIOD_SEC = 4.6;

export interface SwayFrame {
  /** Source-pixel shift for each output row of the frame (positive reads further right). */
  rowShift: Float32Array;
}

export interface SwayingSubject {
  /** The subject's rectangle in stage pixels. */
  bounds: { top: number; bottom: number };
}

/** The shift of each output row at `t` seconds, given where that row reads the subject from. */
export function swayAt(subject: SwayingSubject, transform: LayerTransform, frameHeight: number, t: number): SwayFrame {
  const height = Math.max(1, subject.bounds.bottom - subject.bounds.top);
  const amplitude = SWAY_SHARE * height * Math.sin((2 * Math.PI * t) / SWAY_PERIOD_SEC);
  const rowShift = new Float32Array(frameHeight);
  for (let y = 0; y < frameHeight; y++) {
    const srcY = transform.scale * (y + 0.5) + transform.offsetY;
    const rise = Math.min(1, Math.max(0, (subject.bounds.bottom - srcY) / height));
    // In eighths of a pixel: rows with the same shift share their taps, and an eighth is below what shows.
    rowShift[y] = Math.round(amplitude * rise * rise * 8) / 8;
  }
  return { rowShift };
}
