import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { OpenApi, OpenBackgroundType, ZOpenBackgroundList, openPageOf, type TOpenBackground } from '@orator/contracts';
import type { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';
import type { OpenRouteOptions } from './open-route-options';

const tags = ['open API: backgrounds'];
/** The built-in pictures are drawn at 1920 x 1080. */
const BUILT_IN_SIZE = { width: 1920, height: 1080 };
/** Uploads are listed from this many of the newest: a user keeps far fewer backgrounds. */
const UPLOADS_READ = 1000;

/**
 * `background/v2/backgroundList`: the installation's pictures (301; it has no stock videos, 300) or the caller's
 * uploads (`custom: 1`; 330 pictures, 331 videos). A built-in picture's `backgroundId` is its place in the
 * catalogue, which only ever grows at its end.
 */
export function openBackgroundRoutes(
  { assets }: Services,
  { perSecond, url, fileUrl }: OpenRouteOptions,
): FastifyPluginAsyncZod {
  async function backgrounds(req: FastifyRequest, filter: z.output<typeof ZOpenBackgroundList>) {
    const whole = (path: string) => url(req, path);
    const found: TOpenBackground[] =
      filter.custom === 0
        ? assets.backgroundList(req.locale).images.map((image, index) => ({
            backgroundType: OpenBackgroundType.SystemImage,
            backgroundId: index + 1,
            backgroundFileId: null,
            backgroundUrl: whole(image.url),
            backgroundThumbnailUrl: whole(image.url),
            backgroundName: image.name,
            ...BUILT_IN_SIZE,
            custom: 0,
          }))
        : await uploadsOf(req);
    const types = filter.backgroundTypes;
    return openPageOf(
      types?.length ? found.filter((background) => types.includes(background.backgroundType)) : found,
      filter,
    );
  }

  async function uploadsOf(req: FastifyRequest): Promise<TOpenBackground[]> {
    const { records } = await assets.uploads(requireAuth(req).userId, 1, UPLOADS_READ);
    return Promise.all(
      records.map(async (upload): Promise<TOpenBackground> => {
        const address = await fileUrl(req, upload.fileId);
        return {
          backgroundType: upload.kind === 'video' ? OpenBackgroundType.UserVideo : OpenBackgroundType.UserImage,
          backgroundId: upload.fileId,
          backgroundFileId: upload.fileId,
          backgroundUrl: address,
          backgroundThumbnailUrl: address,
          backgroundName: upload.fileName,
          width: null,
          height: null,
          custom: 1,
        };
      }),
    );
  }

  return async (app) => {
    app.post(OpenApi.backgroundListV2, { config: perSecond(10), schema: { tags, body: ZOpenBackgroundList } }, (req) =>
      backgrounds(req, req.body),
    );
  };
}
