import type { FaceSwapTaskRow } from './face-swap.repo';

/**
 * Where a task keeps what the analysis made for the preview and the render to reuse: the transcoded video every
 * engine reads, and the analysis (where each person was seen). Not user files: they go with the task.
 */
export function workKeys(task: Pick<FaceSwapTaskRow, 'id' | 'ownerId'>) {
  const base = `face-swaps/${task.ownerId}/${task.id}`;
  return {
    video: `${base}/video.mp4`,
    analysis: `${base}/analysis.json`,
  };
}
