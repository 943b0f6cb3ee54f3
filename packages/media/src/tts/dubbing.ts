import path from 'node:path';
import { encodeMp3 } from '../audio/mp3';
import { formatSubtitles } from '../subtitles/subtitle-file';
import type { TextCue } from '../timeline';
import type { TtsEngine } from './engine';
import { type LongScriptOptions, type ScriptParagraph, synthesizeLongScript } from './long-script';

export const DUBBING_AUDIO_FILE = 'dubbing.mp3';

export interface DubbingResult {
  mp3Path: string;
  /** SubRip text whose cues are the exact times each line is heard in the MP3. */
  srt: string;
  cues: TextCue[];
  durationSec: number;
}

/** A dubbing as the user downloads it: the script spoken into an MP3 in `outDir`, with its SRT. */
export async function renderDubbing(
  engine: TtsEngine,
  paragraphs: ScriptParagraph[],
  options: LongScriptOptions & { outDir: string },
): Promise<DubbingResult> {
  const spoken = await synthesizeLongScript(engine, paragraphs, options);
  const mp3Path = path.join(options.outDir, DUBBING_AUDIO_FILE);
  await encodeMp3(spoken.pcm, mp3Path);
  return { mp3Path, srt: formatSubtitles(spoken.cues, 'srt'), cues: spoken.cues, durationSec: spoken.durationSec };
}
