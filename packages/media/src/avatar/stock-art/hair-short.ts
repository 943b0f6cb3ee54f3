import { mix } from './colour';
import type { Art } from './context';
import type { HairLayers } from './hair-parts';
import { MALE_HAIRLINE, NO_HAIR, cap, curlEdge, curlMarks, sheen, skullEdge } from './hair-parts';
import { line, shape, withMirror } from './svg';

export function shortHair(art: Art): HairLayers {
  const top = -186;
  const crown = cap(top, skullEdge(top, 12, [99, -14]), MALE_HAIRLINE);
  const base = shape(crown, art.hair) + sheen(art, top, 108);
  if (art.isFemale) {
    return { ...NO_HAIR, front: base + shape(PIXIE_FRINGE, art.hair) + pixieStrand(art), crown: crown + PIXIE_FRINGE };
  }
  const texture = line(
    'M-46 -104 l8 -16 M-14 -102 l6 -18 M20 -102 l4 -18 M52 -98 l0 -16',
    art.hairShade,
    2.2,
    ' opacity="0.55"',
  );
  return { ...NO_HAIR, front: base + texture, crown };
}

/** A pixie cut is the short crop with a fringe swept across the forehead. */
const PIXIE_FRINGE = 'M-90 -86 C-60 -134 40 -134 104 -62 L96 -34 C72 -64 30 -82 -10 -88 C-40 -90 -66 -84 -90 -86Z';

function pixieStrand(art: Art): string {
  return line('M-40 -112 C0 -114 50 -98 90 -58', art.hairShade, 2, ' opacity="0.5"');
}

/** Clipped close to the skull: the scalp shows through, so the hair is blended with the skin. */
export function buzzHair(art: Art): HairLayers {
  const top = -166;
  const crown = cap(top, skullEdge(top, 3, [98, -14]), MALE_HAIRLINE);
  return { ...NO_HAIR, front: shape(crown, mix(art.hair, art.skin, 0.3)), crown };
}

export function sidePartHair(art: Art): HairLayers {
  const top = -194;
  const crown = cap(top, skullEdge(top, 14, [101, -14]), MALE_HAIRLINE);
  const base = shape(crown, art.hair) + sheen(art, top, 114);
  const part = line('M-40 -182 C-44 -164 -48 -148 -54 -128', art.hairShade, 3);
  const combed =
    line('M-30 -186 C10 -190 60 -172 92 -130', art.hairShade, 2.2, ' opacity="0.6"') +
    line('M-34 -166 C6 -170 52 -156 84 -116', art.hairShade, 2.2, ' opacity="0.5"') +
    line('M-36 -144 C-6 -146 40 -136 70 -108', art.hairShade, 2, ' opacity="0.4"');
  // The swept fringe lifts off the forehead on the far side of the part.
  const quiff = 'M-50 -112 C-20 -128 40 -124 84 -92 C50 -106 0 -110 -50 -100Z';
  return { ...NO_HAIR, front: base + shape(quiff, art.hair) + part + combed, crown: crown + quiff };
}

export function curlyShortHair(art: Art): HairLayers {
  const top = -180;
  const crown = cap(top, skullEdge(top, 10, [101, -14]), MALE_HAIRLINE);
  const edge = curlEdge([0, -86], [106, 92], 195, 345, 13, 17, art.hair);
  const marks = curlMarks(art, [
    [-60, -150],
    [-20, -168],
    [24, -160],
    [62, -140],
    [-80, -110],
    [84, -104],
    [-30, -130],
    [20, -126],
  ]);
  return { ...NO_HAIR, front: edge + shape(crown, art.hair) + marks, crown };
}

export function afroHair(art: Art): HairLayers {
  const mass =
    `<ellipse cx="0" cy="-92" rx="146" ry="118" fill="${art.hair}"/>` +
    curlEdge([0, -92], [146, 118], 160, 380, 22, 20, art.hair) +
    `<ellipse cx="48" cy="-60" rx="90" ry="90" fill="${art.hairShade}" opacity="0.35"/>`;
  const crown = cap(-170, skullEdge(-170, 6, [101, -14]), MALE_HAIRLINE);
  const marks = curlMarks(art, [
    [-110, -120],
    [-70, -190],
    [-10, -200],
    [50, -186],
    [100, -140],
    [120, -70],
    [-124, -50],
    [-40, -160],
    [30, -150],
  ]);
  return { ...NO_HAIR, back: mass, front: shape(crown, art.hair) + marks, crown };
}

/** Bald heads keep a rim of hair above the ears and a shine on the scalp. */
export function baldHair(art: Art): HairLayers {
  const rim = withMirror(shape('M88 -86 C98 -80 103 -52 102 -16 L96 -14 C95 -42 93 -66 84 -82Z', art.hair));
  const shine =
    '<ellipse cx="-34" cy="-128" rx="30" ry="13" fill="#ffffff" opacity="0.18" transform="rotate(-18 -34 -128)"/>';
  return { ...NO_HAIR, front: rim + shine };
}
