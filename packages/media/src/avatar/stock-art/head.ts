import type { Art, HeadShape } from './context';
import type { Curve } from './svg';
import { line, shape, symmetricPath, withMirror } from './svg';

/** Top of the skull; hair caps are drawn from this outline outwards. */
const CRANIUM_TOP = -160;

/** The right half of the face outline, top of the skull to the bottom of the chin. */
export function faceCurves(head: HeadShape, jawDrop: number): [Curve, Curve, Curve, Curve, Curve] {
  const { cheekX, jawX, chinX } = head;
  const jawY = head.jawY + jawDrop * 0.5;
  const chinY = head.chinY + jawDrop;
  return [
    { c1: [58, CRANIUM_TOP], c2: [98, -130], to: [100, -62] },
    { c1: [101, -28], c2: [cheekX + 2, 2], to: [cheekX, 30] },
    { c1: [cheekX - 2, 56], c2: [jawX + 8, jawY - 22], to: [jawX, jawY] },
    { c1: [jawX - 12, jawY + 20], c2: [chinX + 16, chinY - 3], to: [chinX, chinY] },
    { c1: [chinX - 10, chinY + 3], c2: [9, chinY + 4], to: [0, chinY + 4] },
  ];
}

export function faceOutline(head: HeadShape, jawDrop: number): string {
  return symmetricPath([0, CRANIUM_TOP], faceCurves(head, jawDrop));
}

export function neck(art: Art): string {
  const w = art.neckHalfWidth;
  const column = shape(`M${-w} 40 L${w} 40 L${w + 2} 200 Q0 236 ${-w - 2} 200Z`, art.skin);
  // The jaw casts a shadow on the neck; the face drawn on top leaves only its lower part showing.
  const shadow = shape(`M${-w} 40 L${w} 40 L${w} 124 Q0 168 ${-w} 124Z`, art.skinShade, ' opacity="0.7"');
  return column + shadow;
}

/** A V-neck or open collar shows skin below the neck; outfits cut their neckline over this. */
export function chest(art: Art): string {
  const w = art.neckHalfWidth;
  return shape(`M${-w - 2} 180 L${w + 2} 180 L${w + 40} 330 L${-w - 40} 330Z`, art.skin);
}

export function ears(art: Art): string {
  const ear = shape('M96 -16 C108 -30 120 -16 116 4 C113 22 107 36 96 36Z', art.skin);
  const inner = line('M100 -8 C110 -16 114 -2 111 10 C109 20 105 26 101 27', art.skinShade, 2.8);
  return withMirror(ear + inner);
}

export function face(art: Art, jawDrop: number): string {
  return shape(faceOutline(art.head, jawDrop), art.skin);
}

export function nose(art: Art): string {
  const w = art.noseHalfWidth;
  const bridge = line(`M6 8 C9 20 ${w - 2} 28 ${w - 1} 36`, art.skinShade, 2.6);
  const base = shape(
    `M${-w} 40 Q${-w - 2} 50 ${-w + 7} 50 Q0 55 ${w - 7} 50 Q${w + 2} 50 ${w} 40 Q${w - 6} 46 0 45 Q${-w + 6} 46 ${-w} 40Z`,
    art.skinShade,
  );
  const nostrils = withMirror(shape(`M${w * 0.45} 46 q4 -3 7 1 q-3 2 -7 -1Z`, art.skinDeep, ' opacity="0.7"'));
  return bridge + base + nostrils;
}

/** Lines that read as age without ageing the whole drawing: folds, forehead, crow's feet. */
export function ageLines(art: Art): string {
  const { ageGroup } = art.avatar;
  if (ageGroup === 'young') return '';
  const folds = withMirror(line('M22 48 C32 58 36 70 34 84', art.skinDeep, 1.8, ' opacity="0.35"'));
  if (ageGroup === 'middle-aged') return folds;
  const crowsFeet = withMirror(
    line('M60 -8 l8 -4 M61 -3 l9 0 M60 2 l8 4', art.skinDeep, 1.4, ' opacity="0.4"') +
      line('M28 7 Q40 13 52 7', art.skinDeep, 1.4, ' opacity="0.35"'),
  );
  const forehead = line('M-34 -78 Q0 -84 34 -78 M-26 -66 Q0 -71 26 -66', art.skinDeep, 1.6, ' opacity="0.3"');
  return folds + crowsFeet + forehead;
}
