import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { loginPath } from '../../../shared/lib/app-paths';
import { isSignedIn } from '../../../shared/storage/session-credentials';

/** Opens a tool: straight away when signed in; a guest logs in first and lands on the tool afterwards. */
export function ToolLink({ to, children }: { to: string; children: ReactNode }) {
  return <Link to={isSignedIn() ? to : loginPath(to)}>{children}</Link>;
}
