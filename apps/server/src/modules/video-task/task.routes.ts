import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TaskApi,
  ZIdRequest,
  ZIdsRequest,
  ZQuoteRequest,
  ZSaveTaskRequest,
  ZSensitiveCheckRequest,
  ZShareRequest,
  ZShareTokenQuery,
  ZTaskIdQuery,
  ZTaskListRequest,
  ZUpdateTaskRequest,
  type TSharedVideo,
  type TVideoRatio,
} from '@orator/contracts';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth';
import { successEnvelope } from '../../platform/envelope';
import type { Services } from '../services';
import type { VideoTaskRow } from './task.repo';
import { toVideoTask, toVideoTasks } from './task-view';

const tags = ['video task'];

export function taskRoutes({ tasks, avatars, voices, files }: Services): FastifyPluginAsyncZod {
  const present = (req: FastifyRequest) => (row: VideoTaskRow) => toVideoTask(row, { avatars, voices }, req.locale);

  return async (app) => {
    for (const path of [TaskApi.saveTask, TaskApi.saveMobileTask]) {
      app.post(path, { schema: { tags, body: ZSaveTaskRequest } }, async (req) =>
        present(req)(await tasks.save(requireAuth(req).userId, req.body)),
      );
    }
    app.post(TaskApi.quote, { schema: { tags, body: ZQuoteRequest } }, (req) =>
      tasks.quote(requireAuth(req).userId, req.body),
    );
    app.post(TaskApi.list, { schema: { tags, body: ZTaskListRequest } }, async (req) => {
      const { current, size, ids } = req.body;
      const { userId } = requireAuth(req);
      const page = await tasks.list(userId, current, size, ids);
      return { ...page, records: await toVideoTasks(userId, page.records, { avatars, voices }, req.locale) };
    });
    app.get(TaskApi.detailUpgrade, { schema: { tags, querystring: ZTaskIdQuery } }, async (req) =>
      present(req)(await tasks.detail(requireAuth(req).userId, req.query.id)),
    );
    app.post(TaskApi.update, { schema: { tags, body: ZUpdateTaskRequest } }, async (req) =>
      present(req)(await tasks.rename(requireAuth(req).userId, req.body.id, req.body.taskName)),
    );
    app.post(TaskApi.deleteBatch, { schema: { tags, body: ZIdsRequest } }, async (req) => {
      await tasks.delete(requireAuth(req).userId, req.body.ids);
      return null;
    });
    app.post(TaskApi.delete, { schema: { tags, body: ZIdRequest } }, async (req) => {
      await tasks.delete(requireAuth(req).userId, [req.body.id]);
      return null;
    });
    app.post(TaskApi.retry, { schema: { tags, body: ZIdRequest } }, async (req) =>
      present(req)(await tasks.retry(requireAuth(req).userId, req.body.id)),
    );
    app.post(TaskApi.markDownloaded, { schema: { tags, body: ZIdRequest } }, async (req) => {
      await tasks.markDownloaded(requireAuth(req).userId, req.body.id);
      return null;
    });
    app.post(TaskApi.share, { schema: { tags, body: ZShareRequest } }, async (req) =>
      present(req)(await tasks.share(requireAuth(req).userId, req.body.id, req.body.enabled)),
    );
    app.get(TaskApi.getNewTaskName, { schema: { tags } }, async (req) =>
      successEnvelope(req, await tasks.newTaskName(requireAuth(req).userId, req.locale)),
    );
    app.get(TaskApi.getTaskCount, { schema: { tags } }, (req) => tasks.counts(requireAuth(req).userId));
    app.get(TaskApi.getProcessingTaskCount, { schema: { tags } }, (req) =>
      tasks.processingCount(requireAuth(req).userId),
    );
    app.get(TaskApi.isPermissionSubmit, { schema: { tags } }, (req) => tasks.permission(requireAuth(req).userId));
    app.post(TaskApi.checkSensitiveWords, { schema: { tags, body: ZSensitiveCheckRequest } }, (req) => {
      requireAuth(req);
      return tasks.checkSensitive(req.body.text);
    });

    app.get(
      TaskApi.sharedVideo,
      { config: { access: 'public' }, schema: { tags, querystring: ZShareTokenQuery } },
      async (req): Promise<TSharedVideo> => {
        const row = await tasks.shared(req.query.token);
        const token = encodeURIComponent(req.query.token);
        return {
          taskName: row.taskName,
          durationSec: row.durationSec,
          showRatio: row.ratio as TVideoRatio,
          videoUrl: `/api${TaskApi.sharedVideoFile}?token=${token}`,
          thumbnailUrl: row.thumbnailFileId ? `/api${TaskApi.sharedVideoFile}?token=${token}&part=thumbnail` : null,
          createTime: row.createdAt.toISOString(),
        };
      },
    );
    app.get(
      TaskApi.sharedVideoFile,
      { config: { access: 'public', rawReply: true }, schema: { tags, querystring: ZShareTokenQuery } },
      async (req, reply) => {
        const row = await tasks.shared(req.query.token);
        const fileId = req.query.part === 'thumbnail' ? row.thumbnailFileId : row.targetFileId;
        const { stream, size, mimeType } = await files.openById(fileId!);
        return reply.header('content-type', mimeType).header('content-length', size).send(stream);
      },
    );
  };
}
