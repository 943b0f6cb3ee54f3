import { concatPcm, durationOf, type Pcm, silence } from '../audio/pcm';
import type { TextCue } from '../timeline';
import type { TtsEngine } from '../tts/engine';
import { synthesizeScript } from '../tts/script';
import { warp } from './dtw';
import { mfcc } from './mfcc';
import { settleOnSpeech, speechSpans } from './speech-spans';

export interface AlignTextOptions {
  engine: TtsEngine;
  /** A voice of the text's language: its reading is the map the recording is matched against. */
  voiceId: string;
  text: string;
  /** The real recording, mono. */
  audio: Pcm;
}

/** Silence around the synthetic reading, so a recording's own lead-in and tail have something to match. */
const PAD_SEC = 0.5;
/**
 * How far the recording may run ahead of or behind a straight proportional reading of the text, in
 * seconds: long pauses or a slow start shift it, the band has to contain that shift.
 */
const MARGIN_SEC = 20;
/** Digital silence has no spectrum; a whisper of noise keeps its coefficients ordinary. */
const DITHER = 1e-4;
/** Shorter cues flash by unread, and the aligner's frames are 20 ms: no cue shrinks below this. */
const MIN_CUE_SEC = 0.2;

/**
 * Times each subtitle line of a known text in a recording of it (the aeneas method): the text is read
 * by the speech engine clause by clause, so every line's time in the synthetic reading is known; the
 * two recordings are matched frame by frame on their MFCCs with dynamic time warping, and each line's
 * start and end are carried over along the warping path, then settled on the recording's own speech
 * onsets and offsets.
 */
export async function alignText({ engine, voiceId, text, audio }: AlignTextOptions): Promise<TextCue[]> {
  const spoken = await synthesizeScript(engine, text, voiceId);
  const sampleRate = spoken.pcm.sampleRate;
  const pad = silence(sampleRate, PAD_SEC);
  const reading = dither(concatPcm([pad, spoken.pcm, silence(sampleRate, PAD_SEC)], sampleRate));
  const referenceFrames = mfcc(reading);
  const recordingFrames = mfcc(dither(audio));
  const hop = recordingFrames.hopSec;
  const mapping = warp(referenceFrames, recordingFrames, Math.round(MARGIN_SEC / hop));
  const lastFrame = referenceFrames.count - 1;
  const frameOf = (seconds: number) => Math.min(lastFrame, Math.max(0, Math.round((seconds + PAD_SEC) / hop)));
  const duration = durationOf(audio);

  const warped = spoken.cues.map((cue) => ({
    text: cue.text,
    start: mapping.first[frameOf(cue.start)]! * hop,
    end: Math.min(duration, (mapping.last[Math.max(0, frameOf(cue.end) - 1)]! + 1) * hop),
  }));
  const cues: TextCue[] = [];
  for (const cue of settleOnSpeech(warped, speechSpans(audio))) {
    const start = Math.max(cues.at(-1)?.end ?? 0, cue.start);
    cues.push({ text: cue.text, start, end: Math.min(duration, Math.max(cue.end, start + MIN_CUE_SEC)) });
  }
  return cues;
}

function dither(pcm: Pcm): Pcm {
  let state = 12345;
  const samples = Float32Array.from(pcm.samples, (value) => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return value + (state / 0x7fffffff - 0.5) * DITHER;
  });
  return { sampleRate: pcm.sampleRate, samples };
}
