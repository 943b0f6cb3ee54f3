import { create } from 'zustand';
import { FileSource } from '@orator/contracts';
import { DEFAULT_PROJECT_TAB, type TProjectTab } from './project-tabs';

interface TProjectCentreState {
  /** The tab last shown, for a return to /my without ?tab=. */
  tab: TProjectTab;
  videoPage: number;
  fileSource: number;
  filesPage: number;
  /** Where the page was scrolled when the user left it. */
  scrollY: number;
  setTab: (tab: TProjectTab) => void;
  setVideoPage: (page: number) => void;
  setFileSource: (source: number) => void;
  setFilesPage: (page: number) => void;
  setScrollY: (scrollY: number) => void;
}

/**
 * SPEC 2: the project centre is kept alive. Its lists stay in the query cache; this keeps the rest of what the
 * user was looking at (tab, pages, scroll position) for as long as the app is open.
 */
export const useProjectCentre = create<TProjectCentreState>()((set) => ({
  tab: DEFAULT_PROJECT_TAB,
  videoPage: 1,
  fileSource: FileSource.Background,
  filesPage: 1,
  scrollY: 0,
  setTab: (tab) => set({ tab }),
  setVideoPage: (videoPage) => set({ videoPage }),
  setFileSource: (fileSource) => set({ fileSource, filesPage: 1 }),
  setFilesPage: (filesPage) => set({ filesPage }),
  setScrollY: (scrollY) => set({ scrollY }),
}));
