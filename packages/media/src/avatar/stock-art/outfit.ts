import type { Outfit } from '../stock-traits';
import { darken, lighten, luminance } from './colour';
import type { Art } from './context';
import type { Neckline } from './torso';
import { chest } from './head';
import { modelling } from './lighting';
import { arms, torsoPath } from './torso';
import { line, shape, withMirror } from './svg';

/** A garment: its body colour, neckline, what is drawn on its front, and how long its sleeves are. */
interface Garment {
  colour: string;
  neckline: Neckline;
  front: string;
  sleeveTo: number;
}

const COAT_WHITE = '#f4f6f8';
const SHORT_SLEEVE = 0.22;

/** A line colour that shows on the cloth: lighter on dark cloth, darker on light. */
function stitch(colour: string, strength = 0.22): string {
  return luminance(colour) < 90 ? lighten(colour, strength) : darken(colour, strength);
}

/** What shows inside a jacket's V, down to the top button. */
function vOpening(art: Art, colour: string): string {
  const w = art.neckHalfWidth;
  return shape(`M${-w - 10} 184 L${w + 10} 184 L0 410Z`, colour);
}

function lapels(art: Art, jacket: string): string {
  const w = art.neckHalfWidth;
  const lapel = shape(
    `M${w + 8} 182 C${w + 30} 200 ${w + 46} 230 ${w + 52} 262 L${w + 32} 276 L6 410 L0 410 L${w - 4} 214Z`,
    darken(jacket, 0.12),
  );
  const edge = line(`M${w + 52} 262 L${w + 32} 276 L6 410`, stitch(jacket, 0.3), 1.6);
  const seam = line('M3 410 L6 710', stitch(jacket, 0.3), 2);
  return withMirror(lapel + edge) + seam;
}

function buttons(colour: string, ys: readonly number[], x = 0): string {
  return ys.map((y) => `<circle cx="${x}" cy="${y}" r="4.5" fill="${colour}"/>`).join('');
}

/** Shirt collar points either side of the neck. */
function collar(art: Art, colour: string): string {
  const w = art.neckHalfWidth;
  const d = `M${w - 4} 162 C${w + 6} 174 ${w + 16} 192 ${w + 22} 222 L6 216 C${w - 8} 204 ${w - 10} 184 ${w - 4} 162Z`;
  return withMirror(shape(d, colour, ` stroke="${darken(colour, 0.22)}" stroke-width="1.6" stroke-linejoin="round"`));
}

function tie(art: Art): string {
  const knot = shape('M-11 208 L11 208 L8 230 L-8 230Z', art.accentShade);
  const blade = shape('M-8 230 L8 230 L17 378 L0 398 L-17 378Z', art.accent);
  const stripe = line('M-10 280 L12 262 M-13 322 L14 300', art.accentShade, 3, ' opacity="0.6"');
  return blade + stripe + knot;
}

function suit(art: Art): Garment {
  const shirt = '#f6f7fa';
  const front =
    vOpening(art, shirt) +
    lapels(art, art.cloth) +
    collar(art, shirt) +
    tie(art) +
    buttons(darken(art.cloth, 0.35), [440, 500], 8) +
    shape('M96 268 L126 262 L124 272 L98 276Z', lighten(art.accent, 0.5));
  return { colour: art.cloth, neckline: { kind: 'v', dip: 410 }, front, sleeveTo: 1 };
}

function blazer(art: Art): Garment {
  const w = art.neckHalfWidth;
  const inner = vOpening(art, art.accent) + shape(`M${-w + 2} 186 Q0 214 ${w - 2} 186Z`, art.skin);
  const front = inner + lapels(art, art.cloth) + buttons(darken(art.cloth, 0.35), [440], 8);
  return { colour: art.cloth, neckline: { kind: 'v', dip: 410 }, front, sleeveTo: 1 };
}

function shirt(art: Art): Garment {
  const mark = stitch(art.cloth);
  const front =
    collar(art, lighten(art.cloth, 0.08)) + line('M0 232 L0 710', mark, 1.6) + buttons(mark, [262, 322, 382, 442, 502]);
  return { colour: art.cloth, neckline: { kind: 'v', dip: 232 }, front, sleeveTo: 1 };
}

function polo(art: Art): Garment {
  const mark = stitch(art.cloth);
  const front = collar(art, art.cloth) + line('M-8 232 L-8 290 L8 290 L8 232', mark, 1.6) + buttons(mark, [250, 274]);
  return { colour: art.cloth, neckline: { kind: 'v', dip: 232 }, front, sleeveTo: SHORT_SLEEVE };
}

function tshirt(art: Art): Garment {
  const w = art.neckHalfWidth + 6;
  const rib = line(`M${-w} 184 C${-w * 0.6} 206 ${w * 0.6} 206 ${w} 184`, art.clothShade, 5);
  return { colour: art.cloth, neckline: { kind: 'curve', dip: 204 }, front: rib, sleeveTo: SHORT_SLEEVE };
}

function hoodie(art: Art): Garment {
  const w = art.neckHalfWidth;
  const hood = shape(
    `M${-w - 52} 196 C${-w - 40} 170 ${-w - 10} 168 ${-w - 2} 184 C${-w * 0.5} 214 ${w * 0.5} 214 ${w + 2} 184 C${w + 10} 168 ${w + 40} 170 ${w + 52} 196 C${w + 20} 246 ${-w - 20} 246 ${-w - 52} 196Z`,
    art.clothShade,
  );
  const strings = withMirror(
    line('M16 222 L20 300', lighten(art.cloth, 0.5), 3) +
      '<rect x="17" y="298" width="6" height="12" rx="2" fill="#d8d8d8"/>',
  );
  const pocket = line('M-90 700 L-80 560 L80 560 L90 700', art.clothShade, 3);
  return { colour: art.cloth, neckline: { kind: 'curve', dip: 200 }, front: hood + strings + pocket, sleeveTo: 1 };
}

function blouse(art: Art): Garment {
  const w = art.neckHalfWidth;
  const wrap =
    line(`M${-w - 4} 184 L24 268 L40 700`, art.clothShade, 2.4) + line(`M${w + 4} 184 L-2 262`, art.clothShade, 2);
  const softFolds = withMirror(line('M70 300 C78 360 76 420 84 470', art.clothShade, 2, ' opacity="0.5"'));
  return { colour: art.cloth, neckline: { kind: 'v', dip: 262 }, front: wrap + softFolds, sleeveTo: 1 };
}

function sweater(art: Art): Garment {
  const w = art.neckHalfWidth + 6;
  const shirtCollar = collar(art, art.accent);
  const rib = line(`M${-w} 184 C${-w * 0.6} 212 ${w * 0.6} 212 ${w} 184`, art.clothShade, 8);
  const hem = line('M-160 690 L160 690', art.clothShade, 10);
  return { colour: art.cloth, neckline: { kind: 'curve', dip: 208 }, front: shirtCollar + rib + hem, sleeveTo: 1 };
}

function turtleneck(art: Art): Garment {
  const w = art.neckHalfWidth + 3;
  const tube = shape(`M${-w} 120 L${w} 120 L${w + 4} 200 Q0 214 ${-w - 4} 200Z`, art.cloth);
  const folds = line(
    `M${-w} 140 Q0 150 ${w} 140 M${-w - 1} 162 Q0 172 ${w + 1} 162 M${-w - 2} 184 Q0 194 ${w + 2} 184`,
    art.clothShade,
    2.6,
  );
  return { colour: art.cloth, neckline: { kind: 'curve', dip: 196 }, front: tube + folds, sleeveTo: 1 };
}

function medicalCoat(art: Art): Garment {
  const w = art.neckHalfWidth;
  const scrubs = vOpening(art, art.cloth) + shape(`M${-w + 2} 184 L${w - 2} 184 L0 236Z`, art.skin);
  const stethoscope =
    line(`M${-w - 8} 186 C${-w - 20} 260 -40 320 -30 360`, '#3b3f46', 4) +
    line(`M${w + 8} 186 C${w + 18} 240 60 300 40 330`, '#3b3f46', 4) +
    '<circle cx="-30" cy="366" r="9" fill="#9aa3ad" stroke="#3b3f46" stroke-width="3"/>';
  const pocket = shape('M84 300 L132 300 L130 344 L86 344Z', '#e6e9ed') + line('M100 292 L100 306', '#2f5fb3', 4);
  const front = scrubs + lapels(art, COAT_WHITE) + stethoscope + pocket;
  return { colour: COAT_WHITE, neckline: { kind: 'v', dip: 410 }, front, sleeveTo: 1 };
}

const GARMENTS: Record<Outfit, (art: Art) => Garment> = {
  suit,
  blazer,
  shirt,
  polo,
  't-shirt': tshirt,
  hoodie,
  blouse,
  sweater,
  turtleneck,
  'medical-coat': medicalCoat,
};

/**
 * Garments are drawn around a neckline at y = 182; the body is lifted to where the neck ends, so
 * neck length is tuned in one place.
 */
const BODY_LIFT = -24;

export function body(art: Art): string {
  const garment = GARMENTS[art.avatar.traits.outfit](art);
  const shade = stitch(garment.colour, 0.2);
  const outline = torsoPath(art, garment.neckline);
  const clipId = `${art.ids}-torso`;
  const torso =
    `<clipPath id="${clipId}"><path d="${outline}"/></clipPath>` +
    shape(outline, garment.colour) +
    garment.front +
    modelling(art, outline);
  const drawn = chest(art) + torso + arms(art, garment.colour, shade, garment.sleeveTo, clipId);
  return `<g transform="translate(0 ${BODY_LIFT})">${drawn}</g>`;
}
