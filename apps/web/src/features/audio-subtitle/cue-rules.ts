import { SUBTITLE_AUDIO, type TMessageKey, type TSubtitleCue } from '@orator/contracts';

const EXTENSIONS = ['.mp3', '.wav', '.m4a'];
/** The server allows a cue to end slightly after the measured length; so does the editor. */
const END_SLACK_SEC = 0.5;

export interface TCueProblem {
  key: Extract<TMessageKey, 'subtitleCueInvalid' | 'subtitleCueOverlap'>;
  line: number;
}

/**
 * The same rule the server applies when saving (SPEC 5 leaves editing rules open): each line ends after
 * it starts, none starts before the one above ends, all stay within the audio.
 */
export function cueProblem(cues: readonly TSubtitleCue[], durationSec: number | null): TCueProblem | undefined {
  const limit = (durationSec ?? Number.POSITIVE_INFINITY) + END_SLACK_SEC;
  for (const [index, cue] of cues.entries()) {
    const line = index + 1;
    if (!(cue.end > cue.start) || cue.start < 0 || cue.end > limit) return { key: 'subtitleCueInvalid', line };
    const previous = cues[index - 1];
    if (previous && cue.start < previous.end - 1e-3) return { key: 'subtitleCueOverlap', line };
  }
  return undefined;
}

/** Lines left empty say nothing: they are dropped when saving rather than refused. */
export function withoutEmptyLines(cues: readonly TSubtitleCue[]): TSubtitleCue[] {
  return cues.filter((cue) => cue.text.trim() !== '').map((cue) => ({ ...cue, text: cue.text.trim() }));
}

/** The line being heard at `time`, or -1 between lines. */
export function cueAt(cues: readonly TSubtitleCue[], time: number): number {
  return cues.findIndex((cue) => time >= cue.start && time < cue.end);
}

/** A first check by name and size before uploading; the server checks the content itself. */
export function audioFileProblem(file: File): 'wrongType' | 'tooLarge' | undefined {
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((extension) => name.endsWith(extension))) return 'wrongType';
  if (file.size > SUBTITLE_AUDIO.maxBytes) return 'tooLarge';
  return undefined;
}

/** 83.5 -> "1:23.5": compact enough for a list of lines. */
export function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds - minutes * 60;
  return `${minutes}:${rest.toFixed(1).padStart(4, '0')}`;
}
