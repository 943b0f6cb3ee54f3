import type { RigPose } from './rig';
import { mouthOpenness, mouthWeights } from './rig';
import type { StockAvatar } from './stock-traits';
import { artFor } from './stock-art/context';
import { eyeDefs, eyes, brows } from './stock-art/eyes';
import { earrings, facialHairOverMouth, facialHairUnderMouth, glasses } from './stock-art/face-extras';
import { hairLayers } from './stock-art/hair';
import { ageLines, ears, face, neck, nose } from './stock-art/head';
import { blush, hairShadow, highlights, lightingDefs, modelling } from './stock-art/lighting';
import { VIEW_BOX } from './stock-art/layout';
import { mouth } from './stock-art/mouth';
import { body } from './stock-art/outfit';

/** How far the chin drops, in figure units, when the mouth is fully open. */
const JAW_DROP = 5;

/**
 * The avatar in one pose as a standalone SVG with a transparent background. Pure (no Node APIs),
 * so the browser can draw exactly what the server rasterizes. `size` sets the pixel size; by
 * default the SVG is as large as its view box.
 */
export function stockAvatarSvg(avatar: StockAvatar, pose: RigPose, size?: { width: number; height: number }): string {
  const art = artFor(avatar);
  const view = VIEW_BOX[avatar.framing];
  const jawDrop = JAW_DROP * mouthOpenness(pose);
  const hair = hairLayers(art, jawDrop);
  const hasScarf = avatar.traits.hair === 'headscarf';
  const layers = [
    `<defs>${eyeDefs(art, pose.eyes)}${lightingDefs(art, jawDrop)}</defs>`,
    hair.back,
    neck(art),
    body(art),
    hair.drape,
    hasScarf ? '' : ears(art) + earrings(art),
    face(art, jawDrop),
    hairShadow(art, hair.crown),
    blush(art),
    ageLines(art),
    highlights(art),
    facialHairUnderMouth(art, jawDrop),
    nose(art),
    mouth(art, mouthWeights(pose)),
    facialHairOverMouth(art),
    eyes(art, pose.eyes),
    brows(art),
    hair.front,
    modelling(art, hair.crown),
    glasses(art),
  ];
  const width = size?.width ?? view.width;
  const height = size?.height ?? view.height;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="${view.x} ${view.y} ${view.width} ${view.height}" preserveAspectRatio="none">${layers.join('')}</svg>`
  );
}
