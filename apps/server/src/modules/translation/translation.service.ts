import {
  ResultCode,
  type TLocale,
  type TTranslateSupport,
  type TTranslatedText,
  type TTranslationDirection,
} from '@orator/contracts';
import {
  TranslationError,
  translateText,
  translationLanguageOf,
  type TranslationEngine,
  type TranslationPair,
} from '@orator/media';
import { AppError } from '../../platform/errors';
import type { VoiceService } from '../voice/voice.service';

export interface TranslationServiceDeps {
  engine: TranslationEngine;
  voices: Pick<VoiceService, 'languages'>;
  log: { warn: (details: object, message: string) => void };
}

/** Rule-based engines run here, without a server: their translations are drafts to read over. */
const OFFLINE_ENGINES = new Set(['apertium']);

/**
 * Translation for video translation (#16): the directions this installation translates and can then speak, and a
 * transcript's sentences translated one to one. Free: the video made from them is what is paid.
 */
export function createTranslationService({ engine, voices, log }: TranslationServiceDeps) {
  /** Translation languages some voice of the catalogue speaks: a translation into any other could not be voiced. */
  function speakable(): Set<string> {
    return new Set(
      voices
        .languages()
        .filter((language) => language.voiceCount > 0)
        .map((language) => translationLanguageOf(language.code)),
    );
  }

  return {
    async support(): Promise<TTranslateSupport> {
      const voiced = speakable();
      const directions = (await engine.pairs()).filter((pair) => voiced.has(pair.to)).map(toDirection);
      return {
        directions,
        sources: [...new Set(directions.map((direction) => direction.from))].sort(),
        targets: [...new Set(directions.map((direction) => direction.to))].sort(),
      };
    },

    async translate(
      request: { sentences: string[]; from: string; to: string },
      locale: TLocale,
    ): Promise<TTranslatedText> {
      try {
        const result = await translateText(engine, request);
        return { sentences: result.sentences, direction: toDirection(result.pair) };
      } catch (error) {
        if (!(error instanceof TranslationError)) throw error;
        log.warn({ err: error, from: request.from, to: request.to }, 'translation failed');
        throw translationFailure(error, request, locale);
      }
    },
  };
}
export type TranslationService = ReturnType<typeof createTranslationService>;

function toDirection(pair: TranslationPair): TTranslationDirection {
  return {
    from: pair.from,
    to: pair.to,
    engine: pair.engine,
    isOffline: OFFLINE_ENGINES.has(pair.engine),
    via: pair.via ?? null,
  };
}

/**
 * The engine's failure in the user's words: a direction it lacks names both languages in the user's language; a
 * server that is down or slow is worth another try; anything else is the engine's fault, not the request's.
 */
function translationFailure(error: TranslationError, request: { from: string; to: string }, locale: TLocale) {
  if (error.code === 'unsupportedPair') {
    const names = new Intl.DisplayNames([locale], { type: 'language' });
    const name = (code: string) => names.of(translationLanguageOf(code)) ?? code;
    return AppError.badRequest('translationUnsupported', { from: name(request.from), to: name(request.to) });
  }
  if (error.code === 'timeout' || error.code === 'unavailable') return AppError.tooManyRequests('translationBusy');
  return new AppError(ResultCode.ServerError, 'translationFailed');
}
