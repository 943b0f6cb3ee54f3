import {
  ArrowLeftOutlined,
  FolderOpenOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TUserInfo } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { selectIsGeneratingBadgeShown, useClientState } from '../../../shared/state/client-state';
import { BrandMark } from '../../../shared/ui/brand-mark';
import { LanguageSwitcher } from '../../../shared/ui/language-switcher';
import { useGoBack } from '../../navigation/go-back';
import { useRouteHandle } from '../../routes/use-route-handle';
import { AccountAvatarLink } from '../account-avatar-link';

interface TShellHeaderProps {
  user: TUserInfo;
  isMobile: boolean;
  onOpenNav: () => void;
}

export function ShellHeader({ user, isMobile, onOpenNav }: TShellHeaderProps) {
  const { t, i18n } = useTranslation('shell');
  const isCollapsed = useClientState((state) => state.isSidebarCollapsed);
  const setCollapsed = useClientState((state) => state.setSidebarCollapsed);
  const isGenerating = useClientState(selectIsGeneratingBadgeShown);
  const isDetailPage = useRouteHandle()?.isDetail === true;
  const goBack = useGoBack();

  return (
    <header className="shell-header">
      {isMobile ? (
        <>
          <Button
            type="text"
            icon={<MenuOutlined />}
            onClick={onOpenNav}
            aria-label={t('nav.open')}
            data-testid="shell-menu-button"
            data-tour="nav-mobile"
          />
          <Link to={AppPath.Workbench} className="shell-header__brand">
            <BrandMark />
          </Link>
        </>
      ) : (
        <Button
          type="text"
          icon={isCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={() => setCollapsed(!isCollapsed)}
          aria-label={isCollapsed ? t('nav.expand') : t('nav.collapse')}
          data-testid="shell-collapse"
        />
      )}
      {isDetailPage && (
        <Button icon={<ArrowLeftOutlined />} onClick={goBack} aria-label={t('nav.back')} data-testid="shell-back">
          {isMobile ? undefined : t('nav.back')}
        </Button>
      )}
      <div className="shell-header__actions">
        {!isMobile && (
          <Link to={AppPath.Recharge} className="shell-header__kcoins" data-tour="kcoins" data-testid="header-kcoins">
            <WalletOutlined />
            {t('account.kCoins', {
              count: user.kCoinBalance,
              amount: new Intl.NumberFormat(i18n.language).format(user.kCoinBalance),
            })}
          </Link>
        )}
        <span data-tour="my-projects">
          <Link to={AppPath.My} aria-label={t('header.myProjects')}>
            <Badge
              dot={isGenerating}
              data-testid="generating-badge"
              title={isGenerating ? t('header.generating') : undefined}
            >
              <Button icon={<FolderOpenOutlined />} data-testid="header-my-projects">
                {isMobile ? undefined : t('header.myProjects')}
              </Button>
            </Badge>
          </Link>
        </span>
        <span data-tour="language">
          <LanguageSwitcher isCompact={isMobile} />
        </span>
        <AccountAvatarLink />
      </div>
    </header>
  );
}
