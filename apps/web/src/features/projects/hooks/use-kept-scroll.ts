import { useLayoutEffect } from 'react';
import { useProjectCentre } from '../project-centre-store';

/**
 * SPEC 2 keeps the project centre alive: coming back finds the page scrolled where it was left. The lists
 * render from the query cache in the same commit, so the page is already tall enough to scroll back.
 */
export function useKeptScroll(): void {
  const setScrollY = useProjectCentre((state) => state.setScrollY);
  useLayoutEffect(() => {
    const { scrollY } = useProjectCentre.getState();
    if (scrollY > 0) window.scrollTo(0, scrollY);
    return () => setScrollY(window.scrollY);
  }, [setScrollY]);
}
