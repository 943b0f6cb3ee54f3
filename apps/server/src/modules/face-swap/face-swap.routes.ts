import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FaceSwapApi,
  ZAvatarCheckFaceRequest,
  ZFaceSwapIdQuery,
  ZFaceSwapIdsRequest,
  ZFaceSwapListRequest,
  ZFaceSwapPermissionQuery,
  ZFaceSwapPreviewRequest,
  ZFaceSwapSaveRequest,
  ZFaceSwapUpdateRequest,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import { successEnvelope } from '../../platform/envelope';
import type { Services } from '../services';
import { toFaceSwapFace, toFaceSwapTask } from './face-swap-view';
import { withFaceSwapUpload } from './face-swap-upload';

const tags = ['faceSwap'];
/** Each preview runs the engine on a few frames; a person trying mappings needs far fewer. */
const PREVIEWS_PER_MINUTE = 20;

export function faceSwapRoutes({ faceLibrary, faceSwaps }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(FaceSwapApi.avatarList, { schema: { tags } }, async (req) =>
      (await faceLibrary.list(requireAuth(req).userId)).map((face) => toFaceSwapFace(face, req.locale)),
    );
    app.post(FaceSwapApi.avatarCheckFace, { schema: { tags, body: ZAvatarCheckFaceRequest } }, async (req) =>
      toFaceSwapFace(await faceLibrary.check(requireAuth(req).userId, req.body), req.locale),
    );
    app.get(FaceSwapApi.avatarCheckFaceProgress, { schema: { tags, querystring: ZFaceSwapIdQuery } }, async (req) =>
      toFaceSwapFace(await faceLibrary.progress(requireAuth(req).userId, req.query.id), req.locale),
    );
    app.post(FaceSwapApi.avatarDel, { schema: { tags, body: ZFaceSwapIdsRequest } }, async (req) => {
      await faceLibrary.delete(requireAuth(req).userId, req.body.ids);
      return null;
    });
    app.post(FaceSwapApi.uploadVideo, { schema: { tags, consumes: ['multipart/form-data'] } }, async (req) => {
      const { userId } = requireAuth(req);
      const limit = await faceSwaps.uploadLimit(userId);
      const row = await withFaceSwapUpload(req, limit, (video) =>
        faceSwaps.createFromUpload(userId, video, req.locale),
      );
      return toFaceSwapTask(row, req.locale);
    });
    app.get(FaceSwapApi.taskInfo, { schema: { tags, querystring: ZFaceSwapIdQuery } }, async (req) =>
      toFaceSwapTask(await faceSwaps.info(requireAuth(req).userId, req.query.id), req.locale),
    );
    app.post(
      FaceSwapApi.preview,
      {
        config: { rateLimit: { max: PREVIEWS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: { tags, body: ZFaceSwapPreviewRequest },
      },
      (req) => faceSwaps.preview(requireAuth(req).userId, req.body),
    );
    app.post(FaceSwapApi.taskUpdate, { schema: { tags, body: ZFaceSwapUpdateRequest } }, async (req) =>
      toFaceSwapTask(await faceSwaps.update(requireAuth(req).userId, req.body), req.locale),
    );
    app.post(FaceSwapApi.taskSave, { schema: { tags, body: ZFaceSwapSaveRequest } }, async (req) =>
      toFaceSwapTask(await faceSwaps.submit(requireAuth(req).userId, req.body), req.locale),
    );
    app.post(FaceSwapApi.list, { schema: { tags, body: ZFaceSwapListRequest } }, async (req) => {
      const { current, size, ids } = req.body;
      const page = await faceSwaps.list(requireAuth(req).userId, current, size, ids);
      return { ...page, records: page.records.map((row) => toFaceSwapTask(row, req.locale)) };
    });
    app.post(FaceSwapApi.taskBatchDelete, { schema: { tags, body: ZFaceSwapIdsRequest } }, async (req) => {
      await faceSwaps.delete(requireAuth(req).userId, req.body.ids);
      return null;
    });
    // A bare string would leave as text: the name is wrapped in its envelope here.
    app.get(FaceSwapApi.getNewTaskName, { schema: { tags } }, async (req) =>
      successEnvelope(req, await faceSwaps.newTaskName(requireAuth(req).userId, req.locale)),
    );
    app.get(FaceSwapApi.isPermissionSubmit, { schema: { tags, querystring: ZFaceSwapPermissionQuery } }, (req) =>
      faceSwaps.permission(requireAuth(req).userId, req.query.mode, req.query.id),
    );
  };
}
