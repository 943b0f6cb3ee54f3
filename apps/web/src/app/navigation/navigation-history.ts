import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';

interface TNavigationHistory {
  /** The app path shown before the current one, undefined on the first page of the visit. */
  previousPath: string | undefined;
  currentPath: string | undefined;
  record: (path: string) => void;
}

/** Where the visitor came from inside the app, for the back rule of SPEC 2. */
export const useNavigationHistory = create<TNavigationHistory>()((set) => ({
  previousPath: undefined,
  currentPath: undefined,
  record: (path) =>
    set((history) =>
      history.currentPath === path ? history : { previousPath: history.currentPath, currentPath: path },
    ),
}));

/** Rendered once, in the root layout: records every page the visitor sees. */
export function useRecordNavigation(): void {
  const { pathname } = useLocation();
  const record = useNavigationHistory((history) => history.record);
  useEffect(() => record(pathname), [record, pathname]);
}
