import { CLONE_SAMPLE_LIMITS, type TCloneKind, type TMessageKey } from '@orator/contracts';
import { INSTANT_CLONE_SAMPLE, PRO_CLONE_SAMPLE, VoiceSampleError, inspectVoiceSample } from '@orator/media';
import { AppError } from '../../platform/errors';
import { withLocalCopy } from '../../platform/storage/local-copy';
import type { Storage } from '../../platform/storage/index';
import type { FileRepo } from '../file/file.repo';

const ENGINE_LIMITS = { instant: INSTANT_CLONE_SAMPLE, pro: PRO_CLONE_SAMPLE } as const;
type VoiceSampleErrorCode = VoiceSampleError['code'];

const REASON_OF: Record<VoiceSampleErrorCode, TMessageKey> = {
  unreadable: 'cloneSampleUnreadable',
  wrongFormat: 'cloneSampleWrongFormat',
  tooSmall: 'cloneSampleTooSmall',
  tooLarge: 'cloneSampleTooLarge',
  tooShort: 'cloneSampleTooShort',
  tooLong: 'cloneSampleTooLong',
  silent: 'cloneSampleSilent',
  tooLittleSpeech: 'cloneSampleTooLittleSpeech',
};

/** The limits a message about a sample of this kind quotes. */
export function sampleMessageParams(kind: TCloneKind): Record<string, number> {
  const limits = CLONE_SAMPLE_LIMITS[kind];
  return {
    minKb: limits.minBytes / 1024,
    maxMb: limits.maxBytes / (1024 * 1024),
    minSec: limits.minSec,
    minMinutes: limits.minSec / 60,
    maxMinutes: limits.maxSec / 60,
  };
}

/** Pro samples are minutes long, so their "too short" speaks in minutes. */
function reasonOf(code: VoiceSampleErrorCode, kind: TCloneKind): TMessageKey {
  if (code === 'tooShort' && CLONE_SAMPLE_LIMITS[kind].minSec >= 60) return 'cloneSampleTooShortMinutes';
  return REASON_OF[code];
}

export interface CheckedSample {
  fileId: number;
  durationSec: number;
}

/**
 * SPEC 5 sample rules, judged on the stored bytes by the clone engine (format, size, length, and enough
 * speech to learn a voice from), never on the file name. A refusal names the rule in the user's language.
 */
export async function checkSample(
  deps: { files: FileRepo; storage: Storage },
  ownerId: number,
  fileId: number,
  kind: TCloneKind,
): Promise<CheckedSample> {
  const row = await deps.files.ownedBy(fileId, ownerId);
  if (!row) throw AppError.badRequest('uploadAudioRequired');
  try {
    const { durationSec } = await withLocalCopy(deps.storage, row.storageKey, (filePath) =>
      inspectVoiceSample(filePath, ENGINE_LIMITS[kind]),
    );
    return { fileId, durationSec };
  } catch (error) {
    if (error instanceof VoiceSampleError) {
      throw AppError.badRequest(reasonOf(error.code, kind), sampleMessageParams(kind));
    }
    throw error;
  }
}
