import type { TextCue } from '../timeline';
import { isWide, subtitleLines } from './subtitle-lines';

/**
 * Re-cuts subtitle lines for a font size, so that each line fits across the video:
 *
 * - a line may use 90 % of the video width;
 * - a Latin (or other narrow-script) character is taken as 0.55 em wide, a CJK character or full-width
 *   form as 1 em, the em being the font size in video pixels;
 * - so a line holds `0.9 * videoWidth / (0.55 * fontSize)` narrow characters (a bigger font gives
 *   shorter lines), and never fewer than 8, so huge fonts still show whole words.
 *
 * Cues that touch (one spoken clause cut into lines) are joined back into their clause and cut
 * again into balanced lines; each new line gets the clause's time in proportion to its width. The
 * clause's start and end, which are the exact times its speech begins and ends, never move, and
 * the silences between clauses stay as they are.
 */
export const RECUT_RULE = { usableWidthShare: 0.9, narrowEm: 0.55, wideEm: 1, minNarrowChars: 8 } as const;

/** Cues whose ends meet closer than this belong to one clause. */
const TOUCHING_SEC = 0.0005;

export function lineWidthInEm(text: string): number {
  let width = 0;
  for (const char of text) width += isWide(char) ? RECUT_RULE.wideEm : RECUT_RULE.narrowEm;
  return width;
}

export function maxLineWidthInEm(fontSize: number, videoWidth: number): number {
  const fits = (RECUT_RULE.usableWidthShare * videoWidth) / fontSize;
  return Math.max(fits, RECUT_RULE.minNarrowChars * RECUT_RULE.narrowEm);
}

export function recutSubtitles(cues: readonly TextCue[], layout: { fontSize: number; videoWidth: number }): TextCue[] {
  const maxWidth = maxLineWidthInEm(layout.fontSize, layout.videoWidth);
  return clausesOf(cues).flatMap((clause) => {
    const text = clause.map((cue) => cue.text.trim()).join(joinerFor(clause));
    const start = clause[0]!.start;
    const end = clause[clause.length - 1]!.end;
    const lines = subtitleLines(text, maxWidth, lineWidthInEm);
    const total = lines.reduce((sum, line) => sum + line.weight, 0);
    let before = 0;
    return lines.map((line, index) => {
      const lineStart = start + ((end - start) * before) / total;
      before += line.weight;
      const lineEnd = index === lines.length - 1 ? end : start + ((end - start) * before) / total;
      return { start: lineStart, end: lineEnd, text: line.text };
    });
  });
}

function clausesOf(cues: readonly TextCue[]): TextCue[][] {
  const clauses: TextCue[][] = [];
  for (const cue of cues) {
    const current = clauses[clauses.length - 1];
    const previous = current?.[current.length - 1];
    if (current && previous && Math.abs(cue.start - previous.end) < TOUCHING_SEC) current.push(cue);
    else clauses.push([cue]);
  }
  return clauses;
}

/** Lines of a CJK clause were cut between characters, so they join without a blank. */
function joinerFor(clause: TextCue[]): string {
  const joinsWide = clause.slice(1).every((cue, index) => {
    const last = [...clause[index]!.text.trim()].pop() ?? '';
    const first = [...cue.text.trim()][0] ?? '';
    return isWide(last) && isWide(first);
  });
  return joinsWide ? '' : ' ';
}
