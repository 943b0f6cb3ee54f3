import { create } from 'zustand';

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
  show: (video: TCompletedVideo) => void;
  clear: () => void;
}

/**
 * SPEC 4: a task reaching status 192 opens the completion popup once. Task polling (issue #5) calls `show`;
 * 'view now' and download clear it.
 */
export const useCompletedVideo = create<TCompletedVideoState>()((set) => ({
  video: null,
  show: (video) => set({ video }),
  clear: () => set({ video: null }),
}));
