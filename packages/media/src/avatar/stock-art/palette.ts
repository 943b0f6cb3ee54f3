import type { ClothColour, EyeColour, HairColour, SkinTone } from '../stock-traits';

export const SKIN: Record<SkinTone, string> = {
  porcelain: '#fbe1d0',
  ivory: '#f4d1b8',
  beige: '#eabf9c',
  sand: '#dfab84',
  honey: '#d29a6c',
  olive: '#c28a5c',
  tan: '#ad7047',
  caramel: '#96603a',
  bronze: '#7c4b2d',
  umber: '#613821',
  ebony: '#482919',
};

export const HAIR: Record<HairColour, string> = {
  black: '#231e1c',
  'dark-brown': '#3d2a20',
  brown: '#5c3b26',
  'light-brown': '#8a6141',
  blonde: '#d8b46f',
  auburn: '#8e4424',
  red: '#b5582b',
  'salt-pepper': '#6d6a68',
  grey: '#a6a29f',
  white: '#e3e0dc',
};

export const CLOTH: Record<ClothColour, string> = {
  navy: '#24365a',
  charcoal: '#3a3f47',
  black: '#1f2226',
  grey: '#8d939b',
  white: '#f3f4f6',
  sky: '#a9cbe8',
  royal: '#2f5fb3',
  teal: '#1f7a7a',
  forest: '#2f5e44',
  olive: '#6f7446',
  burgundy: '#7a2537',
  coral: '#e7735f',
  mustard: '#d4a23a',
  lavender: '#a79bd1',
  camel: '#b98e5e',
  blush: '#e8b4b0',
};

export const IRIS: Record<EyeColour, string> = {
  'dark-brown': '#3b2416',
  brown: '#6b4226',
  hazel: '#8a6a35',
  green: '#4f7a4a',
  blue: '#4a78a8',
  grey: '#7b8a96',
};

/** Mouth interior: a dark crimson no hair, lip or cloth colour uses, so frames can be measured. */
export const MOUTH_INTERIOR = '#4e1226';
export const MOUTH_THROAT = '#33091a';
export const TEETH = '#f6f1ea';
export const TONGUE = '#c4566a';
export const EYE_WHITE = '#fbf8f5';
export const LASH = '#1f1614';
