import sharp from 'sharp';
import { PRODUCT_SCENES, renderProductScene, type ProductSceneName } from '@orator/media';

/**
 * Sample photos a new user can cut out without an upload (queryDefault). We ship no photographs, so each is drawn:
 * a shaded product (SVG gradients, highlights, a label or stitching) standing in one of the painted product-photo
 * scenes, with a soft contact shadow and sensor grain over the whole frame. Drawing the product on its own layer
 * gives its exact mask, which the tests measure the cutout against.
 */
export const CUTOUT_SAMPLE_IDS = ['bottle', 'mug', 'sneaker', 'plant', 'bag'] as const;
export type TCutoutSampleId = (typeof CUTOUT_SAMPLE_IDS)[number];

export const SAMPLE_SIZE = { width: 960, height: 720 } as const;

/** Raised whenever a drawing changes, so photos cached in storage under the old number are not served. */
export const SAMPLE_ART_VERSION = 1;

interface ProductArt {
  scene: ProductSceneName;
  /** The drawing's own units. */
  viewBox: { width: number; height: number };
  /** How tall the product stands, a share of the frame height. */
  height: number;
  /** Centre of its base, shares of the frame. */
  x: number;
  /** An SVG body in viewBox units. */
  svg: string;
}

const glassGreen = `<linearGradient id="glass" x1="0" x2="1" y1="0" y2="0">
  <stop offset="0" stop-color="#06170b"/><stop offset=".12" stop-color="#15431f"/><stop offset=".24" stop-color="#4f8f5c"/>
  <stop offset=".3" stop-color="#2b6b39"/><stop offset=".62" stop-color="#1a4f27"/><stop offset=".88" stop-color="#0d3016"/>
  <stop offset="1" stop-color="#041008"/></linearGradient>`;

/** Across a cylinder: the paper or glaze darkens toward both edges and the light catches it left of centre. */
const roundShade = (id: string, dark: string, mid: string, light: string) =>
  `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${dark}"/>
  <stop offset=".28" stop-color="${light}"/><stop offset=".55" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;

const soft = (id: string, deviation: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;

const bottle: ProductArt = {
  scene: 'kitchenCounter',
  viewBox: { width: 200, height: 560 },
  height: 0.62,
  x: 0.42,
  svg: `<defs>${glassGreen}${roundShade('label', '#b9a57c', '#efe3c4', '#fbf4e2')}${roundShade('foil', '#3d0a0e', '#8c1c24', '#d65a5f')}${soft('blur', 3)}</defs>
  <path d="M78 6 h44 v150 c0 40 58 62 58 128 v250 c0 16 -8 24 -24 24 h-112 c-16 0 -24 -8 -24 -24 v-250 c0 -66 58 -88 58 -128 z" fill="url(#glass)"/>
  <rect x="74" y="0" width="52" height="62" rx="5" fill="url(#foil)"/>
  <rect x="74" y="56" width="52" height="5" fill="#4a0d12" opacity=".6"/>
  <rect x="20" y="322" width="160" height="156" fill="url(#label)"/>
  <rect x="30" y="334" width="140" height="132" fill="none" stroke="#7a5a2c" stroke-width="2"/>
  <text x="100" y="392" font-family="serif" font-size="30" font-weight="700" fill="#3c5a22" text-anchor="middle">OLIVA</text>
  <text x="100" y="418" font-family="serif" font-size="13" fill="#5b4a2d" text-anchor="middle" letter-spacing="2">EXTRA VIRGIN</text>
  <path d="M62 442 q38 -16 76 0" stroke="#3c5a22" stroke-width="3" fill="none"/>
  <rect x="44" y="160" width="9" height="150" rx="4" fill="#e8f5ea" opacity=".45" filter="url(#blur)"/>
  <rect x="44" y="488" width="8" height="50" rx="4" fill="#e8f5ea" opacity=".35" filter="url(#blur)"/>
  <rect x="150" y="210" width="6" height="320" rx="3" fill="#9fd0a8" opacity=".18" filter="url(#blur)"/>`,
};

const mug: ProductArt = {
  scene: 'woodTable',
  viewBox: { width: 430, height: 360 },
  height: 0.4,
  x: 0.46,
  svg: `<defs>${roundShade('glaze', '#0d4a52', '#1f7f8a', '#7cc9cf')}
  <linearGradient id="inside" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#0a3238"/><stop offset="1" stop-color="#2b8f99"/></linearGradient>
  <linearGradient id="handle" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#1a707a"/><stop offset="1" stop-color="#0b3b42"/></linearGradient>${soft('blur', 4)}</defs>
  <path fill="url(#handle)" fill-rule="evenodd" d="M300 96 c90 -6 122 40 120 94 c-2 62 -50 100 -120 100 v-40 c52 0 80 -26 82 -62 c2 -34 -22 -56 -82 -52 z"/>
  <path d="M20 40 v270 c0 30 40 48 140 48 s140 -18 140 -48 v-270 z" fill="url(#glaze)"/>
  <ellipse cx="160" cy="40" rx="140" ry="26" fill="#d7f0f1"/>
  <ellipse cx="160" cy="42" rx="130" ry="21" fill="url(#inside)"/>
  <path d="M24 300 c0 28 40 46 136 46 s136 -18 136 -46" stroke="#062a2f" stroke-width="6" fill="none" opacity=".35"/>
  <rect x="70" y="80" width="16" height="230" rx="8" fill="#ffffff" opacity=".35" filter="url(#blur)"/>
  <circle cx="160" cy="190" r="46" fill="none" stroke="#f3e7c9" stroke-width="6" opacity=".9"/>
  <path d="M138 190 q22 -34 44 0 q-22 34 -44 0 z" fill="#f3e7c9" opacity=".9"/>`,
};

const sneaker: ProductArt = {
  scene: 'livingRoom',
  viewBox: { width: 620, height: 300 },
  height: 0.34,
  x: 0.5,
  svg: `<defs>
  <linearGradient id="upper" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#ff7a5c"/><stop offset=".55" stop-color="#e0452b"/><stop offset="1" stop-color="#9e2616"/></linearGradient>
  <linearGradient id="sole" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset=".6" stop-color="#e9e6df"/><stop offset="1" stop-color="#b9b4aa"/></linearGradient>
  <linearGradient id="collar" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#2a1410"/><stop offset="1" stop-color="#5a2b22"/></linearGradient>${soft('blur', 3)}</defs>
  <path d="M14 218 c0 -40 8 -120 30 -160 c20 -20 60 -22 90 -10 c30 14 40 40 70 44 c40 4 80 -30 120 -8 c60 34 120 70 200 92 c50 14 82 30 84 62 v20 h-594 z" fill="url(#upper)"/>
  <path d="M52 66 c20 -18 60 -20 86 -6 c-10 20 -50 30 -86 6 z" fill="url(#collar)"/>
  <path d="M6 222 h608 c4 0 6 4 6 8 v22 c0 22 -20 34 -44 34 h-530 c-24 0 -40 -14 -40 -36 v-20 c0 -4 2 -8 4 -8 z" fill="url(#sole)"/>
  <path d="M10 262 h604" stroke="#8f897d" stroke-width="3" opacity=".6"/>
  <path d="M440 160 c50 12 100 30 146 50 c14 6 18 14 16 22 h-120 c-40 0 -60 -30 -42 -72 z" fill="#f4efe6" opacity=".92"/>
  <path d="M90 200 c80 -70 200 -100 330 -40" stroke="#fbf4ea" stroke-width="16" fill="none" stroke-linecap="round"/>
  <g stroke="#fff7ee" stroke-width="7" stroke-linecap="round">
    <path d="M236 84 l30 20"/><path d="M264 78 l28 22"/><path d="M292 78 l26 24"/><path d="M320 86 l22 26"/>
  </g>
  <g fill="#3b1a12"><circle cx="236" cy="84" r="5"/><circle cx="264" cy="78" r="5"/><circle cx="292" cy="78" r="5"/><circle cx="320" cy="86" r="5"/></g>
  <path d="M60 110 c60 -20 110 10 150 20" stroke="#ffb39e" stroke-width="8" fill="none" opacity=".45" filter="url(#blur)"/>
  <path d="M20 214 c200 -8 400 -8 590 6" stroke="#7a1d10" stroke-width="4" fill="none" opacity=".5" stroke-dasharray="10 8"/>`,
};

/** A fixed spray of leaves, so the plant is the same every time it is drawn. */
function leaves(): string {
  let seed = 20261129;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const shades = ['#2f6b2a', '#3f8a36', '#24561f', '#4f9a3e', '#1d4a1b'];
  const out: string[] = [];
  for (let i = 0; i < 34; i++) {
    const angle = -168 + (156 * i) / 33 + (random() - 0.5) * 14;
    const length = 130 + random() * 120;
    const width = 22 + random() * 16;
    const shade = shades[Math.floor(random() * shades.length)]!;
    const lift = 6 + random() * 30;
    out.push(
      `<g transform="translate(200 ${372 - lift}) rotate(${angle.toFixed(1)})">` +
        `<path d="M0 0 C${length * 0.3} ${-width} ${length * 0.75} ${-width * 0.8} ${length} 0 C${length * 0.75} ${width * 0.8} ${length * 0.3} ${width} 0 0 z" fill="${shade}"/>` +
        `<path d="M0 0 C${length * 0.3} ${-width} ${length * 0.75} ${-width * 0.8} ${length} 0 z" fill="#ffffff" opacity=".12"/>` +
        `<path d="M4 0 L${length * 0.92} 0" stroke="#c9e6a8" stroke-width="2" opacity=".55"/></g>`,
    );
  }
  return out.join('');
}

const plant: ProductArt = {
  scene: 'marbleTable',
  viewBox: { width: 400, height: 620 },
  height: 0.7,
  x: 0.55,
  svg: `<defs>${roundShade('pot', '#7a3518', '#c4643a', '#e79a6c')}${roundShade('rim', '#86401f', '#cf7046', '#f0a97c')}${soft('blur', 3)}</defs>
  ${leaves()}
  <path d="M112 420 h176 l-18 190 c-1 7 -6 10 -13 10 h-114 c-7 0 -12 -3 -13 -10 z" fill="url(#pot)"/>
  <rect x="100" y="392" width="200" height="40" rx="4" fill="url(#rim)"/>
  <rect x="100" y="428" width="200" height="6" fill="#5a2410" opacity=".35"/>
  <rect x="140" y="444" width="12" height="150" rx="6" fill="#ffd9bd" opacity=".3" filter="url(#blur)"/>`,
};

const bag: ProductArt = {
  scene: 'neonNight',
  viewBox: { width: 440, height: 500 },
  height: 0.56,
  x: 0.5,
  svg: `<defs>${roundShade('leather', '#5c2f12', '#a45a26', '#d9924f')}
  <linearGradient id="strap" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#c47c3e"/><stop offset="1" stop-color="#6b3714"/></linearGradient>
  <linearGradient id="metal" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#fff4c8"/><stop offset=".5" stop-color="#c9a543"/><stop offset="1" stop-color="#7a5e1a"/></linearGradient>${soft('blur', 4)}</defs>
  <path d="M120 190 v-70 c0 -100 200 -100 200 0 v70" stroke="url(#strap)" stroke-width="24" fill="none"/>
  <path d="M40 180 h360 l34 300 c1 12 -6 20 -18 20 h-392 c-12 0 -19 -8 -18 -20 z" fill="url(#leather)"/>
  <path d="M58 196 h324 l30 272 h-384 z" fill="none" stroke="#f1d2a8" stroke-width="2.5" stroke-dasharray="9 7" opacity=".8"/>
  <path d="M40 180 h360 l6 60 c-120 40 -252 40 -372 0 z" fill="#7a3d17" opacity=".55"/>
  <rect x="196" y="232" width="48" height="36" rx="6" fill="url(#metal)"/>
  <rect x="208" y="242" width="24" height="16" rx="3" fill="#5e4512"/>
  <rect x="96" y="200" width="14" height="270" rx="7" fill="#ffd6a8" opacity=".25" filter="url(#blur)"/>
  <rect x="110" y="178" width="22" height="20" rx="4" fill="url(#metal)"/><rect x="308" y="178" width="22" height="20" rx="4" fill="url(#metal)"/>`,
};

const ART: Record<TCutoutSampleId, ProductArt> = { bottle, mug, sneaker, plant, bag };

export function isCutoutSampleId(id: string): id is TCutoutSampleId {
  return (CUTOUT_SAMPLE_IDS as readonly string[]).includes(id);
}

export interface SamplePhoto {
  /** The photo as a JPEG, as a user would upload it. */
  jpeg: Buffer;
  /** The product's true alpha, one byte a pixel. */
  mask: Buffer;
  width: number;
  height: number;
}

/** Fine grain over product and scene alike, as one camera sensor would leave it. */
function addGrain(rgb: Buffer, amount: number): void {
  let seed = 7;
  const pixels = new Uint8ClampedArray(rgb.buffer, rgb.byteOffset, rgb.length);
  for (let i = 0; i < pixels.length; i += 3) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const noise = (seed / 0x7fffffff - 0.5) * 2 * amount;
    pixels[i] = pixels[i]! + noise;
    pixels[i + 1] = pixels[i + 1]! + noise;
    pixels[i + 2] = pixels[i + 2]! + noise;
  }
}

/** One sample photo and its mask, drawn at SAMPLE_SIZE in a fraction of a second. */
export async function drawSamplePhoto(id: TCutoutSampleId): Promise<SamplePhoto> {
  const { width, height } = SAMPLE_SIZE;
  const art = ART[id];
  const productH = Math.round(art.height * height);
  const productW = Math.round((productH * art.viewBox.width) / art.viewBox.height);
  const left = Math.round(art.x * width - productW / 2);
  const baseY = Math.round(PRODUCT_SCENES[art.scene].contactY * height);
  const top = baseY - productH;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${productW}" height="${productH}" viewBox="0 0 ${art.viewBox.width} ${art.viewBox.height}">${art.svg}</svg>`;
  const product = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();

  // The contact shadow: a dark ellipse just under the base, blurred, on the scene only (not part of the mask).
  const shadowSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><ellipse cx="${left + productW / 2}" cy="${baseY - 2}" rx="${productW * 0.52}" ry="${Math.max(6, productH * 0.035)}" fill="#000" opacity=".42"/></svg>`;
  const shadow = await sharp(Buffer.from(shadowSvg)).blur(7).png().toBuffer();
  const scene = await renderProductScene(art.scene, width, height);
  const rgb = await sharp(scene, { raw: { width, height, channels: 3 } })
    .composite([
      { input: shadow },
      { input: product, raw: { width: productW, height: productH, channels: 4 }, left, top },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
  addGrain(rgb, 3);
  const jpeg = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();

  const mask = Buffer.alloc(width * height);
  for (let y = 0; y < productH; y++) {
    const row = y + top;
    if (row < 0 || row >= height) continue;
    for (let x = 0; x < productW; x++) {
      const col = x + left;
      if (col >= 0 && col < width) mask[row * width + col] = product[(y * productW + x) * 4 + 3]!;
    }
  }
  return { jpeg, mask, width, height };
}
