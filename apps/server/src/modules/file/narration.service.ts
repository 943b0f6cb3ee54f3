import { AUDIO_UPLOAD } from '@orator/contracts';
import { AudioInputRejectedError, checkAudioInput, type AudioInputProblem } from '@orator/media';
import { AppError } from '../../platform/errors';
import { formatBytes } from '../../platform/format';
import { withLocalCopy } from '../../platform/storage/local-copy';
import type { Storage } from '../../platform/storage/index';
import type { FileRepo } from './file.repo';

const SECONDS_PER_MINUTE = 60;
/** SPEC 5 audio upload rules: mp3 only, over 3 s, up to 10 min and 50 MB. A quiet narration is the user's choice. */
const NARRATION_INPUT = { formats: ['mp3'], ...AUDIO_UPLOAD, minAudibleSec: 0 } as const;

function refusal(problem: AudioInputProblem): AppError {
  switch (problem) {
    case 'tooLarge':
      return AppError.badRequest('fileTooLarge', { max: formatBytes(AUDIO_UPLOAD.maxBytes) });
    case 'tooShort':
    case 'tooSmall':
    case 'silent':
      return AppError.badRequest('audioTooShort', { min: AUDIO_UPLOAD.minSec });
    case 'tooLong':
      return AppError.badRequest('audioTooLong', { max: AUDIO_UPLOAD.maxSec / SECONDS_PER_MINUTE });
    case 'wrongFormat':
      return AppError.badRequest('audioNotMp3');
    case 'unreadable':
      return AppError.badRequest('audioUnreadable');
  }
}

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
      if (row.size > AUDIO_UPLOAD.maxBytes) throw refusal('tooLarge');
      const { durationSec } = await withLocalCopy(storage, row.storageKey, async (filePath) => {
        try {
          return await checkAudioInput(filePath, NARRATION_INPUT);
        } catch (error) {
          if (error instanceof AudioInputRejectedError) throw refusal(error.problem);
          throw error;
        }
      });
      if (durationSec <= AUDIO_UPLOAD.minSec) throw refusal('tooShort');
      return { row, durationSec };
    },
  };
}
export type NarrationService = ReturnType<typeof createNarrationService>;
