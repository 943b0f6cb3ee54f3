import type { StockAvatar } from '../stock-traits';
import { AvatarArea } from '../stock-traits';
import { darken, lighten, mix } from './colour';
import { CLOTH, HAIR, IRIS, SKIN } from './palette';

/** Jaw outline of the right half of the face; the left half mirrors it. */
export interface HeadShape {
  cheekX: number;
  jawX: number;
  jawY: number;
  chinX: number;
  chinY: number;
}

/** Everything the layers need, derived once per avatar so each layer stays a plain function. */
export interface Art {
  avatar: StockAvatar;
  /** Prefix for clip-path and gradient ids, so several avatars can share one HTML page. */
  ids: string;
  isFemale: boolean;
  skin: string;
  skinShade: string;
  skinDeep: string;
  lip: string;
  lipShade: string;
  hair: string;
  hairShade: string;
  hairLight: string;
  iris: string;
  cloth: string;
  clothShade: string;
  accent: string;
  accentShade: string;
  head: HeadShape;
  neckHalfWidth: number;
  /** x of the shoulder's outer point. */
  shoulderX: number;
  noseHalfWidth: number;
}

const MALE_HEADS: Record<StockAvatar['traits']['faceShape'], HeadShape> = {
  oval: { cheekX: 98, jawX: 82, jawY: 80, chinX: 30, chinY: 116 },
  round: { cheekX: 101, jawX: 88, jawY: 80, chinX: 34, chinY: 114 },
  square: { cheekX: 100, jawX: 90, jawY: 84, chinX: 38, chinY: 116 },
  heart: { cheekX: 99, jawX: 78, jawY: 78, chinX: 26, chinY: 118 },
};

/** Women's jaws are narrower and softer; the chin sits a little higher. */
function femaleHead(shape: HeadShape): HeadShape {
  return {
    cheekX: shape.cheekX - 3,
    jawX: shape.jawX - 8,
    jawY: shape.jawY - 2,
    chinX: shape.chinX - 5,
    chinY: shape.chinY - 3,
  };
}

const ROSE = '#c85a63';

export function artFor(avatar: StockAvatar): Art {
  const { traits } = avatar;
  const isFemale = avatar.gender === 'female';
  const skin = SKIN[avatar.skinTone];
  const hair = HAIR[traits.hairColour];
  const cloth = CLOTH[traits.outfitColour];
  const accent = CLOTH[traits.accentColour];
  const lipBase = mix(skin, ROSE, isFemale ? 0.42 : 0.25);
  const lip = traits.hasLipColour ? mix(lipBase, '#b2324a', 0.55) : darken(lipBase, 0.05);
  const maleHead = MALE_HEADS[traits.faceShape];
  return {
    avatar,
    ids: avatar.id,
    isFemale,
    skin,
    // Shades darken towards a warm brown by a share of the tone itself, so deep skin still shows them.
    skinShade: darken(mix(skin, '#a0412a', 0.12), 0.14),
    skinDeep: darken(mix(skin, '#a0412a', 0.2), 0.32),
    lip,
    lipShade: darken(lip, 0.18),
    hair,
    hairShade: darken(hair, 0.25),
    hairLight: lighten(hair, 0.18),
    iris: IRIS[traits.eyeColour],
    cloth,
    clothShade: darken(cloth, 0.2),
    accent,
    accentShade: darken(accent, 0.2),
    head: isFemale ? femaleHead(maleHead) : maleHead,
    neckHalfWidth: isFemale ? 35 : 42,
    shoulderX: isFemale ? 152 : 176,
    noseHalfWidth: avatar.area === AvatarArea.Africa ? 17 : avatar.area === AvatarArea.EuroAmerican ? 12 : 14,
  };
}
