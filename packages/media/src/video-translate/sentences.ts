import type { TextCue } from '../timeline';

export interface SentenceOptions {
  /** A silence at least this long ends a sentence, punctuated or not (recognisers often leave the full stop out). */
  pauseSec?: number;
  /** No sentence runs longer: a translation is spoken and fitted per sentence, and a long one fits badly. */
  maxSec?: number;
}

export interface SubtitleSentenceOptions {
  /** A cue that ends mid-sentence joins the next only across a gap this short. */
  joinGapSec?: number;
  maxSec?: number;
}

const DEFAULT_PAUSE_SEC = 0.6;
const DEFAULT_MAX_SEC = 12;
const DEFAULT_JOIN_GAP_SEC = 0.25;

/** A full stop, question or exclamation mark (Latin, CJK, Arabic, Devanagari), maybe with closing quotes after. */
const SENTENCE_END = /[.?!…。？！؟।]["'”’»)\]」』]*$/u;
/**
 * Where a sentence ends inside a piece of text: the spaces after a mark and its closing quotes, or right after a CJK
 * mark, which no space follows. A mark inside a word (3.5, e.g.) ends nothing.
 */
const INNER_END = /(?<=[.?!…؟।]["'”’»)\]」』]*)\s+(?=\S)|(?<=[。？！]["'”’»)\]」』]*)(?=[^\s"'”’»)\]」』])/u;
const CJK = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

/**
 * Timed sentences from recognised or aligned cues (word groups, or a recogniser's segments): a sentence ends at
 * sentence punctuation and at a pause, and is cut before it runs past `maxSec`. Text without a word gives none.
 */
export function sentencesFromCues(cues: readonly TextCue[], options: SentenceOptions = {}): TextCue[] {
  const pauseSec = options.pauseSec ?? DEFAULT_PAUSE_SEC;
  const maxSec = options.maxSec ?? DEFAULT_MAX_SEC;
  const sentences: TextCue[] = [];
  let current: TextCue | null = null;
  const flush = () => {
    if (current) sentences.push(current);
    current = null;
  };
  for (const piece of cues.flatMap((cue) => splitCue(cue, maxSec))) {
    const open: TextCue | null = current;
    if (open && (piece.start - open.end >= pauseSec || piece.end - open.start > maxSec)) flush();
    current = current ? joinCues(current, piece) : piece;
    if (SENTENCE_END.test(piece.text)) flush();
  }
  flush();
  return sentences;
}

/**
 * A user's own subtitles kept cue by cue, as they timed them; a cue that breaks off mid-sentence joins the next
 * when that follows at once (a line wrapped into two cues), unless the two together would run past `maxSec`.
 */
export function sentencesFromSubtitles(cues: readonly TextCue[], options: SubtitleSentenceOptions = {}): TextCue[] {
  const joinGapSec = options.joinGapSec ?? DEFAULT_JOIN_GAP_SEC;
  const maxSec = options.maxSec ?? DEFAULT_MAX_SEC;
  const sentences: TextCue[] = [];
  const ordered = cues
    .map((cue) => ({ ...cue, text: tidy(cue.text) }))
    .filter((cue) => cue.text && cue.end > cue.start)
    .sort((a, b) => a.start - b.start);
  for (const cue of ordered) {
    const last = sentences.at(-1);
    const joins =
      last &&
      !SENTENCE_END.test(last.text) &&
      cue.start - last.end <= joinGapSec &&
      Math.max(cue.end, last.end) - last.start <= maxSec;
    if (last && joins) sentences[sentences.length - 1] = joinCues(last, cue);
    else sentences.push(cue);
  }
  return sentences;
}

/**
 * A cue split where a sentence ends inside it and wherever it would run past `maxSec`, its time shared out by the
 * length of each piece's text (recognisers' segments hold several sentences and time only the whole).
 */
function splitCue(cue: TextCue, maxSec: number): TextCue[] {
  const text = tidy(cue.text);
  if (!text) return [];
  const sentences = text.split(INNER_END).filter(Boolean);
  const total = sentences.reduce((sum, sentence) => sum + sentence.length, 0);
  const perChar = (cue.end - cue.start) / total;
  const pieces: TextCue[] = [];
  let start = cue.start;
  for (const sentence of sentences) {
    const end = start + sentence.length * perChar;
    pieces.push(...cutLong({ start, end, text: sentence }, maxSec));
    start = end;
  }
  return pieces;
}

/** Cuts at the spaces (or between CJK characters) nearest equal shares of the time. */
function cutLong(cue: TextCue, maxSec: number): TextCue[] {
  const count = Math.ceil((cue.end - cue.start) / maxSec);
  if (count <= 1) return [cue];
  const units = cue.text.match(CJK.test(cue.text) ? /\S\s*/gu : /\S+\s*/gu) ?? [cue.text];
  const perChar = (cue.end - cue.start) / cue.text.length;
  const pieces: TextCue[] = [];
  let text = '';
  let start = cue.start;
  let used = 0;
  units.forEach((unit, i) => {
    text += unit;
    used += unit.length;
    const due = (cue.text.length * (pieces.length + 1)) / count;
    if (used >= due || i === units.length - 1) {
      const end = cue.start + used * perChar;
      if (text.trim()) pieces.push({ start, end, text: text.trim() });
      text = '';
      start = end;
    }
  });
  return pieces;
}

function joinCues(first: TextCue, second: TextCue): TextCue {
  const glue = CJK.test(first.text.slice(-1)) && CJK.test(second.text.charAt(0)) ? '' : ' ';
  return { start: first.start, end: Math.max(first.end, second.end), text: `${first.text}${glue}${second.text}` };
}

function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
