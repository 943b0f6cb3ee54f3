import { create } from 'zustand';

/** SPEC 3 "Client state": what the shell and the features share while the app is open, never stored. */
export interface TClientState {
  /** The desktop sidebar shows icons only. */
  isSidebarCollapsed: boolean;
  /** Copy written with the AI marketing tool, carried to the video editor that will speak it. */
  marketingText: string;
  /** Video tasks of this user still generating (status 190 or 191), as the task list last reported. */
  generatingVideoCount: number;
  /** SPEC 4: set when a video is submitted, so the badge shows before the task list has reported it. */
  isGeneratingBadgeVisible: boolean;
  setSidebarCollapsed: (isCollapsed: boolean) => void;
  setMarketingText: (text: string) => void;
  setGeneratingVideoCount: (count: number) => void;
  setGeneratingBadgeVisible: (isVisible: boolean) => void;
}

export const useClientState = create<TClientState>()((set) => ({
  isSidebarCollapsed: false,
  marketingText: '',
  generatingVideoCount: 0,
  isGeneratingBadgeVisible: false,
  setSidebarCollapsed: (isSidebarCollapsed) => set({ isSidebarCollapsed }),
  setMarketingText: (marketingText) => set({ marketingText }),
  setGeneratingVideoCount: (generatingVideoCount) => set({ generatingVideoCount }),
  setGeneratingBadgeVisible: (isGeneratingBadgeVisible) => set({ isGeneratingBadgeVisible }),
}));

/** SPEC 4: the generating-video badge shows while tasks are processing, or when its flag is set. */
export function selectIsGeneratingBadgeShown(state: TClientState): boolean {
  return state.generatingVideoCount > 0 || state.isGeneratingBadgeVisible;
}
