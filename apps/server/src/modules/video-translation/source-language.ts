import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ffprobePath } from '@orator/media';

const execFileAsync = promisify(execFile);

/**
 * ISO 639-2 tags a camera or editor writes on an audio track, as the ISO 639-1 codes translation uses, for the
 * languages any engine here translates. 'und' (undetermined), the usual tag, says nothing.
 */
const TRACK_LANGUAGES: Readonly<Record<string, string>> = {
  eng: 'en',
  spa: 'es',
  por: 'pt',
  fra: 'fr',
  fre: 'fr',
  ita: 'it',
  cat: 'ca',
  deu: 'de',
  ger: 'de',
  nld: 'nl',
  dut: 'nl',
  zho: 'zh',
  chi: 'zh',
  jpn: 'ja',
  kor: 'ko',
  rus: 'ru',
  ara: 'ar',
  hin: 'hi',
  glg: 'gl',
  ron: 'ro',
  rum: 'ro',
};

/** The language the file's first audio track is tagged with, when it is tagged with one this table knows. */
export async function audioTrackLanguage(videoPath: string): Promise<string | null> {
  const { stdout } = await execFileAsync(ffprobePath, [
    ...['-v', 'error', '-select_streams', 'a:0'],
    ...['-show_entries', 'stream_tags=language', '-of', 'default=noprint_wrappers=1:nokey=1', videoPath],
  ]);
  return TRACK_LANGUAGES[stdout.trim().toLowerCase()] ?? null;
}
