import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
import { isSignedIn } from '../../../shared/storage/session-credentials';

/** Where "start" leads: the workbench for a signed-in visitor, sign-up for a guest. */
export function StartLink({ children }: { children: ReactNode }) {
  return <Link to={isSignedIn() ? AppPath.Workbench : AppPath.Register}>{children}</Link>;
}
