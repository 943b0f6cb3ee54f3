import { execFile, execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Pcm } from '../audio/pcm';
import { isSpeakable } from './engine';
import { EmptyTextError } from './errors';
import { speechThreadCount } from './espeak-pool';
import { decodeSpeechAudio, shiftSpeechPitch } from './speech-audio';
import { applyGain, normaliseSpeechLevel } from './speech-level';

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
 * A synthesizer's WAV (16 or 32 kHz) as the speech every engine answers with: mono at the shared rate, so clauses
 * of different engines join without resampling, at the shared speech level; `pitch` other than 1 shifts it
 * without changing its length, and `volume` applies last.
 */
export async function toSpeechPcm(wav: Buffer, { pitch, volume }: { pitch: number; volume: number }): Promise<Pcm> {
  const speech = await shiftSpeechPitch(await decodeSpeechAudio(wav), pitch);
  return applyGain(normaliseSpeechLevel(speech), volume);
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
