import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TUserInfo } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { selectIsGeneratingBadgeShown, useClientState } from '../../../shared/state/client-state';
import { BrandMark } from '../../../shared/ui/brand-mark';
import { buttonLookClass } from '../../../shared/ui/button-look';
import { LanguageSwitcher } from '../../../shared/ui/language-switcher';
import { SvgIcon } from '../../../shared/ui/svg-icon';
import { useGoBack } from '../../navigation/go-back';
import { useRouteHandle } from '../../routes/use-route-handle';
import { AccountAvatarLink } from '../account-avatar-link';
import {
  ArrowLeftOutlined,
  FolderOpenOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  WalletOutlined,
} from './shell-icons';

interface TShellHeaderProps {
  user: TUserInfo;
  isMobile: boolean;
  onOpenNav: () => void;
}

const ICON_BUTTON = buttonLookClass({ look: 'text', isIconOnly: true });

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
          <button
            type="button"
            className={ICON_BUTTON}
            onClick={onOpenNav}
            aria-label={t('nav.open')}
            data-testid="shell-menu-button"
            data-tour="nav-mobile"
          >
            <SvgIcon icon={MenuOutlined} />
          </button>
          <Link to={AppPath.Workbench} className="shell-header__brand">
            <BrandMark />
          </Link>
        </>
      ) : (
        <button
          type="button"
          className={ICON_BUTTON}
          onClick={() => setCollapsed(!isCollapsed)}
          aria-label={isCollapsed ? t('nav.expand') : t('nav.collapse')}
          data-testid="shell-collapse"
        >
          <SvgIcon icon={isCollapsed ? MenuUnfoldOutlined : MenuFoldOutlined} />
        </button>
      )}
      {isDetailPage && (
        <button
          type="button"
          className={buttonLookClass({ isIconOnly: isMobile })}
          onClick={goBack}
          aria-label={t('nav.back')}
          data-testid="shell-back"
        >
          <SvgIcon icon={ArrowLeftOutlined} />
          {!isMobile && t('nav.back')}
        </button>
      )}
      <div className="shell-header__actions">
        {!isMobile && (
          <Link to={AppPath.Recharge} className="shell-header__kcoins" data-tour="kcoins" data-testid="header-kcoins">
            <SvgIcon icon={WalletOutlined} />
            {t('account.kCoins', {
              count: user.kCoinBalance,
              amount: new Intl.NumberFormat(i18n.language).format(user.kCoinBalance),
            })}
          </Link>
        )}
        <span className="generating-badge" data-tour="my-projects" data-testid="generating-badge">
          <Link
            to={AppPath.My}
            className={buttonLookClass({ isIconOnly: isMobile })}
            aria-label={t('header.myProjects')}
            data-testid="header-my-projects"
          >
            <SvgIcon icon={FolderOpenOutlined} />
            {!isMobile && t('header.myProjects')}
          </Link>
          {isGenerating && <span className="generating-badge__dot" title={t('header.generating')} />}
        </span>
        <span data-tour="language">
          <LanguageSwitcher isCompact={isMobile} />
        </span>
        <AccountAvatarLink />
      </div>
    </header>
  );
}
