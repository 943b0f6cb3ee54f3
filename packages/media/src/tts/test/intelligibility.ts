import type { Pcm } from '../../audio/pcm';
import { trackPitch } from '../../audio/pitch';
import { recogniseWords } from '../../transcribe/pocketsphinx';
import { to16k, wordErrorRate } from '../../transcribe/test/recordings';
import type { TtsEngine } from '../engine';
import { synthesizeScript } from '../script';

/** How a voice reads one text: how much of it the offline recogniser gets, and how much its pitch moves. */
export interface VoiceMeasure {
  /** Word error rate of pocketsphinx (en-us) against the text: 0 is every word right. */
  wer: number;
  /** From the 10th to the 90th percentile of the voiced F0, in semitones: ~3 sounds monotone, ~7 like a reader. */
  pitchRangeSemitones: number;
  /** Words per minute of the reading, pauses included. */
  wordsPerMinute: number;
  /** What the recogniser heard. */
  heard: string;
}

/** Reads `text` as a script (clauses and their pauses, like the product) and measures the reading. */
export async function measureVoice(engine: TtsEngine, voiceId: string, text: string): Promise<VoiceMeasure> {
  const { pcm } = await synthesizeScript(engine, text, voiceId);
  const heard = (await recogniseWords(await to16k(pcm))).map((word) => word.word).join(' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return {
    wer: wordErrorRate(text, heard),
    pitchRangeSemitones: pitchRangeSemitones(pcm),
    wordsPerMinute: words / (pcm.samples.length / pcm.sampleRate / 60),
    heard,
  };
}

export function pitchRangeSemitones(pcm: Pcm): number {
  const voiced = trackPitch(pcm)
    .f0Hz.filter((f0): f0 is number => f0 !== null)
    .sort((a, b) => a - b);
  if (voiced.length < 10) return 0;
  const at = (fraction: number) => voiced[Math.floor(fraction * (voiced.length - 1))]!;
  return 12 * Math.log2(at(0.9) / at(0.1));
}
