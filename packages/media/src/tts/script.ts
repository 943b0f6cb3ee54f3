import { concatPcm, durationOf, type Pcm, silence } from '../audio/pcm';
import type { TextCue } from '../timeline';
import { type ClauseBreak, splitClauses } from './clauses';
import {
  assertSpeechOptions,
  DEFAULT_SPEECH_OPTIONS,
  engineHasVoice,
  type SpeechOptions,
  type TtsEngine,
} from './engine';
import { EmptyTextError, UnknownVoiceError } from './errors';
import { parseScript } from './pause';
import { subtitleLines } from './subtitle-lines';
import { quietestPoint, trimSilence } from './trim';

export interface SpokenScript {
  pcm: Pcm;
  /** One per subtitle line, in order, at the exact times its words are heard. */
  cues: TextCue[];
  durationSec: number;
}

/** Audio that continues the script (the gap before a clause, then the clause) and its cues in script time. */
export interface ScriptChunk {
  pcm: Pcm;
  cues: TextCue[];
}

/**
 * Natural gaps at rate 1; faster speech shortens them in proportion. Explicit pauses replace them.
 * An unpunctuated end of text is only ever followed by a pause or the end of the script, so `none`
 * takes the clause gap merely to be defined.
 */
export const GAP_SEC: Record<ClauseBreak, number> = { none: 0.2, clause: 0.2, sentence: 0.45, paragraph: 0.8 };
/**
 * How far a line break may move from its proportional place to land between two words: at most this
 * long, and at most this share of the line, so short lines keep their order.
 */
const LINE_BREAK_SEARCH = { maxSec: 0.25, lineShare: 0.3 } as const;
/** Clause punctuation reads badly at the end of a subtitle line; sentence punctuation stays. */
const TRAILING_CLAUSE_MARKS = /[\s,;:،؛，、；：]+$/u;

export interface PlannedClause {
  text: string;
  silenceBeforeSec: number;
}

export async function synthesizeScript(
  engine: TtsEngine,
  script: string,
  voiceId: string,
  options: SpeechOptions = DEFAULT_SPEECH_OPTIONS,
): Promise<SpokenScript> {
  const chunks: ScriptChunk[] = [];
  for await (const chunk of streamScript(engine, script, voiceId, options)) chunks.push(chunk);
  const pcm = concatPcm(
    chunks.map((chunk) => chunk.pcm),
    chunks[0]?.pcm.sampleRate ?? 0,
  );
  return { pcm, cues: chunks.flatMap((chunk) => chunk.cues), durationSec: durationOf(pcm) };
}

/**
 * Speaks a script clause by clause and hands over each clause as soon as it is ready, so an audition
 * can start playing after the first one. Everything is validated before the first clause is spoken.
 */
export async function* streamScript(
  engine: TtsEngine,
  script: string,
  voiceId: string,
  options: SpeechOptions = DEFAULT_SPEECH_OPTIONS,
): AsyncGenerator<ScriptChunk> {
  assertSpeechOptions(options);
  if (!(await engineHasVoice(engine, voiceId))) throw new UnknownVoiceError(voiceId);
  const { clauses, trailingSilenceSec } = planScript(script, options.rate);
  if (clauses.length === 0) throw new EmptyTextError();

  let cursor = 0;
  let sampleRate = 0;
  for (const clause of clauses) {
    const speech = trimSilence(await engine.synthesize(clause.text, voiceId, options));
    sampleRate = speech.sampleRate;
    const gap = silence(sampleRate, clause.silenceBeforeSec);
    const start = cursor + gap.samples.length;
    cursor = start + speech.samples.length;
    yield { pcm: concatPcm([gap, speech], sampleRate), cues: lineCues(clause.text, speech, start / sampleRate) };
  }
  if (trailingSilenceSec > 0) yield { pcm: silence(sampleRate, trailingSilenceSec), cues: [] };
}

export function planScript(script: string, rate: number): { clauses: PlannedClause[]; trailingSilenceSec: number } {
  const clauses: PlannedClause[] = [];
  let pauseSec: number | null = null;
  let previousBreak: ClauseBreak = 'none';
  for (const part of parseScript(script)) {
    if (part.kind === 'pause') {
      pauseSec = (pauseSec ?? 0) + part.seconds;
      continue;
    }
    for (const clause of splitClauses(part.text)) {
      const naturalGapSec = clauses.length === 0 ? 0 : GAP_SEC[previousBreak] / rate;
      clauses.push({ text: clause.text, silenceBeforeSec: pauseSec ?? naturalGapSec });
      pauseSec = null;
      previousBreak = clause.breakAfter;
    }
  }
  return { clauses, trailingSilenceSec: pauseSec ?? 0 };
}

/** The clause's subtitle lines; a long clause's line breaks go to the quietest moment near their share of its audio. */
export function lineCues(clauseText: string, speech: Pcm, startSec: number): TextCue[] {
  const lines = subtitleLines(clauseText.replace(TRAILING_CLAUSE_MARKS, ''));
  const durationSec = durationOf(speech);
  const totalWeight = lines.reduce((sum, line) => sum + line.weight, 0);
  const cues: TextCue[] = [];
  let weightSoFar = 0;
  let lineStart = 0;
  lines.forEach((line, index) => {
    weightSoFar += line.weight;
    const isLast = index === lines.length - 1;
    const lineSec = (durationSec * line.weight) / totalWeight;
    const window = Math.min(LINE_BREAK_SEARCH.maxSec, lineSec * LINE_BREAK_SEARCH.lineShare);
    const proportionalEnd = (durationSec * weightSoFar) / totalWeight;
    const lineEnd = isLast ? durationSec : Math.max(lineStart, quietestPoint(speech, proportionalEnd, window));
    cues.push({ start: startSec + lineStart, end: startSec + lineEnd, text: line.text });
    lineStart = lineEnd;
  });
  return cues;
}
