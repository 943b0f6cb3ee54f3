import { isSpeakable } from './engine';

/** What separates a clause from the next: decides the length of the natural gap between them. */
export type ClauseBreak = 'none' | 'clause' | 'sentence' | 'paragraph';

export interface Clause {
  text: string;
  breakAfter: ClauseBreak;
}

const BREAK_STRENGTH: Record<ClauseBreak, number> = { none: 0, clause: 1, sentence: 2, paragraph: 3 };

/** CJK marks end a clause wherever they stand: those scripts put no space after them. */
const CJK_SENTENCE_END = new Set([...'。！？｡']);
const CJK_CLAUSE_END = new Set([...'，、；：']);
/** Other scripts' marks end a clause only before a blank, so "3.14", "1,000" and "e.g." stay whole. */
const SENTENCE_END = new Set([...'.!?…।॥؟۔։']);
const CLAUSE_END = new Set([...',;:،؛']);
const CLOSERS = new Set([...'"\'”’»」』）)]》〉']);
/** Words whose period does not end a sentence (titles mostly), lower-cased. */
const ABBREVIATIONS = new Set('mr mrs ms dr prof sr sra srta jr st mt vs mme mlle'.split(' '));

/** Splits text (no pause tokens) at sentence and clause punctuation and line breaks. */
export function splitClauses(text: string): Clause[] {
  const clauses: Clause[] = [];
  let start = 0;
  const close = (end: number, breakAfter: ClauseBreak, next: number): void => {
    const clauseText = text.slice(start, end).trim();
    const previous = clauses[clauses.length - 1];
    if (isSpeakable(clauseText)) clauses.push({ text: clauseText, breakAfter });
    else if (previous) previous.breakAfter = stronger(previous.breakAfter, breakAfter);
    start = next;
  };

  let i = 0;
  while (i < text.length) {
    const char = text.charAt(i);
    if (char === '\n' || char === '\r') {
      let end = i;
      while (end < text.length && /\s/u.test(text.charAt(end))) end++;
      const newlines = (text.slice(i, end).match(/\n/g) ?? []).length;
      close(i, newlines > 1 ? 'paragraph' : 'sentence', end);
      i = end;
    } else if (CJK_SENTENCE_END.has(char) || CJK_CLAUSE_END.has(char)) {
      const end = skipClosers(text, i + 1);
      close(end, CJK_SENTENCE_END.has(char) ? 'sentence' : 'clause', end);
      i = end;
    } else if (SENTENCE_END.has(char) || CLAUSE_END.has(char)) {
      let end = i;
      let isSentence = false;
      while (end < text.length && isPunctuationRun(text.charAt(end))) {
        isSentence ||= SENTENCE_END.has(text.charAt(end));
        end++;
      }
      const atBlank = end === text.length || /\s/u.test(text.charAt(end));
      if (atBlank && !(char === '.' && isAbbreviation(text.slice(start, i)))) {
        close(end, isSentence ? 'sentence' : 'clause', end);
      }
      i = end;
    } else {
      i++;
    }
  }
  close(text.length, 'none', text.length);
  return clauses;
}

function stronger(a: ClauseBreak, b: ClauseBreak): ClauseBreak {
  return BREAK_STRENGTH[a] >= BREAK_STRENGTH[b] ? a : b;
}

function isPunctuationRun(char: string): boolean {
  return SENTENCE_END.has(char) || CLAUSE_END.has(char) || CLOSERS.has(char);
}

function skipClosers(text: string, from: number): number {
  let end = from;
  while (end < text.length && CLOSERS.has(text.charAt(end))) end++;
  return end;
}

/** "Dr.", initials like "J." and dotted forms like "e.g." leave the sentence open. */
function isAbbreviation(before: string): boolean {
  const word = /([\p{L}.]+)$/u.exec(before)?.[1];
  if (!word) return false;
  return /^\p{Lu}$/u.test(word) || /^(\p{L}\.)+\p{L}$/u.test(word) || ABBREVIATIONS.has(word.toLowerCase());
}
