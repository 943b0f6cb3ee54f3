import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssetApi,
  ZAssetIdQuery,
  ZBackgroundFileRequest,
  ZIdRequest,
  ZMusicListRequest,
  ZUploadListRequest,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';

const tags = ['assets'];
const DAY = 'public, max-age=86400';

export function assetRoutes({ assets }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(AssetApi.queryBackgroundList, { config: { access: 'optional' }, schema: { tags } }, (req) =>
      assets.backgroundList(req.locale),
    );
    app.get(
      AssetApi.backgroundImage,
      { config: { access: 'public', rawReply: true }, schema: { tags, querystring: ZAssetIdQuery } },
      async (req, reply) =>
        reply
          .header('content-type', 'image/png')
          .header('cache-control', DAY)
          .send(await assets.backgroundImage(req.query.id)),
    );
    app.post(AssetApi.queryUploadFileList, { schema: { tags, body: ZUploadListRequest } }, (req) =>
      assets.uploads(requireAuth(req).userId, req.body.current, req.body.size),
    );
    app.post(AssetApi.handleUploadBackGroundFile, { schema: { tags, body: ZBackgroundFileRequest } }, (req) =>
      assets.registerUpload(requireAuth(req).userId, req.body.fileId),
    );
    app.post(AssetApi.deleteById, { schema: { tags, body: ZIdRequest } }, async (req) => {
      await assets.deleteUpload(requireAuth(req).userId, req.body.id);
      return null;
    });
    app.get(AssetApi.queryFontList, { config: { access: 'optional' }, schema: { tags } }, () => assets.fonts());
    app.get(AssetApi.musicCategoryList, { config: { access: 'optional' }, schema: { tags } }, (req) =>
      assets.musicCategories(req.locale),
    );
    app.post(AssetApi.musicList, { config: { access: 'optional' }, schema: { tags, body: ZMusicListRequest } }, (req) =>
      assets.musicTracks(req.body.categoryId),
    );
    app.get(
      AssetApi.musicFile,
      { config: { access: 'public', rawReply: true }, schema: { tags, querystring: ZAssetIdQuery } },
      async (req, reply) =>
        reply
          .header('content-type', 'audio/mpeg')
          .header('cache-control', DAY)
          .send(await assets.musicFile(req.query.id)),
    );
  };
}
