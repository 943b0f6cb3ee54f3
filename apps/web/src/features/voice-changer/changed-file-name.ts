import type { TVoiceChangeTask } from '@orator/contracts';

/**
 * The changed recording is saved under the change's name and the voice the user chose ("talk (Deeper).mp3"), so it
 * never takes the name of the original it was made from.
 */
export function changedFileName(task: Pick<TVoiceChangeTask, 'taskName'>, presetName: string): string {
  return `${task.taskName} (${presetName}).mp3`;
}
