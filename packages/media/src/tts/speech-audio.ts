import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Pcm } from '../audio/pcm';
import { encodeWav } from '../audio/wav';
import { ffmpeg } from '../ffmpeg';

/** espeak-ng's own rate: every engine answers at it, so a dubbing that mixes engines joins without resampling. */
export const SPEECH_SAMPLE_RATE = 22050;

async function decodeFile(file: string, filter?: string): Promise<Pcm> {
  const { stdout } = await ffmpeg([
    ...['-i', file, ...(filter ? ['-af', filter] : [])],
    ...['-ac', '1', '-ar', String(SPEECH_SAMPLE_RATE), '-f', 's16le', '-acodec', 'pcm_s16le', 'pipe:1'],
  ]);
  const samples = new Float32Array(Math.floor(stdout.length / 2));
  for (let i = 0; i < samples.length; i++) samples[i] = stdout.readInt16LE(i * 2) / 32768;
  return { sampleRate: SPEECH_SAMPLE_RATE, samples };
}

async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-speech-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Speech in any format ffmpeg reads (a program's WAV, a server's WAV or MP3) as mono at `SPEECH_SAMPLE_RATE`. */
export function decodeSpeechAudio(audio: Buffer): Promise<Pcm> {
  return inTempDir(async (dir) => {
    const file = path.join(dir, 'speech');
    await writeFile(file, audio);
    return decodeFile(file);
  });
}

/** `speech` with its pitch moved by `pitch` (a ratio), the same length to the sample. */
export function shiftSpeechPitch(speech: Pcm, pitch: number): Promise<Pcm> {
  if (pitch === 1) return Promise.resolve(speech);
  return inTempDir(async (dir) => {
    const file = path.join(dir, 'speech.wav');
    await writeFile(file, encodeWav(speech));
    // rubberband holds back its last ~0.1 s: padding feeds it through, and the cut restores the exact length.
    const shifted = await decodeFile(file, `apad=pad_len=${SPEECH_SAMPLE_RATE / 2},rubberband=pitch=${pitch}`);
    return { sampleRate: SPEECH_SAMPLE_RATE, samples: shifted.samples.slice(0, speech.samples.length) };
  });
}
