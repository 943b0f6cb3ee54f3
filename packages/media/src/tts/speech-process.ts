import { execFile, execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Pcm } from '../audio/pcm';
import { ffmpeg } from '../ffmpeg';
import { isSpeakable } from './engine';
import { EmptyTextError } from './errors';
import { speechThreadCount } from './espeak-pool';
import { SPEECH_SAMPLE_RATE } from './http-engine';

const execFileAsync = promisify(execFile);

/** A synthesizer program failed: an internal failure, never the user's input. */
export class SpeechProgramError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'SpeechProgramError';
  }
}

/** A long paragraph takes Festival a few seconds; a minute means it hangs. */
const PROGRAM_TIMEOUT_MS = 120_000;

/**
 * At most this many synthesizer processes at once across Festival and Flite: each takes one core, and
 * the espeak threads (one per core by default) are sized the same way.
 */
function processSlotCount(): number {
  return Math.max(1, speechThreadCount());
}

let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= processSlotCount()) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** The program's path on PATH (or as given when it has a slash), or undefined when it is not installed. */
export function findProgram(binary: string): string | undefined {
  const candidates = binary.includes('/')
    ? [binary]
    : (process.env.PATH ?? '').split(path.delimiter).flatMap((dir) => (dir ? [path.join(dir, binary)] : []));
  return candidates.find((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** A program's standard output, for start-up checks such as `flite -lv`; empty when it cannot run. */
export function programOutputSync(binary: string, args: string[]): string {
  try {
    return execFileSync(binary, args, { encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch {
    return '';
  }
}

/**
 * Runs a synthesizer that reads `text.txt` and writes `speech.wav` in a fresh folder: `args` receives both
 * paths. No shell is involved and the text never appears on the command line, so text that looks like an
 * option or a command is only ever spoken.
 */
export async function runSynthesizer(
  binary: string,
  text: Buffer,
  args: (paths: { text: string; wav: string }) => string[],
): Promise<Buffer> {
  return withSlot(async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-synth-'));
    try {
      const paths = { text: path.join(dir, 'text.txt'), wav: path.join(dir, 'speech.wav') };
      await writeFile(paths.text, text);
      await execFileAsync(binary, args(paths), { timeout: PROGRAM_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 }).catch(
        (error: unknown) => {
          const stderr = String((error as { stderr?: string }).stderr ?? '').trim();
          throw new SpeechProgramError(`${path.basename(binary)} failed: ${stderr.slice(-300) || String(error)}`, {
            cause: error,
          });
        },
      );
      return await readFile(paths.wav).catch((error: unknown) => {
        throw new SpeechProgramError(`${path.basename(binary)} wrote no audio`, { cause: error });
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}

/**
 * A synthesizer's WAV (16 or 32 kHz) as mono PCM at the rate every engine answers at, so that clauses of
 * different engines join without resampling; `pitch` other than 1 shifts it without changing its length.
 */
export async function toSpeechPcm(wav: Buffer, pitch: number): Promise<Pcm> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-synth-pcm-'));
  try {
    const input = path.join(dir, 'speech.wav');
    await writeFile(input, wav);
    // rubberband holds back its last ~0.1 s: padding feeds it through, and the cut below restores the length.
    const filter = pitch === 1 ? [] : ['-af', `apad=pad_len=${SPEECH_SAMPLE_RATE / 2},rubberband=pitch=${pitch}`];
    const { stdout } = await ffmpeg([
      '-i',
      input,
      ...filter,
      '-ac',
      '1',
      '-ar',
      String(SPEECH_SAMPLE_RATE),
      '-f',
      's16le',
      '-acodec',
      'pcm_s16le',
      'pipe:1',
    ]);
    const samples = new Float32Array(Math.floor(stdout.length / 2));
    for (let i = 0; i < samples.length; i++) samples[i] = stdout.readInt16LE(i * 2) / 32768;
    if (pitch === 1) return { sampleRate: SPEECH_SAMPLE_RATE, samples };
    const length = Math.round((wavDurationSec(wav) ?? samples.length / SPEECH_SAMPLE_RATE) * SPEECH_SAMPLE_RATE);
    return { sampleRate: SPEECH_SAMPLE_RATE, samples: samples.slice(0, length) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The length of a plain PCM WAV from its header, as Festival and Flite write it. */
function wavDurationSec(wav: Buffer): number | undefined {
  if (wav.length < 44 || wav.toString('ascii', 0, 4) !== 'RIFF') return undefined;
  let offset = 12;
  let byteRate = 0;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') byteRate = wav.readUInt32LE(offset + 16);
    if (id === 'data') return byteRate > 0 ? Math.min(size, wav.length - offset - 8) / byteRate : undefined;
    offset += 8 + size + (size % 2);
  }
  return undefined;
}

/**
 * Festival and Flite read 8-bit text: typographic punctuation becomes its plain form (a curly quote would
 * otherwise be read as letters), and for English voices accents are dropped so "café" is still a word.
 * Throws EmptyTextError when nothing speakable is left.
 */
export function latin1SpeechText(text: string, { keepAccents }: { keepAccents: boolean }): Buffer {
  let plain = text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2015]/g, ', ')
    .replace(/\u2026/g, '...');
  if (!keepAccents) plain = plain.normalize('NFD').replace(/\p{M}/gu, '');
  // Anything still outside Latin-1 has no spelling these programs know: it would be read as stray bytes.
  plain = plain.replace(/[^\n\t\u0020-\u007e\u00a0-\u00ff]/g, ' ');
  // Text only in other scripts (Chinese to an English voice) leaves these voices nothing they can say.
  if (!isSpeakable(plain)) throw new EmptyTextError();
  return Buffer.from(plain, 'latin1');
}
