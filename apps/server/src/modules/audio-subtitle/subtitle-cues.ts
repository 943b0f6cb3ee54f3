import type { TSubtitleCue } from '@orator/contracts';
import { AppError } from '../../platform/errors';

/** A cue may end a little after the measured length: decoders disagree by a frame or two. */
const END_SLACK_SEC = 0.5;

/**
 * Lines in order, each ending after it starts, none over the line before, all within the audio. Shared by
 * the subtitle editor and by videos narrated from uploaded audio, whose lines come from this tool.
 */
export function checkCues(cues: readonly TSubtitleCue[], durationSec: number | null): TSubtitleCue[] {
  const limit = (durationSec ?? Number.POSITIVE_INFINITY) + END_SLACK_SEC;
  return cues.map((cue, index) => {
    const line = index + 1;
    if (cue.end <= cue.start || cue.end > limit) throw AppError.badRequest('subtitleCueInvalid', { line });
    const previous = cues[index - 1];
    if (previous && cue.start < previous.end - 1e-3) throw AppError.badRequest('subtitleCueOverlap', { line });
    return { start: round(cue.start), end: round(cue.end), text: cue.text.trim() };
  });
}

/** Subtitle files count milliseconds. */
function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
