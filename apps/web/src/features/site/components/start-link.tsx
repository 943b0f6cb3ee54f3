import { AppPath } from '../../../shared/lib/app-paths';
import { useIsSignedIn } from '../../../shared/session/use-is-signed-in';
import { ButtonLink, type TButtonLinkProps } from '../../../shared/ui/button-link';

/** Where "start" leads: the workbench for a signed-in visitor, sign-up for a guest. */
export function StartLink(props: Omit<TButtonLinkProps, 'to'>) {
  return <ButtonLink {...props} to={useIsSignedIn() ? AppPath.Workbench : AppPath.Register} />;
}
