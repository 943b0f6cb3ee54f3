import sharp from 'sharp';
import type { DetectedFace } from '../face/detector';
import { frameAlong, toImage, toLocal } from '../face/geometry';
import { SILHOUETTE } from '../face/landmarks';
import type { AccessoryPlacement, PersonLayer } from './accessory-layer';
import type { FaceAnchors } from './face-anchors';

/** A wig is wider than the face: its hair falls past the temples on both sides. */
const WIDTH_PER_TEMPLE_WIDTH = 1.5;
/** The crown of the head lies this share of the forehead-to-chin length above the mesh's forehead top. */
const CROWN_ABOVE_FOREHEAD = 0.3;
/** The wig stays off the face from this far above the eye line down (share of the face length): brows, eyes, cheeks. */
const FACE_OPENING_ABOVE_EYES = 0.14;
/** The face opening's edge is feathered over this share of the face length. */
const OPENING_FEATHER = 0.02;

/** A wig on the head: its top on the crown, as wide as the hair around the face, turned with the head. */
export function placeWig(face: FaceAnchors): AccessoryPlacement {
  const radians = (face.rollDegrees * Math.PI) / 180;
  const lift = CROWN_ABOVE_FOREHEAD * face.faceLength;
  return {
    anchor: { x: 0.5, y: 0 },
    target: { x: face.foreheadTop.x + Math.sin(radians) * lift, y: face.foreheadTop.y - Math.cos(radians) * lift },
    width: face.templeWidth * WIDTH_PER_TEMPLE_WIDTH,
    rollDegrees: face.rollDegrees,
  };
}

/**
 * The wig layer with the face left open: the face outline from just above the brows to the chin is cleared, so the
 * hair frames the face instead of covering it.
 */
export async function openFace(layer: PersonLayer, mesh: DetectedFace['mesh'], face: FaceAnchors): Promise<void> {
  const frame = frameAlong(face.rightEye, face.leftEye);
  const ceiling = -FACE_OPENING_ABOVE_EYES * face.faceLength;
  const outline = SILHOUETTE.map((index) => {
    const local = toLocal(frame, mesh[index]!);
    return toImage(frame, { x: local.x, y: Math.max(local.y, ceiling) });
  });
  const points = outline.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${layer.width}" height="${layer.height}"><rect width="100%" height="100%" fill="black"/><polygon points="${points}" fill="white"/></svg>`;
  const mask = await sharp(Buffer.from(svg))
    .blur(Math.max(0.3, OPENING_FEATHER * face.faceLength))
    .extractChannel(0)
    .raw()
    .toBuffer();
  for (let i = 0; i < mask.length; i++) {
    layer.rgba[i * 4 + 3] = Math.round((layer.rgba[i * 4 + 3]! * (255 - mask[i]!)) / 255);
  }
}

/** The shadow a wig casts on the forehead and neck: wider and softer than that of glasses (shares of the temple width). */
export const WIG_SHADOW = { offset: 0.03, blur: 0.03, opacity: 0.3 } as const;
