import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  OpenApi,
  ZOpenVideoAddV1,
  ZOpenVideoAddV2,
  ZOpenVideoDelete,
  ZOpenVideoDetail,
  ZOpenVideoList,
  openPage,
  type TOpenVideoAdded,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';
import type { VideoTaskRow } from '../video-task/task.repo';
import { toOpenAvatarId } from './open-avatar-ids';
import type { OpenRouteOptions } from './open-route-options';
import { orderOfVideoAdd, saveTaskRequestOf } from './open-video-request';
import { listItem, openVideoOf } from './open-video-view';

const tags = ['open API: videos'];

/**
 * `video/v1|v2/add` submit an avatar video as the web app does (same rules, prices and refusals); `video/v1/list`,
 * `detail` and `delete` follow it. Statuses are the web app's (190 queued, 191 generating, 192 done, 193 failed).
 */
export function openVideoRoutes(services: Services, { perSecond, fileUrl }: OpenRouteOptions): FastifyPluginAsyncZod {
  const { tasks } = services;
  const present = (req: FastifyRequest, row: VideoTaskRow) =>
    openVideoOf(row, services, req.locale, (fileId) => fileUrl(req, fileId));

  async function add(req: FastifyRequest, body: Parameters<typeof orderOfVideoAdd>[3]): Promise<TOpenVideoAdded> {
    const userId = requireAuth(req).userId;
    const order = await orderOfVideoAdd(services, userId, req.locale, body);
    const row = await tasks.save(userId, saveTaskRequestOf(order));
    return {
      taskId: row.id,
      taskName: row.taskName,
      digitalHumanId: toOpenAvatarId(row.digitalHumanId),
      supportTypeId: row.supportTypeId,
    };
  }

  return async (app) => {
    const submitting = perSecond(2);
    app.post(OpenApi.videoAddV1, { config: submitting, schema: { tags, body: ZOpenVideoAddV1 } }, (req) =>
      add(req, req.body),
    );
    app.post(OpenApi.videoAddV2, { config: submitting, schema: { tags, body: ZOpenVideoAddV2 } }, (req) =>
      add(req, req.body),
    );
    app.post(OpenApi.videoList, { config: perSecond(20), schema: { tags, body: ZOpenVideoList } }, async (req) => {
      const { pageIndex, pageSize, taskIds } = req.body;
      const page = await tasks.list(requireAuth(req).userId, pageIndex, pageSize, taskIds);
      const items = await Promise.all(page.records.map((row) => present(req, row)));
      return openPage(items.map(listItem), page.total, req.body);
    });
    app.post(OpenApi.videoDetail, { config: perSecond(20), schema: { tags, body: ZOpenVideoDetail } }, async (req) =>
      present(req, await tasks.detail(requireAuth(req).userId, req.body.taskId)),
    );
    app.post(OpenApi.videoDelete, { config: perSecond(5), schema: { tags, body: ZOpenVideoDelete } }, async (req) => {
      await tasks.delete(requireAuth(req).userId, req.body.taskIdList);
      return null;
    });
  };
}
