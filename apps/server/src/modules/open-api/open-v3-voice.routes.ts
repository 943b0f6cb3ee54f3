import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OpenApiV3,
  ZOpenTextToSpeechV3,
  ZOpenVoiceListV3,
  openPageOf,
  type TOpenLanguageV3,
  type TOpenTextToSpeechV3,
  type TOpenVoiceV3,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';
import { speakForApi } from './open-speech';
import type { OpenRouteOptions } from './open-route-options';
import { ALL_VOICES, inLanguage, voiceSamplePath } from './open-voice.routes';

const tags = ['open API: V3 speech'];

/**
 * V3 speech: the languages (`getVoiceLanguage`, GET), a paged voice list, and `textToSpeech`, which answers at once
 * with the MP3's address for `submitSystemLipTask`. Priced as the v1/v2 audition.
 */
export function openV3VoiceRoutes(
  services: Services,
  { perSecond, url, fileUrl }: OpenRouteOptions,
): FastifyPluginAsyncZod {
  const { voices } = services;
  return async (app) => {
    app.get(OpenApiV3.voiceLanguages, { config: perSecond(10), schema: { tags } }, () =>
      voices.languages().map((language): TOpenLanguageV3 => ({
        languageId: language.code,
        language: language.name,
        nativeName: language.nativeName,
        voiceCount: language.voiceCount,
      })),
    );

    app.post(OpenApiV3.voiceList, { config: perSecond(10), schema: { tags, body: ZOpenVoiceListV3 } }, async (req) => {
      const { language, voiceClone, voiceSource, gender, ageGroup } = req.body;
      const { records } = await voices.page(
        { current: 1, size: ALL_VOICES, voiceClone, voiceSource, gender, ageGroup },
        requireAuth(req).userId,
      );
      const items = inLanguage(records, language).map((voice): TOpenVoiceV3 => ({
        voiceId: voice.voiceId,
        voiceName: voice.voiceName,
        defaultVoiceUrl: url(req, voiceSamplePath(voice.voiceId)),
        gender: voice.gender,
        ageGroup: voice.ageGroup,
        voiceSource: voice.voiceSource,
        voiceClone: voice.engine === 'clone' ? 1 : 0,
        languageId: voice.language,
        language: voice.languageName,
      }));
      return openPageOf(items, req.body);
    });

    app.post(
      OpenApiV3.textToSpeech,
      { config: perSecond(1), schema: { tags, body: ZOpenTextToSpeechV3 } },
      async (req): Promise<TOpenTextToSpeechV3> => {
        const speech = await speakForApi(services, requireAuth(req).userId, req.body, (fileId) => fileUrl(req, fileId));
        return {
          taskId: String(speech.fileId),
          textToSpeech: {
            fileId: speech.fileId,
            duration: speech.fileDuration,
            durationMs: speech.fileDuration * 1000,
            audioUrl: speech.fileUrl,
            paymentMoney: String(speech.costMoney),
          },
        };
      },
    );
  };
}
