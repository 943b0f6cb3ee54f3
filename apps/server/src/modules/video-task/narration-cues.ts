import type { TSubtitleCue } from '@orator/contracts';
import type { VideoTaskRow } from './task.repo';

/**
 * The subtitle lines of a video narrated from uploaded audio, saved with its subtitle settings at submission
 * (ZSubtitleOptions.cues, checked against the audio then). The stored settings' type does not name them yet.
 */
export function narrationCues(task: Pick<VideoTaskRow, 'subtitles'>): TSubtitleCue[] {
  return (task.subtitles as VideoTaskRow['subtitles'] & { cues?: TSubtitleCue[] }).cues ?? [];
}
