import type { Art } from './context';
import { faceCurves } from './head';
import type { HairLayers } from './hair-parts';
import { NO_HAIR } from './hair-parts';
import { modelling } from './lighting';
import { line, shape, symmetricPath, withMirror } from './svg';

/**
 * A hijab: one cloth around the head, under the chin and over the shoulders. It is drawn over the
 * face with the face cut out (even-odd), so the opening follows the jaw when it drops.
 */
export function headscarf(art: Art, jawDrop: number): HairLayers {
  const outer = symmetricPath(
    [0, -192],
    [
      { c1: [74, -194], c2: [130, -146], to: [132, -62] },
      { c1: [134, 10], c2: [128, 70], to: [118, 116] },
      { c1: [150, 160], c2: [186, 196], to: [198, 250] },
      { c1: [206, 290], c2: [180, 316], to: [120, 322] },
      { c1: [70, 328], c2: [30, 334], to: [0, 334] },
    ],
  );
  const [, , ...jaw] = faceCurves(art.head, jawDrop);
  const opening = symmetricPath(
    [0, -114],
    [
      { c1: [52, -114], c2: [88, -96], to: [93, -50] },
      { c1: [97, -20], c2: [art.head.cheekX - 2, 8], to: [art.head.cheekX, 30] },
      ...jaw,
    ],
  );
  const folds =
    withMirror(
      line('M112 -120 C126 -60 126 20 110 90', art.accentShade, 3, ' opacity="0.5"') +
        line('M120 150 C150 190 170 230 176 280', art.accentShade, 3, ' opacity="0.5"'),
    ) + line('M-60 180 C-20 200 20 200 60 180 M-70 230 C-20 254 20 254 70 230', art.accentShade, 3, ' opacity="0.45"');
  const cloth = `${outer} ${opening}`;
  // The cloth's edge shades the face just inside the opening.
  const shadow = line(opening, art.skinShade, 12, ' opacity="0.7"');
  const front =
    shadow + shape(cloth, art.accent, ' fill-rule="evenodd"') + modelling(art, cloth, ' fill-rule="evenodd"') + folds;
  return { ...NO_HAIR, front };
}
