import { AUDIO_UPLOAD, type TMessageKey } from '@orator/contracts';
import { BYTES_PER_MB, SECONDS_PER_MINUTE } from '../../../shared/lib/media-format';

const MP3_TYPES = ['audio/mpeg', 'audio/mp3'];

export interface TAudioProblem {
  key: TMessageKey;
  params?: Record<string, string | number>;
}

/**
 * SPEC 5: narration is an MP3 of at most 50 MB; checked before uploading to spare the user the wait. Some
 * systems give MP3 files no type, so the extension counts too. The server checks the content again.
 */
export function audioFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): TAudioProblem | undefined {
  const isMp3 = MP3_TYPES.includes(file.type) || (file.type === '' && /\.mp3$/i.test(file.name));
  if (!isMp3) return { key: 'audioNotMp3' };
  if (file.size > AUDIO_UPLOAD.maxBytes) {
    return { key: 'fileTooLarge', params: { max: `${AUDIO_UPLOAD.maxBytes / BYTES_PER_MB} MB` } };
  }
  return undefined;
}

/** SPEC 5: over 3 s and up to 10 min, known once the browser has read the file's length. */
export function audioDurationProblem(seconds: number): TAudioProblem | undefined {
  if (seconds <= AUDIO_UPLOAD.minSec) return { key: 'audioTooShort', params: { min: AUDIO_UPLOAD.minSec } };
  if (seconds > AUDIO_UPLOAD.maxSec) {
    return { key: 'audioTooLong', params: { max: AUDIO_UPLOAD.maxSec / SECONDS_PER_MINUTE } };
  }
  return undefined;
}
