import { z } from 'zod';

/**
 * AI video translation (#16; SPEC 7 digital-human `queryTranslateSupportLanguage`, `translateText`). The
 * translation endpoints come first; the video upload, transcript, voice and render steps follow them.
 */
export const TranslationApi = {
  /** GET: the directions this installation translates and can then speak, each with its engine. */
  queryTranslateSupportLanguage: '/digitalhuman/v1/translate/queryTranslateSupportLanguage',
  /** POST ZTranslateTextRequest: a transcript's sentences translated one to one. */
  translateText: '/digitalhuman/v1/translate/translateText',
} as const;

/** One request translates at most this many sentences, each at most this long (a transcript of about 10 minutes). */
export const TRANSLATE_LIMITS = { maxSentences: 400, maxSentenceChars: 1000 } as const;

export const ZTranslateTextRequest = z.object({
  sentences: z.array(z.string().max(TRANSLATE_LIMITS.maxSentenceChars)).min(1).max(TRANSLATE_LIMITS.maxSentences),
  /** A language code of the voice catalogue or a bare language: 'en-US' and 'en' are the same here. */
  from: z.string().min(2).max(20),
  to: z.string().min(2).max(20),
});
export type TTranslateTextRequest = z.input<typeof ZTranslateTextRequest>;

/** How a direction is translated: by the offline rule-based engine, or by a server the deployment configured. */
export interface TTranslationDirection {
  from: string;
  to: string;
  /** `apertium`, `libretranslate`, `deepl` or `openai`. */
  engine: string;
  /** Offline engines translate rule by rule: the studio says the result is a draft to check. */
  isOffline: boolean;
  /** The language the text passes through where there is no direct pair. */
  via: string | null;
}

export interface TTranslateSupport {
  /** Directions whose target has a voice to speak it; the sources a transcript can be in. */
  directions: TTranslationDirection[];
  sources: string[];
  targets: string[];
}

export interface TTranslatedText {
  /** In the request's order, each source sentence beside its translation. */
  sentences: { source: string; text: string }[];
  direction: TTranslationDirection;
}
