import type { AccessoryPlacement } from './accessory-layer';
import type { FaceAnchors } from './face-anchors';

/** Glasses span the face at the temples, where their arms bend back over the ears. */
const WIDTH_PER_TEMPLE_WIDTH = 1.0;
/** The lenses' centres lie halfway down a pair of glasses' outline: that line sits on the eyes. */
const LENS_LINE = 0.5;

/** Glasses on the eyes: as wide as the temples, turned to the eye line, the lens line through the pupils. */
export function placeGlasses(face: FaceAnchors): AccessoryPlacement {
  return {
    anchor: { x: 0.5, y: LENS_LINE },
    target: face.bridge,
    width: face.templeWidth * WIDTH_PER_TEMPLE_WIDTH,
    rollDegrees: face.rollDegrees,
  };
}

/** The shadow glasses cast on the cheeks: short and soft, in shares of the glasses' width. */
export const GLASSES_SHADOW = { offset: 0.025, blur: 0.012, opacity: 0.35 } as const;
