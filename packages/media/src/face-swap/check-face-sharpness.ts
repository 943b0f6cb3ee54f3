import sharp from 'sharp';

/**
 * Faces are compared at this width, whatever their size in the photo: the swap draws the source face at about this
 * size, and blur only means something relative to the face.
 */
const MEASURE_WIDTH = 160;

/**
 * How sharp the face inside `box` (pixels of the picture as displayed) is: the variance of the Laplacian of its
 * brightness, measured at MEASURE_WIDTH. Sharp photos give hundreds; the same photo blurred gives tens.
 */
export async function faceSharpness(
  image: Buffer,
  box: { x: number; y: number; width: number; height: number },
  size: { width: number; height: number },
): Promise<number> {
  const left = Math.max(0, Math.floor(box.x));
  const top = Math.max(0, Math.floor(box.y));
  const width = Math.max(1, Math.min(size.width, Math.ceil(box.x + box.width)) - left);
  const height = Math.max(1, Math.min(size.height, Math.ceil(box.y + box.height)) - top);
  const { data, info } = await sharp(image, { autoOrient: true })
    .extract({ left, top, width, height })
    .greyscale()
    .resize({ width: MEASURE_WIDTH })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return laplacianVariance(data, info.width, info.height);
}

function laplacianVariance(grey: Buffer, width: number, height: number): number {
  let sum = 0;
  let sumSquares = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const at = y * width + x;
      const value =
        (grey[at - 1] as number) +
        (grey[at + 1] as number) +
        (grey[at - width] as number) +
        (grey[at + width] as number) -
        4 * (grey[at] as number);
      sum += value;
      sumSquares += value * value;
      count++;
    }
  }
  if (count === 0) return 0;
  const mean = sum / count;
  return sumSquares / count - mean * mean;
}
