import { hasCjk, pickFontFor, type SubtitleFont } from '../fonts/subtitle-fonts';
import type { TextCue } from '../timeline';
import type { Size, SubtitleRequest } from './types';

/**
 * Subtitles and the watermark as one ASS script for libass, sized in canvas pixels
 * (PlayRes = canvas), so one burn-in pass draws both.
 */

const ALIGNMENT = { bottom: 2, middle: 5, top: 8, topRight: 9 } as const;
const MARK_ALPHA = 0x70;

interface Style {
  name: string;
  font: SubtitleFont;
  size: number;
  bold: boolean;
  /** ASS colours, &HAABBGGRR. */
  primary: string;
  outline: string;
  outlineWidth: number;
  alignment: number;
  marginX: number;
  marginY: number;
}

export function assColor(hex: string, alpha = 0): string {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [, r, g, b] = match;
  const a = alpha.toString(16).padStart(2, '0');
  return `&H${a}${b}${g}${r}`.toUpperCase();
}

function assTime(seconds: number): string {
  const centis = Math.max(0, Math.round(seconds * 100));
  const h = Math.floor(centis / 360000);
  const m = Math.floor(centis / 6000) % 60;
  const s = Math.floor(centis / 100) % 60;
  const cs = centis % 100;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(cs).padStart(2, '0')}`;
}

/**
 * Literal text for an ASS event: braces would open override blocks and \N, \n, \h are commands,
 * so braces are escaped and a word joiner (invisible) parts a backslash from such a letter.
 */
export function escapeAssText(text: string): string {
  return text
    .replace(/\\(?=[Nnh{}])/g, '\\\u2060')
    .replace(/[{}]/g, (brace) => `\\${brace}`)
    .replace(/\r?\n/g, '\\N');
}

/**
 * Approximate advance widths in units of the ASS font size, enough to balance lines (libass
 * measures the real thing). libass sizes a font by its full ascender-to-descender height, so an
 * ideograph's em is only about 0.7 of the font size.
 */
function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += hasCjk(char) ? 0.7 : char === ' ' ? 0.18 : 0.42;
  return width;
}

const NO_BREAK_BEFORE = /^[，。、！？；：）」』》〉】”’…,.!?;:)\]]/u;
const NO_BREAK_AFTER = /[（「『《〈【“‘([]$/u;

/**
 * libass wraps only at spaces, so a Chinese sentence runs off the screen in one line. Lines with
 * CJK characters get explicit breaks ('\n'): between any two ideographs (not before closing or
 * after opening punctuation) and at spaces, into lines of similar width. Other text is left to libass.
 */
export function wrapCjk(text: string, maxWidth: number): string {
  return text
    .split(/\r?\n/)
    .map((line) => (hasCjk(line) ? wrapLine(line, maxWidth) : line))
    .join('\n');
}

function wrapLine(line: string, maxWidth: number): string {
  const units: string[] = [];
  for (const token of line.match(/[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+|\s+|./gsu) ?? []) {
    const last = units[units.length - 1];
    if (last !== undefined && (NO_BREAK_BEFORE.test(token) || NO_BREAK_AFTER.test(last))) {
      units[units.length - 1] = last + token;
    } else units.push(token);
  }
  const total = textWidth(line);
  for (let count = Math.ceil(total / maxWidth); ; count++) {
    const lines = fillLines(units, total / count);
    if (lines.every((text) => textWidth(text) <= maxWidth) || count >= units.length) return lines.join('\n');
  }
}

function fillLines(units: string[], target: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const unit of units) {
    if (line.trim() && textWidth(line + unit) > target * 1.08) {
      lines.push(line.trim());
      line = unit.trimStart();
    } else line += unit;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

function styleLine(style: Style): string {
  return [
    `Style: ${style.name}`,
    style.font.family,
    style.size,
    style.primary,
    style.primary,
    style.outline,
    '&H80000000',
    style.bold ? -1 : 0,
    0,
    0,
    0,
    100,
    100,
    0,
    0,
    1,
    style.outlineWidth,
    0,
    style.alignment,
    style.marginX,
    style.marginX,
    style.marginY,
    1,
  ].join(',');
}

export interface AssOptions {
  canvas: Size;
  subtitles?: SubtitleRequest;
  watermark?: { text: string };
}

export function assScript({ canvas, subtitles, watermark }: AssOptions): string {
  const styles: Style[] = [];
  const events: string[] = [];
  const shortSide = Math.min(canvas.width, canvas.height);
  if (subtitles) {
    const size = subtitles.fontSize ?? Math.round(shortSide * 0.055);
    const marginX = Math.round(canvas.width * 0.06);
    const base = {
      size,
      bold: subtitles.bold ?? false,
      primary: assColor(subtitles.color ?? '#ffffff'),
      outline: assColor(subtitles.outlineColor ?? '#000000'),
      outlineWidth: Math.max(1.5, Math.round(size * 0.08 * 10) / 10),
      alignment: ALIGNMENT[subtitles.position ?? 'bottom'],
      marginX,
      marginY: Math.round(canvas.height * 0.06),
    };
    const styleFor = (cue: TextCue): Style => {
      const font = pickFontFor(cue.text, subtitles.fontId);
      const name = `Sub-${font.id}`;
      const existing = styles.find((style) => style.name === name);
      if (existing) return existing;
      const style = { ...base, name, font };
      styles.push(style);
      return style;
    };
    const maxWidth = (canvas.width - 2 * marginX) / size;
    for (const cue of subtitles.cues) {
      const text = escapeAssText(wrapCjk(cue.text.trim(), maxWidth));
      if (text) events.push(dialogue(0, cue.start, cue.end, styleFor(cue).name, text));
    }
  }
  if (watermark?.text.trim()) {
    const margin = Math.round(shortSide * 0.03);
    styles.push({
      name: 'Watermark',
      font: pickFontFor(watermark.text),
      size: Math.round(shortSide * 0.035),
      bold: true,
      primary: assColor('#ffffff', MARK_ALPHA),
      outline: assColor('#000000', MARK_ALPHA),
      outlineWidth: 1,
      alignment: ALIGNMENT.topRight,
      marginX: margin,
      marginY: margin,
    });
    // Ten hours: longer than any video, so the mark never blinks out at the end.
    events.push(dialogue(1, 0, 36000, 'Watermark', escapeAssText(watermark.text.trim())));
  }
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${canvas.width}`,
    `PlayResY: ${canvas.height}`,
    'WrapStyle: 0',
    'ScaledBorderAndShadow: yes',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, ' +
      'Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, ' +
      'MarginR, MarginV, Encoding',
    ...styles.map(styleLine),
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...events,
    '',
  ].join('\n');
}

function dialogue(layer: number, start: number, end: number, style: string, text: string): string {
  return `Dialogue: ${layer},${assTime(start)},${assTime(end)},${style},,0,0,0,,${text}`;
}
