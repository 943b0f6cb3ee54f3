import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useIsMobile } from '../../../shared/lib/use-is-mobile';
import { BrandMark } from '../../../shared/ui/brand-mark';
import { LanguageSwitcher } from '../../../shared/ui/language-switcher';
import { useGoBack } from '../../navigation/go-back';
import { AccountAvatarLink } from '../account-avatar-link';
import { RouteBanner } from '../route-banner';
import './focus-layout.css';

/**
 * The frame of the full-screen tools (SPEC 2 "Top-level routes"): the editor takes the whole width, with a
 * slim bar to go back instead of the sidebar.
 */
export default function FocusLayout() {
  const { t } = useTranslation('shell');
  const goBack = useGoBack();
  const isMobile = useIsMobile();
  return (
    <div className="focus-layout">
      <header className="focus-layout__bar">
        <Button icon={<ArrowLeftOutlined />} onClick={goBack} aria-label={t('nav.back')} data-testid="focus-back">
          {isMobile ? undefined : t('nav.back')}
        </Button>
        <BrandMark />
        <div className="focus-layout__actions">
          <LanguageSwitcher isCompact={isMobile} />
          <AccountAvatarLink />
        </div>
      </header>
      <main className="focus-layout__content">
        <RouteBanner />
        <Outlet />
      </main>
    </div>
  );
}
