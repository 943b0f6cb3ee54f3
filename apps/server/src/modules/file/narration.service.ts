import { AUDIO_UPLOAD } from '@orator/contracts';
import { probe } from '@orator/media';
import { AppError } from '../../platform/errors';
import { formatBytes } from '../../platform/format';
import { withLocalCopy } from '../../platform/storage/local-copy';
import type { Storage } from '../../platform/storage/index';
import type { FileRepo } from './file.repo';

/** SPEC 5 audio upload rules, checked on the stored bytes: mp3 only, over 3 s, up to 10 min and 50 MB. */
export function createNarrationService(repo: FileRepo, storage: Storage) {
  return {
    async check(ownerId: number, fileId: number) {
      const row = await repo.ownedBy(fileId, ownerId);
      if (!row) throw AppError.badRequest('uploadAudioRequired');
      if (row.mimeType !== 'audio/mpeg') throw AppError.badRequest('audioNotMp3');
      if (row.size > AUDIO_UPLOAD.maxBytes) {
        throw AppError.badRequest('fileTooLarge', { max: formatBytes(AUDIO_UPLOAD.maxBytes) });
      }
      const durationSec = await withLocalCopy(storage, row.storageKey, async (filePath) => {
        const info = await probe(filePath).catch(() => undefined);
        if (!info?.audio) throw AppError.badRequest('audioUnreadable');
        return info.audio.durationSec || info.durationSec;
      });
      if (durationSec <= AUDIO_UPLOAD.minSec) throw AppError.badRequest('audioTooShort', { min: AUDIO_UPLOAD.minSec });
      if (durationSec > AUDIO_UPLOAD.maxSec)
        throw AppError.badRequest('audioTooLong', { max: AUDIO_UPLOAD.maxSec / 60 });
      return { row, durationSec };
    },
  };
}
export type NarrationService = ReturnType<typeof createNarrationService>;
