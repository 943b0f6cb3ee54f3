import { randomUUID } from 'node:crypto';
import {
  API_BASE,
  CUTOUT_INPUT,
  CUTOUT_SCENES,
  CutoutApi,
  FileSource,
  Price,
  ResultCode,
  downloadUrl,
  type TCutoutBackground,
  type TCutoutComposition,
  type TCutoutDefaults,
  type TCutoutPermission,
} from '@orator/contracts';
import { composeCutout, cutOut, cutoutPng, hasSubject, type Cutout } from '@orator/media';
import { AppError } from '../../platform/errors';
import { formatBytes } from '../../platform/format';
import type { Storage } from '../../platform/storage/index';
import { madeOnce } from '../../platform/storage/made-once';
import { streamToBuffer } from '../../platform/storage/stream-to-buffer';
import type { AdmissionService } from '../admission/admission.service';
import type { FileRepo } from '../file/file.repo';
import type { FileService } from '../file/file.service';
import { IMAGE_MIME } from '../file/file-kinds';
import type { ChargeService } from '../money/charge.service';
import { benefitsOf } from '../money/entitlements';
import type { LedgerService } from '../money/ledger.service';
import type { UserRepo } from '../user/user.repo';
import type { CutoutRepo, CutoutRow } from './cutout.repo';
import { oneAtATime } from './one-at-a-time';
import { CUTOUT_SAMPLE_IDS, SAMPLE_ART_VERSION, SAMPLE_SIZE, drawSamplePhoto, isCutoutSampleId } from './sample-photos';

interface Deps {
  repo: CutoutRepo;
  storage: Storage;
  users: UserRepo;
  files: FileService;
  fileRepo: FileRepo;
  charges: ChargeService;
  admission: AdmissionService;
  ledger: LedgerService;
}

/**
 * Smart cutout (SPEC 1, 7): the photo's subject on a transparent background, then, if the user wants, on a
 * colour, a scene or another photo. The model runs inside the request (a second or a few), one photo at a
 * time per process since one run already uses every core; the others wait their turn.
 */
export function createCutoutService(deps: Deps) {
  const { repo, storage, users, files, fileRepo, charges, admission, ledger } = deps;
  const segmentation = oneAtATime();

  async function priceFor(userId: number): Promise<{ price: number; isUnlimited: boolean }> {
    const user = await users.byId(userId);
    if (!user) throw AppError.sessionExpired();
    const isUnlimited = benefitsOf(user).unlimitedCutout;
    return { price: isUnlimited ? 0 : Price.cutoutKcoinPerImage, isUnlimited };
  }

  async function readSourceImage(userId: number, fileId: number): Promise<Buffer> {
    const row = await fileRepo.ownedBy(fileId, userId);
    if (!row) throw AppError.notFound();
    if (!IMAGE_MIME.has(row.mimeType)) throw AppError.badRequest('cutoutWrongFormat');
    if (row.size > CUTOUT_INPUT.maxBytes) {
      throw AppError.badRequest('fileTooLarge', { max: formatBytes(CUTOUT_INPUT.maxBytes) });
    }
    if (Math.max(row.width ?? 0, row.height ?? 0) > CUTOUT_INPUT.maxPx) {
      throw AppError.badRequest('imageTooManyPixels', { max: CUTOUT_INPUT.maxPx });
    }
    const { stream } = await files.openById(row.id);
    return streamToBuffer(stream);
  }

  async function storeResult(userId: number, cutout: Cutout, fileName: string) {
    return files.storeGenerated(userId, {
      fileName,
      mimeType: 'image/png',
      ext: 'png',
      body: await cutoutPng(cutout),
      width: cutout.width,
      height: cutout.height,
      source: FileSource.Cutout,
    });
  }

  return {
    defaults(): TCutoutDefaults {
      return {
        samples: CUTOUT_SAMPLE_IDS.map((id) => ({
          id,
          fileUrl: `${API_BASE}${CutoutApi.sampleImage}?id=${id}`,
          ...SAMPLE_SIZE,
        })),
        scenes: CUTOUT_SCENES,
        input: CUTOUT_INPUT,
      };
    },

    /** A sample photo as a JPEG: drawn on first use (about half a second), then kept in storage. */
    sampleImage(id: string): Promise<Buffer> {
      if (!isCutoutSampleId(id)) throw AppError.notFound();
      return madeOnce(storage, `cache/cutout-samples/${id}-v${SAMPLE_ART_VERSION}.jpg`, 'image/jpeg', async () => {
        const photo = await drawSamplePhoto(id);
        return photo.jpeg;
      });
    },

    async permission(userId: number): Promise<TCutoutPermission> {
      const { price, isUnlimited } = await priceFor(userId);
      const quote = await charges.quote(userId, 'cutout', price);
      const available = quote.cost === 0 ? 0 : (await ledger.position(userId)).available;
      return {
        isPermission: quote.cost <= available,
        isUnlimited,
        cost: quote.cost,
        price,
        freeUses: quote.freeUses,
      };
    },

    /**
     * Cuts one photo out. The use is admitted first (a free use, a member's unlimited cutout or a K-coin hold,
     * decided under the user's lock), so parallel requests never take more than the plan gives; a cutout
     * that fails gives the use back and costs nothing.
     */
    async cutOut(userId: number, fileId: number): Promise<CutoutRow> {
      const image = await readSourceImage(userId, fileId);
      const { price } = await priceFor(userId);
      const chargeRef = `cutout:${randomUUID()}`;
      const charge = await admission.admit({
        userId,
        feature: 'cutout',
        price,
        chargeRef,
        limits: [],
        write: async (_tx, reserved) => reserved,
      });
      try {
        const cutout = await segmentation(() => cutOut(image)).catch(() => {
          throw AppError.badRequest('cutoutFailed');
        });
        if (!hasSubject(cutout)) throw AppError.badRequest('cutoutNothingFound');
        const source = await fileRepo.ownedBy(fileId, userId);
        const baseName = (source?.fileName ?? 'photo').replace(/\.[^.]+$/, '');
        const result = await storeResult(userId, cutout, `${baseName}-cutout.png`);
        const row = await repo.insert({
          ownerId: userId,
          sourceFileId: fileId,
          resultFileId: result.id,
          width: cutout.width,
          height: cutout.height,
          costKcoins: charge.cost,
          isTrial: charge.isTrial,
          chargeRef,
        });
        await charges.capture(charge, charge.cost, 'cutout');
        return row;
      } catch (error) {
        await charges.release(userId, { ...charge, feature: 'cutout' }, chargeRef);
        throw error;
      }
    },

    /** The cutout on a new background, stored as the owner's file; composing is free. */
    async compose(
      userId: number,
      input: { cutoutId: number; background: TCutoutBackground; shadow: boolean },
    ): Promise<TCutoutComposition> {
      const row = await repo.ownedBy(input.cutoutId, userId);
      if (!row) throw new AppError(ResultCode.NotFound, 'cutoutNotFound');
      const { stream } = await files.openById(row.resultFileId);
      const png = await streamToBuffer(stream);
      const backdrop =
        input.background.type === 'image'
          ? { type: 'image' as const, image: await readSourceImage(userId, input.background.fileId) }
          : input.background;
      const composed = await composeCutout(png, backdrop, { shadow: input.shadow });
      const stored = await files.storeGenerated(userId, {
        fileName: `cutout-${row.id}.${composed.ext}`,
        mimeType: composed.mimeType,
        ext: composed.ext,
        body: composed.body,
        width: composed.width,
        height: composed.height,
        source: FileSource.Cutout,
      });
      return {
        fileId: stored.id,
        fileUrl: downloadUrl(stored.id, stored.fileName),
        mimeType: composed.mimeType,
        width: composed.width,
        height: composed.height,
      };
    },
  };
}
export type CutoutService = ReturnType<typeof createCutoutService>;
