import { loginPath } from '../../../shared/lib/app-paths';
import { useIsSignedIn } from '../../../shared/session/use-is-signed-in';
import { ButtonLink, type TButtonLinkProps } from '../../../shared/ui/button-link';

/** Opens a tool: straight away when signed in; a guest logs in first and lands on the tool afterwards. */
export function ToolLink({ to, ...props }: TButtonLinkProps & { to: string }) {
  return <ButtonLink {...props} to={useIsSignedIn() ? to : loginPath(to)} />;
}
