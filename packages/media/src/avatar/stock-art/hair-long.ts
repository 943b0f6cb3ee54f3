import type { Art } from './context';
import type { HairLayers } from './hair-parts';
import { NO_HAIR, TUCKED_HAIRLINE, cap, curlEdge, curlMarks, longBack, sheen, skullEdge } from './hair-parts';
import type { Curve } from './svg';
import { line, shape, symmetricPath, withMirror } from './svg';

/** The crown of long styles: hair tucked behind the ears so earrings stay visible. */
function tuckedCrown(top = -184): string {
  return cap(top, skullEdge(top, 16, [100, -20]), TUCKED_HAIRLINE);
}

function tuckedCap(art: Art, top = -184): string {
  return shape(tuckedCrown(top), art.hair) + sheen(art, top, 116);
}

const centrePart = (art: Art): string => line('M0 -182 C3 -160 2 -132 -1 -110', art.hairShade, 2.6);

/** A lock falling in front of the right shoulder; `wave` bends its edges. */
function lock(art: Art, wave: number): string {
  const w = wave;
  const d =
    `M118 20 C${124 + w} 80 ${126 - w} 140 ${128 + w} 190 C${130 - w} 240 ${126 + w} 280 108 304 ` +
    `C100 312 88 306 84 292 C${84 + w} 260 ${78 - w} 220 ${74 + w} 180 C${70 - w} 140 ${72 + w} 100 80 70Z`;
  const strand = line(`M98 100 C${106 + w} 150 ${104 - w} 220 ${102 + w} 280`, art.hairShade, 2, ' opacity="0.6"');
  return withMirror(shape(d, art.hair) + strand);
}

export function longStraightHair(art: Art): HairLayers {
  return {
    back: longBack(art, 124, 260),
    drape: lock(art, 0),
    front: tuckedCap(art) + centrePart(art),
    crown: tuckedCrown(),
  };
}

/** Long hair whose outline undulates; the fringe is swept to one side. */
export function longWavyHair(art: Art): HairLayers {
  const waves: Curve[] = [{ c1: [80, -184], c2: [124, -144], to: [126, -60] }];
  for (let y = -60, i = 0; y < 240; y += 50, i++) {
    const x = 128 + (i % 2 === 0 ? 14 : -6);
    waves.push({ c1: [x, y + 15], c2: [x, y + 35], to: [130 + (i % 2) * 6, y + 50] });
  }
  waves.push({ c1: [110, 262], c2: [40, 258], to: [0, 254] });
  const back = shape(symmetricPath([0, -184], waves), art.hairShade);
  const sweep = shape(
    'M-6 -186 C-60 -170 -96 -120 -98 -60 C-82 -100 -50 -120 -4 -128 C30 -134 70 -120 96 -84 C80 -140 40 -180 -6 -186Z',
    art.hair,
  );
  return { back, drape: lock(art, 8), front: tuckedCap(art) + sweep, crown: tuckedCrown() };
}

export function bobHair(art: Art): HairLayers {
  const top = -184;
  const back = shape(
    symmetricPath(
      [0, top],
      [
        { c1: [80, top], c2: [124, -140], to: [124, -60] },
        { c1: [126, 10], c2: [126, 70], to: [118, 104] },
        { c1: [80, 112], c2: [40, 110], to: [0, 108] },
      ],
    ),
    art.hairShade,
  );
  const front = cap(
    top,
    [
      { c1: [70, top - 2], c2: [122, -146], to: [122, -70] },
      { c1: [124, -6], c2: [124, 60], to: [116, 104] },
      { c1: [108, 110], c2: [98, 108], to: [92, 100] },
      { c1: [96, 50], c2: [98, -10], to: [92, -44] },
      { c1: [70, -52], c2: [30, -56], to: [0, -54] },
    ],
    [],
  );
  const fringe = line(
    'M-60 -58 C-56 -80 -50 -100 -40 -120 M-20 -56 C-18 -80 -14 -100 -6 -124 M22 -56 C24 -80 30 -100 40 -120',
    art.hairShade,
    2,
    ' opacity="0.5"',
  );
  return { ...NO_HAIR, back, front: shape(front, art.hair) + sheen(art, top, 120) + fringe, crown: front };
}

export function bunHair(art: Art): HairLayers {
  const bun =
    `<circle cx="0" cy="-190" r="36" fill="${art.hair}"/>` +
    line(
      'M-22 -204 C-8 -214 10 -214 22 -204 M-26 -188 C-10 -200 12 -200 26 -188',
      art.hairShade,
      2.2,
      ' opacity="0.6"',
    );
  return {
    ...NO_HAIR,
    back: bun,
    front: tuckedCap(art, -178) + line('M-30 -166 C-10 -172 10 -172 30 -166', art.hairShade, 3),
    crown: tuckedCrown(-178),
  };
}

export function ponytailHair(art: Art): HairLayers {
  const tail =
    shape(
      'M60 -150 C140 -150 156 -60 146 20 C138 80 152 150 130 210 C116 160 108 100 110 40 C112 -20 106 -90 60 -150Z',
      art.hairShade,
    ) + line('M120 -40 C130 20 124 100 132 180', art.hair, 3, ' opacity="0.7"');
  return { ...NO_HAIR, back: tail, front: tuckedCap(art, -180), crown: tuckedCrown(-180) };
}

/** Box braids: a long dark fall, braids over the shoulders, each crossed with plait marks. */
export function braidsHair(art: Art): HairLayers {
  const braid = (x: number, top: number, bottom: number): string => {
    const marks: string[] = [];
    for (let y = top + 10; y < bottom - 4; y += 12) marks.push(`M${x - 5} ${y} l10 5`);
    return (
      line(`M${x} ${top} L${x} ${bottom}`, art.hair, 12) + line(marks.join(' '), art.hairShade, 1.6, ' opacity="0.8"')
    );
  };
  const back = longBack(art, 126, 270) + [-110, -90, 90, 110].map((x) => braid(x, -40, 250)).join('');
  const drape = withMirror(braid(72, 80, 320) + braid(88, 70, 330) + braid(104, 60, 320));
  const parts = line('M0 -182 L0 -112 M-40 -170 L-44 -120 M40 -170 L44 -120', art.hairShade, 2);
  return { back, drape, front: tuckedCap(art) + parts, crown: tuckedCrown() };
}

export function curlyLongHair(art: Art): HairLayers {
  const centre = [0, -34] as const;
  const radii = [130, 172] as const;
  const back =
    `<ellipse cx="${centre[0]}" cy="${centre[1]}" rx="${radii[0]}" ry="${radii[1]}" fill="${art.hairShade}"/>` +
    curlEdge(centre, radii, 150, 390, 24, 20, art.hairShade);
  const front = tuckedCap(art) + curlEdge([0, -84], [108, 96], 195, 345, 13, 16, art.hair);
  const marks = curlMarks(art, [
    [-64, -150],
    [-16, -170],
    [30, -160],
    [70, -134],
    [-112, -20],
    [106, 0],
    [-104, 40],
    [100, 50],
  ]);
  return { ...NO_HAIR, back, front: front + marks, crown: tuckedCrown() };
}
