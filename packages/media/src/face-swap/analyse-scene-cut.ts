/** Every this many pixels along a row and down a column are compared: a cut changes the whole picture. */
const STEP = 4;

/**
 * How different two same-sized RGB frames are, 0-255: the mean absolute difference of their green channels (the
 * one closest to brightness) on a sparse grid.
 */
export function frameDifference(a: Buffer, b: Buffer, width: number, height: number): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < height; y += STEP) {
    for (let x = 0; x < width; x += STEP) {
      const green = (y * width + x) * 3 + 1;
      sum += Math.abs((a[green] as number) - (b[green] as number));
      count++;
    }
  }
  return count === 0 ? 0 : sum / count;
}
