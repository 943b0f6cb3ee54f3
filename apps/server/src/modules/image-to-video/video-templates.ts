import sharp from 'sharp';
import { VIDEO_ART_SIZES, VIDEO_GEN_RATIOS, type TMessageKey, type TVideoGenRatio } from '@orator/contracts';
import { renderProductScene, type ProductSceneName } from '@orator/media';

/**
 * A product scene of ours (product-photo scene art) drawn at a clip ratio's size, as a JPEG: the pictures of the
 * templates and of video art made offline.
 */
export async function paintScene(scene: ProductSceneName, ratio: TVideoGenRatio) {
  const { width, height } = VIDEO_ART_SIZES[ratio];
  const rgb = await renderProductScene(scene, width, height);
  const body = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { body, width, height };
}

/**
 * The template pictures: scenes drawn in code for Orator only (no photograph, so no one else's licence), each with a
 * prompt that suits it.
 */
const TEMPLATES = [
  { scene: 'podium', prompt: 'videoGenTemplatePodium' },
  { scene: 'kitchenCounter', prompt: 'videoGenTemplateKitchen' },
  { scene: 'marbleTable', prompt: 'videoGenTemplateMarble' },
  { scene: 'meadow', prompt: 'videoGenTemplateMeadow' },
  { scene: 'livingRoom', prompt: 'videoGenTemplateLivingRoom' },
  { scene: 'neonNight', prompt: 'videoGenTemplateNeon' },
] as const satisfies readonly { scene: ProductSceneName; prompt: TMessageKey }[];

export type VideoTemplate = (typeof TEMPLATES)[number] & { id: string; ratio: TVideoGenRatio };

const ratioPart = (ratio: TVideoGenRatio) => ratio.replace(':', 'x');

/** The templates of one ratio; a template's id names its scene and ratio ('podium-16x9'). */
export function videoTemplates(ratio: TVideoGenRatio): VideoTemplate[] {
  return TEMPLATES.map((template) => ({ ...template, id: `${template.scene}-${ratioPart(ratio)}`, ratio }));
}

export function findVideoTemplate(id: string): VideoTemplate | undefined {
  for (const ratio of VIDEO_GEN_RATIOS) {
    const found = videoTemplates(ratio).find((template) => template.id === id);
    if (found) return found;
  }
  return undefined;
}
