import type { EyeState } from '../rig';
import { AvatarArea } from '../stock-traits';
import { darken } from './colour';
import type { Art } from './context';
import { FACE } from './layout';
import { EYE_WHITE, LASH } from './palette';
import { line, num, shape, withMirror } from './svg';

/*
 * Eyes are drawn 34 units wide around their own centre, with the outer corner at +x, then scaled to
 * the face; the right eye is mirrored to the left. The upper lid's control height sets how open
 * the eye is.
 */
const EYE_SCALE = 1.2;

const LID_HEIGHT: Record<EyeState, number> = { open: 1, half: 0.38, closed: 0 };

function lidControls(height: number, lift: number): [string, string] {
  return [num(-10 * height * lift + 5 * (1 - height)), num(-11 * height * lift + 4 * (1 - height))];
}

function upperLid(height: number, lift: number): string {
  const [a, b] = lidControls(height, lift);
  return `M-17 1 C-10 ${a} 9 ${b} 17 -2`;
}

/** The same lid curve traced back from the outer corner, to close a shape along it. */
function upperLidBack(height: number, lift: number): string {
  const [a, b] = lidControls(height, lift);
  return `C9 ${b} -10 ${a} -17 1`;
}

const LOWER_LID = 'C10 7 -9 8 -17 1Z';

/** East Asian eyes are drawn a little narrower, with a flatter lid. */
function eyeLift(art: Art): number {
  const { area } = art.avatar;
  return area === AvatarArea.JapanKorea || area === AvatarArea.Asian ? 0.82 : 1;
}

function clipId(art: Art): string {
  return `${art.ids}-eye`;
}

export function eyeDefs(art: Art, state: EyeState): string {
  if (state === 'closed') return '';
  return `<clipPath id="${clipId(art)}"><path d="${upperLid(LID_HEIGHT[state], eyeLift(art))} ${LOWER_LID}"/></clipPath>`;
}

function oneEye(art: Art, state: EyeState): string {
  const lift = eyeLift(art);
  const openLid = upperLid(1, lift);
  const lid = upperLid(LID_HEIGHT[state], lift);
  const flick = art.isFemale ? line('M16 -2 l6 -4', LASH, 2) : '';
  const crease = line(
    `M-12 ${num(-14 * lift)} C-4 ${num(-19 * lift)} 8 ${num(-19 * lift)} 15 ${num(-10 * lift)}`,
    art.skinShade,
    1.6,
  );
  // The lowered lid is the skin between the open lid line and the current one, a shade darker.
  const lidShade =
    state === 'open'
      ? ''
      : shape(`${openLid} ${upperLidBack(LID_HEIGHT[state], lift)}Z`, art.skinShade, ' opacity="0.55"');
  if (state === 'closed') return lidShade + line(lid, LASH, 2.4) + flick;
  const iris = `<g clip-path="url(#${clipId(art)})"><circle cx="0" cy="-1" r="9.5" fill="${art.iris}"/><circle cx="0" cy="-1" r="8.8" fill="none" stroke="${darken(art.iris, 0.35)}" stroke-width="1.4"/><circle cx="0" cy="-1" r="4.4" fill="#150f0d"/></g>`;
  return (
    lidShade +
    shape(`${lid} ${LOWER_LID}`, EYE_WHITE) +
    iris +
    line(lid, LASH, 2.6) +
    line('M-12 6 C-4 9 6 8 13 3', art.skinShade, 1.2, ' opacity="0.6"') +
    flick +
    (state === 'open' ? crease : '')
  );
}

/** Catch-lights stay on the same side in both eyes (one light source), so they are not mirrored. */
function highlights(state: EyeState): string {
  if (state === 'closed') return '';
  const dy = (state === 'open' ? -5 : 0) * EYE_SCALE;
  return [-1, 1]
    .map((side) => {
      const cx = side * FACE.eyeX - 3.5;
      const cy = FACE.eyeY + dy;
      return `<circle cx="${num(cx)}" cy="${num(cy)}" r="2.8" fill="#ffffff"/><circle cx="${num(cx + 7)}" cy="${num(cy + 7)}" r="1.3" fill="#ffffff" opacity="0.8"/>`;
    })
    .join('');
}

export function eyes(art: Art, state: EyeState): string {
  const eye = `<g transform="translate(${FACE.eyeX} ${FACE.eyeY}) scale(${EYE_SCALE})">${oneEye(art, state)}</g>`;
  return withMirror(eye) + highlights(state);
}

export function brows(art: Art): string {
  const thickness = art.isFemale ? 3.4 : art.avatar.ageGroup === 'old' ? 6.5 : 5.5;
  const arch = art.isFemale ? 2 : 0;
  const d = `M-19 2 C-10 ${-5 - arch} 6 ${-8 - arch} 21 -1 C8 ${num(-7 - arch + thickness)} -6 ${num(-5 - arch + thickness)} -18 ${num(2 + thickness)}Z`;
  const colour = darken(art.hair, art.avatar.traits.hairColour === 'blonde' ? 0.3 : 0.1);
  const y = FACE.browY - (art.isFemale ? 3 : 0);
  return withMirror(`<g transform="translate(42 ${y})">${shape(d, colour)}</g>`);
}
