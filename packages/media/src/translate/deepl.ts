import {
  type TranslationEngine,
  TranslationError,
  type TranslationPair,
  translateNonEmpty,
  translationLanguageOf,
} from './engine';
import { cachedOnSuccess, chunks, isStringArray, requestJson, serverRoot, TRANSLATION_HTTP_TIMEOUT_MS } from './http';

export const DEEPL_ENGINE = 'deepl';

/** DeepL takes at most 50 texts per request. */
const SENTENCES_PER_REQUEST = 50;

/** Free-plan keys end in `:fx` and only work on the free endpoint. */
const FREE_API = 'https://api-free.deepl.com';
const PRO_API = 'https://api.deepl.com';

/** The product's English and Portuguese voices are American and Brazilian. */
const PREFERRED_TARGET: Record<string, string> = { en: 'EN-US', pt: 'PT-BR', zh: 'ZH-HANS' };

export interface DeepLConfig {
  apiKey: string;
  /** Default: the free endpoint for a `:fx` key, the pro one otherwise. */
  baseUrl?: string;
  timeoutMs?: number;
}

interface DeepLLanguage {
  language: string;
}

/** The DeepL API v2: `GET /v2/languages?type=source|target`, then `POST /v2/translate` with up to 50 texts. */
export function createDeepLEngine(config: DeepLConfig): TranslationEngine {
  const root = serverRoot(config.baseUrl ?? (config.apiKey.endsWith(':fx') ? FREE_API : PRO_API));
  const timeoutMs = config.timeoutMs ?? TRANSLATION_HTTP_TIMEOUT_MS;
  const headers = { authorization: `DeepL-Auth-Key ${config.apiKey}` };

  async function listed(type: 'source' | 'target'): Promise<string[]> {
    const body = await requestJson(DEEPL_ENGINE, `${root}/v2/languages?type=${type}`, {
      method: 'GET',
      headers,
      timeoutMs,
    });
    if (!Array.isArray(body) || !body.every((item) => typeof (item as DeepLLanguage)?.language === 'string')) {
      throw new TranslationError('badAnswer', `deepl /v2/languages?type=${type} is not a list of languages`);
    }
    return (body as DeepLLanguage[]).map((item) => item.language.toUpperCase());
  }

  const languages = cachedOnSuccess(async () => {
    const [sources, targets] = await Promise.all([listed('source'), listed('target')]);
    const sourceCodes = new Map(sources.map((code) => [translationLanguageOf(code), code]));
    const targetCodes = new Map<string, string>();
    for (const code of targets) {
      const language = translationLanguageOf(code);
      if (!targetCodes.has(language) || PREFERRED_TARGET[language] === code) targetCodes.set(language, code);
    }
    const pairs: TranslationPair[] = [...sourceCodes.keys()].flatMap((from) =>
      [...targetCodes.keys()].filter((to) => to !== from).map((to) => ({ from, to, engine: DEEPL_ENGINE })),
    );
    return { sourceCodes, targetCodes, pairs };
  });

  return {
    name: DEEPL_ENGINE,

    async pairs() {
      return (await languages()).pairs;
    },

    async translate(sentences, from, to, signal) {
      const { sourceCodes, targetCodes } = await languages();
      const source = sourceCodes.get(from);
      const target = targetCodes.get(to);
      if (!source || !target || from === to) {
        throw new TranslationError('unsupportedPair', `deepl does not translate ${from} to ${to}`);
      }
      return translateNonEmpty(sentences, async (texts) => {
        const translated: string[] = [];
        for (const batch of chunks(texts, SENTENCES_PER_REQUEST)) {
          const body = await requestJson(DEEPL_ENGINE, `${root}/v2/translate`, {
            method: 'POST',
            headers,
            body: { text: batch, source_lang: source, target_lang: target },
            timeoutMs,
            signal,
          });
          const answer = (body as { translations?: { text?: unknown }[] }).translations;
          const texts = Array.isArray(answer) ? answer.map((item) => item?.text) : undefined;
          if (!isStringArray(texts) || texts.length !== batch.length) {
            throw new TranslationError('badAnswer', `deepl did not answer ${batch.length} translations`);
          }
          translated.push(...texts);
        }
        return translated;
      });
    },
  };
}
