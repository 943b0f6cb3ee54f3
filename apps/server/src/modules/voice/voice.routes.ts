import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VoiceApi, ZAuditionRequest, ZVoiceIdQuery, ZVoicePageRequest } from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';
import { savedVoiceRoutes } from './saved-voice.routes';

const tags = ['voice'];

export function voiceRoutes({ voices, savedVoices }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(VoiceApi.queryLanguage, { config: { access: 'public' }, schema: { tags } }, () => voices.languages());
    app.post(VoiceApi.queryVoicePageNew, { schema: { tags, body: ZVoicePageRequest } }, (req) =>
      voices.page(req.body, requireAuth(req).userId),
    );
    app.post(
      VoiceApi.queryVoicePagePosNoLogin,
      { config: { access: 'public' }, schema: { tags, body: ZVoicePageRequest } },
      (req) => voices.page(req.body),
    );
    app.post(VoiceApi.queryRecentUseVoiceListNew, { schema: { tags } }, (req) =>
      voices.recent(requireAuth(req).userId),
    );
    app.get(VoiceApi.queryVoiceDetailNew, { schema: { tags, querystring: ZVoiceIdQuery } }, (req) =>
      voices.detail(req.query.voiceId, requireAuth(req).userId),
    );
    await app.register(savedVoiceRoutes(savedVoices));
    app.get(
      VoiceApi.sample,
      { config: { access: 'public', rawReply: true }, schema: { tags, querystring: ZVoiceIdQuery } },
      async (req, reply) => {
        const wav = await voices.sample(req.query.voiceId);
        return reply.header('content-type', 'audio/wav').header('cache-control', 'public, max-age=86400').send(wav);
      },
    );
    app.post(
      VoiceApi.audition,
      { config: { rawReply: true }, schema: { tags, body: ZAuditionRequest } },
      async (req, reply) => {
        const wav = await voices.audition(req.body, requireAuth(req).userId);
        return reply.header('content-type', 'audio/wav').send(Readable.from(wav));
      },
    );
  };
}
