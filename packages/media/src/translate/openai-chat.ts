import { allPairs, type TranslationEngine, TranslationError, translateNonEmpty } from './engine';
import { chunks, isStringArray, requestJson, serverRoot, TRANSLATION_HTTP_TIMEOUT_MS } from './http';

export const OPENAI_CHAT_ENGINE = 'openai';

/** Languages a general chat model translates well enough to offer when the deployment names none. */
export const DEFAULT_CHAT_LANGUAGES = ['ar', 'de', 'en', 'es', 'fr', 'hi', 'id', 'it', 'ja', 'ko', 'pt', 'ru', 'zh'];

/** Long arrays are where models start merging lines; 30 sentences is about two minutes of speech. */
const SENTENCES_PER_REQUEST = 30;

export interface OpenAiChatTranslationConfig {
  /** e.g. `https://api.openai.com`, `http://ollama:11434`, `http://vllm:8000` (a trailing `/v1` is accepted). */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** Translation languages the model is trusted with; default DEFAULT_CHAT_LANGUAGES. */
  languages?: string[];
  timeoutMs?: number;
}

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/** The instruction names the languages in English and the product's regional forms, which models follow best. */
function instruction(from: string, to: string): string {
  const name = (code: string) => LANGUAGE_NAMES.of({ en: 'en-US', pt: 'pt-BR', zh: 'zh-Hans' }[code] ?? code) ?? code;
  return [
    `You translate video subtitles from ${name(from)} to ${name(to)}.`,
    'The user sends a JSON array of sentences. Answer with only a JSON array of strings: the translation of each',
    'sentence, in the same order, exactly as many strings as sentences. Never merge, split, drop or explain a',
    'sentence; keep names, numbers and punctuation.',
  ].join(' ');
}

/** The array in a model's answer, which some models wrap in a Markdown code fence or a sentence. */
function parseArray(content: string): unknown {
  const start = content.indexOf('[');
  const end = content.lastIndexOf(']');
  if (start < 0 || end < start) return undefined;
  try {
    return JSON.parse(content.slice(start, end + 1)) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Any OpenAI-compatible chat endpoint (`POST /v1/chat/completions`: OpenAI, Ollama, vLLM, llama.cpp, LocalAI)
 * as a translator. A model may answer another number of lines than it was given: the request is repeated once,
 * then the batch fails rather than shifting sentences out of their timings.
 */
export function createOpenAiChatTranslationEngine(config: OpenAiChatTranslationConfig): TranslationEngine {
  const url = `${serverRoot(config.baseUrl)}/v1/chat/completions`;
  const timeoutMs = config.timeoutMs ?? TRANSLATION_HTTP_TIMEOUT_MS;
  const pairs = allPairs(
    OPENAI_CHAT_ENGINE,
    config.languages ?? DEFAULT_CHAT_LANGUAGES,
    config.languages ?? DEFAULT_CHAT_LANGUAGES,
  );

  async function ask(batch: string[], from: string, to: string, signal?: AbortSignal): Promise<string[] | undefined> {
    const body = await requestJson(OPENAI_CHAT_ENGINE, url, {
      method: 'POST',
      headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
      body: {
        model: config.model,
        temperature: 0,
        messages: [
          { role: 'system', content: instruction(from, to) },
          { role: 'user', content: JSON.stringify(batch) },
        ],
      },
      timeoutMs,
      signal,
    });
    const content = (body as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
    if (typeof content !== 'string') {
      throw new TranslationError('badAnswer', 'the chat model answered without choices[0].message.content');
    }
    const answer = parseArray(content);
    return isStringArray(answer) && answer.length === batch.length ? answer : undefined;
  }

  return {
    name: OPENAI_CHAT_ENGINE,

    async pairs() {
      return pairs;
    },

    async translate(sentences, from, to, signal) {
      if (!pairs.some((pair) => pair.from === from && pair.to === to)) {
        throw new TranslationError('unsupportedPair', `the chat model is not set up to translate ${from} to ${to}`);
      }
      return translateNonEmpty(sentences, async (texts) => {
        const translated: string[] = [];
        for (const batch of chunks(texts, SENTENCES_PER_REQUEST)) {
          const answer = (await ask(batch, from, to, signal)) ?? (await ask(batch, from, to, signal));
          if (!answer) {
            throw new TranslationError(
              'badAnswer',
              `the chat model twice failed to answer a JSON array of ${batch.length} translations`,
            );
          }
          translated.push(...answer);
        }
        return translated;
      });
    },
  };
}
