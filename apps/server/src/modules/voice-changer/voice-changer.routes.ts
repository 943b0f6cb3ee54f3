import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  VoiceChangerApi,
  ZSaveVoiceChangeRequest,
  ZVoiceChangeDeleteRequest,
  ZVoiceChangeIdQuery,
  ZVoiceChangeListRequest,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';
import { toVoiceChangeTask } from './voice-changer-view';

const tags = ['voice changer'];

export function voiceChangerRoutes({ voiceChanger }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(VoiceChangerApi.presets, { schema: { tags } }, (req) => {
      requireAuth(req);
      return voiceChanger.presets();
    });
    app.post(VoiceChangerApi.save, { schema: { tags, body: ZSaveVoiceChangeRequest } }, async (req) =>
      toVoiceChangeTask(await voiceChanger.save(requireAuth(req).userId, req.body), req.locale),
    );
    app.post(VoiceChangerApi.list, { schema: { tags, body: ZVoiceChangeListRequest } }, async (req) => {
      const { current, size, ids } = req.body;
      const page = await voiceChanger.list(requireAuth(req).userId, current, size, ids);
      return { ...page, records: page.records.map((row) => toVoiceChangeTask(row, req.locale)) };
    });
    app.get(VoiceChangerApi.detail, { schema: { tags, querystring: ZVoiceChangeIdQuery } }, async (req) =>
      toVoiceChangeTask(await voiceChanger.detail(requireAuth(req).userId, req.query.id), req.locale),
    );
    app.post(VoiceChangerApi.delete, { schema: { tags, body: ZVoiceChangeDeleteRequest } }, async (req) => {
      await voiceChanger.delete(requireAuth(req).userId, req.body.ids);
      return null;
    });
  };
}
