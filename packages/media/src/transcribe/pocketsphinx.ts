import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { concatPcm, type Pcm, silence } from '../audio/pcm';
import { encodeWav } from '../audio/wav';
import type { TextCue } from '../timeline';
import { TranscriptionError } from './errors';
import { groupWords, type TimedWord } from './timed-words';

const execFileAsync = promisify(execFile);

/** Where Debian's `pocketsphinx` and `pocketsphinx-en-us` packages put the recogniser and its model. */
export interface PocketsphinxConfig {
  /** The `pocketsphinx_continuous` program: a name looked up on PATH, or a path. */
  binary: string;
  /** Holds the acoustic model folder `en-us`, `en-us.lm.bin` and `cmudict-en-us.dict`. */
  modelDir: string;
}

export const DEFAULT_POCKETSPHINX: PocketsphinxConfig = {
  binary: 'pocketsphinx_continuous',
  modelDir: '/usr/share/pocketsphinx/model/en-us',
};

/** The model is trained on 16 kHz speech; other rates must be converted before. */
export const POCKETSPHINX_SAMPLE_RATE = 16000;

/** The recogniser's voice detector calibrates on the first moments: give it some quiet to start from. */
const LEAD_IN_SEC = 0.5;

function modelFiles(config: PocketsphinxConfig) {
  return {
    hmm: path.join(config.modelDir, 'en-us'),
    lm: path.join(config.modelDir, 'en-us.lm.bin'),
    dict: path.join(config.modelDir, 'cmudict-en-us.dict'),
  };
}

/** Whether this machine has the recogniser and its English model: the supported-language list depends on it. */
export function isPocketsphinxAvailable(config: PocketsphinxConfig = DEFAULT_POCKETSPHINX): boolean {
  const binary = resolveBinary(config.binary);
  if (!binary) return false;
  const { hmm, lm, dict } = modelFiles(config);
  return [path.join(hmm, 'mdef'), lm, dict].every((file) => isReadable(file));
}

/** English speech to words with their times, then to subtitle lines. */
export async function transcribeEnglish(
  pcm: Pcm,
  config: PocketsphinxConfig = DEFAULT_POCKETSPHINX,
): Promise<TextCue[]> {
  return groupWords(await recogniseWords(pcm, config));
}

/** Recordings shorter than this are recognised in one run: splitting them saves less than it risks. */
const SPLIT_FROM_SEC = 20;
/** A piece ends at the quietest moment this close to its even share of the recording. */
const CUT_SEARCH_SEC = 3;
const CUT_WINDOW_SEC = 0.25;

/**
 * English speech to timed words. The recogniser uses one core, so a long recording is cut at quiet moments into
 * one piece per core, recognised at once and joined: a minute takes about half the time on two cores.
 */
export async function recogniseWords(
  pcm: Pcm,
  config: PocketsphinxConfig = DEFAULT_POCKETSPHINX,
): Promise<TimedWord[]> {
  if (pcm.sampleRate !== POCKETSPHINX_SAMPLE_RATE) {
    throw new TranscriptionError(`pocketsphinx needs ${POCKETSPHINX_SAMPLE_RATE} Hz audio, got ${pcm.sampleRate} Hz`);
  }
  const binary = resolveBinary(config.binary);
  if (!binary) throw new TranscriptionError(`pocketsphinx is not installed (${config.binary})`);
  const pieces = await Promise.all(
    quietCuts(pcm, os.availableParallelism()).map(async ({ start, end }) => {
      const piece = { sampleRate: pcm.sampleRate, samples: pcm.samples.subarray(start, end) };
      const words = await recognisePiece(binary, piece, config);
      const offset = start / pcm.sampleRate;
      return words.map((word) => ({ ...word, start: word.start + offset, end: word.end + offset }));
    }),
  );
  return pieces.flat();
}

/** Sample ranges covering the recording, cut at the quietest quarter second near each even share. */
export function quietCuts(pcm: Pcm, parts: number): { start: number; end: number }[] {
  const total = pcm.samples.length;
  const count = total / pcm.sampleRate < SPLIT_FROM_SEC ? 1 : Math.max(1, parts);
  const window = Math.round(CUT_WINDOW_SEC * pcm.sampleRate);
  const reach = Math.round(CUT_SEARCH_SEC * pcm.sampleRate);
  const cuts = [0];
  for (let k = 1; k < count; k++) {
    const aim = Math.round((total * k) / count);
    let best = aim;
    let quietest = Infinity;
    for (
      let at = Math.max(cuts.at(-1)! + window, aim - reach);
      at + window <= Math.min(total, aim + reach);
      at += window / 5
    ) {
      let energy = 0;
      for (let i = at; i < at + window; i++) energy += (pcm.samples[i] ?? 0) ** 2;
      if (energy < quietest) {
        quietest = energy;
        best = at + window / 2;
      }
    }
    cuts.push(Math.round(best));
  }
  return cuts.map((start, k) => ({ start, end: cuts[k + 1] ?? total }));
}

async function recognisePiece(binary: string, pcm: Pcm, config: PocketsphinxConfig): Promise<TimedWord[]> {
  const { hmm, lm, dict } = modelFiles(config);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-sphinx-'));
  try {
    const wavPath = path.join(dir, 'speech.wav');
    await writeFile(wavPath, encodeWav(concatPcm([silence(pcm.sampleRate, LEAD_IN_SEC), pcm], pcm.sampleRate)));
    const args = ['-infile', wavPath, '-time', 'yes', '-hmm', hmm, '-lm', lm, '-dict', dict, '-logfn', '/dev/null'];
    const { stdout } = await execFileAsync(binary, args, { maxBuffer: 64 * 1024 * 1024 }).catch((error: unknown) => {
      const stderr = String((error as { stderr?: string }).stderr ?? '').trim();
      throw new TranscriptionError(`pocketsphinx failed: ${stderr.split('\n').slice(-2).join(' | ') || String(error)}`);
    });
    return parseWordTimes(stdout).map((word) => ({
      ...word,
      start: Math.max(0, word.start - LEAD_IN_SEC),
      end: Math.max(0, word.end - LEAD_IN_SEC),
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/;

/**
 * `-time yes` prints one line per word, `word start end confidence`, among the plain hypotheses.
 * Sentence marks, silences and noises (`<s>`, `<sil>`, `[NOISE]`) are not words, and `(2)` marks a
 * dictionary's alternative pronunciation of the same word.
 */
export function parseWordTimes(output: string): TimedWord[] {
  const words: TimedWord[] = [];
  for (const line of output.split('\n')) {
    const match = WORD_LINE.exec(line.trim());
    if (!match) continue;
    const word = match[1]!.replace(/\(\d+\)$/, '');
    if (/^[<[]/.test(word)) continue;
    words.push({ word, start: Number(match[2]), end: Number(match[3]) });
  }
  return words;
}

function resolveBinary(binary: string): string | undefined {
  if (binary.includes('/')) return isExecutable(binary) ? binary : undefined;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, binary);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function isReadable(file: string): boolean {
  try {
    accessSync(file, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}
