import {
  allPairs,
  type TranslationEngine,
  TranslationError,
  type TranslationPair,
  translateNonEmpty,
  translationLanguageOf,
} from './engine';
import { cachedOnSuccess, chunks, isStringArray, requestJson, serverRoot, TRANSLATION_HTTP_TIMEOUT_MS } from './http';

export const LIBRETRANSLATE_ENGINE = 'libretranslate';

/** LibreTranslate's default `--char-limit` is 5000 per request; 25 transcript lines stay well under it. */
const SENTENCES_PER_REQUEST = 25;

export interface LibreTranslateConfig {
  /** The server's origin, e.g. `http://libretranslate:5000`. */
  baseUrl: string;
  /** Sent as `api_key` in the body, for servers started with `--api-keys`. */
  apiKey?: string;
  timeoutMs?: number;
}

interface LibreLanguage {
  code: string;
  targets?: string[];
}

/**
 * LibreTranslate's API: `GET /languages` says what it translates, `POST /translate` with `q` as an array
 * translates a batch in one request, answering `translatedText` as an array in the same order.
 */
export function createLibreTranslateEngine(config: LibreTranslateConfig): TranslationEngine {
  const root = serverRoot(config.baseUrl);
  const timeoutMs = config.timeoutMs ?? TRANSLATION_HTTP_TIMEOUT_MS;

  const languages = cachedOnSuccess(async () => {
    const body = await requestJson(LIBRETRANSLATE_ENGINE, `${root}/languages`, { method: 'GET', timeoutMs });
    if (!Array.isArray(body) || !body.every((item) => typeof (item as LibreLanguage)?.code === 'string')) {
      throw new TranslationError('badAnswer', 'libretranslate /languages is not a list of languages');
    }
    // The server's own code for each translation language: newer servers say 'zh-Hans' where older say 'zh'.
    const serverCodes = new Map<string, string>();
    for (const { code } of body as LibreLanguage[]) {
      if (!serverCodes.has(translationLanguageOf(code))) serverCodes.set(translationLanguageOf(code), code);
    }
    const pairs = (body as LibreLanguage[]).flatMap(({ code, targets }) =>
      // Servers before 1.3 list no targets: every language translates to every other.
      allPairs(LIBRETRANSLATE_ENGINE, [code], targets ?? [...serverCodes.values()]).map((pair) => ({
        ...pair,
        from: translationLanguageOf(pair.from),
        to: translationLanguageOf(pair.to),
      })),
    );
    return { serverCodes, pairs: uniquePairs(pairs) };
  });

  return {
    name: LIBRETRANSLATE_ENGINE,

    async pairs() {
      return (await languages()).pairs;
    },

    async translate(sentences, from, to, signal) {
      const { serverCodes, pairs } = await languages();
      if (!pairs.some((pair) => pair.from === from && pair.to === to)) {
        throw new TranslationError('unsupportedPair', `libretranslate does not translate ${from} to ${to}`);
      }
      return translateNonEmpty(sentences, async (texts) => {
        const translated: string[] = [];
        for (const batch of chunks(texts, SENTENCES_PER_REQUEST)) {
          const body = await requestJson(LIBRETRANSLATE_ENGINE, `${root}/translate`, {
            method: 'POST',
            body: {
              q: batch,
              source: serverCodes.get(from),
              target: serverCodes.get(to),
              format: 'text',
              ...(config.apiKey ? { api_key: config.apiKey } : {}),
            },
            timeoutMs,
            signal,
          });
          const answer = (body as { translatedText?: unknown }).translatedText;
          if (!isStringArray(answer) || answer.length !== batch.length) {
            throw new TranslationError('badAnswer', `libretranslate did not answer ${batch.length} translations`);
          }
          translated.push(...answer);
        }
        return translated;
      });
    },
  };
}

function uniquePairs(pairs: TranslationPair[]): TranslationPair[] {
  const seen = new Set<string>();
  return pairs.filter((pair) => {
    const key = `${pair.from}-${pair.to}`;
    if (pair.from === pair.to || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
