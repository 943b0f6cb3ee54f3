import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SavedVoiceApi, ZSavedVoiceIdRequest, ZSaveVoiceRequest, ZUpdateSavedVoiceRequest } from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { SavedVoiceService } from './saved-voice.service';

const tags = ['voice'];

export function savedVoiceRoutes(savedVoices: SavedVoiceService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(SavedVoiceApi.save, { schema: { tags, body: ZSaveVoiceRequest } }, (req) =>
      savedVoices.save(requireAuth(req).userId, req.body),
    );
    app.post(SavedVoiceApi.list, { schema: { tags } }, (req) => savedVoices.list(requireAuth(req).userId));
    app.post(SavedVoiceApi.update, { schema: { tags, body: ZUpdateSavedVoiceRequest } }, (req) =>
      savedVoices.update(requireAuth(req).userId, req.body),
    );
    app.post(SavedVoiceApi.delete, { schema: { tags, body: ZSavedVoiceIdRequest } }, async (req) => {
      await savedVoices.remove(requireAuth(req).userId, req.body.id);
      return null;
    });
  };
}
