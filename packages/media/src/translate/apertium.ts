// Apertium (Debian's rule-based translator) as the offline translation engine: docs/translation.md.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findPair, type TranslationEngine, TranslationError, type TranslationPair, translateNonEmpty } from './engine';
import { lowerStrayCapitals } from './stray-capitals';

export const APERTIUM_ENGINE = 'apertium';

/** A large transcript goes through in one run of a few seconds; a stuck pipeline must not hold a job for long. */
export const APERTIUM_TIMEOUT_MS = 120_000;

export interface ApertiumOptions {
  /** The `apertium` program; default `ORATOR_APERTIUM` or `apertium` on `PATH`. */
  binary?: string;
  timeoutMs?: number;
}

/** Apertium names most languages by ISO 639-3 (eng, spa) and the oldest pairs by ISO 639-1 (es, pt). */
const TWO_LETTER: Record<string, string> = {
  eng: 'en',
  spa: 'es',
  por: 'pt',
  cat: 'ca',
  ita: 'it',
  fra: 'fr',
  glg: 'gl',
  ron: 'ro',
  eus: 'eu',
  epo: 'eo',
  oci: 'oc',
  arg: 'an',
};

/** The product's English and Portuguese voices are American and Brazilian, so a pair's regional variant wins. */
const PREFERRED_VARIANT: Record<string, string> = { en: 'US', pt: 'BR' };

/** Spanish is the hub of Debian's pairs (English, Portuguese, French, Italian, Catalan all reach it). */
const PIVOT_PREFERENCE = ['es', 'ca', 'en'];

/** A mode is `<from>-<to>` with an optional `_<variant>`; chained helper modes such as `eco-es-fr` are not pairs. */
const MODE_NAME = /^([a-z]{2,3})-([a-z]{2,3})(?:_([A-Za-z0-9_]+))?$/;

/** The Apertium program, or null when it is not installed (the product then translates only through a server). */
export function findApertium(): string | null {
  const fromEnv = process.env.ORATOR_APERTIUM;
  if (fromEnv) return fs.existsSync(fromEnv) ? fromEnv : null;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, 'apertium');
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** The installed modes as Apertium lists them (`apertium -l`), e.g. `eng-spa`, `es-pt_BR`. */
export function apertiumModes(binary: string | null = findApertium()): string[] {
  if (!binary) return [];
  const listed = spawnSync(binary, ['-l'], { encoding: 'utf8', timeout: 10_000 });
  if (listed.status !== 0) return [];
  return listed.stdout
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function language(code: string): string {
  return TWO_LETTER[code] ?? code;
}

/** The mode used for each direct pair, keyed `from-to`: the preferred variant, else the plain mode. */
export function directModes(modes: readonly string[]): Map<string, string> {
  const chosen = new Map<string, { mode: string; rank: number }>();
  for (const mode of modes) {
    const match = MODE_NAME.exec(mode);
    if (!match) continue;
    const from = language(match[1]!);
    const to = language(match[2]!);
    const variant = match[3];
    const rank = variant === undefined ? 1 : variant === PREFERRED_VARIANT[to] ? 2 : 0;
    const key = `${from}-${to}`;
    if ((chosen.get(key)?.rank ?? -1) < rank) chosen.set(key, { mode, rank });
  }
  return new Map([...chosen].map(([key, { mode }]) => [key, mode]));
}

/** Direct pairs, then every missing direction one pivot language can bridge. */
export function apertiumPairs(modes: readonly string[]): TranslationPair[] {
  const direct = directModes(modes);
  const pairs: TranslationPair[] = [...direct.keys()].map((key) => {
    const [from, to] = key.split('-') as [string, string];
    return { from, to, engine: APERTIUM_ENGINE };
  });
  const languages = [...new Set(pairs.flatMap((pair) => [pair.from, pair.to]))].sort();
  const pivots = [...PIVOT_PREFERENCE, ...languages.filter((code) => !PIVOT_PREFERENCE.includes(code))];
  for (const from of languages) {
    for (const to of languages) {
      if (from === to || direct.has(`${from}-${to}`)) continue;
      const via = pivots.find((pivot) => direct.has(`${from}-${pivot}`) && direct.has(`${pivot}-${to}`));
      if (via) pairs.push({ from, to, engine: APERTIUM_ENGINE, via });
    }
  }
  return pairs;
}

/**
 * Sentences travel as HTML paragraphs: Apertium's HTML format flushes its pipeline at every block tag, so no
 * word moves from one sentence into the next. Plain lines do not hold: "the red\ncar" comes back as
 * "el coche\nrojo". Unknown words pass through unmarked (`-u`: names and brands stay as they were, and a
 * literal `*` is not mistaken for a mark), and no full stop is added where the speaker left none (`-n`).
 */
function toParagraphs(sentences: readonly string[]): string {
  return sentences.map((sentence) => `<p>${escapeHtml(sentence)}</p>`).join('');
}

/** Apertium sometimes leaves a space before a full stop or comma where it dropped a word; no language has one. */
function fromParagraphs(html: string): string[] {
  return [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((match) => decodeHtml(match[1]!).replace(/\s+([.,])/g, '$1'));
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(parseInt(body.slice(1), 10));
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** The offline engine: the installed Apertium modes, one process run per direction for a whole batch. */
export function createApertiumEngine(options: ApertiumOptions = {}): TranslationEngine {
  const binary = options.binary ?? findApertium();
  const timeoutMs = options.timeoutMs ?? APERTIUM_TIMEOUT_MS;
  let installed: { modes: Map<string, string>; pairs: TranslationPair[] } | undefined;

  function discover() {
    if (!installed) {
      const modes = apertiumModes(binary);
      installed = { modes: directModes(modes), pairs: apertiumPairs(modes) };
    }
    return installed;
  }

  async function run(mode: string, sentences: string[], signal?: AbortSignal): Promise<string[]> {
    if (!binary) throw new TranslationError('unavailable', 'Apertium is not installed');
    // A file, not stdin: Node's stdin is a socket, which Apertium's format detection cannot read.
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'orator-apertium-'));
    let output: { stdout: string; stderr: string };
    try {
      const input = path.join(dir, 'sentences.html');
      await fsp.writeFile(input, toParagraphs(sentences));
      output = await runProcess(binary, ['-u', '-n', '-f', 'html', mode, input], { timeoutMs, signal });
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
    const translated = fromParagraphs(output.stdout);
    // Apertium's script exits 0 even when a program of its pipeline aborts: a short answer is how a crash shows.
    if (translated.length !== sentences.length) {
      throw new TranslationError(
        output.stderr ? 'failed' : 'badAnswer',
        `apertium ${mode} returned ${translated.length} of ${sentences.length} sentences ${output.stderr.slice(0, 300)}`.trim(),
      );
    }
    return translated;
  }

  return {
    name: APERTIUM_ENGINE,

    async pairs() {
      return discover().pairs;
    },

    async translate(sentences, from, to, signal) {
      const { modes, pairs } = discover();
      const pair = findPair(pairs, from, to);
      if (!pair) throw new TranslationError('unsupportedPair', `Apertium here does not translate ${from} to ${to}`);
      return translateNonEmpty(sentences, async (texts) => {
        const translated = pair.via
          ? await run(
              modes.get(`${pair.via}-${to}`)!,
              await run(modes.get(`${from}-${pair.via}`)!, texts, signal),
              signal,
            )
          : await run(modes.get(`${from}-${to}`)!, texts, signal);
        return translated.map((text, index) => lowerStrayCapitals(texts[index]!, text));
      });
    },
  };
}

function runProcess(
  binary: string,
  args: string[],
  { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal },
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new TranslationError('aborted', 'translation stopped'));
    // Its own process group, so that stopping it ends the whole pipeline Apertium's script starts.
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let failure: TranslationError | undefined;
    const stop = (error: TranslationError) => {
      failure ??= error;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // The pipeline ended on its own between the decision and the kill.
      }
    };
    const timer = setTimeout(
      () => stop(new TranslationError('timeout', `apertium took longer than ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onAbort = () => stop(new TranslationError('aborted', 'translation stopped'));
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error) => {
      failure ??= new TranslationError('unavailable', `apertium could not start: ${error.message}`, undefined, {
        cause: error,
      });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (failure) return reject(failure);
      const errors = Buffer.concat(stderr).toString('utf8').trim();
      if (code !== 0) {
        return reject(
          new TranslationError('failed', `apertium ${args.at(-2)} exited with ${code}: ${errors.slice(0, 300)}`),
        );
      }
      resolve({ stdout: Buffer.concat(stdout).toString('utf8'), stderr: errors });
    });
  });
}
