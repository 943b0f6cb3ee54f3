import type { VoiceAnalysis } from './analyse-voice';

/** The parts of `voiceDistance`, each in semitones, for reports and tests. */
export interface VoiceDistanceParts {
  /** |12 log2(F0a / F0b)| of the medians. */
  pitch: number;
  /** Root mean square over F1-F3 of 12 log2(Fa / Fb). */
  formants: number;
  /** |12 log2(ratea / rateb)| of the syllable rates. */
  rate: number;
  /** Difference of the F0 spreads. */
  intonation: number;
}

/**
 * Weights bring each part to the scale of how much it tells voices apart: two adult speakers of
 * one sex differ by a few semitones of F0 but by only 1-2 semitones of mean formants, which
 * matter as much to the ear; speaking rate and intonation change with the text and count less.
 */
const WEIGHTS: VoiceDistanceParts = { pitch: 1, formants: 2, rate: 0.5, intonation: 0.25 };

export class UnvoicedAnalysisError extends Error {
  constructor() {
    super('an analysis without voiced speech cannot be compared');
    this.name = 'UnvoicedAnalysisError';
  }
}

export function voiceDistanceParts(a: VoiceAnalysis, b: VoiceAnalysis): VoiceDistanceParts {
  if (!isVoiced(a) || !isVoiced(b)) throw new UnvoicedAnalysisError();
  const formantSquares = a.formantsHz.map((hz, index) => semitones(hz, b.formantsHz[index] ?? 0) ** 2);
  return {
    pitch: Math.abs(semitones(a.f0MedianHz, b.f0MedianHz)),
    formants: Math.sqrt(formantSquares.reduce((sum, square) => sum + square, 0) / formantSquares.length),
    rate:
      a.syllablesPerSec > 0 && b.syllablesPerSec > 0 ? Math.abs(semitones(a.syllablesPerSec, b.syllablesPerSec)) : 0,
    intonation: Math.abs(a.f0SpreadSemitones - b.f0SpreadSemitones),
  };
}

/** One number for "how different do these two voices sound": the weighted Euclidean norm of the parts, in semitones. */
export function voiceDistance(a: VoiceAnalysis, b: VoiceAnalysis): number {
  const parts = voiceDistanceParts(a, b);
  const squares = (Object.keys(WEIGHTS) as (keyof VoiceDistanceParts)[]).map(
    (part) => (WEIGHTS[part] * parts[part]) ** 2,
  );
  return Math.sqrt(squares.reduce((sum, square) => sum + square, 0));
}

function isVoiced(analysis: VoiceAnalysis): boolean {
  return analysis.f0MedianHz > 0 && analysis.formantsHz.every((hz) => hz > 0);
}

function semitones(a: number, b: number): number {
  return 12 * Math.log2(a / b);
}
