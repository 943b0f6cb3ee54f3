import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Pcm } from '../../audio/pcm';
import { decodeWav, encodeWav } from '../../audio/wav';
import { ffmpeg } from '../../ffmpeg';
import type { TextCue } from '../../timeline';
import { EspeakEngine } from '../../tts/espeak';
import { synthesizeScript } from '../../tts/script';

export const engine = new EspeakEngine();

export interface KnownRecording {
  /** 16 kHz mono, as the server decodes uploads. */
  audio: Pcm;
  /** Where each subtitle line really is in `audio`. */
  truth: TextCue[];
}

/**
 * A recording whose timings differ from any plain reading: another voice, faster and higher, with
 * pauses of its own, then a lead-in and a tempo change through ffmpeg. Its true cues are its own
 * reading's cues moved by the same lead-in and tempo.
 */
export async function knownRecording(
  script: string,
  voiceId: string,
  { leadInSec = 0.7, tempo = 0.85 } = {},
): Promise<KnownRecording> {
  const reading = await synthesizeScript(engine, script, voiceId, { rate: 1.25, pitch: 1.3, volume: 1 });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-align-'));
  try {
    await writeFile(path.join(dir, 'reading.wav'), encodeWav(reading.pcm));
    await ffmpeg([
      '-i',
      path.join(dir, 'reading.wav'),
      '-af',
      `adelay=${Math.round(leadInSec * 1000)},atempo=${tempo}`,
      '-ac',
      '1',
      '-ar',
      '16000',
      path.join(dir, 'recording.wav'),
    ]);
    const audio = decodeWav(await readFile(path.join(dir, 'recording.wav')));
    const truth = reading.cues.map((cue) => ({
      text: cue.text,
      start: (cue.start + leadInSec) / tempo,
      end: (cue.end + leadInSec) / tempo,
    }));
    return { audio, truth };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Any audio resampled to 16 kHz mono through ffmpeg. */
export async function to16k(pcm: Pcm): Promise<Pcm> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-16k-'));
  try {
    await writeFile(path.join(dir, 'in.wav'), encodeWav(pcm));
    await ffmpeg(['-i', path.join(dir, 'in.wav'), '-ac', '1', '-ar', '16000', path.join(dir, 'out.wav')]);
    return decodeWav(await readFile(path.join(dir, 'out.wav')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Word error rate: edit distance between the word sequences over the reference's length. */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z' ]/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
  const ref = words(reference);
  const hyp = words(hypothesis);
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const current = [i];
    for (let j = 1; j <= hyp.length; j++) {
      const substitution = previous[j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1));
    }
    previous = current;
  }
  return previous[hyp.length]! / ref.length;
}
