import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DigitalHumanApi,
  ZDigitalHumanIdQuery,
  ZDigitalHumanListRequest,
  ZIdsRequest,
  ZPhotoIdQuery,
  ZPhotoUploadRequest,
  ZSpriteQuery,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';

const tags = ['digital human'];
/** Stock art never changes for a given id and height, so browsers may keep it for a day. */
const STOCK_CACHE = 'public, max-age=86400';
const ZAssetQuery = ZSpriteQuery.extend({ key: z.string().max(64).default('') });

export function avatarRoutes({ avatars, avatarArt, files }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      DigitalHumanApi.list,
      { config: { access: 'optional' }, schema: { tags, body: ZDigitalHumanListRequest } },
      (req) => avatars.listStock(req.body),
    );
    app.post(DigitalHumanApi.listRealHuman, { schema: { tags } }, (req) =>
      avatars.listRealHuman(requireAuth(req).userId),
    );
    app.get(DigitalHumanApi.info, { schema: { tags, querystring: ZDigitalHumanIdQuery } }, (req) =>
      avatars.info(requireAuth(req).userId, req.query.id),
    );

    for (const [path, part] of [
      [DigitalHumanApi.sprite, 'sprite'],
      [DigitalHumanApi.poster, 'poster'],
    ] as const) {
      app.get(
        path,
        { config: { access: 'public', rawReply: true }, schema: { tags, querystring: ZAssetQuery } },
        async (req, reply) => {
          const { id, height, key } = req.query;
          if (id.startsWith('photo-')) {
            const { stream, size, mimeType } = await files.openById(await avatars.photoAsset(id, key, part));
            return reply.header('content-type', mimeType).header('content-length', size).send(stream);
          }
          const png = part === 'sprite' ? await avatarArt.stockSprite(id, height) : await avatarArt.stockPoster(id);
          return reply.header('content-type', 'image/png').header('cache-control', STOCK_CACHE).send(png);
        },
      );
    }

    app.post(DigitalHumanApi.photoList, { schema: { tags } }, (req) =>
      avatars.photoList(requireAuth(req).userId, req.locale),
    );
    app.post(DigitalHumanApi.photoUploadNew, { schema: { tags, body: ZPhotoUploadRequest } }, (req) =>
      avatars.photoUpload(requireAuth(req).userId, req.body.fileId, req.body.name, req.locale),
    );
    app.get(DigitalHumanApi.photoUploadProgress, { schema: { tags, querystring: ZPhotoIdQuery } }, (req) =>
      avatars.photoProgress(requireAuth(req).userId, req.query.id, req.locale),
    );
    app.get(DigitalHumanApi.thumbUploadProgress, { schema: { tags, querystring: ZPhotoIdQuery } }, async (req) => {
      const photo = await avatars.photoProgress(requireAuth(req).userId, req.query.id, req.locale);
      return { progress: photo.status === 'ready' ? 100 : photo.progress, thumbnailUrl: photo.thumbnailUrl };
    });
    app.get(DigitalHumanApi.photoUploadNumber, { schema: { tags } }, (req) =>
      avatars.photoUploadNumber(requireAuth(req).userId),
    );
    app.post(DigitalHumanApi.photoDelete, { schema: { tags, body: ZIdsRequest } }, async (req) => {
      await avatars.photoDelete(requireAuth(req).userId, req.body.ids);
      return null;
    });
  };
}
