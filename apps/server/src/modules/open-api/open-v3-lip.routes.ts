import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OpenApiV3, ZFileRef, lipSyncJobId, type TMessageKey, type TOpenJob } from '@orator/contracts';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { UrlSigner } from '../../platform/url-signer';
import type { Services } from '../services';
import { ownFileOf } from './open-own-files';
import type { OpenRouteOptions } from './open-route-options';

const tags = ['open API: V3 videos'];
const ZAddress = z.string().max(2000);

/*
 * The request lives beside its route, as the V3 uploads' do (open-v3-upload-schemas.ts): its file ids are checked
 * by the ownership hook like any ZFileRef, and open-v3-lip.test.ts tries another user's in each.
 */
export const ZOpenLipSyncTaskV3 = z.object({
  taskName: z.string().trim().min(1).max(100),
  /** An address this installation handed out of the caller's MP4 or MOV (a signed address, a download link). */
  videoUrl: ZAddress.optional(),
  /** Orator: the video by its id. */
  videoFileId: ZFileRef.optional(),
  /** An address this installation handed out of the caller's MP3 or WAV (textToSpeech's `audioUrl`). */
  audioUrl: ZAddress.optional(),
  /** Orator: the audio by its id. */
  audioFileId: ZFileRef.optional(),
});

/** The file named by address or id, or "400" saying which of the two files is missing. */
function namedFile(signer: UrlSigner, address: string | undefined, fileId: number | undefined, missing: TMessageKey) {
  if (!address && fileId === undefined) throw AppError.badRequest(missing);
  return ownFileOf(signer, address, fileId);
}

/**
 * V3 lip sync of any video (`submitLipTask`): the caller's video made to say the caller's audio, which replaces its
 * sound. Answers a `jobId` polled with `getLipVideoResult`, beside the avatar videos' (LIP_SYNC_JOB_BASE tells the
 * two apart). Priced at 1 K-coin a second of the audio, held here and charged when the video is stored.
 */
export function openV3LipRoutes(
  { lipSyncs, urlSigner }: Services,
  { perSecond }: OpenRouteOptions,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      OpenApiV3.submitLipTask,
      { config: perSecond(1), schema: { tags, body: ZOpenLipSyncTaskV3 } },
      async (req): Promise<TOpenJob> => {
        const { taskName, videoUrl, videoFileId, audioUrl, audioFileId } = req.body;
        const order = {
          taskName,
          videoFileId: await namedFile(urlSigner, videoUrl, videoFileId, 'lipSyncVideoRequired'),
          audioFileId: await namedFile(urlSigner, audioUrl, audioFileId, 'lipSyncAudioRequired'),
        };
        const task = await lipSyncs.submit(requireAuth(req).userId, order, req.locale);
        return { jobId: String(lipSyncJobId(task.id)) };
      },
    );
  };
}
