/**
 * Translation of a video's sentences (#16). Sentences come from a transcript whose lines are timed, so every
 * engine translates them one to one: the same count, in the same order, each line still under its timing.
 */

/** A direction an engine translates, in translation languages ('en', 'es', 'pt', ...). */
export interface TranslationPair {
  from: string;
  to: string;
  /** The engine that translates this pair. */
  engine: string;
  /** The language the text goes through when no direct pair exists (e.g. English to Portuguese via 'es'). */
  via?: string;
}

export interface TranslationEngine {
  readonly name: string;
  /** The directions this installation really translates; remote engines ask their server, hence a promise. */
  pairs(): Promise<TranslationPair[]>;
  /** One translation per sentence, in order; an empty sentence stays empty. */
  translate(sentences: string[], from: string, to: string, signal?: AbortSignal): Promise<string[]>;
}

export type TranslationErrorCode =
  /** The engine does not translate this direction. */
  | 'unsupportedPair'
  /** The engine's program or server could not be run or reached. */
  | 'unavailable'
  /** The server refused the request (a 4xx other than 429: bad key, quota, bad language). */
  | 'rejected'
  /** The server or program failed (5xx, 429, a crash). */
  | 'failed'
  /** No answer in time. */
  | 'timeout'
  /** An answer that is not what the protocol promises: not JSON, missing fields, another sentence count. */
  | 'badAnswer'
  /** The caller's signal stopped it. */
  | 'aborted';

export class TranslationError extends Error {
  constructor(
    readonly code: TranslationErrorCode,
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'TranslationError';
  }
}

/**
 * The translation language of a voice or UI language: its primary subtag, lower-cased ('pt-BR' -> 'pt',
 * 'zh-CN' -> 'zh', 'es-ES' -> 'es'). Engines translate languages, not regional voices; where a region matters
 * to an engine (Portuguese is Brazilian for Apertium and DeepL, the product's Portuguese) the engine picks it.
 */
export function translationLanguageOf(code: string): string {
  return code.split(/[-_]/)[0]!.toLowerCase();
}

/** The languages that appear in some pair, sorted. */
export function languagesOfPairs(pairs: readonly TranslationPair[]): string[] {
  return [...new Set(pairs.flatMap((pair) => [pair.from, pair.to]))].sort();
}

export function findPair(pairs: readonly TranslationPair[], from: string, to: string): TranslationPair | undefined {
  return pairs.find((pair) => pair.from === from && pair.to === to);
}

/** Every ordered pair of distinct languages from `sources` to `targets`, for servers that translate any to any. */
export function allPairs(engine: string, sources: readonly string[], targets: readonly string[]): TranslationPair[] {
  return sources.flatMap((from) => targets.filter((to) => to !== from).map((to) => ({ from, to, engine })));
}

/** One line of a translated transcript: the source kept beside its translation, which the user may edit. */
export interface TranslatedSentence {
  source: string;
  text: string;
}

export interface TranslateTextRequest {
  sentences: string[];
  /** Voice or translation language codes; 'pt-BR' and 'pt' are the same here. */
  from: string;
  to: string;
  signal?: AbortSignal;
}

export interface TranslatedText {
  sentences: TranslatedSentence[];
  /** How the direction was translated: engine and pivot. */
  pair: TranslationPair;
}

/**
 * Translates a transcript's sentences with `engine`, one to one. Refuses a direction the engine does not list
 * before any work, and checks the engine kept the count, so a caller can rely on line i staying line i.
 */
export async function translateText(engine: TranslationEngine, request: TranslateTextRequest): Promise<TranslatedText> {
  const from = translationLanguageOf(request.from);
  const to = translationLanguageOf(request.to);
  const pair = findPair(await engine.pairs(), from, to);
  if (!pair) throw new TranslationError('unsupportedPair', `${engine.name} does not translate ${from} to ${to}`);
  const texts = await engine.translate(request.sentences, from, to, request.signal);
  if (texts.length !== request.sentences.length) {
    throw new TranslationError(
      'badAnswer',
      `${engine.name} returned ${texts.length} sentences for ${request.sentences.length}`,
    );
  }
  return { sentences: request.sentences.map((source, index) => ({ source, text: texts[index]! })), pair };
}

/** Whitespace, line breaks included, as one space: a sentence is one subtitle line's text. */
export function normaliseSentence(sentence: string): string {
  return sentence.replace(/\s+/g, ' ').trim();
}

/**
 * Translates only the non-empty sentences with `run` and puts the results back in place, so engines never
 * see (or pay for) blank lines and a transcript's gaps survive.
 */
export async function translateNonEmpty(
  sentences: readonly string[],
  run: (texts: string[]) => Promise<string[]>,
): Promise<string[]> {
  const texts = sentences.map(normaliseSentence);
  const filled = texts.flatMap((text, index) => (text ? [index] : []));
  if (!filled.length) return texts;
  const translated = await run(filled.map((index) => texts[index]!));
  if (translated.length !== filled.length) {
    throw new TranslationError('badAnswer', `got ${translated.length} translations for ${filled.length} sentences`);
  }
  const result = [...texts];
  filled.forEach((index, position) => (result[index] = normaliseSentence(translated[position]!)));
  return result;
}
