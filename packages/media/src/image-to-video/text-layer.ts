import sharp from 'sharp';
import type { RawLayer } from './resample-layer';

/** A layer of drawn text at frame size, with the rectangle its pixels occupy. */
export interface TextLayer extends RawLayer {
  alpha: Uint8Array;
  bounds: { left: number; top: number; right: number; bottom: number };
}

/** System Noto (fonts-noto-core, fonts-noto-cjk) draws Latin and CJK; DejaVu is the fallback every Debian has. */
const FONT_FAMILY = "'Noto Sans', 'Noto Sans CJK SC', 'DejaVu Sans', sans-serif";
const WIDE_GLYPH = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Breaks text into lines of about `maxWidth` pixels: at spaces for words, anywhere for CJK. */
export function wrapText(text: string, fontSize: number, maxWidth: number): string[] {
  const widthOf = (part: string) =>
    [...part].reduce((sum, char) => sum + (WIDE_GLYPH.test(char) ? 1 : 0.56) * fontSize, 0);
  const tokens =
    text.match(
      /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]+\s*|\s+/gu,
    ) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (line && widthOf((line + token).trimEnd()) > maxWidth) {
      lines.push(line.trim());
      line = token.trimStart();
    } else line += token;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

export interface TextStyle {
  fontSize: number;
  /** Where the block's middle sits, as a share of the frame height. */
  centreY: number;
  weight: 'bold' | 'normal';
  /** A dark box behind the text (subtitles) rather than an outline (titles). */
  isBoxed: boolean;
  maxLines: number;
}

/** Draws centred text over transparency at the frame's size. */
export async function textLayer(text: string, width: number, height: number, style: TextStyle): Promise<TextLayer> {
  const lines = wrapText(text, style.fontSize, width * 0.84).slice(0, style.maxLines);
  const lineHeight = style.fontSize * 1.3;
  const top = height * style.centreY - (lines.length * lineHeight) / 2;
  const boxWidth = Math.min(
    width * 0.92,
    Math.max(...lines.map((line) => [...line].length)) * style.fontSize * 0.62 + style.fontSize,
  );
  const box = style.isBoxed
    ? `<rect x="${(width - boxWidth) / 2}" y="${top - style.fontSize * 0.3}" width="${boxWidth}" height="${lines.length * lineHeight + style.fontSize * 0.4}" rx="${style.fontSize * 0.3}" fill="#000" fill-opacity="0.5"/>`
    : '';
  const outline = style.isBoxed
    ? ''
    : `stroke="#000" stroke-opacity="0.45" stroke-width="${style.fontSize * 0.08}" paint-order="stroke"`;
  const body = lines
    .map(
      (line, index) =>
        `<text x="${width / 2}" y="${top + (index + 0.78) * lineHeight}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${style.fontSize}" font-weight="${style.weight}" fill="#fff" ${outline}>${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${box}${body}</svg>`;
  const rgba = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
  const rgb = new Uint8Array(width * height * 3);
  const alpha = new Uint8Array(width * height);
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let i = 0; i < width * height; i++) {
    alpha[i] = rgba[i * 4 + 3]!;
    for (let c = 0; c < 3; c++) rgb[i * 3 + c] = rgba[i * 4 + c]!;
    if (alpha[i] === 0) continue;
    const x = i % width;
    const y = (i - x) / width;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return {
    width,
    height,
    rgb,
    alpha,
    bounds: { left: minX, top: minY, right: Math.max(minX, maxX), bottom: Math.max(minY, maxY) },
  };
}
