import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import type { TLocale } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { seoLocalizedPath, withoutSeoPrefix } from '../../../shared/lib/seo-locale';
import { useIsMobile } from '../../../shared/lib/use-is-mobile';
import { useSeoPath } from '../../../shared/lib/use-seo-path';
import { isSignedIn } from '../../../shared/storage/session-credentials';
import { BrandMark } from '../../../shared/ui/brand-mark';
import { LazyDrawer } from '../../../shared/ui/lazy-drawer';
import { LanguageSwitcher } from '../../../shared/ui/language-switcher';
import './public-layout.css';

/** The frame of the public pages (SPEC 2): a site header and footer, no sidebar, no sign-in needed. */
export default function PublicLayout() {
  const { t } = useTranslation('shell');
  const seoPath = useSeoPath();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const isMobile = useIsMobile();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const hasSession = isSignedIn();

  /** The same page at its address in the chosen language (SPEC 9 prefixes). */
  function moveToLocale(locale: TLocale) {
    void navigate(`${seoLocalizedPath(locale, withoutSeoPrefix(pathname))}${search}`);
  }

  const navLinks = [
    { to: seoPath(AppPath.Home), label: t('site.home'), testId: 'site-nav-home' },
    { to: seoPath(AppPath.Price), label: t('site.price'), testId: 'site-nav-price' },
  ];
  const accountActions = hasSession ? (
    <Link to={AppPath.Workbench}>
      <Button type="primary" data-testid="site-open-workbench">
        {t('site.openWorkbench')}
      </Button>
    </Link>
  ) : (
    <>
      <Link to={AppPath.Login}>
        <Button type="text" data-testid="site-login">
          {t('site.login')}
        </Button>
      </Link>
      <Link to={AppPath.Register}>
        <Button type="primary" data-testid="site-register">
          {t('site.register')}
        </Button>
      </Link>
    </>
  );

  return (
    <div className="public-site">
      <header className="public-site__header">
        <Link to={seoPath(AppPath.Home)} className="public-site__brand" aria-label={t('site.home')}>
          <BrandMark />
        </Link>
        {!isMobile && (
          <nav className="public-site__nav">
            {navLinks.map((link) => (
              <Link key={link.to} to={link.to} data-testid={link.testId}>
                {link.label}
              </Link>
            ))}
          </nav>
        )}
        <div className="public-site__actions">
          <LanguageSwitcher isCompact={isMobile} onChanged={moveToLocale} />
          {isMobile ? (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t('nav.open')}
              onClick={() => setIsMenuOpen(true)}
              data-testid="site-menu-button"
            />
          ) : (
            accountActions
          )}
        </div>
      </header>
      {isMobile && (
        <LazyDrawer
          open={isMenuOpen}
          onClose={() => setIsMenuOpen(false)}
          placement="right"
          size={280}
          title={<BrandMark />}
        >
          <nav className="public-site__drawer-nav" onClick={() => setIsMenuOpen(false)} data-testid="site-drawer-nav">
            {navLinks.map((link) => (
              <Link key={link.to} to={link.to}>
                {link.label}
              </Link>
            ))}
            <div className="public-site__drawer-actions">{accountActions}</div>
          </nav>
        </LazyDrawer>
      )}
      <main className="public-site__main">
        <Outlet />
      </main>
      <footer className="public-site__footer">
        <nav className="public-site__footer-links">
          <Link to={seoPath(AppPath.HomeModel)} data-testid="site-footer-ai-model">
            {t('site.aiModel')}
          </Link>
          <Link to={seoPath(AppPath.ModelVirtualTryOn)}>{t('site.tryOn')}</Link>
          <Link to={seoPath(AppPath.HomeImageClone)} data-testid="site-footer-image-studio">
            {t('site.imageStudio')}
          </Link>
          <Link to={seoPath(AppPath.HomeVideoFaceSwap)} data-testid="site-footer-face-swap">
            {t('site.faceSwap')}
          </Link>
          <Link to={seoPath(AppPath.Price)}>{t('site.price')}</Link>
          <Link to={seoPath(AppPath.PrivacyPolicy)} data-testid="site-footer-privacy">
            {t('site.privacy')}
          </Link>
          <Link to={seoPath(AppPath.ServiceTerms)} data-testid="site-footer-terms">
            {t('site.terms')}
          </Link>
        </nav>
        <span className="public-site__copyright">{t('site.copyright', { year: new Date().getFullYear() })}</span>
      </footer>
    </div>
  );
}
