import { AvatarStyle } from '../stock-traits';
import { lighten } from './colour';
import type { Art } from './context';
import { faceOutline } from './head';
import { shape, withMirror } from './svg';

/**
 * Light comes from the upper left. Every avatar gets the hair's shadow on the forehead; premium
 * and top-tier avatars are also modelled with a soft gradient, and top-tier faces get highlights.
 */
function isModelled(art: Art): boolean {
  return art.avatar.styleTag !== AvatarStyle.Realistic;
}

function gradientId(art: Art): string {
  return `${art.ids}-light`;
}

/** A radial gradient from `colour` at `opacity` in the middle to nothing at the edge: a soft spot. */
function softSpot(id: string, colour: string, opacity: number): string {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/>` +
    `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`
  );
}

export function lightingDefs(art: Art, jawDrop: number): string {
  const faceClip = `<clipPath id="${art.ids}-face"><path d="${faceOutline(art.head, jawDrop)}"/></clipPath>`;
  const spots =
    softSpot(`${art.ids}-blush`, '#e0656f', 0.26) + softSpot(`${art.ids}-glow`, lighten(art.skin, 0.6), 0.32);
  if (!isModelled(art)) return faceClip + spots;
  return (
    faceClip +
    spots +
    `<linearGradient id="${gradientId(art)}" gradientUnits="userSpaceOnUse" x1="-160" y1="-200" x2="160" y2="320">` +
    '<stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/>' +
    '<stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/>' +
    '<stop offset="1" stop-color="#000000" stop-opacity="0.2"/>' +
    '</linearGradient>'
  );
}

/** The gradient laid over a shape that is already drawn, for modelled avatars. */
export function modelling(art: Art, d: string, extra = ''): string {
  return isModelled(art) && d ? shape(d, `url(#${gradientId(art)})`, extra) : '';
}

/** The hair over the forehead, moved down a little and kept inside the face. */
export function hairShadow(art: Art, crown: string): string {
  if (!crown) return '';
  return `<g clip-path="url(#${art.ids}-face)">${shape(crown, art.skinShade, ' opacity="0.7" transform="translate(3 7)"')}</g>`;
}

/** Top tier: light catching the cheekbone, the bridge of the nose and the chin. */
export function highlights(art: Art): string {
  if (art.avatar.styleTag !== AvatarStyle.TopTier) return '';
  return (
    `<g fill="url(#${art.ids}-glow)">` +
    '<ellipse cx="-56" cy="16" rx="24" ry="13"/>' +
    '<ellipse cx="-1" cy="18" rx="5" ry="16"/>' +
    '<ellipse cx="-4" cy="104" rx="16" ry="7"/>' +
    '</g>'
  );
}

/** Women's cheeks get a soft flush of colour. */
export function blush(art: Art): string {
  if (!art.isFemale) return '';
  return withMirror(`<ellipse cx="60" cy="34" rx="24" ry="14" fill="url(#${art.ids}-blush)"/>`);
}
