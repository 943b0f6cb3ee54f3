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
  { subtitleRemover, urlSigner }: Services,
  { perSecond, fileUrl }: OpenRouteOptions,
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
          srcFileUrl: await fileUrl(req, source.fileId),
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
        const fileId = await ownFileOf(urlSigner, srcFileUrl, srcFileId);
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
        const row = await subtitleRemover.detail(requireAuth(req).userId, req.body.jobId);
        const task = toSubtitleRemoverTask(row, req.locale);
        return {
          jobId: String(task.id),
          status: jobStatusOf(task.taskStatusTypeId),
          progress: task.progress,
          videoUrl: row.resultFileId === null ? null : await fileUrl(req, row.resultFileId),
          thumbnailUrl: row.coverFileId === null ? null : await fileUrl(req, row.coverFileId),
          costMoney: task.costKcoins,
          failMessage: task.failReason,
        };
      },
    );
  };
}
