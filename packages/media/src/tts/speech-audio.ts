import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Pcm } from '../audio/pcm';
import { trackPitch } from '../audio/pitch';
import { encodeWav } from '../audio/wav';
import { ffmpeg } from '../ffmpeg';

/** espeak-ng's own rate: every engine answers at it, so a dubbing that mixes engines joins without resampling. */
export const SPEECH_SAMPLE_RATE = 22050;

/** rubberband holds back its last ~0.1 s: padding feeds it through, and a cut restores the exact length. */
const RUBBERBAND_PAD = `apad=pad_len=${SPEECH_SAMPLE_RATE / 2}`;
/**
 * Speech keeps its vowels when its pitch moves (formants stay where the vocal tract put them), and rubberband's
 * consistency mode follows a pitch that changes every frame without breaking the harmonics (its quality mode smeared
 * the quick tone glides of Chinese).
 */
const SPEECH_SHIFT = 'pitchq=consistency:formant=preserved';
/** Frames either side averaged into the contour that is widened: ±60 ms, so the shift glides instead of stepping. */
const CONTOUR_SMOOTHING_FRAMES = 3;
/** Speech stays within about half an octave of its median; a frame further off is taken for a tracking error. */
const MAX_CONTOUR_DEVIATION = 7;

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
    const shifted = await decodeFile(file, `${RUBBERBAND_PAD},rubberband=pitch=${pitch}`);
    return { sampleRate: SPEECH_SAMPLE_RATE, samples: shifted.samples.slice(0, speech.samples.length) };
  });
}

/**
 * `speech` with its intonation `factor` times as wide: every moment's distance from the median pitch, in
 * semitones, is multiplied, so rises rise higher and falls fall lower while the voice keeps its median.
 * A synthesizer's narrow contour (3-4 semitones against a reader's 6.5-7) sounds monotone; 1.3-1.5 brings
 * it to a reader's range without the warble that larger factors give. Same length to the sample.
 */
export function widenPitchRange(speech: Pcm, factor: number): Promise<Pcm> {
  if (factor === 1 || speech.sampleRate !== SPEECH_SAMPLE_RATE) return Promise.resolve(speech);
  const contour = semitoneContour(speech);
  if (!contour) return Promise.resolve(speech);
  return inTempDir(async (dir) => {
    const file = path.join(dir, 'speech.wav');
    const commands = path.join(dir, 'pitch.cmd');
    await writeFile(file, encodeWav(speech));
    const lines = contour.semitones.map((semitones, frame) => {
      const ratio = 2 ** (((factor - 1) * (semitones - contour.median)) / 12);
      return `${(contour.startSec + frame * contour.hopSec).toFixed(3)} rubberband pitch ${ratio.toFixed(4)};`;
    });
    await writeFile(commands, lines.join('\n'));
    const widened = await decodeFile(
      file,
      `${RUBBERBAND_PAD},asendcmd=f=${commands},rubberband=pitch=1:${SPEECH_SHIFT}`,
    );
    return { sampleRate: SPEECH_SAMPLE_RATE, samples: widened.samples.slice(0, speech.samples.length) };
  });
}

/** The pitch in semitones at every analysis frame, held through unvoiced frames and smoothed; null if nothing is voiced. */
function semitoneContour(speech: Pcm) {
  const track = trackPitch(speech);
  const voiced = track.f0Hz.filter((f0): f0 is number => f0 !== null).map((f0) => 12 * Math.log2(f0));
  if (voiced.length === 0) return null;
  const median = [...voiced].sort((a, b) => a - b)[Math.floor(voiced.length / 2)]!;
  let last = median;
  const held = track.f0Hz.map((f0) => {
    const semitones = f0 === null ? null : 12 * Math.log2(f0);
    // An octave error of the tracker would throw the shift far off: such frames hold the last pitch.
    if (semitones === null || Math.abs(semitones - median) > MAX_CONTOUR_DEVIATION) return last;
    return (last = semitones);
  });
  const semitones = held.map((_, frame) => {
    const window = held.slice(Math.max(0, frame - CONTOUR_SMOOTHING_FRAMES), frame + CONTOUR_SMOOTHING_FRAMES + 1);
    return window.reduce((sum, value) => sum + value, 0) / window.length;
  });
  return { semitones, median, hopSec: track.hopSec, startSec: track.frameCentreSec };
}
