import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TUserInfo } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { useLogout } from '../../../shared/session/logout';
import { PlanTag } from '../../../shared/ui/plan-tag';

interface TAccountPanelProps {
  user: TUserInfo;
  isCollapsed?: boolean;
}

/** The foot of the sidebar: who is signed in, their plan and K-coins, and the way out. */
export function AccountPanel({ user, isCollapsed = false }: TAccountPanelProps) {
  const { t, i18n } = useTranslation('shell');
  const logout = useLogout();
  const logoutButton = (
    <Button
      type="text"
      icon={<LogoutOutlined />}
      loading={logout.isPending}
      onClick={() => logout.mutate()}
      aria-label={t('account.logout')}
      data-testid="logout-button"
    >
      {isCollapsed ? undefined : t('account.logout')}
    </Button>
  );
  return (
    <div className={isCollapsed ? 'account-panel account-panel--collapsed' : 'account-panel'}>
      <Link to={AppPath.UserCenter} className="account-panel__identity">
        <Avatar src={user.avatarUrl ?? undefined} icon={<UserOutlined />} />
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
      {isCollapsed ? (
        <Tooltip title={t('account.logout')} placement="right">
          {logoutButton}
        </Tooltip>
      ) : (
        logoutButton
      )}
    </div>
  );
}
