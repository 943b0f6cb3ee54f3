import { randomBytes } from 'node:crypto';
import { ResultCode, TaskStatus, billableSeconds, videoCostFor, type TFeature, type TLocale } from '@orator/contracts';
import { AppError } from '../../platform/errors';
import type { Queue } from '../../platform/queue';
import type { Storage } from '../../platform/storage/index';
import { withLocalCopy } from '../../platform/storage/local-copy';
import { queueAdmitted, tasksAtOnce, type AdmissionService } from '../admission/admission.service';
import type { FileRepo } from '../file/file.repo';
import type { ChargeService } from '../money/charge.service';
import { checkLipSyncAudio, checkLipSyncVideo } from './lip-sync-inputs';
import type { LipSyncRepo, LipSyncRow } from './lip-sync.repo';

/**
 * A lip-synced video is a video at the avatar video's price (API-NOTES: 1 K-coin a second), so it is charged and
 * listed among the K-coin records as one ("Video"); the open API is for paid plans, which have no free uses.
 */
export const LIP_SYNC_FEATURE: TFeature = 'task';

/** 1 K-coin a started second of the audio, which is the result's length, as a video narrated by an audio file. */
export function lipSyncCostFor(audioSec: number): number {
  return videoCostFor(billableSeconds(audioSec));
}

export interface LipSyncOrder {
  taskName: string;
  videoFileId: number;
  audioFileId: number;
}

export interface LipSyncServiceDeps {
  repo: LipSyncRepo;
  fileRepo: FileRepo;
  storage: Storage;
  charges: ChargeService;
  admission: AdmissionService;
  queue: Queue;
}

/**
 * Lip sync of a video of the user's to an audio of theirs (docs/open-api.md "V3": submitLipTask). Both files are
 * checked before anything is held: the video an MP4 or MOV with a face, the audio an MP3 or WAV with speech. Then in
 * one admission: the plan's tasks at once (515), a hold of the price (507), the task row; the render is queued once.
 */
export function createLipSyncService({ repo, fileRepo, storage, charges, admission, queue }: LipSyncServiceDeps) {
  const lipSyncsAtOnce = tasksAtOnce(repo.countPending, 'videoTaskBusy');

  async function ownFile(userId: number, fileId: number) {
    const file = await fileRepo.ownedBy(fileId, userId);
    if (!file) throw AppError.notFound();
    return file;
  }

  return {
    async submit(userId: number, order: LipSyncOrder, locale: TLocale): Promise<LipSyncRow> {
      const [video, audio] = await Promise.all([
        ownFile(userId, order.videoFileId),
        ownFile(userId, order.audioFileId),
      ]);
      // The audio first: it is decoded at a low rate, while the video's face check runs the face model.
      const { durationSec: audioSec } = await withLocalCopy(storage, audio.storageKey, checkLipSyncAudio);
      const { durationSec: videoSec } = await withLocalCopy(storage, video.storageKey, checkLipSyncVideo);
      const chargeRef = `lipSync:${randomBytes(8).toString('hex')}`;
      const task = await admission.admit({
        userId,
        feature: LIP_SYNC_FEATURE,
        price: lipSyncCostFor(audioSec),
        chargeRef,
        limits: [lipSyncsAtOnce],
        write: (tx, charge) =>
          repo.insert(
            {
              ownerId: userId,
              name: order.taskName,
              videoFileId: video.id,
              audioFileId: audio.id,
              videoSec,
              audioSec,
              status: TaskStatus.Queued,
              costKcoins: charge.cost,
              holdId: charge.holdId,
              isTrial: charge.isTrial,
              chargeRef,
              locale,
            },
            tx,
          ),
      });
      await queueAdmitted(
        { queue, charges },
        {
          job: 'lipSync.render',
          userId,
          feature: LIP_SYNC_FEATURE,
          chargeRef,
          task,
          withdraw: () => repo.remove(task.id),
        },
      );
      return task;
    },

    async detail(userId: number, id: number): Promise<LipSyncRow> {
      const row = await repo.ownedBy(id, userId);
      if (!row) throw new AppError(ResultCode.NotFound, 'lipSyncNotFound');
      return row;
    },
  };
}
export type LipSyncService = ReturnType<typeof createLipSyncService>;
