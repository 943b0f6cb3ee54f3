import { AUDIO_UPLOAD } from '@orator/contracts';
import { AppError } from '../../platform/errors';
import { formatBytes } from '../../platform/format';
import { withLocalCopy } from '../../platform/storage/local-copy';
import type { Storage } from '../../platform/storage/index';
import { checkToolAudio } from './audio-input-check';
import type { FileRepo } from './file.repo';

/** SPEC 5 audio upload rules: mp3 only, over 3 s, up to 10 min and 50 MB. A quiet narration is the user's choice. */
const NARRATION_INPUT = { formats: ['mp3'], ...AUDIO_UPLOAD, minAudibleSec: 0 } as const;

/**
 * A narration's rules, checked on the stored bytes. Its length, and so its price, comes from decoding it: the
 * decoder drops the encoder's padding that the MP3 header counts, so a 14 s recording is priced as 14 s.
 */
export function createNarrationService(repo: FileRepo, storage: Storage) {
  return {
    async check(ownerId: number, fileId: number) {
      const row = await repo.ownedBy(fileId, ownerId);
      if (!row) throw AppError.badRequest('uploadAudioRequired');
      if (row.mimeType !== 'audio/mpeg') throw AppError.badRequest('audioNotMp3');
      if (row.size > AUDIO_UPLOAD.maxBytes) {
        throw AppError.badRequest('fileTooLarge', { max: formatBytes(AUDIO_UPLOAD.maxBytes) });
      }
      const { durationSec } = await withLocalCopy(storage, row.storageKey, (filePath) =>
        checkToolAudio(filePath, NARRATION_INPUT, { wrongFormat: 'audioNotMp3', silent: 'audioTooShort' }),
      );
      // SPEC 5 wants a narration over 3 s: exactly 3 s is refused too.
      if (durationSec <= AUDIO_UPLOAD.minSec) throw AppError.badRequest('audioTooShort', { min: AUDIO_UPLOAD.minSec });
      return { row, durationSec };
    },
  };
}
export type NarrationService = ReturnType<typeof createNarrationService>;
