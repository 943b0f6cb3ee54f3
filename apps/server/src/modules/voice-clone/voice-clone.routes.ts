import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  VoiceCloneAdminApi,
  VoiceCloneApi,
  ZSaveVoiceCloneRequest,
  ZUpdateVoiceCloneRequest,
  ZCloneIdQuery,
  ZCloneIdRequest,
  ZCloneListRequest,
  ZCloneReviewRequest,
  type TVoiceCloneReviewItem,
} from '@orator/contracts';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';
import { toVoiceClone } from './voice-clone-view';
import type { VoiceCloneRow } from './voice-clone.repo';

const tags = ['voice clone'];

export function voiceCloneRoutes({ voiceClones, payments, account, files }: Services): FastifyPluginAsyncZod {
  const present = (req: FastifyRequest) => (row: VoiceCloneRow) =>
    toVoiceClone(row, req.locale, voiceClones.languageName(row.language));

  return async (app) => {
    app.post(VoiceCloneApi.saveTask, { schema: { tags, body: ZSaveVoiceCloneRequest } }, async (req) =>
      present(req)(await voiceClones.submit(requireAuth(req).userId, req.body, req.locale)),
    );
    app.post(VoiceCloneApi.list, { schema: { tags, body: ZCloneListRequest } }, async (req) => {
      const page = await voiceClones.list(requireAuth(req).userId, req.body.current, req.body.size);
      return { ...page, records: page.records.map(present(req)) };
    });
    app.get(VoiceCloneApi.getInfoById, { schema: { tags, querystring: ZCloneIdQuery } }, async (req) =>
      present(req)(await voiceClones.detail(requireAuth(req).userId, req.query.id)),
    );
    app.post(VoiceCloneApi.updateInfoById, { schema: { tags, body: ZUpdateVoiceCloneRequest } }, async (req) =>
      present(req)(await voiceClones.update(requireAuth(req).userId, req.body)),
    );
    app.post(VoiceCloneApi.delete, { schema: { tags, body: ZCloneIdRequest } }, async (req) => {
      await voiceClones.delete(requireAuth(req).userId, req.body.id);
      return null;
    });
    app.post(VoiceCloneApi.renew, { schema: { tags, body: ZCloneIdRequest } }, (req) =>
      payments.payClone(requireAuth(req).userId, 'voice', req.body.id),
    );
    app.get(
      VoiceCloneApi.sample,
      { config: { rawReply: true }, schema: { tags, querystring: ZCloneIdQuery } },
      async (req, reply) => {
        const fileId = await voiceClones.sampleFileOf(requireAuth(req).userId, req.query.id);
        const { stream, size, mimeType } = await files.openById(fileId);
        return reply.header('content-type', mimeType).header('content-length', size).send(stream);
      },
    );

    app.post(VoiceCloneAdminApi.reviewList, { schema: { tags, body: ZCloneListRequest } }, async (req) => {
      await account.requireAdmin(requireAuth(req).userId);
      const page = await voiceClones.reviewList(req.body.current, req.body.size);
      return {
        ...page,
        records: page.records.map((row): TVoiceCloneReviewItem => ({
          ...present(req)(row.clone),
          ownerId: row.clone.ownerId,
          ownerName: row.ownerName,
          ownerEmail: row.ownerEmail,
        })),
      };
    });
    app.post(VoiceCloneAdminApi.review, { schema: { tags, body: ZCloneReviewRequest } }, async (req) => {
      const { userId } = requireAuth(req);
      await account.requireAdmin(userId);
      return present(req)(await voiceClones.decide(userId, req.body));
    });
  };
}
