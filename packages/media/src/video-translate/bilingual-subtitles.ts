import { assScript } from '../compose/ass-subtitles';
import type { Size } from '../compose/types';
import { DEFAULT_SUBTITLE_FONT_ID } from '../fonts/subtitle-fonts';

export interface SubtitleLine {
  start: number;
  end: number;
  text: string;
  /** `source`: what was said; `target`: its translation. */
  role: 'source' | 'target';
}

/** The source line under a translation is smaller: the viewer reads the translation first. */
const SOURCE_SIZE_SHARE = 0.75;
/** The product's subtitle size: 5.5 % of the picture's short side (ass-subtitles.ts). */
const LINE_SIZE_SHARE = 0.055;

/**
 * One ASS script for the burned subtitles. With both roles the target line sits lowest and the source line above it,
 * smaller: both are bottom-aligned on one layer, and libass stacks events that meet upward in the order it read them,
 * so the target events come first. Null when there is nothing to show.
 */
export function translationSubtitles(lines: readonly SubtitleLine[], canvas: Size): string | null {
  const cues = (role: SubtitleLine['role']) =>
    lines
      .filter((line) => line.role === role && line.text.trim())
      .map(({ start, end, text }) => ({ start, end, text }));
  const target = cues('target');
  const source = cues('source');
  if (target.length === 0 && source.length === 0) return null;
  const size = Math.round(Math.min(canvas.width, canvas.height) * LINE_SIZE_SHARE);
  const script = (roleCues: typeof target, fontSize: number) =>
    assScript({ canvas, subtitles: { cues: roleCues, fontId: DEFAULT_SUBTITLE_FONT_ID, fontSize } });
  if (source.length === 0) return script(target, size);
  if (target.length === 0) return script(source, size);
  return mergeScripts(script(target, size), script(source, Math.round(size * SOURCE_SIZE_SHARE)));
}

/** The second script's styles (renamed, so they keep their own size) and events after the first's. */
function mergeScripts(first: string, second: string): string {
  const renamed = second.replace(/^(Style: |Dialogue: \d+,[^,]*,[^,]*,)Sub-/gm, '$1Src-');
  const picked = (prefix: string) => renamed.split('\n').filter((line) => line.startsWith(prefix));
  const lines = first.split('\n');
  const lastStyle = lines.map((line) => line.startsWith('Style: ')).lastIndexOf(true);
  lines.splice(lastStyle + 1, 0, ...picked('Style: '));
  const lastEvent = lines.map((line) => line.startsWith('Dialogue: ')).lastIndexOf(true);
  lines.splice(lastEvent + 1, 0, ...picked('Dialogue: '));
  return lines.join('\n');
}
