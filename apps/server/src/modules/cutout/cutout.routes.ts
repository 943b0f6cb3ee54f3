import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CutoutApi, ZAssetIdQuery, ZCutoutComposeRequest, ZCutoutRequest } from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';
import { toCutout } from './cutout-view';

const tags = ['cutout'];
const DAY = 'public, max-age=86400';

export function cutoutRoutes({ cutouts }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(CutoutApi.queryDefault, { schema: { tags } }, (req) => {
      requireAuth(req);
      return cutouts.defaults();
    });
    // Public, as the built-in backgrounds are: an <img> cannot send the session header.
    app.get(
      CutoutApi.sampleImage,
      { config: { access: 'public', rawReply: true }, schema: { tags, querystring: ZAssetIdQuery } },
      async (req, reply) =>
        reply
          .header('content-type', 'image/jpeg')
          .header('cache-control', DAY)
          .send(await cutouts.sampleImage(req.query.id)),
    );
    app.get(CutoutApi.isPermissionSubmit, { schema: { tags } }, (req) => cutouts.permission(requireAuth(req).userId));
    app.post(CutoutApi.pixianV2, { schema: { tags, body: ZCutoutRequest } }, async (req) =>
      toCutout(await cutouts.cutOut(requireAuth(req).userId, req.body.fileId)),
    );
    app.post(CutoutApi.compose, { schema: { tags, body: ZCutoutComposeRequest } }, (req) =>
      cutouts.compose(requireAuth(req).userId, req.body),
    );
  };
}
