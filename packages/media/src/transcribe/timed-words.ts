import type { TextCue } from '../timeline';
import { MAX_LINE_WEIGHT, subtitleLines } from '../tts/subtitle-lines';

/** A recognised word and when it was heard, seconds from the start of the audio. */
export interface TimedWord {
  word: string;
  start: number;
  end: number;
}

/** A pause this long between two words ends a subtitle line. */
const PAUSE_SEC = 0.5;
/** A line this long ends at the next clear gap between words rather than running to the limit. */
const LINE_TARGET_CHARS = 42;
const SHORT_GAP_SEC = 0.15;
/** Subtitles stay on screen at most this long, however fast the speaker talks. */
const MAX_CUE_SEC = 6;
const SENTENCE_END = /[.!?。！？]$/u;

/**
 * Groups recognised words into subtitle lines the way a person would cut them: at pauses and
 * sentence ends, before a line grows too long to read, and never across a long silence.
 */
export function groupWords(words: readonly TimedWord[]): TextCue[] {
  const cues: TextCue[] = [];
  let line: TimedWord[] = [];
  const close = () => {
    if (line.length === 0) return;
    cues.push({ start: line[0]!.start, end: line.at(-1)!.end, text: joinWords(line) });
    line = [];
  };
  for (const word of words) {
    const previous = line.at(-1);
    if (previous) {
      const gap = word.start - previous.end;
      const length = joinWords(line).length;
      const wouldBe = length + 1 + word.word.length;
      const isBreak =
        gap >= PAUSE_SEC ||
        SENTENCE_END.test(previous.word) ||
        wouldBe > MAX_LINE_WEIGHT ||
        word.end - line[0]!.start > MAX_CUE_SEC ||
        (length >= LINE_TARGET_CHARS && gap >= SHORT_GAP_SEC);
      if (isBreak) close();
    }
    line.push(word);
  }
  close();
  return cues;
}

/** Words of scripts written without spaces join without them. */
function joinWords(words: readonly TimedWord[]): string {
  return words
    .map((w) => w.word)
    .reduce(
      (text, word) =>
        text === '' ? word : isUnspaced(text.at(-1)!) || isUnspaced(word[0]!) ? text + word : `${text} ${word}`,
      '',
    );
}

function isUnspaced(char: string): boolean {
  return /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u.test(char);
}

/**
 * A recogniser's segment can hold several lines of text: it is cut with the same rule as spoken
 * scripts and each line gets its share of the segment's time by length.
 */
export function splitSegment(segment: TextCue): TextCue[] {
  const lines = subtitleLines(segment.text.trim());
  const total = lines.reduce((sum, line) => sum + line.weight, 0) || 1;
  let start = segment.start;
  return lines.map((line) => {
    const end = start + ((segment.end - segment.start) * line.weight) / total;
    const cue = { start, end, text: line.text };
    start = end;
    return cue;
  });
}
