import { randomBytes, randomInt } from 'node:crypto';
import {
  Price,
  ResultCode,
  TaskStatus,
  VIDEO_ART_SIZES,
  type TPage,
  type ZVideoArtImageRequest,
} from '@orator/contracts';
import { pickProductScenes, type ImageEngine } from '@orator/media';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { tasksAtOnce, type AdmissionService } from '../admission/admission.service';
import type { FileService } from '../file/file.service';
import type { ChargeService } from '../money/charge.service';
import { findPromptViolations } from './prompt-rules';
import type { VideoArtRepo, VideoArtRow } from './video-art.repo';
import { paintScene } from './video-templates';

type ImageInput = z.output<typeof ZVideoArtImageRequest>;

interface Deps {
  repo: VideoArtRepo;
  files: FileService;
  charges: ChargeService;
  admission: AdmissionService;
  /** The AI photo engine: a generative one (IMAGE_ENGINE_URL) draws from the prompt; offline, scenes are painted. */
  engine: ImageEngine;
  sensitiveWords: readonly string[];
  log: AppContext['log'];
}

/** Longer than the image server may take (its request times out at 10 minutes): such a picture lost its request. */
const STALLED_AFTER_MS = 30 * 60 * 1000;

/**
 * Video art pictures (SPEC 7 "Video generation"): a picture from a prompt, made while the request waits, to be
 * filmed by submitImageToVideo. Offline it is one of our painted scenes, the one whose keywords the prompt names
 * most, and free: nothing is generated. With an image server it is drawn from the prompt and paid as an AI photo
 * request (docs/image-to-video.md): a free use or a K-coin hold at admission, captured once the picture is stored,
 * released when it cannot be made.
 */
export function createVideoArtService(deps: Deps) {
  const { repo, files, charges, admission, engine, sensitiveWords, log } = deps;
  const picturesAtOnce = tasksAtOnce(repo.countPending, 'aiPhotoBusy');
  const price = Price.aiPhotoKcoinPerRequest;

  /** A server killed mid-request leaves its picture processing and its K-coins held; they come back here. */
  async function releaseStalled(userId: number) {
    for (const row of await repo.failStalled(userId, new Date(Date.now() - STALLED_AFTER_MS))) {
      await charges.release(userId, { holdId: row.holdId, feature: 'aiPhoto', isTrial: row.isTrial }, row.chargeRef);
    }
  }

  async function compose(userId: number, input: ImageInput, chargeRef: string): Promise<VideoArtRow> {
    const [scene] = pickProductScenes(input.prompt, 1, randomInt(2 ** 31));
    const picture = await paintScene(scene!, input.ratio);
    const file = await files.storeGenerated(userId, {
      fileName: `video-art-${scene}.jpg`,
      mimeType: 'image/jpeg',
      ext: 'jpg',
      body: picture.body,
      width: picture.width,
      height: picture.height,
    });
    return repo.insert({
      ownerId: userId,
      prompt: input.prompt,
      ratio: input.ratio,
      engine: 'composed',
      scene: scene!,
      status: TaskStatus.Finished,
      fileId: file.id,
      width: picture.width,
      height: picture.height,
      costKcoins: 0,
      chargeRef,
    });
  }

  async function generate(userId: number, input: ImageInput, chargeRef: string): Promise<VideoArtRow> {
    const row = await admission.admit({
      userId,
      feature: 'aiPhoto',
      price,
      chargeRef,
      limits: [picturesAtOnce],
      write: (tx, charge) =>
        repo.insert(
          {
            ownerId: userId,
            prompt: input.prompt,
            ratio: input.ratio,
            engine: 'generated',
            status: TaskStatus.Processing,
            costKcoins: charge.cost,
            holdId: charge.holdId,
            isTrial: charge.isTrial,
            chargeRef,
          },
          tx,
        ),
    });
    try {
      const [image] = await engine.make({
        prompt: input.prompt,
        references: [],
        count: 1,
        ...VIDEO_ART_SIZES[input.ratio],
      });
      const file = await files.storeGenerated(userId, {
        fileName: `video-art-${row.id}.${image!.ext}`,
        mimeType: image!.mimeType,
        ext: image!.ext,
        body: image!.body,
        width: image!.width,
        height: image!.height,
      });
      const charged = await charges.capture({ holdId: row.holdId }, row.costKcoins, `Video art picture ${row.id}`);
      return await repo.update(row.id, {
        status: TaskStatus.Finished,
        fileId: file.id,
        width: image!.width,
        height: image!.height,
        costKcoins: charged,
      });
    } catch (error) {
      log.error({ err: error, pictureId: row.id }, 'video art picture failed');
      await repo.update(row.id, { status: TaskStatus.Failed });
      await charges.release(userId, { holdId: row.holdId, feature: 'aiPhoto', isTrial: row.isTrial }, chargeRef);
      throw new AppError(ResultCode.ServerError, 'videoArtFailed');
    }
  }

  return {
    engineKind: engine.kind,

    async submit(userId: number, input: ImageInput): Promise<VideoArtRow> {
      if (findPromptViolations(input.prompt, sensitiveWords).length > 0) {
        throw AppError.badRequest('videoPromptViolation');
      }
      await releaseStalled(userId);
      const chargeRef = `videoArt:${randomBytes(8).toString('hex')}`;
      return engine.kind === 'generated' ? generate(userId, input, chargeRef) : compose(userId, input, chargeRef);
    },

    async list(userId: number, current: number, size: number): Promise<TPage<VideoArtRow>> {
      const { rows, total } = await repo.page(userId, (current - 1) * size, size);
      return { records: rows, total, current, size };
    },
  };
}
export type VideoArtService = ReturnType<typeof createVideoArtService>;
