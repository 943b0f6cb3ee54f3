import { useNavigate } from 'react-router';
import { AppPath } from '../../shared/lib/app-paths';
import { useRouteHandle } from '../routes/use-route-handle';
import { useNavigationHistory } from './navigation-history';

export type TBackStep = { kind: 'history' } | { kind: 'path'; to: string };

export interface TBackFacts {
  /** The app path shown before this one, if any. */
  previousPath: string | undefined;
  /** The browser has an earlier entry of this app to return to. */
  hasHistory: boolean;
  isDetailPage: boolean;
}

/**
 * SPEC 2 "Going back": after login go to /workbench rather than back to the form; with no history go to /my
 * from detail pages and to /workbench otherwise; else step back.
 */
export function backStep({ previousPath, hasHistory, isDetailPage }: TBackFacts): TBackStep {
  if (previousPath === AppPath.Login) return { kind: 'path', to: AppPath.Workbench };
  if (hasHistory) return { kind: 'history' };
  return { kind: 'path', to: isDetailPage ? AppPath.My : AppPath.Workbench };
}

/** The browser router numbers its entries; 0 is the first page of this visit. */
function hasEarlierEntry(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

export function useGoBack(): () => void {
  const navigate = useNavigate();
  const isDetailPage = Boolean(useRouteHandle()?.isDetail);
  const previousPath = useNavigationHistory((history) => history.previousPath);
  return () => {
    const step = backStep({ previousPath, hasHistory: hasEarlierEntry(), isDetailPage });
    void (step.kind === 'history' ? navigate(-1) : navigate(step.to));
  };
}
