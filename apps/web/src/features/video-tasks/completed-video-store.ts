import { create } from 'zustand';
import type { TVideoTask } from '@orator/contracts';

/** The fields of a finished video task (SPEC 3 "Video task") that the completion popup shows. */
export interface TCompletedVideo {
  id: number;
  taskName: string;
  targetFileId: number;
  targetFileThumbnailUrl: string | null;
  /** scene.canvasConfig.showRatio, such as '9:16'. */
  showRatio: string | null;
}

interface TCompletedVideoState {
  /** The video the popup shows, if any. */
  video: TCompletedVideo | null;
  /** Videos that finished while the popup was showing another, in the order they finished. */
  waiting: TCompletedVideo[];
  show: (video: TCompletedVideo) => void;
  clear: () => void;
}

/**
 * SPEC 4: a task reaching status 192 opens the completion popup once. Task polling calls `show`; 'view now'
 * and download clear it. Several tasks can finish between two polls: each gets its turn rather than the
 * last one hiding the others.
 */
export const useCompletedVideo = create<TCompletedVideoState>()((set) => ({
  video: null,
  waiting: [],
  show: (video) =>
    set((state) => {
      if (state.video === null) return { video };
      const isKnown = state.video.id === video.id || state.waiting.some((waiting) => waiting.id === video.id);
      return isKnown ? state : { waiting: [...state.waiting, video] };
    }),
  clear: () => set((state) => ({ video: state.waiting[0] ?? null, waiting: state.waiting.slice(1) })),
}));

/** The popup's view of a finished task; undefined while the task has no video file to offer. */
export function toCompletedVideo(task: TVideoTask): TCompletedVideo | undefined {
  if (task.targetFileId === null) return undefined;
  return {
    id: task.id,
    taskName: task.taskName,
    targetFileId: task.targetFileId,
    targetFileThumbnailUrl: task.targetFileThumbnailUrl,
    showRatio: task.scene.canvasConfig.showRatio,
  };
}
