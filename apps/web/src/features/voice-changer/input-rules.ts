import { VOICE_CHANGE_INPUT, type TMessageKey } from '@orator/contracts';
import { BYTES_PER_MB } from '../../shared/lib/media-format';

/** Types browsers give MP3, WAV and M4A files; the server decides by content, this only spares a wasted upload. */
const AUDIO_TYPES = new Set([
  'audio/mpeg',
  'audio/mp3',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/vnd.wave',
  'audio/mp4',
  'audio/x-m4a',
  'audio/m4a',
]);
const AUDIO_EXTENSION = /\.(mp3|wav|m4a)$/i;

export interface TInputProblem {
  key: TMessageKey;
  params?: Record<string, string | number>;
}

/** Some systems give audio files no type, or a vague one, so a known extension counts too. */
export function inputFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): TInputProblem | undefined {
  if (!AUDIO_TYPES.has(file.type) && !AUDIO_EXTENSION.test(file.name)) return { key: 'voiceChangeWrongFormat' };
  if (file.size > VOICE_CHANGE_INPUT.maxBytes) {
    return { key: 'fileTooLarge', params: { max: `${VOICE_CHANGE_INPUT.maxBytes / BYTES_PER_MB} MB` } };
  }
  return undefined;
}

/** A shift with its sign, as sliders show it: +3, 0, -2. */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}
