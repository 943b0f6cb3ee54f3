import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';

/** Large enough to read on a phone without zooming; the web app scales it to fit its field. */
export const CAPTCHA_SIZE = { width: 240, height: 80 } as const;
const MARGIN = 8;

/** The parts of svg-captcha's opentype.js font used here; its typings do not describe the font. */
interface OutlineFont {
  getPath(
    text: string,
    x: number,
    y: number,
    fontSize: number,
  ): { getBoundingBox(): { x1: number; y1: number; x2: number; y2: number }; toPathData(decimals: number): string };
}
const font = (svgCaptcha.options as unknown as { font: OutlineFont }).font;

const between = (min: number, max: number) => min + Math.random() * (max - min);
const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${hue.toFixed(0)},${saturation.toFixed(0)}%,${lightness.toFixed(0)}%)`;
const darkInk = () => hsl(between(0, 360), between(40, 80), between(12, 32));

/**
 * Each character is drawn on its own with a random size, stretch, tilt and position, so no two pictures of the same
 * character share an outline; the font is svg-captcha's, a hand-drawn face people read easily.
 */
function glyphs(text: string): string {
  const drawn = [...text].map((char) => {
    // The font's plus and minus are small beside its digits; drawn larger, the minus cannot pass for a speck.
    const size = between(78, 104) * (char === '+' || char === '-' ? 1.3 : 1);
    const stretch = { x: between(0.85, 1.15), y: between(0.85, 1.15) };
    const path = font.getPath(char, 0, 0, size);
    const box = path.getBoundingBox();
    return {
      path: path.toPathData(2),
      centre: { x: (box.x1 + box.x2) / 2, y: (box.y1 + box.y2) / 2 },
      width: (box.x2 - box.x1) * stretch.x,
      stretch,
    };
  });
  const room = CAPTCHA_SIZE.width - 2 * MARGIN - drawn.reduce((sum, glyph) => sum + glyph.width, 0);
  const gap = room / (drawn.length + 1);
  let left = MARGIN + gap;
  return drawn
    .map((glyph) => {
      const x = left + glyph.width / 2 + between(-3, 3);
      const y = CAPTCHA_SIZE.height / 2 + between(-6, 6);
      left += glyph.width + gap;
      const transform = [
        `translate(${x.toFixed(1)} ${y.toFixed(1)})`,
        `rotate(${between(-24, 24).toFixed(1)})`,
        `skewX(${between(-12, 12).toFixed(1)})`,
        `scale(${glyph.stretch.x.toFixed(3)} ${glyph.stretch.y.toFixed(3)})`,
        `translate(${(-glyph.centre.x).toFixed(1)} ${(-glyph.centre.y).toFixed(1)})`,
      ].join(' ');
      const ink = darkInk();
      // The face is drawn hollow; a stroke in the same ink makes its thin lines hold up under the bending.
      return `<path transform="${transform}" fill="${ink}" stroke="${ink}" stroke-width="${between(1, 3).toFixed(1)}" d="${glyph.path}"/>`;
    })
    .join('');
}

/** A light background that changes colour across the picture, with a few pale blots. */
function background(): string {
  const { width, height } = CAPTCHA_SIZE;
  const hue = between(0, 360);
  const blots = Array.from(
    { length: 6 },
    () =>
      `<ellipse cx="${between(0, width).toFixed(0)}" cy="${between(0, height).toFixed(0)}" rx="${between(15, 50).toFixed(0)}" ry="${between(10, 30).toFixed(0)}" fill="${hsl(between(0, 360), between(30, 70), between(82, 92))}" opacity="0.6"/>`,
  );
  return [
    `<defs><linearGradient id="bg" x1="0" y1="${between(0, 1).toFixed(2)}" x2="1" y2="${between(0, 1).toFixed(2)}">`,
    `<stop offset="0" stop-color="${hsl(hue, between(40, 80), between(90, 97))}"/>`,
    `<stop offset="1" stop-color="${hsl(hue + between(60, 180), between(40, 80), between(90, 97))}"/>`,
    `</linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    ...blots,
  ].join('');
}

/** Dark arcs and dots in the digits' own colours: no colour or stroke test separates them from the question. */
function clutter(): string {
  const { width, height } = CAPTCHA_SIZE;
  const point = () => `${between(0, width).toFixed(0)} ${between(0, height).toFixed(0)}`;
  const arcs = Array.from(
    { length: 3 },
    () =>
      `<path d="M${between(-10, 20).toFixed(0)} ${between(0, height).toFixed(0)} C${point()},${point()},${between(width - 20, width + 10).toFixed(0)} ${between(0, height).toFixed(0)}" stroke="${darkInk()}" stroke-width="${between(1, 1.6).toFixed(1)}" fill="none"/>`,
  );
  const dots = Array.from(
    { length: 60 },
    () =>
      `<circle cx="${between(0, width).toFixed(1)}" cy="${between(0, height).toFixed(1)}" r="${between(0.5, 1.4).toFixed(1)}" fill="${darkInk()}"/>`,
  );
  return [...arcs, ...dots].join('');
}

/**
 * Bends the whole picture: every row slides sideways and every column up or down along random sine waves, so a
 * straight stroke of the font comes out curved differently each time.
 */
function warp(pixels: Buffer, channels: number): Buffer {
  const { width, height } = CAPTCHA_SIZE;
  const wave = (amplitude: number, period: number) => {
    const phase = between(0, 2 * Math.PI);
    const length = between(period * 0.7, period * 1.3);
    return (at: number) => amplitude * Math.sin((2 * Math.PI * at) / length + phase);
  };
  const sideways = [wave(between(4, 5.5), 70), wave(between(1, 2), 25)];
  const upDown = [wave(between(4, 5.5), 110), wave(between(1, 2), 35)];
  const out = Buffer.alloc(pixels.length);
  const sample = (x: number, y: number, channel: number) => {
    const cx = Math.min(width - 1, Math.max(0, x));
    const cy = Math.min(height - 1, Math.max(0, y));
    return pixels[(cy * width + cx) * channels + channel]!;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const sx = x + sideways.reduce((sum, w) => sum + w(y), 0);
      const sy = y + upDown.reduce((sum, w) => sum + w(x), 0);
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      for (let c = 0; c < channels; c += 1) {
        const top = sample(x0, y0, c) * (1 - fx) + sample(x0 + 1, y0, c) * fx;
        const bottom = sample(x0, y0 + 1, c) * (1 - fx) + sample(x0 + 1, y0 + 1, c) * fx;
        out[(y * width + x) * channels + c] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
  }
  return out;
}

/** Grain over the finished picture: two percent of the pixels turn a random shade. */
function speckle(pixels: Buffer, channels: number): Buffer {
  for (let at = 0; at < pixels.length; at += channels) {
    if (Math.random() >= 0.02) continue;
    const shade = Math.floor(between(40, 230));
    for (let c = 0; c < 3; c += 1) pixels[at + c] = shade;
  }
  return pixels;
}

/**
 * The question as a PNG. Nothing of the font's outlines leaves the server: the characters are placed, tilted and
 * stretched at random, drawn among arcs and dots, rasterised, bent and grained, so matching the font's outlines or
 * pixel templates of its characters no longer reads the question (docs/security.md, section 8, "Captcha").
 */
export async function drawQuestionPicture(text: string): Promise<Buffer> {
  const { width, height } = CAPTCHA_SIZE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${background()}${clutter()}${glyphs(text)}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const finished = speckle(warp(data, info.channels), info.channels);
  return sharp(finished, { raw: { width, height, channels: info.channels } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
