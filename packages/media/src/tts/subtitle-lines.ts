/**
 * Subtitle lines are cut from clauses. A line holds about 60 Latin characters or 20 CJK ones, so a
 * CJK character weighs three; longer clauses are cut into balanced lines at word boundaries (between
 * any two characters for scripts written without spaces).
 */
export const MAX_LINE_WEIGHT = 60;
const WIDE_WEIGHT = 3;

const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
/** One unbreakable unit: an unspaced CJK character with the punctuation that follows it, or a word and its blanks. */
const UNITS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}][\p{P}\u3000-\u303f\uff00-\uffef]*|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+\s*|\s+/gu;

export interface SubtitleLine {
  text: string;
  /** The line's weight, to give it its share of the clause's audio. */
  weight: number;
}

/** Cuts a clause into balanced lines of at most `maxWeight`, weighed by `measure` (the reading weight by default). */
export function subtitleLines(
  clause: string,
  maxWeight: number = MAX_LINE_WEIGHT,
  measure: (text: string) => number = weightOf,
): SubtitleLine[] {
  const total = measure(clause);
  if (total <= maxWeight) return [{ text: clause, weight: total }];
  const target = total / Math.ceil(total / maxWeight);
  const lines: SubtitleLine[] = [];
  let current = '';
  let currentWeight = 0;
  for (const unit of clause.match(UNITS) ?? []) {
    const unitWeight = measure(unit);
    const passesTarget = currentWeight + unitWeight / 2 > target || currentWeight + unitWeight > maxWeight;
    if (current.trim() !== '' && passesTarget) {
      lines.push({ text: current.trim(), weight: currentWeight });
      current = '';
      currentWeight = 0;
    }
    current += unit;
    currentWeight += unitWeight;
  }
  if (current.trim() !== '') lines.push({ text: current.trim(), weight: currentWeight });
  return lines;
}

function weightOf(text: string): number {
  let weight = 0;
  for (const char of text) weight += isWide(char) ? WIDE_WEIGHT : 1;
  return weight;
}

/** A character drawn a full em wide (CJK ideographs, kana, Hangul, full-width forms). */
export function isWide(char: string): boolean {
  return WIDE.test(char);
}
