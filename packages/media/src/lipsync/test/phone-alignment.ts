import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Pcm } from '../../audio/pcm';
import { encodeWav } from '../../audio/wav';
import type { Span } from '../../timeline';

/** Debian's pocketsphinx and pocketsphinx-en-us: an aligner independent of anything the mouth track does. */
const DICTIONARY = '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';
export const HAS_ALIGNER = existsSync(DICTIONARY) && existsSync('/usr/bin/pocketsphinx_continuous');

export interface TimedPhone extends Span {
  /** ARPAbet, as in CMUdict: M, B, P, EY, ... */
  phone: string;
}

/**
 * Where each phone of `words` is spoken in `pcm` (16 kHz): forced alignment by pocketsphinx with a
 * grammar that allows exactly the words' CMUdict phones in order, each phone a "word" of its own so
 * that the recogniser reports its time.
 */
export async function alignPhones(pcm: Pcm, words: readonly string[]): Promise<TimedPhone[]> {
  const pronunciations = new Map<string, string[]>();
  for (const line of readFileSync(DICTIONARY, 'utf8').split('\n')) {
    const [word, ...phones] = line.trim().split(/\s+/);
    if (word && !pronunciations.has(word)) pronunciations.set(word, phones);
  }
  const phones = words.flatMap((word) => {
    const pronunciation = pronunciations.get(word.toLowerCase());
    if (!pronunciation) throw new Error(`"${word}" is not in CMUdict`);
    return pronunciation;
  });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-phones-'));
  try {
    await writeFile(path.join(dir, 'speech.wav'), encodeWav(pcm));
    await writeFile(path.join(dir, 'phones.dict'), [...new Set(phones)].map((p) => `${p} ${p}\n`).join(''));
    await writeFile(path.join(dir, 'phones.gram'), `#JSGF V1.0;\ngrammar phones;\npublic <s> = ${phones.join(' ')};\n`);
    const { stdout } = await promisify(execFile)('pocketsphinx_continuous', [
      ...['-infile', path.join(dir, 'speech.wav'), '-jsgf', path.join(dir, 'phones.gram')],
      ...['-dict', path.join(dir, 'phones.dict'), '-time', 'yes', '-logfn', '/dev/null'],
    ]);
    const frame = 0.01;
    return stdout
      .split('\n')
      .map((line) => /^([A-Z]+) (\d+\.\d+) (\d+\.\d+)/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => ({ phone: match[1]!, start: Number(match[2]), end: Number(match[3]) + frame }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
