import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../shared/lib/app-paths';
import { useCurrentUser } from '../../shared/session/get-current-user';
import { UserAvatar } from '../../shared/ui/user-avatar';

/** The signed-in user's picture, leading to the user centre. */
export function AccountAvatarLink() {
  const { t } = useTranslation('shell');
  const { data: user } = useCurrentUser();
  return (
    <Link to={AppPath.UserCenter} aria-label={t('nav.items.userCenter')} data-testid="header-account">
      <UserAvatar src={user?.avatarUrl} />
    </Link>
  );
}
