import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VoiceApi, ZAuditionRequest, ZVoiceIdQuery, ZVoicePageRequest } from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';

const tags = ['voice'];

export function voiceRoutes({ voices }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(VoiceApi.queryLanguage, { config: { access: 'public' }, schema: { tags } }, () => voices.languages());
    app.post(VoiceApi.queryVoicePageNew, { schema: { tags, body: ZVoicePageRequest } }, (req) => {
      requireAuth(req);
      return voices.page(req.body);
    });
    app.post(
      VoiceApi.queryVoicePagePosNoLogin,
      { config: { access: 'public' }, schema: { tags, body: ZVoicePageRequest } },
      (req) => voices.page(req.body),
    );
    app.post(VoiceApi.queryRecentUseVoiceListNew, { schema: { tags } }, (req) =>
      voices.recent(requireAuth(req).userId),
    );
    app.get(VoiceApi.queryVoiceDetailNew, { schema: { tags, querystring: ZVoiceIdQuery } }, (req) => {
      requireAuth(req);
      return voices.detail(req.query.voiceId);
    });
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
        requireAuth(req);
        const wav = await voices.audition(req.body);
        return reply.header('content-type', 'audio/wav').send(wav);
      },
    );
  };
}
