import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OpenApiV3,
  ZOpenJobQuery,
  ZOpenSubtitleSubmitV3,
  type TOpenJob,
  type TOpenSubtitleResultV3,
  type TOpenSubtitleUploadV3,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';
import { withUploadedVideo } from '../subtitle-remover/subtitle-remover-upload';
import { toSubtitleRemoverTask } from '../subtitle-remover/subtitle-remover-view';
import { ownFileOf } from './open-own-files';
import type { OpenRouteOptions } from './open-route-options';
import { jobStatusOf } from './open-video-view';

const tags = ['open API: V3 subtitle removal'];

/**
 * V3 subtitle and watermark removal, with the web app's rules, messages and price (1 K-coin a started second): the
 * video uploaded here first (Orator: the public call takes an address, which an installation does not fetch), then
 * `submitTask` with its `srcFileUrl` and the boxes, polled with `taskResult`.
 */
export function openV3SubtitleRoutes(
  { subtitleRemover }: Services,
  { perSecond, url }: OpenRouteOptions,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      OpenApiV3.subtitleUpload,
      { config: perSecond(1), schema: { tags, consumes: ['multipart/form-data'] } },
      async (req): Promise<TOpenSubtitleUploadV3> => {
        const userId = requireAuth(req).userId;
        const source = await withUploadedVideo(req, (video) => subtitleRemover.acceptUpload(userId, video));
        return {
          fileId: source.fileId,
          srcFileUrl: url(req, source.videoUrl),
          durationSec: source.durationSec,
          width: source.width,
          height: source.height,
          price: source.price,
        };
      },
    );

    app.post(
      OpenApiV3.subtitleSubmit,
      { config: perSecond(1), schema: { tags, body: ZOpenSubtitleSubmitV3 } },
      async (req): Promise<TOpenJob> => {
        const { taskName, srcFileUrl, srcFileId, rectAreaList, customRectAreaList } = req.body;
        const fileId = ownFileOf(srcFileUrl, srcFileId);
        const task = await subtitleRemover.submit(
          requireAuth(req).userId,
          { fileId, taskName, rectAreaList, customRectAreaList },
          req.locale,
        );
        return { jobId: String(task.id) };
      },
    );

    app.post(
      OpenApiV3.subtitleResult,
      { config: perSecond(20), schema: { tags, body: ZOpenJobQuery } },
      async (req): Promise<TOpenSubtitleResultV3> => {
        const task = toSubtitleRemoverTask(
          await subtitleRemover.detail(requireAuth(req).userId, req.body.jobId),
          req.locale,
        );
        return {
          jobId: String(task.id),
          status: jobStatusOf(task.taskStatusTypeId),
          progress: task.progress,
          videoUrl: task.targetFileUrl && url(req, task.targetFileUrl),
          thumbnailUrl: task.targetFileThumbnailUrl && url(req, task.targetFileThumbnailUrl),
          costMoney: task.costKcoins,
          failMessage: task.failReason,
        };
      },
    );
  };
}
