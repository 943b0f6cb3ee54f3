import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TranslationApi, ZTranslateTextRequest } from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';

const tags = ['translation'];
/** Each call runs an engine (a process or a paid server): a person editing a transcript needs far fewer. */
const TRANSLATIONS_PER_MINUTE = 30;

export function translationRoutes({ translation }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(TranslationApi.queryTranslateSupportLanguage, { schema: { tags } }, async (req) => {
      requireAuth(req);
      return translation.support();
    });
    app.post(
      TranslationApi.translateText,
      {
        config: { rateLimit: { max: TRANSLATIONS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: { tags, body: ZTranslateTextRequest },
      },
      async (req) => {
        requireAuth(req);
        return translation.translate(req.body, req.locale);
      },
    );
  };
}
