import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AvatarCloneAdminApi,
  AvatarCloneApi,
  ZCloneIdQuery,
  ZCloneIdRequest,
  ZAvatarCloneIdsRequest,
  ZCloneListRequest,
  ZCloneReviewRequest,
  ZCloneVideoRequest,
  ZSaveAvatarCloneRequest,
  ZServicePriceQuery,
  ZRenewAvatarCloneRequest,
  ZUpdateAvatarCloneRequest,
  downloadUrl,
  type TAvatarCloneReviewItem,
} from '@orator/contracts';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';
import { toAvatarClone, toAvatarCloneDetail } from './avatar-clone-view';
import type { AvatarCloneRow } from './avatar-clone.repo';

const tags = ['avatar clone'];
const stillUrl = (row: AvatarCloneRow) => (row.prep ? downloadUrl(row.prep.stillFileId) : null);

export function avatarCloneRoutes({ avatarClones, account, files }: Services): FastifyPluginAsyncZod {
  const present = (req: FastifyRequest) => (row: AvatarCloneRow) => toAvatarClone(row, req.locale, stillUrl(row));

  return async (app) => {
    app.post(AvatarCloneApi.handleUploadCloneVideo, { schema: { tags, body: ZCloneVideoRequest } }, (req) =>
      avatarClones.checkVideo(requireAuth(req).userId, req.body.fileId),
    );
    app.post(AvatarCloneApi.saveTask, { schema: { tags, body: ZSaveAvatarCloneRequest } }, async (req) =>
      present(req)(await avatarClones.submit(requireAuth(req).userId, req.body, req.locale)),
    );
    app.post(AvatarCloneApi.list, { schema: { tags, body: ZCloneListRequest } }, async (req) => {
      const page = await avatarClones.list(requireAuth(req).userId, req.body.current, req.body.size);
      return { ...page, records: page.records.map(present(req)) };
    });
    app.get(AvatarCloneApi.getInfoById, { schema: { tags, querystring: ZCloneIdQuery } }, async (req) =>
      present(req)(await avatarClones.detail(requireAuth(req).userId, req.query.id)),
    );
    app.get(AvatarCloneApi.detailClone, { schema: { tags, querystring: ZCloneIdQuery } }, async (req) => {
      const row = await avatarClones.detail(requireAuth(req).userId, req.query.id);
      return toAvatarCloneDetail(row, req.locale, stillUrl(row));
    });
    app.post(AvatarCloneApi.updateInfoById, { schema: { tags, body: ZUpdateAvatarCloneRequest } }, async (req) =>
      present(req)(await avatarClones.update(requireAuth(req).userId, req.body)),
    );
    app.post(AvatarCloneApi.pay, { schema: { tags, body: ZCloneIdRequest } }, async (req) =>
      present(req)(await avatarClones.pay(requireAuth(req).userId, req.body.id)),
    );
    app.post(AvatarCloneApi.renew, { schema: { tags, body: ZRenewAvatarCloneRequest } }, async (req) =>
      present(req)(await avatarClones.renew(requireAuth(req).userId, req.body.id, new Date(req.body.expireTime))),
    );
    app.post(AvatarCloneApi.cloneDelete, { schema: { tags, body: ZCloneIdRequest } }, async (req) => {
      await avatarClones.delete(requireAuth(req).userId, [req.body.id]);
      return null;
    });
    app.post(AvatarCloneApi.cloneBatchDelete, { schema: { tags, body: ZAvatarCloneIdsRequest } }, async (req) => {
      await avatarClones.delete(requireAuth(req).userId, req.body.ids);
      return null;
    });
    app.post(AvatarCloneApi.listClone, { schema: { tags } }, (req) =>
      avatarClones.usableClones(requireAuth(req).userId),
    );
    app.get(AvatarCloneApi.serviceTotalPrice, { schema: { tags, querystring: ZServicePriceQuery } }, (req) =>
      avatarClones.price(requireAuth(req).userId, req.query.uploadTypeId),
    );
    app.get(AvatarCloneApi.fastCloneIsPermissionSubmit, { schema: { tags } }, (req) =>
      avatarClones.fastClonePermission(requireAuth(req).userId),
    );
    app.get(
      AvatarCloneApi.previewVideo,
      { config: { rawReply: true }, schema: { tags, querystring: ZCloneIdQuery } },
      async (req, reply) => {
        const fileId = await avatarClones.videoFileOf(requireAuth(req).userId, req.query.id);
        const { stream, size, mimeType } = await files.openById(fileId);
        return reply.header('content-type', mimeType).header('content-length', size).send(stream);
      },
    );

    app.post(AvatarCloneAdminApi.reviewList, { schema: { tags, body: ZCloneListRequest } }, async (req) => {
      await account.requireAdmin(requireAuth(req).userId);
      const page = await avatarClones.reviewList(req.body.current, req.body.size);
      return {
        ...page,
        records: page.records.map((row): TAvatarCloneReviewItem => ({
          ...present(req)(row.clone),
          ownerId: row.clone.ownerId,
          ownerName: row.ownerName,
          ownerEmail: row.ownerEmail,
        })),
      };
    });
    app.post(AvatarCloneAdminApi.review, { schema: { tags, body: ZCloneReviewRequest } }, async (req) => {
      const { userId } = requireAuth(req);
      await account.requireAdmin(userId);
      return present(req)(await avatarClones.decide(userId, req.body));
    });
  };
}
