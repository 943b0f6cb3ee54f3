import { AppPath } from '../../../shared/lib/app-paths';
import { isSignedIn } from '../../../shared/storage/session-credentials';
import { ButtonLink, type TButtonLinkProps } from '../../../shared/ui/button-link';

/** Where "start" leads: the workbench for a signed-in visitor, sign-up for a guest. */
export function StartLink(props: Omit<TButtonLinkProps, 'to'>) {
  return <ButtonLink {...props} to={isSignedIn() ? AppPath.Workbench : AppPath.Register} />;
}
