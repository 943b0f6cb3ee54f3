import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  OpenApiV3,
  OpenBackgroundType,
  ZOpenLipJobQuery,
  ZOpenLipTaskV3,
  ZOpenPageQuery,
  ZOpenVideoDetailV3,
  ZOpenVideoListV3,
  lipSyncTaskIdOf,
  openPage,
  openPageOf,
  type TBackground,
  type TOpenJob,
  type TOpenLipResultV3,
  type TVideoRatio,
} from '@orator/contracts';
import type { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { Services } from '../services';
import type { VideoTaskRow } from '../video-task/task.repo';
import { openLipSyncResultOf } from './open-lip-sync-view';
import { ownFileOf } from './open-own-files';
import type { OpenRouteOptions } from './open-route-options';
import { colourOf, saveTaskRequestOf } from './open-video-request';
import { jobStatusOf, listItem, openVideoOf } from './open-video-view';

const tags = ['open API: V3 videos'];
const RATIOS: Record<number, TVideoRatio> = { 1: '16:9', 2: '9:16', 3: '1:1' };
/** A status filter reads this many of the newest videos: the list pages after filtering. */
const FILTERED_READ = 1000;

/**
 * V3 avatar videos: `submitSystemLipTask` makes one from an audio file (textToSpeech's `audioUrl` or `fileId`, or an
 * MP3 uploaded with `digitalhuman/voice/v1/uploadVoice`), polled with `getLipVideoResult` by its `jobId` (the video
 * task's id), which also follows `submitLipTask`'s lip syncs (their jobIds are LIP_SYNC_JOB_BASE and up); `list` and
 * `detail` as in v1. No expression templates are offered (`emoList` is empty).
 */
export function openV3VideoRoutes(services: Services, { perSecond, fileUrl }: OpenRouteOptions): FastifyPluginAsyncZod {
  const { tasks, assets, urlSigner, lipSyncs } = services;

  const detailOf = (req: FastifyRequest, row: VideoTaskRow) =>
    openVideoOf(row, services, req.locale, (fileId) => fileUrl(req, fileId));

  async function backgroundOf(userId: number, background: z.output<typeof ZOpenLipTaskV3>['background']) {
    if (!background) return undefined;
    if (background.type === OpenBackgroundType.Color) {
      return { type: 'color', color: colourOf(background.color ?? '') } satisfies TBackground;
    }
    const element = background.backgroundElements?.[0];
    if (background.type !== 303 || !element) throw AppError.badRequest('openApiBackgroundUnknown');
    const fileId = await ownFileOf(urlSigner, element.fileUrl, element.fileId);
    // The caller's picture or video, as the web app's background upload checks it.
    await assets.registerUpload(userId, fileId);
    return { type: 'upload', fileId } satisfies TBackground;
  }

  return async (app) => {
    app.post(
      OpenApiV3.submitSystemLipTask,
      { config: perSecond(1), schema: { tags, body: ZOpenLipTaskV3 } },
      async (req): Promise<TOpenJob> => {
        const userId = requireAuth(req).userId;
        const { taskName, videoRatio, digitalHuman, audio, background } = req.body;
        const order = {
          taskName,
          ratio: RATIOS[videoRatio]!,
          openAvatarId: digitalHuman.digitalHumanId,
          masked: digitalHuman.mask !== 0,
          narration: { audioFileId: await ownFileOf(urlSigner, audio.audioUrl, audio.audioId), script: '' },
          background: await backgroundOf(userId, background),
        };
        const row = await tasks.save(userId, saveTaskRequestOf(order));
        return { jobId: String(row.id) };
      },
    );

    app.post(
      OpenApiV3.lipVideoResult,
      { config: perSecond(20), schema: { tags, body: ZOpenLipJobQuery } },
      async (req): Promise<TOpenLipResultV3> => {
        const userId = requireAuth(req).userId;
        const jobId = req.body.jobId;
        const lipSyncId = lipSyncTaskIdOf(jobId);
        if (lipSyncId !== null) {
          return openLipSyncResultOf(await lipSyncs.detail(userId, lipSyncId), req.locale, (id) => fileUrl(req, id));
        }
        const video = await detailOf(req, await tasks.detail(userId, jobId));
        return {
          jobId: String(jobId),
          status: jobStatusOf(video.taskStatusTypeId),
          videoTask: video.targetFileUrl
            ? {
                taskId: video.taskId,
                taskName: video.taskName,
                videoUrl: video.targetFileUrl,
                thumbnailUrl: video.targetFileThumbnailUrl,
                duration: video.voicePackageDurationSecond,
                costMoney: video.costMoney,
              }
            : null,
          progress: video.progress,
          failMessage: video.failMessage,
        };
      },
    );

    app.post(OpenApiV3.videoList, { config: perSecond(20), schema: { tags, body: ZOpenVideoListV3 } }, async (req) => {
      const userId = requireAuth(req).userId;
      const { status } = req.body;
      if (status === undefined) {
        const page = await tasks.list(userId, req.body.pageIndex, req.body.pageSize);
        const items = await Promise.all(page.records.map((row) => detailOf(req, row)));
        return openPage(items.map(listItem), page.total, req.body);
      }
      const newest = await tasks.list(userId, 1, FILTERED_READ);
      const items = await Promise.all(newest.records.map((row) => detailOf(req, row)));
      const matching = items.filter((video) => jobStatusOf(video.taskStatusTypeId) === status).map(listItem);
      return openPageOf(matching, req.body);
    });

    app.post(
      OpenApiV3.videoDetail,
      { config: perSecond(20), schema: { tags, body: ZOpenVideoDetailV3 } },
      async (req) => detailOf(req, await tasks.detail(requireAuth(req).userId, req.body.taskId)),
    );

    app.post(OpenApiV3.emoList, { config: perSecond(10), schema: { tags, body: ZOpenPageQuery } }, (req) =>
      openPage([], 0, req.body),
    );
  };
}
