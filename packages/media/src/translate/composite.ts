import { createApertiumEngine, type ApertiumOptions } from './apertium';
import { createDeepLEngine } from './deepl';
import { type TranslationEngine, TranslationError, type TranslationPair } from './engine';
import { createLibreTranslateEngine } from './libretranslate';
import { createOpenAiChatTranslationEngine } from './openai-chat';

export type RemoteTranslationKind = 'libretranslate' | 'deepl' | 'openai';

/** What the server maps `TRANSLATE_ENGINE_*` to (docs/engines.md, "Translation engines (#16)"). */
export interface RemoteTranslationConfig {
  kind: RemoteTranslationKind;
  /** Required for LibreTranslate and chat models; DeepL defaults to its free or pro endpoint by key. */
  url?: string;
  apiKey?: string;
  /** The chat model's name (openai only). */
  model?: string;
  /** The chat model's languages (openai only). */
  languages?: string[];
  timeoutMs?: number;
}

export interface TranslationEngineOptions {
  remote?: RemoteTranslationConfig;
  /** False leaves Apertium out even when it is installed. */
  apertium?: ApertiumOptions | false;
}

export function createRemoteTranslationEngine(config: RemoteTranslationConfig): TranslationEngine {
  const { url, apiKey, timeoutMs } = config;
  switch (config.kind) {
    case 'libretranslate':
      if (!url) throw new Error('a LibreTranslate engine needs its url');
      return createLibreTranslateEngine({ baseUrl: url, apiKey, timeoutMs });
    case 'deepl':
      if (!apiKey) throw new Error('a DeepL engine needs its api key');
      return createDeepLEngine({ apiKey, baseUrl: url, timeoutMs });
    case 'openai':
      if (!url || !config.model) throw new Error('a chat-model engine needs its url and model');
      return createOpenAiChatTranslationEngine({
        baseUrl: url,
        model: config.model,
        apiKey,
        languages: config.languages,
        timeoutMs,
      });
  }
}

/**
 * The installation's translator: for each direction the configured server when it translates it, Apertium
 * otherwise. `pairs()` lists the union, each pair naming the engine that will really translate it, so the UI
 * can say which translations are rule-based.
 */
export function createTranslationEngine(options: TranslationEngineOptions = {}): TranslationEngine {
  const engines = [
    ...(options.remote ? [createRemoteTranslationEngine(options.remote)] : []),
    ...(options.apertium === false ? [] : [createApertiumEngine(options.apertium)]),
  ];
  return composeTranslationEngines(engines);
}

/** Engines in order of preference; a pair goes to the first that lists it. */
export function composeTranslationEngines(engines: readonly TranslationEngine[]): TranslationEngine {
  async function routes(): Promise<{ pair: TranslationPair; engine: TranslationEngine }[]> {
    // A server that is down leaves its pairs out rather than taking the offline ones with it.
    const listed = await Promise.all(engines.map((engine) => engine.pairs().catch((): TranslationPair[] => [])));
    const result: { pair: TranslationPair; engine: TranslationEngine }[] = [];
    const taken = new Set<string>();
    engines.forEach((engine, index) => {
      for (const pair of listed[index]!) {
        const direction = `${pair.from}-${pair.to}`;
        if (taken.has(direction)) continue;
        taken.add(direction);
        result.push({ pair, engine });
      }
    });
    return result;
  }

  return {
    name: engines.map((engine) => engine.name).join('+'),

    async pairs() {
      return (await routes()).map((route) => route.pair);
    },

    async translate(sentences, from, to, signal) {
      const route = (await routes()).find((candidate) => candidate.pair.from === from && candidate.pair.to === to);
      if (!route) {
        throw new TranslationError('unsupportedPair', `no translation engine here translates ${from} to ${to}`);
      }
      return route.engine.translate(sentences, from, to, signal);
    },
  };
}
