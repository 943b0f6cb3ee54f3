import { Outlet, useNavigation } from 'react-router';
import { useSessionRenewal } from '../shared/session/renew-login';
import { usePageViews } from './analytics/page-view';
import { usePageMeta } from './guard/use-page-meta';
import { LeaveConfirmation } from './navigation/leave-confirmation';
import { useRecordNavigation } from './navigation/navigation-history';
import './root-layout.css';

export function RootLayout() {
  // Page views read the title, so the meta tags must be set first.
  usePageMeta();
  usePageViews();
  useRecordNavigation();
  useSessionRenewal();
  const isNavigating = useNavigation().state !== 'idle';
  return (
    <>
      {isNavigating && <div className="route-progress" role="progressbar" aria-busy="true" />}
      <Outlet />
      <LeaveConfirmation />
    </>
  );
}
