import { Outlet, useNavigation } from 'react-router';
import { useSessionRenewal } from '../shared/session/renew-login';
import { usePageMeta } from './guard/use-page-meta';
import './root-layout.css';

export function RootLayout() {
  usePageMeta();
  useSessionRenewal();
  const isNavigating = useNavigation().state !== 'idle';
  return (
    <>
      {isNavigating && <div className="route-progress" role="progressbar" aria-busy="true" />}
      <Outlet />
    </>
  );
}
