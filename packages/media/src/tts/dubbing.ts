import path from 'node:path';
import { encodeMp3 } from '../audio/mp3';
import { concatPcm, durationOf, silence } from '../audio/pcm';
import { formatSubtitles } from '../subtitles/subtitle-file';
import type { TextCue } from '../timeline';
import type { TtsEngine } from './engine';
import { type LongScriptOptions, type ScriptParagraph, synthesizeLongScript } from './long-script';

export const DUBBING_AUDIO_FILE = 'dubbing.mp3';
/** A breath before the first word and a moment after the last, as a recorded read has; the speech is not clipped. */
export const DUBBING_LEAD_IN_SEC = 0.25;
export const DUBBING_TAIL_SEC = 0.5;

export interface DubbingResult {
  mp3Path: string;
  /** SubRip text whose cues are the exact times each line is heard in the MP3. */
  srt: string;
  cues: TextCue[];
  /** The MP3's length, lead-in and tail included. */
  durationSec: number;
  /** The script as spoken, without lead-in and tail: what the dubbing is priced by. */
  spokenSec: number;
}

/** A dubbing as the user downloads it: the script spoken into an MP3 in `outDir`, with its SRT. */
export async function renderDubbing(
  engine: TtsEngine,
  paragraphs: ScriptParagraph[],
  options: LongScriptOptions & { outDir: string },
): Promise<DubbingResult> {
  const spoken = await synthesizeLongScript(engine, paragraphs, options);
  const { sampleRate } = spoken.pcm;
  const pcm = concatPcm(
    [silence(sampleRate, DUBBING_LEAD_IN_SEC), spoken.pcm, silence(sampleRate, DUBBING_TAIL_SEC)],
    sampleRate,
  );
  const leadIn = durationOf(silence(sampleRate, DUBBING_LEAD_IN_SEC));
  const cues = spoken.cues.map((cue) => ({ ...cue, start: cue.start + leadIn, end: cue.end + leadIn }));
  const mp3Path = path.join(options.outDir, DUBBING_AUDIO_FILE);
  await encodeMp3(pcm, mp3Path);
  return {
    mp3Path,
    srt: formatSubtitles(cues, 'srt'),
    cues,
    durationSec: durationOf(pcm),
    spokenSec: spoken.durationSec,
  };
}
