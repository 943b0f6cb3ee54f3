import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  API_BASE,
  OpenApi,
  VoiceApi,
  ZOpenAudition,
  ZOpenVoiceListV2,
  type TOpenVoiceLanguageV1,
  type TOpenVoiceLanguageV2,
  type TOpenVoiceV1,
  type TOpenVoiceV2,
  type TVoice,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';
import type { OpenRouteOptions } from './open-route-options';
import { speakForApi } from './open-speech';

const tags = ['open API: voices'];
/** Every voice in one read: the catalogue is in memory. */
export const ALL_VOICES = 100_000;
/** Speaking costs seconds of CPU per call on an offline engine (API-NOTES: TTS 1 request a second). */
const SPEECH_PER_SECOND = 1;

/**
 * `voice/v1/list` (GET, every voice) and `voice/v2/list` (POST, filtered): voices grouped by language, the caller's
 * own clones first. `voice/v1|v2/audition` speak a text into an MP3 in the caller's files.
 */
export function openVoiceRoutes(
  services: Services,
  { perSecond, url, fileUrl }: OpenRouteOptions,
): FastifyPluginAsyncZod {
  const { voices } = services;
  const urlFor = (req: FastifyRequest) => (path: string) => url(req, path);

  return async (app) => {
    app.get(OpenApi.voiceListV1, { config: perSecond(10), schema: { tags } }, async (req) => {
      const { records } = await voices.page({ current: 1, size: ALL_VOICES }, requireAuth(req).userId);
      const toItem = voiceItem(urlFor(req));
      return byLanguage(records, toItem).map(([language, items]): TOpenVoiceLanguageV1 => ({
        language,
        voices: items,
      }));
    });

    app.post(OpenApi.voiceListV2, { config: perSecond(10), schema: { tags, body: ZOpenVoiceListV2 } }, async (req) => {
      const { language, isSystem, gender, ageGroup } = req.body;
      // isSystem 1 asks for the installation's voices only, 0 for the caller's own clones only.
      const voiceClone = isSystem === undefined ? undefined : isSystem === 1 ? 0 : 1;
      const { records } = await voices.page(
        { current: 1, size: ALL_VOICES, gender, ageGroup, voiceClone },
        requireAuth(req).userId,
      );
      const toItem = voiceItem(urlFor(req));
      const items = byLanguage(inLanguage(records, language), (voice): TOpenVoiceV2 => {
        const item = toItem(voice);
        return { ...item, isSystem: item.isSystem ? 1 : 0, voiceType: voice.voiceSource };
      });
      return items.map(([languageType, list]): TOpenVoiceLanguageV2 => ({ languageType, voices: list }));
    });

    for (const path of [OpenApi.auditionV1, OpenApi.auditionV2]) {
      app.post(path, { config: perSecond(SPEECH_PER_SECOND), schema: { tags, body: ZOpenAudition } }, (req) =>
        speakForApi(services, requireAuth(req).userId, req.body, (fileId) => fileUrl(req, fileId)),
      );
    }
  };
}

/** The public calls name a language in English without its region ("Chinese", "English"); a code works too. */
export function inLanguage(list: TVoice[], language: string | undefined): TVoice[] {
  const wanted = language?.toLowerCase();
  if (!wanted) return list;
  return list.filter(
    (voice) => voice.language.toLowerCase() === wanted || voice.languageName.toLowerCase().startsWith(wanted),
  );
}

function voiceItem(url: (path: string) => string) {
  return (voice: TVoice): TOpenVoiceV1 => ({
    id: voice.voiceId,
    name: voice.voiceName,
    defaultVoiceFileId: null,
    defaultVoiceUrl: url(voiceSamplePath(voice.voiceId)),
    isSystem: voice.engine !== 'clone',
    voiceStyles: voice.styles.map((style) => ({ style, styleName: style })),
    gender: voice.gender,
    ageGroup: voice.ageGroup,
  });
}

/** Voices grouped by their language's name, in the catalogue's order. */
function byLanguage<T>(list: TVoice[], toItem: (voice: TVoice) => T): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const voice of list) {
    const group = groups.get(voice.languageName) ?? [];
    group.push(toItem(voice));
    groups.set(voice.languageName, group);
  }
  return [...groups];
}

/** A voice's sample (WAV, no token needed), as a path of this installation. */
export function voiceSamplePath(voiceId: string): string {
  return `${API_BASE}${VoiceApi.sample}?voiceId=${encodeURIComponent(voiceId)}`;
}
