import { darken, lighten } from './colour';
import type { Art } from './context';
import { faceCurves } from './head';
import { FACE } from './layout';
import { line, shape, symmetricPath, withMirror } from './svg';

/** Beard, goatee and stubble sit under the mouth; moustaches over the upper lip are drawn after it. */
export function facialHairUnderMouth(art: Art, jawDrop: number): string {
  const kind = art.avatar.traits.facialHair;
  if (kind === 'none' || kind === 'moustache') return '';
  if (kind === 'goatee') return goatee(art, jawDrop);
  const volume = kind === 'beard' ? 14 : 2;
  const d = beardOutline(art, jawDrop, volume);
  if (kind === 'stubble') return shape(d, art.hairShade, ' opacity="0.13"');
  const underChin = shape(
    `M-60 ${art.head.chinY - 10} Q0 ${art.head.chinY + jawDrop + 30} 60 ${art.head.chinY - 10}Z`,
    art.hairShade,
    ' opacity="0.45"',
  );
  return (
    shape(d, art.hair) +
    `<g clip-path="url(#${art.ids}-beard)">${underChin}</g>` +
    `<clipPath id="${art.ids}-beard"><path d="${d}"/></clipPath>`
  );
}

export function facialHairOverMouth(art: Art): string {
  const kind = art.avatar.traits.facialHair;
  if (kind === 'moustache' || kind === 'beard' || kind === 'goatee') return moustache(art);
  return '';
}

/** From under the nose, out along the cheek to the sideburn, then down the jaw to below the chin. */
function beardOutline(art: Art, jawDrop: number, volume: number): string {
  const { cheekX } = art.head;
  const [, , cheekToJaw, jawToChin] = faceCurves(art.head, jawDrop);
  const chinY = art.head.chinY + jawDrop + 4 + volume;
  return symmetricPath(
    [0, 51],
    [
      { c1: [14, 49], c2: [30, 51], to: [38, 58] },
      { c1: [56, 48], c2: [78, 34], to: [92, 8] },
      { c1: [96, 0], c2: [97, -8], to: [98, -14] },
      { c1: [cheekX + 3, 0], c2: [cheekX + 2, 18], to: [cheekX, 30] },
      cheekToJaw,
      {
        c1: [jawToChin.c1[0] + volume * 0.3, jawToChin.c1[1] + volume],
        c2: [jawToChin.c2[0] + volume * 0.5, chinY],
        to: [0, chinY],
      },
    ],
  );
}

function moustache(art: Art): string {
  const half = shape('M0 57 C12 51 32 53 38 69 C29 64 14 63 0 64Z', art.hair);
  return withMirror(half);
}

function goatee(art: Art, jawDrop: number): string {
  const chin = art.head.chinY + jawDrop;
  return shape(
    `M-20 98 C-10 ${93 + jawDrop} 10 ${93 + jawDrop} 20 98 C22 ${chin - 10} 14 ${chin + 6} 0 ${chin + 8} C-14 ${chin + 6} -22 ${chin - 10} -20 98Z`,
    art.hair,
  );
}

const FRAME_COLOURS = { round: '#b08a3e', rectangle: '#1f1f24', browline: '#5a3a24' } as const;

export function glasses(art: Art): string {
  const kind = art.avatar.traits.glasses;
  if (kind === 'none') return '';
  const frame = FRAME_COLOURS[kind];
  const lens =
    kind === 'round'
      ? `<circle cx="${FACE.eyeX}" cy="${FACE.eyeY - 1}" r="21"/>`
      : `<rect x="${FACE.eyeX - 24}" y="${FACE.eyeY - 18}" width="48" height="34" rx="9"/>`;
  const lenses = withMirror(
    `<g fill="#ffffff" fill-opacity="0.14" stroke="${frame}" stroke-width="${kind === 'round' ? 2.6 : 3.4}">${lens}</g>`,
  );
  const brow = kind === 'browline' ? withMirror(line('M18 -24 C30 -30 50 -30 63 -22', frame, 7)) : '';
  const glint = withMirror(line('M26 -16 l10 -8', '#ffffff', 2.2, ' opacity="0.5"'));
  const bridge = line('M-17 -14 Q0 -22 17 -14', frame, 3);
  const temples = withMirror(line('M62 -14 L96 -18', frame, 3));
  return temples + lenses + brow + bridge + glint;
}

export function earrings(art: Art): string {
  const kind = art.avatar.traits.earrings;
  if (kind === 'none' || art.avatar.traits.hair === 'headscarf') return '';
  const gold = '#d9b25a';
  const jewel =
    kind === 'studs'
      ? `<circle cx="103" cy="31" r="4" fill="${gold}"/><circle cx="102" cy="30" r="1.4" fill="${lighten(gold, 0.6)}"/>`
      : `<circle cx="104" cy="44" r="11" fill="none" stroke="${gold}" stroke-width="2.8"/><path d="M95 50 A11 11 0 0 0 112 50" fill="none" stroke="${darken(gold, 0.25)}" stroke-width="2.8"/>`;
  return withMirror(jewel);
}
