import { seededRandom } from '../lipsync/seeded-random';
import type { ProductSceneName } from './product-scenes';
import { lawnShader, marbleShader, sandShader, stoneShader, woodShader, type SurfaceShader } from './surface-shaders';

/**
 * How each product scene is drawn. A scene is layered as a product photographer's set is: what stands behind (a
 * wall, a room, a landscape), out of focus as behind a product shot with a shallow depth of field, then the surface
 * the product stands on, sharp and in perspective. Rooms are SVG; two outdoor backdrops are photographs from
 * Debian's mate-backgrounds where installed (a drawn stand-in otherwise).
 */

/** An SVG body (without the <svg> element) for a w x h frame. */
export type Drawing = (w: number, h: number) => string;

export interface PhotoBackdrop {
  /** A file of /usr/share/backgrounds/mate/nature. */
  file: string;
  /** The part of the photo used, shares of its width and height. */
  crop: { left: number; top: number; width: number; height: number };
  /** Drawn instead when the photo is not installed. */
  fallback: Drawing;
}

export interface SceneArt {
  back: Drawing | PhotoBackdrop;
  /** Blur of the backdrop (depth of field), a share of the frame height. */
  backBlur: number;
  /**
   * A textured surface in perspective from `top` (a share of the frame height) down; a `feather` (share of the
   * height) fades its far edge into the backdrop, for ground that has no edge (sand, grass). A texture whose
   * detail is the look (blades of grass) is painted at full size even in a large frame.
   */
  plane?: { top: number; shader: SurfaceShader; feather?: number; isFullSize?: boolean };
  /** Drawn over everything else, sharp: a podium, a shelf's edge, the light catching a table's edge. */
  front?: Drawing;
  /** Fine sensor grain, in levels of 0-255. */
  grain: number;
}

export const svgDocument = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

type Stop = [offset: number, colour: string, opacity?: number];

const stops = (list: Stop[]) =>
  list
    .map(
      ([offset, colour, opacity]) => `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity ?? 1}"/>`,
    )
    .join('');

const linear = (id: string, list: Stop[], vertical = true) =>
  `<linearGradient id="${id}" ${vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"'}>${stops(list)}</linearGradient>`;

const radial = (id: string, cx: number, cy: number, r: number, list: Stop[]) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;

/** Darker corners, as a lens and a light falling off give every real photo. */
const vignette = (w: number, h: number, strength: number) =>
  `<defs>${radial('vig', 0.5, 0.48, 0.75, [
    [0.55, '#000', 0],
    [1, '#000', strength],
  ])}</defs><rect width="${w}" height="${h}" fill="url(#vig)"/>`;

/** A seamless paper sweep: the wall curving into the floor with no edge, lit from above. */
const sweep =
  (top: string, middle: string, bottom: string, glow: string, corners: number): Drawing =>
  (w, h) =>
    `<defs>${linear('sw', [
      [0, top],
      [0.6, middle],
      [1, bottom],
    ])}${radial('glow', 0.5, 0.5, 0.5, [
      [0, glow, 0.85],
      [1, glow, 0],
    ])}</defs><rect width="${w}" height="${h}" fill="url(#sw)"/>` +
    `<ellipse cx="${w * 0.5}" cy="${h * 0.5}" rx="${w * 0.55}" ry="${h * 0.45}" fill="url(#glow)"/>` +
    vignette(w, h, corners);

/** Wall tiles, the grout a shade darker, down to `bottom`. */
function tiles(w: number, bottom: number, tileW: number, tileH: number, grout: string, offset: boolean): string {
  const line = Math.max(1, tileH * 0.06);
  let lines = '';
  let row = 0;
  for (let y = 0; y < bottom; y += tileH, row++) {
    lines += `<rect x="0" y="${y}" width="${w}" height="${line}"/>`;
    const shift = offset && row % 2 ? tileW / 2 : 0;
    for (let x = shift; x < w; x += tileW) {
      lines += `<rect x="${x}" y="${y}" width="${line}" height="${Math.min(tileH, bottom - y)}"/>`;
    }
  }
  return `<g fill="${grout}">${lines}</g>`;
}

/** The light catching the near edge of a table's far side, where it meets the wall. */
const edgeLight = (top: number, colour: string) => (w: number, h: number) =>
  `<rect x="0" y="${h * top - h * 0.002}" width="${w}" height="${h * 0.004}" fill="${colour}" opacity="0.55"/>`;

const leaves = (cx: number, cy: number, scale: number, colours: string[]) => (w: number, h: number) =>
  colours
    .map((colour, i) => {
      const angle = -70 + i * 35;
      const x = w * (cx + Math.cos((angle * Math.PI) / 180) * 0.05 * scale);
      const y = h * (cy - Math.abs(Math.sin((angle * Math.PI) / 180)) * 0.07 * scale);
      return `<ellipse cx="${x}" cy="${y}" rx="${w * 0.028 * scale}" ry="${h * 0.07 * scale}" fill="${colour}" transform="rotate(${angle + 90} ${x} ${y})"/>`;
    })
    .join('');

export const SCENE_ART: Record<ProductSceneName, SceneArt> = {
  studioWhite: { back: sweep('#e9e8e5', '#f7f7f5', '#fdfdfc', '#ffffff', 0.1), backBlur: 0, grain: 1.4 },
  studioDark: {
    back: (w, h) =>
      `<defs>${radial('spot', 0.5, 0.36, 0.62, [
        [0, '#5a5d63'],
        [0.45, '#2b2d31'],
        [1, '#0c0c0e'],
      ])}${linear('floor', [
        [0, '#26272b'],
        [0.3, '#141518'],
        [1, '#060607'],
      ])}${radial('pool', 0.5, 0.5, 0.5, [
        [0, '#9a9da4', 0.3],
        [1, '#9a9da4', 0],
      ])}</defs><rect width="${w}" height="${h}" fill="url(#spot)"/>` +
      `<rect y="${h * 0.63}" width="${w}" height="${h * 0.37}" fill="url(#floor)"/>` +
      `<ellipse cx="${w * 0.5}" cy="${h * 0.79}" rx="${w * 0.4}" ry="${h * 0.12}" fill="url(#pool)"/>`,
    backBlur: 0.008,
    grain: 2.2,
  },
  pastelSweep: {
    back: (w, h) =>
      sweep('#efcdc3', '#f8e2d9', '#f6d8cf', '#fff3ec', 0.08)(w, h) +
      `<circle cx="${w * 0.14}" cy="${h * 0.22}" r="${h * 0.19}" fill="#eebdb1" opacity="0.55"/>` +
      `<circle cx="${w * 0.9}" cy="${h * 0.26}" r="${h * 0.13}" fill="#d9c3e6" opacity="0.65"/>` +
      `<rect x="${w * 0.7}" y="${h * 0.4}" width="${w * 0.18}" height="${h * 0.4}" rx="${w * 0.09}" fill="#f1c4b8" opacity="0.75"/>`,
    backBlur: 0.006,
    grain: 1.4,
  },
  podium: {
    back: (w, h) =>
      `<defs>${linear('wall', [
        [0, '#e4dacd'],
        [1, '#f2ebe2'],
      ])}${linear('arch', [
        [0, '#d6c6b3'],
        [1, '#e5d8c8'],
      ])}${linear('fl', [
        [0, '#e2d6c7'],
        [1, '#d0c1ae'],
      ])}</defs><rect width="${w}" height="${h}" fill="url(#wall)"/>` +
      `<path d="M${w * 0.26} ${h * 0.62} V${h * 0.36} A${w * 0.24} ${w * 0.24} 0 0 1 ${w * 0.74} ${h * 0.36} V${h * 0.62} Z" fill="url(#arch)"/>` +
      `<rect y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="url(#fl)"/>` +
      vignette(w, h, 0.14),
    backBlur: 0.002,
    front: (w, h) => {
      const cx = w * 0.5;
      const top = h * 0.705;
      const rx = Math.min(w * 0.3, h * 0.3);
      const ry = h * 0.042;
      const bottom = h * 0.9;
      return (
        `<defs>${linear(
          'body',
          [
            [0, '#c3b3a0'],
            [0.28, '#f2eae0'],
            [0.55, '#e5dace'],
            [1, '#b5a593'],
          ],
          false,
        )}${linear('topface', [
          [0, '#efe8df'],
          [1, '#fbf8f4'],
        ])}${radial('drop', 0.5, 0.5, 0.5, [
          [0, '#5a4a3a', 0.38],
          [1, '#5a4a3a', 0],
        ])}</defs>` +
        `<ellipse cx="${cx + rx * 0.12}" cy="${bottom + ry * 0.4}" rx="${rx * 1.25}" ry="${ry * 2.2}" fill="url(#drop)"/>` +
        `<path d="M${cx - rx} ${top} V${bottom} A${rx} ${ry} 0 0 0 ${cx + rx} ${bottom} V${top} Z" fill="url(#body)"/>` +
        `<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="url(#topface)"/>`
      );
    },
    grain: 1.4,
  },
  kitchenCounter: {
    back: (w, h) =>
      `<defs>${radial('win', 0.5, 0.5, 0.6, [
        [0, '#fffdf4'],
        [0.6, '#fff6e0'],
        [1, '#f4ead8', 0],
      ])}</defs><rect width="${w}" height="${h}" fill="#eee8de"/>` +
      tiles(w, h * 0.6, h * 0.1, h * 0.05, '#d3cabd', true) +
      `<rect x="${w * 0.02}" y="${h * 0.04}" width="${w * 0.3}" height="${h * 0.42}" fill="#fffcf2"/>` +
      `<ellipse cx="${w * 0.17}" cy="${h * 0.25}" rx="${w * 0.3}" ry="${h * 0.34}" fill="url(#win)"/>` +
      `<rect x="${w * 0.16}" y="${h * 0.04}" width="${w * 0.012}" height="${h * 0.42}" fill="#e4dccd"/>` +
      `<rect x="${w * 0.6}" y="${h * 0.28}" width="${w * 0.4}" height="${h * 0.018}" fill="#a98460"/>` +
      `<rect x="${w * 0.64}" y="${h * 0.19}" width="${w * 0.05}" height="${h * 0.09}" rx="${w * 0.01}" fill="#c9b79c"/>` +
      `<rect x="${w * 0.71}" y="${h * 0.21}" width="${w * 0.045}" height="${h * 0.07}" rx="${w * 0.01}" fill="#8c6b4f"/>` +
      `<rect x="${w * 0.78}" y="${h * 0.17}" width="${w * 0.06}" height="${h * 0.11}" rx="${w * 0.012}" fill="#e8e2d6"/>` +
      leaves(0.9, 0.52, 1.1, ['#4f7a3e', '#6f9a56', '#5f8a4a', '#4a7038', '#6b9450'])(w, h) +
      `<rect x="${w * 0.85}" y="${h * 0.5}" width="${w * 0.1}" height="${h * 0.1}" rx="${w * 0.01}" fill="#d9d2c6"/>` +
      `<rect x="${w * 0.05}" y="${h * 0.42}" width="${w * 0.15}" height="${h * 0.18}" rx="${w * 0.02}" fill="#c0956a"/>`,
    backBlur: 0.012,
    plane: { top: 0.6, shader: stoneShader([233, 227, 217], [188, 178, 164], 0.08, 11, -1) },
    front: edgeLight(0.6, '#fbf7ef'),
    grain: 1.6,
  },
  marbleTable: {
    back: (w, h) =>
      `<defs>${linear('wall', [
        [0, '#d9cfc2'],
        [1, '#ebe4da'],
      ])}</defs><rect width="${w}" height="${h}" fill="url(#wall)"/>` +
      `<path d="M${w * 0.55} 0 L${w * 0.95} 0 L${w * 0.72} ${h * 0.63} L${w * 0.3} ${h * 0.63} Z" fill="#f7f2ea" opacity="0.55"/>` +
      `<rect x="${w * 0.8}" y="${h * 0.42}" width="${w * 0.08}" height="${h * 0.21}" rx="${w * 0.03}" fill="#bfae9b"/>` +
      `<g stroke="#6b5a48" stroke-width="${h * 0.005}" fill="none"><path d="M${w * 0.84} ${h * 0.42} Q${w * 0.8} ${h * 0.22} ${w * 0.73} ${h * 0.08}"/><path d="M${w * 0.84} ${h * 0.42} Q${w * 0.88} ${h * 0.2} ${w * 0.94} ${h * 0.1}"/></g>`,
    backBlur: 0.01,
    plane: { top: 0.63, shader: marbleShader(4, 0.8) },
    front: edgeLight(0.63, '#ffffff'),
    grain: 1.4,
  },
  woodTable: {
    back: (w, h) =>
      `<defs>${radial('lt', 0.25, 0.3, 0.8, [
        [0, '#fbf4e8'],
        [1, '#dfd1bd'],
      ])}</defs><rect width="${w}" height="${h}" fill="url(#lt)"/>` +
      leaves(0.13, 0.46, 2, ['#3f6632', '#5e8a4b', '#4f7540', '#416635', '#5a8447'])(w, h) +
      `<rect x="${w * 0.07}" y="${h * 0.44}" width="${w * 0.12}" height="${h * 0.16}" rx="${w * 0.015}" fill="#d8cbb8"/>` +
      `<rect x="${w * 0.68}" y="${h * 0.16}" width="${w * 0.22}" height="${h * 0.28}" fill="#c9b6a0"/><rect x="${w * 0.7}" y="${h * 0.18}" width="${w * 0.18}" height="${h * 0.24}" fill="#9fb0a8"/>`,
    backBlur: 0.012,
    plane: { top: 0.6, shader: woodShader([204, 160, 112], [150, 104, 66], 0.32, 21, -0.9) },
    front: edgeLight(0.6, '#e8c49a'),
    grain: 1.6,
  },
  garden: {
    back: {
      file: 'Garden.jpg',
      crop: { left: 0, top: 0.3, width: 0.3, height: 0.7 },
      fallback: (w, h) =>
        `<rect width="${w}" height="${h}" fill="#6f8f4a"/><circle cx="${w * 0.2}" cy="${h * 0.3}" r="${h * 0.2}" fill="#e6a23a"/><circle cx="${w * 0.75}" cy="${h * 0.2}" r="${h * 0.15}" fill="#a9c46a"/>`,
    },
    backBlur: 0.016,
    plane: { top: 0.64, shader: stoneShader([178, 172, 160], [128, 122, 112], 0.22, 5, -0.8) },
    front: edgeLight(0.64, '#e4ded2'),
    grain: 1.8,
  },
  meadow: {
    back: (w, h) =>
      `<defs>${linear('sky', [
        [0, '#5b9ad8'],
        [0.38, '#9cc5ec'],
        [0.52, '#e2edf3'],
      ])}</defs><rect width="${w}" height="${h}" fill="url(#sky)"/>` +
      `<g fill="#ffffff" opacity="0.55"><ellipse cx="${w * 0.18}" cy="${h * 0.2}" rx="${w * 0.18}" ry="${h * 0.04}"/><ellipse cx="${w * 0.28}" cy="${h * 0.17}" rx="${w * 0.1}" ry="${h * 0.05}"/><ellipse cx="${w * 0.8}" cy="${h * 0.28}" rx="${w * 0.2}" ry="${h * 0.035}"/></g>` +
      `<path d="M0 ${h * 0.53} Q${w * 0.25} ${h * 0.47} ${w * 0.5} ${h * 0.51} T${w} ${h * 0.5} V${h} H0 Z" fill="#7e9c73"/>` +
      `<path d="M0 ${h * 0.545} Q${w * 0.3} ${h * 0.52} ${w * 0.6} ${h * 0.54} T${w} ${h * 0.53} V${h} H0 Z" fill="#5f8a45"/>`,
    backBlur: 0.012,
    plane: { top: 0.55, shader: lawnShader(8, 0.5), feather: 0.012, isFullSize: true },
    grain: 1.6,
  },
  beach: {
    back: {
      file: 'Dune.jpg',
      crop: { left: 0.05, top: 0, width: 0.75, height: 0.62 },
      fallback: (w, h) =>
        `<defs>${linear('sk', [
          [0, '#7fb0e0'],
          [0.55, '#cfe2f2'],
          [0.56, '#1f8fc0'],
          [0.7, '#2fa0c8'],
        ])}</defs><rect width="${w}" height="${h}" fill="url(#sk)"/>`,
    },
    backBlur: 0.012,
    plane: { top: 0.58, shader: sandShader(3, 0.7), feather: 0.04 },
    grain: 1.8,
  },
  bathroomShelf: {
    back: (w, h) =>
      `<rect width="${w}" height="${h}" fill="#edf0f1"/>` +
      tiles(w, h, h * 0.12, h * 0.12, '#d2d8db', false) +
      `<circle cx="${w * 0.2}" cy="${h * 0.3}" r="${h * 0.2}" fill="#dde4e8"/><circle cx="${w * 0.2}" cy="${h * 0.3}" r="${h * 0.19}" fill="#c6d3dc"/>` +
      leaves(0.87, 0.5, 0.9, ['#7c9c84', '#6d8f76', '#88a88f', '#6a8a72'])(w, h) +
      `<rect x="${w * 0.83}" y="${h * 0.5}" width="${w * 0.1}" height="${h * 0.16}" rx="${w * 0.01}" fill="#f7f7f5"/>` +
      `<rect x="${w * 0.04}" y="${h * 0.57}" width="${w * 0.17}" height="${h * 0.09}" rx="${h * 0.045}" fill="#f3eee5"/>`,
    backBlur: 0.011,
    front: (w, h) =>
      `<defs>${linear('shelf', [
        [0, '#dfe4e6'],
        [0.7, '#f5f7f7'],
        [1, '#eaedee'],
      ])}${linear('edge', [
        [0, '#ffffff'],
        [1, '#c5ccd0'],
      ])}</defs>` +
      `<rect x="0" y="${h * 0.66}" width="${w}" height="${h * 0.24}" fill="url(#shelf)"/>` +
      `<rect x="0" y="${h * 0.9}" width="${w}" height="${h * 0.035}" fill="url(#edge)"/>` +
      `<rect x="0" y="${h * 0.935}" width="${w}" height="${h * 0.02}" fill="#8e9aa0" opacity="0.35"/>`,
    grain: 1.4,
  },
  livingRoom: {
    back: (w, h) =>
      `<defs>${radial('lamp', 0.5, 0.5, 0.5, [
        [0, '#ffe2a8'],
        [1, '#ffd28a', 0],
      ])}</defs><rect width="${w}" height="${h}" fill="#c9b399"/>` +
      `<rect x="${w * 0.62}" y="${h * 0.06}" width="${w * 0.3}" height="${h * 0.36}" fill="#e7d9bf"/>` +
      `<rect x="${w * 0.36}" y="${h * 0.14}" width="${w * 0.18}" height="${h * 0.14}" fill="#7d6250"/><rect x="${w * 0.37}" y="${h * 0.155}" width="${w * 0.16}" height="${h * 0.11}" fill="#b59c7c"/>` +
      `<rect x="${w * 0.2}" y="${h * 0.36}" width="${w * 0.86}" height="${h * 0.3}" rx="${h * 0.05}" fill="#5b7370"/>` +
      `<rect x="${w * 0.3}" y="${h * 0.32}" width="${w * 0.2}" height="${h * 0.15}" rx="${h * 0.04}" fill="#d4ad82"/>` +
      `<rect x="${w * 0.58}" y="${h * 0.32}" width="${w * 0.2}" height="${h * 0.15}" rx="${h * 0.04}" fill="#728b87"/>` +
      `<rect x="${w * 0.09}" y="${h * 0.2}" width="${w * 0.012}" height="${h * 0.45}" fill="#3b3029"/>` +
      `<path d="M${w * 0.03} ${h * 0.22} L${w * 0.06} ${h * 0.08} H${w * 0.14} L${w * 0.17} ${h * 0.22} Z" fill="#f3dcae"/>` +
      `<ellipse cx="${w * 0.1}" cy="${h * 0.2}" rx="${w * 0.3}" ry="${h * 0.3}" fill="url(#lamp)" opacity="0.75"/>` +
      vignette(w, h, 0.3),
    backBlur: 0.013,
    plane: { top: 0.64, shader: woodShader([128, 84, 52], [82, 50, 30], 0, 31, -0.8) },
    front: edgeLight(0.64, '#c89a6a'),
    grain: 2.2,
  },
  neonNight: {
    back: (w, h) => {
      let dots = '';
      const random = seededRandom(77);
      const colours = ['#ff5bd6', '#37e6ff', '#ffb347', '#7a6bff'];
      for (let i = 0; i < 28; i++) {
        dots += `<circle cx="${random() * w}" cy="${h * (0.08 + random() * 0.5)}" r="${h * (0.012 + random() * 0.02)}" fill="${colours[i % 4]}" opacity="${0.25 + random() * 0.4}"/>`;
      }
      return (
        `<defs>${linear('night', [
          [0, '#0a0c22'],
          [0.6, '#170a2a'],
          [1, '#07060f'],
        ])}${radial('pinkpool', 0.5, 0.5, 0.5, [
          [0, '#ff4fd8', 0.22],
          [1, '#ff4fd8', 0],
        ])}</defs><rect width="${w}" height="${h}" fill="url(#night)"/>` +
        dots +
        `<circle cx="${w * 0.5}" cy="${h * 0.36}" r="${h * 0.24}" fill="none" stroke="#ff4fd8" stroke-width="${h * 0.03}" opacity="0.45"/>` +
        `<circle cx="${w * 0.5}" cy="${h * 0.36}" r="${h * 0.24}" fill="none" stroke="#ffc2f2" stroke-width="${h * 0.008}"/>` +
        `<rect x="${w * 0.86}" y="${h * 0.08}" width="${h * 0.02}" height="${h * 0.5}" fill="#6ef2ff"/>` +
        `<rect x="${w * 0.84}" y="${h * 0.06}" width="${h * 0.06}" height="${h * 0.54}" fill="#37e6ff" opacity="0.3"/>` +
        `<rect y="${h * 0.64}" width="${w}" height="${h * 0.36}" fill="#0c0a17"/>` +
        `<ellipse cx="${w * 0.5}" cy="${h * 0.79}" rx="${w * 0.36}" ry="${h * 0.09}" fill="url(#pinkpool)"/>` +
        `<rect x="${w * 0.85}" y="${h * 0.66}" width="${h * 0.04}" height="${h * 0.3}" fill="#37e6ff" opacity="0.14"/>`
      );
    },
    backBlur: 0.007,
    grain: 2.4,
  },
};
