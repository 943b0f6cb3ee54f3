import sharp from 'sharp';

/** Packed 8-bit RGB pixels, row after row. */
export interface RgbImage {
  width: number;
  height: number;
  data: Buffer;
}

/** Transparent pixels of PNG/WebP cut-outs are shown on this, since talking photos are opaque. */
const BACKDROP = '#ffffff';

/** Pose frames are written once and read once by the compositor: favour encoding speed over size. */
const PNG_COMPRESSION = 1;

interface DecodeOptions {
  /** Shrink (never enlarge) so that neither side exceeds this. */
  maxSide?: number;
  /** Resize to exactly this size (used to make frame sizes even for the video encoder). */
  size?: { width: number; height: number };
}

/** Decodes jpg/png/webp with its EXIF orientation applied, as the viewer sees the picture. */
export async function decodeRgb(bytes: Buffer, options: DecodeOptions = {}): Promise<RgbImage> {
  let pipeline = sharp(bytes, { autoOrient: true }).flatten({ background: BACKDROP });
  if (options.size) pipeline = pipeline.resize(options.size.width, options.size.height, { fit: 'fill' });
  else if (options.maxSide) {
    pipeline = pipeline.resize(options.maxSide, options.maxSide, { fit: 'inside', withoutEnlargement: true });
  }
  // Greyscale and CMYK files come out as three sRGB channels like every other picture.
  const { data, info } = await pipeline.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** Width and height after the EXIF orientation is applied. */
export async function orientedSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const metadata = await sharp(bytes).metadata();
  return { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}

export async function encodePng(image: RgbImage): Promise<Buffer> {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .png({ compressionLevel: PNG_COMPRESSION })
    .toBuffer();
}
