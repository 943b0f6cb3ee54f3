import type { DetectedFace } from './detector';
import { decodeForDetection, detectFacesIn } from './detector';
import { orientedSize } from './rgb-image';

/** What a talking-photo portrait must satisfy; the web client can show these before upload. */
export const PORTRAIT_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  formats: ['jpeg', 'png', 'webp'],
  minShortSide: 360,
  maxLongSide: 4000,
  /**
   * The face box's longer side against the picture's shorter side. Below a tenth, the mouth is
   * a few percent of the frame: its motion is lost once the video is scaled, and a full-body
   * shot is better served by a cut-out avatar.
   */
  minFaceRatio: 0.1,
  /** Whatever the picture size, a face under this many pixels leaves a mouth too small to warp. */
  minFacePixels: 96,
  /**
   * Mesh confidence saturates at 1 for visible faces; measured on the face-api sample faces it
   * fell to 0.5-0.85 only for profiles and half-hidden faces, whose mouth cannot be animated.
   */
  minFaceScore: 0.9,
  /** Detector confidence: 0.7-0.96 for clear faces, even turned or tilted ones. */
  minDetectionScore: 0.5,
  /**
   * Another face at least this fraction of the main face's size makes the picture ambiguous;
   * smaller faces (people far behind, a face on a poster) are left alone.
   */
  competingFaceRatio: 0.5,
} as const;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type PortraitFormat = (typeof PORTRAIT_LIMITS.formats)[number];

export const PORTRAIT_ERROR_CODES = [
  'unsupportedFormat',
  'tooLarge',
  'badDimensions',
  'noFace',
  'multipleFaces',
  'faceTooSmall',
  'unclearFace',
] as const;
export type PortraitErrorCode = (typeof PORTRAIT_ERROR_CODES)[number];

export interface PortraitImage {
  format: PortraitFormat;
  /** As displayed, with the EXIF orientation applied. */
  width: number;
  height: number;
  bytes: number;
}

export type PortraitCheck =
  { ok: true; image: PortraitImage; face: DetectedFace } | { ok: false; code: PortraitErrorCode; message: string };

/** Thrown where a portrait is required, e.g. when a rig is built from an unchecked upload. */
export class PortraitRejectedError extends Error {
  constructor(
    readonly code: PortraitErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PortraitRejectedError';
  }
}

/** Checks an uploaded photo for use as a talking photo, cheapest checks first. */
export async function validatePortrait(bytes: Buffer): Promise<PortraitCheck> {
  if (bytes.length > PORTRAIT_LIMITS.maxBytes) {
    return reject('tooLarge', `the file is ${bytes.length} bytes; at most ${PORTRAIT_LIMITS.maxBytes} are accepted`);
  }
  const format = sniffFormat(bytes);
  if (!format) return reject('unsupportedFormat', 'only JPEG, PNG and WebP pictures are accepted');
  const size = await orientedSize(bytes).catch(() => undefined);
  if (!size) return reject('unsupportedFormat', `the ${format} file cannot be decoded`);
  const shortSide = Math.min(size.width, size.height);
  const longSide = Math.max(size.width, size.height);
  if (shortSide < PORTRAIT_LIMITS.minShortSide || longSide > PORTRAIT_LIMITS.maxLongSide) {
    return reject(
      'badDimensions',
      `the picture is ${size.width}x${size.height}; its shorter side must be at least ${PORTRAIT_LIMITS.minShortSide} ` +
        `pixels and its longer side at most ${PORTRAIT_LIMITS.maxLongSide}`,
    );
  }
  // Decoded only once the header proved the size sane, so a huge picture is never expanded.
  const decoded = await decodeForDetection(bytes).catch(() => undefined);
  if (!decoded) return reject('unsupportedFormat', `the ${format} file cannot be decoded`);
  const [face, ...others] = await detectFacesIn(decoded);
  if (!face) return reject('noFace', 'no face was found in the picture');
  if (others.some((other) => faceSide(other) >= faceSide(face) * PORTRAIT_LIMITS.competingFaceRatio)) {
    return reject('multipleFaces', 'the picture shows several faces; use a photo of one person');
  }
  if (faceSide(face) < Math.max(shortSide * PORTRAIT_LIMITS.minFaceRatio, PORTRAIT_LIMITS.minFacePixels)) {
    return reject('faceTooSmall', 'the face is too small in the picture; use a closer shot');
  }
  if (face.score < PORTRAIT_LIMITS.minFaceScore || face.detectionScore < PORTRAIT_LIMITS.minDetectionScore) {
    return reject('unclearFace', 'the face is not clearly visible; use a sharp, front-facing photo');
  }
  return { ok: true, image: { format, width: size.width, height: size.height, bytes: bytes.length }, face };
}

function reject(code: PortraitErrorCode, message: string): PortraitCheck {
  return { ok: false, code, message };
}

function faceSide(face: DetectedFace): number {
  return Math.max(face.box.width, face.box.height);
}

/** By content, never by file name: JPEG SOI marker, PNG signature, RIFF....WEBP container. */
function sniffFormat(bytes: Buffer): PortraitFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}
