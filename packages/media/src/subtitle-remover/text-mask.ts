import { dilateMask, maxFilter, minFilter } from './morphology';

/** How text strokes are told from the picture around them, scaled by the frame's height. */
export interface StrokeScale {
  /** Half the widest stroke measured: a top-hat of this radius keeps strokes and drops broader shapes. */
  strokeRadius: number;
  /** How far a stroke's outline or shadow reaches past the stroke. */
  outlineRadius: number;
}

/** The scale on images of 2 x 2 blocks (half the frame's size each way), where text is looked for. */
export function strokeScale(frameHeight: number): StrokeScale {
  return {
    strokeRadius: Math.max(2, Math.round(frameHeight / 180)),
    outlineRadius: Math.max(2, Math.round(frameHeight / 220)),
  };
}

/** A stroke stands this many levels above (or below) its surroundings' opening (or closing). */
const STROKE_CONTRAST = 45;
/** Caption fill is bright (white, yellow) or dark (black); mid greys are left to the picture. */
const BRIGHT_LEVEL = 150;
const DARK_LEVEL = 80;

/**
 * The thin bright strokes and thin dark strokes of a luma image (white and black top-hats): 1 where a pixel is
 * part of a stroke narrower than the scale's stroke width and far brighter, or darker, than what surrounds it.
 */
export function strokeCores(
  luma: Uint8Array,
  width: number,
  height: number,
  scale: StrokeScale,
): { bright: Uint8Array; dark: Uint8Array } {
  const r = scale.strokeRadius;
  const opened = maxFilter(minFilter(luma, width, height, r), width, height, r);
  const closed = minFilter(maxFilter(luma, width, height, r), width, height, r);
  const bright = new Uint8Array(luma.length);
  const dark = new Uint8Array(luma.length);
  for (let i = 0; i < luma.length; i++) {
    const value = luma[i]!;
    if (value >= BRIGHT_LEVEL && value - opened[i]! >= STROKE_CONTRAST) bright[i] = 1;
    else if (value <= DARK_LEVEL && closed[i]! - value >= STROKE_CONTRAST) dark[i] = 1;
  }
  return { bright, dark };
}

/**
 * Rows where a line of text runs: a caption line puts many stroke pixels in each of its rows, scattered texture
 * puts few. Returns 1 for each row inside a line, widened by the stroke radius so tall letters are kept whole.
 */
export function textRows(core: Uint8Array, width: number, height: number, scale: StrokeScale): Uint8Array {
  const minimum = Math.max(4, Math.round(width * 0.012));
  const rows = new Uint8Array(height);
  for (let y = 0; y < height; y++) {
    let count = 0;
    for (let x = 0; x < width; x++) count += core[y * width + x]!;
    if (count >= minimum) rows[y] = 1;
  }
  // A line of text is at least a stroke tall: lone rows are texture.
  const kept = new Uint8Array(height);
  for (let y = 0; y < height;) {
    if (!rows[y]) {
      y++;
      continue;
    }
    let end = y;
    while (end < height && rows[end]) end++;
    if (end - y >= scale.strokeRadius) {
      for (let k = Math.max(0, y - 2 * scale.strokeRadius); k < Math.min(height, end + 2 * scale.strokeRadius); k++) {
        kept[k] = 1;
      }
    }
    y = end;
  }
  return kept;
}

/**
 * Where caption text is in one frame of a subtitle box: the bright strokes (or dark ones, for dark captions) of the
 * rows that hold a line of text, grown over their outline and shadow. Images are of 2 x 2 blocks; 1 marks a block to
 * replace. `lasting` (1 = a stroke that has stayed put for seconds either side, so part of the picture rather than
 * a caption) is left out.
 */
export function subtitleMask(
  cores: { bright: Uint8Array; dark: Uint8Array },
  lasting: { bright: Uint8Array; dark: Uint8Array } | null,
  width: number,
  height: number,
  scale: StrokeScale,
): Uint8Array {
  const { bright, dark } = cores;
  const mask = new Uint8Array(bright.length);
  for (const [core, other, lastingCore, lastingOther] of [
    [bright, dark, lasting?.bright, lasting?.dark],
    [dark, bright, lasting?.dark, lasting?.bright],
  ] as const) {
    const changing = new Uint8Array(core.length);
    for (let i = 0; i < core.length; i++) if (core[i] && !lastingCore?.[i]) changing[i] = 1;
    const rows = textRows(changing, width, height, scale);
    const kept = new Uint8Array(core.length);
    let any = false;
    for (let y = 0; y < height; y++) {
      if (!rows[y]) continue;
      for (let x = 0; x < width; x++) {
        if (changing[y * width + x]) {
          kept[y * width + x] = 1;
          any = true;
        }
      }
    }
    if (!any) continue;
    // Grown only over the rows near text: captions fill a few rows of a box, and growing costs a pass per row.
    const reachRadius = 2 * scale.outlineRadius;
    let first = 0;
    while (!rows[first]) first++;
    let last = height - 1;
    while (!rows[last]) last--;
    const top = Math.max(0, first - reachRadius);
    const bottom = Math.min(height, last + reachRadius + 1);
    const band = (image: Uint8Array) => image.subarray(top * width, bottom * width);
    const grown = dilateMask(band(kept), width, bottom - top, scale.outlineRadius);
    // The outline is the opposite stroke hugging the text: kept where it lies just beyond the grown strokes.
    const reach = dilateMask(band(kept), width, bottom - top, reachRadius);
    const offset = top * width;
    for (let i = 0; i < grown.length; i++) {
      const at = offset + i;
      if (grown[i] || (reach[i] && other[at] && !lastingOther?.[at])) mask[at] = 1;
    }
  }
  return mask;
}
