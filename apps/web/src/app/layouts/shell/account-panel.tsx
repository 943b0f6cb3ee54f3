import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TUserInfo } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { useLogout } from '../../../shared/session/logout';
import { buttonLookClass } from '../../../shared/ui/button-look';
import { useHint } from '../../../shared/ui/hint';
import { PlanTag } from '../../../shared/ui/plan-tag';
import { SvgIcon } from '../../../shared/ui/svg-icon';
import { UserAvatar } from '../../../shared/ui/user-avatar';
import { LogoutOutlined } from './shell-icons';

interface TAccountPanelProps {
  user: TUserInfo;
  isCollapsed?: boolean;
}

/** The foot of the sidebar: who is signed in, their plan and K-coins, and the way out. */
export function AccountPanel({ user, isCollapsed = false }: TAccountPanelProps) {
  const { t, i18n } = useTranslation('shell');
  const logout = useLogout();
  const logoutHint = useHint({ text: t('account.logout'), placement: 'right', isName: true });
  return (
    <div className={isCollapsed ? 'account-panel account-panel--collapsed' : 'account-panel'}>
      <Link to={AppPath.UserCenter} className="account-panel__identity">
        <UserAvatar src={user.avatarUrl} />
        {!isCollapsed && (
          <span className="account-panel__text">
            <span className="account-panel__name">{user.nickname}</span>
            <span className="account-panel__meta">
              <PlanTag plan={user.plan} />
              <span data-testid="account-panel-kcoins">
                {t('account.kCoins', {
                  count: user.kCoinBalance,
                  amount: new Intl.NumberFormat(i18n.language).format(user.kCoinBalance),
                })}
              </span>
            </span>
          </span>
        )}
      </Link>
      {/* While the session ends the button stays where it is, turning, and takes no second click. */}
      <button
        type="button"
        className={`${buttonLookClass({ look: 'text', isIconOnly: isCollapsed })} account-panel__logout`}
        onClick={() => {
          if (!logout.isPending) logout.mutate();
        }}
        aria-label={t('account.logout')}
        aria-busy={logout.isPending}
        data-testid="logout-button"
        {...(isCollapsed ? logoutHint.triggerProps : {})}
      >
        {logout.isPending ? <span className="account-panel__spinner" /> : <SvgIcon icon={LogoutOutlined} />}
        {!isCollapsed && t('account.logout')}
      </button>
      {isCollapsed && logoutHint.hint}
    </div>
  );
}
