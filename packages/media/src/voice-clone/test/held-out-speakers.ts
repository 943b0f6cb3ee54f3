import { existsSync } from 'node:fs';
import type { Pcm } from '../../audio/pcm';
import { ffmpeg } from '../../ffmpeg';
import type { VoiceGender } from '../../tts/engine';

/** Debian's codec2-examples: real speakers, mostly telephone-band (8 kHz) recordings. */
const CODEC2 = '/usr/share/codec2';
const DECODE_RATE = 16_000;

/**
 * A real speaker for the clone tests: the clone is built from `sample` and measured against
 * `reference`, another part of the recording when it is long enough, the whole clip otherwise; the
 * clone always reads a text of its own (HELD_OUT_TEXT), so it must match the voice, not the words.
 */
export interface HeldOutSpeaker {
  name: string;
  file: string;
  gender: VoiceGender;
  /** Audio bandwidth of the recording. */
  bandHz: number;
  /** Raw files are 16-bit little-endian mono at this rate. */
  rawRate?: number;
  sample: { startSec: number; endSec: number };
  reference: { startSec: number; endSec: number };
  /**
   * tuning: the clone algorithm's changes were checked on these; heldOut: never looked at while
   * tuning, and asserted in the test suite; reportOnly: held out too, measured by the benchmark only
   * (the suite keeps to five speakers to stay short).
   */
  role: 'tuning' | 'heldOut' | 'reportOnly';
}

export const HELD_OUT_SPEAKERS: readonly HeldOutSpeaker[] = [
  {
    name: 've9qrp',
    file: `${CODEC2}/wav/ve9qrp.wav`,
    gender: 'male',
    bandHz: 4000,
    sample: { startSec: 0, endSec: 30 },
    reference: { startSec: 30, endSec: 112 },
    role: 'tuning',
  },
  {
    name: 'hts2 (woman)',
    file: `${CODEC2}/raw/hts2.raw`,
    rawRate: 8000,
    gender: 'female',
    bandHz: 4000,
    sample: { startSec: 0, endSec: 6 },
    reference: { startSec: 0, endSec: 6 },
    role: 'tuning',
  },
  {
    name: 'vk5qi',
    file: `${CODEC2}/wav/vk5qi.wav`,
    gender: 'male',
    bandHz: 4000,
    sample: { startSec: 0, endSec: 13.5 },
    reference: { startSec: 0, endSec: 13.5 },
    role: 'heldOut',
  },
  {
    name: 'cq_ref',
    file: `${CODEC2}/raw/cq_ref.raw`,
    rawRate: 8000,
    gender: 'male',
    bandHz: 4000,
    sample: { startSec: 0, endSec: 9 },
    reference: { startSec: 0, endSec: 9 },
    role: 'heldOut',
  },
  {
    name: 'hts1 (man)',
    file: `${CODEC2}/raw/hts1.raw`,
    rawRate: 8000,
    gender: 'male',
    bandHz: 4000,
    sample: { startSec: 0, endSec: 6 },
    reference: { startSec: 0, endSec: 6 },
    role: 'heldOut',
  },
  {
    name: 'speech_orig_16k (woman)',
    file: `${CODEC2}/raw/speech_orig_16k.wav`,
    gender: 'female',
    bandHz: 8000,
    sample: { startSec: 0, endSec: 10.8 },
    reference: { startSec: 0, endSec: 10.8 },
    role: 'heldOut',
  },
  {
    name: 'g3plx',
    file: `${CODEC2}/raw/g3plx.raw`,
    rawRate: 8000,
    gender: 'male',
    bandHz: 4000,
    sample: { startSec: 0, endSec: 5.7 },
    reference: { startSec: 0, endSec: 5.7 },
    role: 'reportOnly',
  },
  {
    name: 'kristoff',
    file: `${CODEC2}/raw/kristoff.raw`,
    rawRate: 8000,
    gender: 'male',
    bandHz: 4000,
    sample: { startSec: 0, endSec: 5 },
    reference: { startSec: 0, endSec: 5 },
    role: 'reportOnly',
  },
  {
    name: 'hts (second woman)',
    file: `${CODEC2}/raw/hts.raw`,
    rawRate: 8000,
    gender: 'female',
    bandHz: 4000,
    sample: { startSec: 18, endSec: 24 },
    reference: { startSec: 18, endSec: 24 },
    role: 'heldOut',
  },
];

export const hasHeldOutSpeakers = HELD_OUT_SPEAKERS.every((speaker) => existsSync(speaker.file));

/** Debian's alsa-utils: a woman saying "Front", "Center", "Left"... one word or two per file. */
const ALSA_WORDS = ['Front_Left', 'Front_Center', 'Front_Right', 'Rear_Left', 'Rear_Right', 'Side_Left'].map(
  (name) => `/usr/share/sounds/alsa/${name}.wav`,
);
export const hasIsolatedWords = ALSA_WORDS.every((file) => existsSync(file));

export async function loadSpeakerPart(speaker: HeldOutSpeaker, part: 'sample' | 'reference'): Promise<Pcm> {
  const { startSec, endSec } = speaker[part];
  const input = speaker.rawRate ? ['-f', 's16le', '-ar', String(speaker.rawRate), '-ac', '1'] : [];
  return decode([...input, '-ss', String(startSec), '-to', String(endSec), '-i', speaker.file]);
}

/** The words one after another with a second of silence between them, as a user reading a word list records. */
export async function loadIsolatedWords(): Promise<Pcm> {
  const inputs = ALSA_WORDS.flatMap((file) => ['-i', file]);
  const chain = ALSA_WORDS.map(
    (_, index) => `[${index}:a]aresample=${DECODE_RATE},apad=pad_len=${DECODE_RATE}[w${index}]`,
  ).join(';');
  const joined = `${chain};${ALSA_WORDS.map((_, index) => `[w${index}]`).join('')}concat=n=${ALSA_WORDS.length}:v=0:a=1[out]`;
  return decode([...inputs, '-filter_complex', joined, '-map', '[out]']);
}

async function decode(args: string[]): Promise<Pcm> {
  const { stdout } = await ffmpeg([...args, '-ac', '1', '-ar', String(DECODE_RATE), '-f', 's16le', 'pipe:1']);
  const samples = new Float32Array(stdout.length / 2);
  for (let i = 0; i < samples.length; i++) samples[i] = stdout.readInt16LE(i * 2) / 32768;
  return { sampleRate: DECODE_RATE, samples };
}
