import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { concatPcm, silence, type Pcm } from '../../audio/pcm';
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

/** Debian's pocketsphinx-testdata: five sentences read by a LibriVox volunteer, with their transcription. */
export const LIBRIVOX_DIR = '/usr/share/pocketsphinx/test/data/librivox';

export interface LibrivoxSentence {
  /** As transcribed: lower case, without the final stop. */
  text: string;
  /** Where the sentence's file sits in the reading. */
  fileStart: number;
  fileEnd: number;
  /** Where it is really spoken: the first and last 10 ms louder than a tenth of the file's loudest. */
  speechStart: number;
  speechEnd: number;
}

/** The LibriVox sentences one after another, each file with its own quiet lead-in and tail, and a second of silence between files. */
export function librivoxReading(): { audio: Pcm; sentences: LibrivoxSentence[] } {
  const transcription = readFileSync(path.join(LIBRIVOX_DIR, 'transcription'), 'utf8').trim().split('\n');
  const texts = new Map(
    transcription.map((line) => {
      const match = /^<s> (.*) <\/s> \((.*)\)$/.exec(line.trim())!;
      return [match[2]!, match[1]!];
    }),
  );
  const parts: Pcm[] = [];
  const sentences: LibrivoxSentence[] = [];
  let cursor = 0;
  for (const file of readdirSync(LIBRIVOX_DIR)
    .filter((name) => name.endsWith('.wav'))
    .sort()) {
    const pcm = decodeWav(readFileSync(path.join(LIBRIVOX_DIR, file)));
    const speech = loudSpan(pcm);
    sentences.push({
      text: texts.get(file.replace(/\.wav$/, ''))!,
      fileStart: cursor,
      fileEnd: cursor + pcm.samples.length / pcm.sampleRate,
      speechStart: cursor + speech.start,
      speechEnd: cursor + speech.end,
    });
    const gap = silence(pcm.sampleRate, 1);
    parts.push(pcm, gap);
    cursor += (pcm.samples.length + gap.samples.length) / pcm.sampleRate;
  }
  return { audio: concatPcm(parts, parts[0]!.sampleRate), sentences };
}

function loudSpan(pcm: Pcm): { start: number; end: number } {
  const frame = Math.round(pcm.sampleRate * 0.01);
  const levels: number[] = [];
  for (let start = 0; start + frame <= pcm.samples.length; start += frame) {
    let sum = 0;
    for (let i = start; i < start + frame; i++) sum += (pcm.samples[i] ?? 0) ** 2;
    levels.push(Math.sqrt(sum / frame));
  }
  const threshold = Math.max(...levels) / 10;
  const first = levels.findIndex((level) => level > threshold);
  const last = levels.findLastIndex((level) => level > threshold);
  return { start: first * 0.01, end: (last + 1) * 0.01 };
}
