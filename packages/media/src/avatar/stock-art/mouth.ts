import type { Viseme } from '../rig';
import { VISEMES } from '../rig';
import { lighten } from './colour';
import type { Art } from './context';
import { FACE } from './layout';
import { MOUTH_INTERIOR, MOUTH_THROAT, TEETH, TONGUE } from './palette';
import { line, num, shape } from './svg';

/**
 * One mouth per viseme, drawn around the mouth centre. `top` and `bottom` are the mid-heights of
 * the lip opening; they grow with VISEME_OPENNESS so the dark interior area follows the mouth track.
 * A blend of two visemes interpolates the numbers, so the lips glide from one shape to the next.
 */
interface MouthShape {
  /** Corner distance from the axis, as a share of the avatar's mouth half-width. */
  spread: number;
  top: number;
  bottom: number;
  upperTeeth: number;
  lowerTeeth: number;
  tongue: 'none' | 'tip' | 'low';
  /** 1 for the pursed O, 0 for lips drawn as two curves; blends in between. */
  roundness: number;
}

const MOUTHS: Record<Viseme, MouthShape> = {
  closed: { spread: 1, top: 0, bottom: 0, upperTeeth: 0, lowerTeeth: 0, tongue: 'none', roundness: 0 },
  rest: { spread: 0.94, top: -1.1, bottom: 2.5, upperTeeth: 0, lowerTeeth: 0, tongue: 'none', roundness: 0 },
  fv: { spread: 0.96, top: -1.6, bottom: 7.4, upperTeeth: 3, lowerTeeth: 0, tongue: 'none', roundness: 0 },
  l: { spread: 0.92, top: -2.2, bottom: 9, upperTeeth: 3.2, lowerTeeth: 0, tongue: 'tip', roundness: 0 },
  round: { spread: 0.58, top: -5, bottom: 9, upperTeeth: 0, lowerTeeth: 0, tongue: 'none', roundness: 1 },
  wide: { spread: 1.12, top: -3, bottom: 11, upperTeeth: 4.2, lowerTeeth: 2.6, tongue: 'none', roundness: 0 },
  open: { spread: 0.96, top: -4, bottom: 17, upperTeeth: 4.5, lowerTeeth: 0, tongue: 'low', roundness: 0 },
};

/** The lips curve up slightly at the corners: a friendly presenter, not a stern one. */
const SMILE = 2.2;

/** A cubic whose control points share a height peaks at 3/4 of it, so controls sit 4/3 further out. */
const k = 4 / 3;

/** Half-width of the opening of a fully round mouth, as a share of its lips' half-width. */
const ROUND_OPENING = 0.676;
/** An ellipse this much narrower than the two-curve opening holds the same area (2 * 1.44 / pi). */
const ELLIPSE_PER_CURVES = 0.917;

/**
 * The opening narrows with roundness, at the same rate whether it is drawn as two curves or as an
 * ellipse, so the dark inside grows and shrinks smoothly when a glide switches between the drawings.
 */
function openingHalfWidth(cw: number, m: MouthShape): number {
  return cw * (1 - (1 - ROUND_OPENING) * m.roundness);
}

function openingPath(cw: number, m: MouthShape): string {
  const top = num((m.top + SMILE) * k);
  const bottom = num((m.bottom + SMILE) * k);
  const w = openingHalfWidth(cw, m);
  const cx = num(w * 0.6);
  return `M${num(-w)} 0 C-${cx} ${top} ${cx} ${top} ${num(w)} 0 C${cx} ${bottom} -${cx} ${bottom} ${num(-w)} 0Z`;
}

/** A mouth as drawn: a table shape or a blend, with how much of its tongue shows. */
interface DrawnMouth extends MouthShape {
  /** 1 for a shape's own tongue; a blend grows the tongue with the weight of the shapes that show it. */
  tongueSize: number;
}

function interior(art: Art, m: DrawnMouth, outline: string): string {
  const id = `${art.ids}-mouth`;
  const depth = m.bottom - m.top;
  const throat = `<ellipse cx="0" cy="${num(m.bottom + SMILE - depth * 0.25)}" rx="${num(depth * 0.9)}" ry="${num(depth * 0.35)}" fill="${MOUTH_THROAT}"/>`;
  const upper =
    m.upperTeeth > 0
      ? `<rect x="-40" y="${num(m.top + SMILE - 3)}" width="80" height="${num(m.upperTeeth + 3)}" fill="${TEETH}"/>`
      : '';
  const lower =
    m.lowerTeeth > 0
      ? `<rect x="-40" y="${num(m.bottom + SMILE - m.lowerTeeth)}" width="80" height="${num(m.lowerTeeth + 4)}" fill="${TEETH}"/>`
      : '';
  const size = m.tongueSize;
  const tongue =
    m.tongue === 'tip'
      ? `<ellipse cx="0" cy="${num(m.top + SMILE + m.upperTeeth + 1.5)}" rx="${num(8 * size)}" ry="${num(3.6 * size)}" fill="${TONGUE}"/>`
      : m.tongue === 'low'
        ? `<ellipse cx="0" cy="${num(m.bottom + SMILE + 2)}" rx="${num(depth * 0.6 * size)}" ry="${num(depth * 0.28 * size)}" fill="${TONGUE}"/>`
        : '';
  return (
    `<clipPath id="${id}"><path d="${outline}"/></clipPath>` +
    `<g clip-path="url(#${id})"><path d="${outline}" fill="${MOUTH_INTERIOR}"/>${throat}${upper}${lower}${tongue}</g>`
  );
}

function lips(art: Art, cw: number, m: MouthShape): string {
  const tU = art.isFemale ? 7 : 5.5;
  const tL = art.isFemale ? 9 : 7.5;
  const top = m.top + SMILE;
  const bottom = m.bottom + SMILE;
  const cx = num(cw * 0.6);
  const c = num(cw + 1.5);
  const upper =
    `M-${c} 0.5 C-${num(cw * 0.55)} ${num(top - tU * 1.1)} -10 ${num(top - tU * 1.3)} -4.5 ${num(top - tU)} ` +
    `Q0 ${num(top - tU * 0.62)} 4.5 ${num(top - tU)} C10 ${num(top - tU * 1.3)} ${num(cw * 0.55)} ${num(top - tU * 1.1)} ${c} 0.5 ` +
    `C${cx} ${num(top * k)} -${cx} ${num(top * k)} -${c} 0.5Z`;
  const lower =
    `M-${c} 0.5 C-${cx} ${num(bottom * k)} ${cx} ${num(bottom * k)} ${c} 0.5 ` +
    `C${num(cw * 0.62)} ${num((bottom + tL) * k)} -${num(cw * 0.62)} ${num((bottom + tL) * k)} -${c} 0.5Z`;
  const shine = `<ellipse cx="-3" cy="${num(bottom + tL * 0.5)}" rx="${num(cw * 0.3)}" ry="1.8" fill="${lighten(art.lip, 0.3)}" opacity="0.6"/>`;
  return shape(lower, art.lip) + shine + shape(upper, art.lipShade);
}

function roundMouth(art: Art, cw: number, m: DrawnMouth): string {
  const cy = num((m.top + m.bottom) / 2 + SMILE);
  const rx = ELLIPSE_PER_CURVES * openingHalfWidth(cw, m);
  const ry = (m.bottom - m.top) / 2;
  const ring = art.isFemale ? 7 : 6;
  const outer = `<ellipse cx="0" cy="${cy}" rx="${num(rx + ring)}" ry="${num(ry + ring)}" fill="${art.lip}"/>`;
  const upperHalf = `<path d="M${num(-rx - ring)} ${cy} A${num(rx + ring)} ${num(ry + ring)} 0 0 1 ${num(rx + ring)} ${cy}Z" fill="${art.lipShade}"/>`;
  const hole = `M${num(-rx)} ${cy} A${num(rx)} ${num(ry)} 0 1 1 ${num(rx)} ${cy} A${num(rx)} ${num(ry)} 0 1 1 ${num(-rx)} ${cy}Z`;
  return outer + upperHalf + interior(art, m, hole);
}

/** Closed lips meet along a single line. */
function pressedLine(art: Art, cw: number): string {
  const smile = num(SMILE * k);
  const d = `M${num(-cw - 1)} 0.5 C${num(-cw * 0.6)} ${smile} ${num(cw * 0.6)} ${smile} ${num(cw + 1)} 0.5`;
  return line(d, art.lipShade, 1.6);
}

/** Small creases at the corners of the lips; a round mouth pulls them in. */
function corners(art: Art, cw: number): string {
  const d = `M${num(-cw - 3)} -1 q2 2 0 4 M${num(cw + 3)} -1 q-2 2 0 4`;
  return line(d, art.skinShade, 1.4, ' opacity="0.7"');
}

/**
 * The shape `weights` of each viseme make: every number (spread, opening, teeth) is their weighted
 * mean; the tongue is the heaviest tongue-showing shape's, grown with the weight of the shapes that
 * show it, and the round drawing takes over from half roundness.
 */
function blendedShape(weights: readonly { viseme: Viseme; weight: number }[]): DrawnMouth {
  const mean = (key: 'spread' | 'top' | 'bottom' | 'upperTeeth' | 'lowerTeeth' | 'roundness') =>
    weights.reduce((sum, { viseme, weight }) => sum + weight * MOUTHS[viseme][key], 0);
  const withTongue = weights
    .filter(({ viseme }) => MOUTHS[viseme].tongue !== 'none')
    .sort((a, b) => b.weight - a.weight || VISEMES.indexOf(a.viseme) - VISEMES.indexOf(b.viseme));
  const tongue = withTongue[0] ? MOUTHS[withTongue[0].viseme].tongue : 'none';
  const tongueSize = weights.reduce(
    (sum, { viseme, weight }) => sum + (MOUTHS[viseme].tongue === tongue ? weight : 0),
    0,
  );
  return {
    spread: mean('spread'),
    top: mean('top'),
    bottom: mean('bottom'),
    upperTeeth: mean('upperTeeth'),
    lowerTeeth: mean('lowerTeeth'),
    tongue,
    tongueSize,
    roundness: mean('roundness'),
  };
}

export function mouth(art: Art, weights: readonly { viseme: Viseme; weight: number }[]): string {
  const m = blendedShape(weights);
  const cw = (art.isFemale ? 24 : 26) * m.spread;
  const isShut = m.bottom - m.top <= 0;
  const body =
    m.roundness >= 0.5
      ? roundMouth(art, cw, m)
      : lips(art, cw, m) + (isShut ? pressedLine(art, cw) : interior(art, m, openingPath(cw, m))) + corners(art, cw);
  return `<g transform="translate(0 ${FACE.mouthY})">${body}</g>`;
}
