import { MenuOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import type { TLocale } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import type { TRouteMetaName } from '../../routes/route-handle';
import { seoLocalizedPath, withoutSeoPrefix } from '../../../shared/lib/seo-locale';
import { useBrowserValue } from '../../../shared/lib/use-browser-value';
import { useIsMobile } from '../../../shared/lib/use-is-mobile';
import { useIsSignedIn } from '../../../shared/session/use-is-signed-in';
import { useSeoPath } from '../../../shared/lib/use-seo-path';
import { buttonLookClass } from '../../../shared/ui/button-look';
import { ButtonLink } from '../../../shared/ui/button-link';
import { BrandMark } from '../../../shared/ui/brand-mark';
import { LazyDrawer } from '../../../shared/ui/lazy-drawer';
import { LanguageSwitcher } from '../../../shared/ui/language-switcher';
import './public-layout.css';

/**
 * The footer's links, every public page of the site by group: the tools' introductions, the pages that help, and
 * the operator's own. Labels are the site's names for the first pages, the pages' own headings for the rest.
 */
const FOOTER_GROUPS = [
  {
    title: 'footerTools',
    links: [
      { path: AppPath.DigitalAvatar, meta: 'digitalAvatar' },
      { path: AppPath.TalkingPhoto, meta: 'talkingPhoto' },
      { path: AppPath.DigitalPptCreation, meta: 'digitalPptCreation' },
      { path: AppPath.HomeVoiceClone, meta: 'homeVoiceClone' },
      { path: AppPath.MoreVoice, meta: 'moreVoice' },
      { path: AppPath.MoreAvatar, meta: 'moreAvatar' },
      { path: AppPath.Translator, meta: 'translator' },
      { path: AppPath.Quantity, meta: 'quantity' },
      { path: AppPath.HomeModel, label: 'aiModel', testId: 'site-footer-ai-model' },
      { path: AppPath.ModelVirtualTryOn, label: 'tryOn' },
      { path: AppPath.HomeImageClone, label: 'imageStudio', testId: 'site-footer-image-studio' },
      { path: AppPath.HomeVideoFaceSwap, label: 'faceSwap', testId: 'site-footer-face-swap' },
      { path: AppPath.LiveStreaming, meta: 'liveStreaming' },
      { path: AppPath.SmartShopping, meta: 'smartShopping' },
      { path: AppPath.HomeUrlToVideo, meta: 'homeUrlToVideo' },
    ],
  },
  {
    title: 'footerResources',
    links: [
      { path: AppPath.Help, meta: 'help', testId: 'site-footer-help' },
      { path: AppPath.Faq, meta: 'faq' },
      { path: AppPath.Blog, meta: 'blog' },
      { path: AppPath.VoiceCloneModelEssay, meta: 'voiceCloneModelEssay' },
      { path: AppPath.VideoShootingSpecifications, meta: 'videoShootingSpecifications' },
      { path: AppPath.ApiDocs, meta: 'apiDocs' },
      { path: AppPath.Price, label: 'price' },
    ],
  },
  {
    title: 'footerCompany',
    links: [
      { path: AppPath.About, meta: 'about' },
      { path: AppPath.Contact, meta: 'contact', testId: 'site-footer-contact' },
      { path: AppPath.SafetyEthics, meta: 'safetyEthics' },
      { path: AppPath.Affiliate, meta: 'affiliate' },
      { path: AppPath.PrivacyPolicy, label: 'privacy', testId: 'site-footer-privacy' },
      { path: AppPath.ServiceTerms, label: 'terms', testId: 'site-footer-terms' },
    ],
  },
] as const satisfies readonly {
  title: string;
  links: readonly ({ path: string; testId?: string } & ({ meta: TRouteMetaName } | { label: string }))[];
}[];

/**
 * The frame of the public pages (SPEC 2): a site header and footer, no sidebar, no sign-in needed. Built without
 * antd (route-table.ts `isPlain`), so a first visit to the site does not download its style engine.
 */
export default function PublicLayout() {
  const { t } = useTranslation('shell');
  const { t: tMeta } = useTranslation('meta');
  const seoPath = useSeoPath();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const isMobile = useIsMobile();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const hasSession = useIsSignedIn();
  // A prerendered page does not know the year it is read in; the line follows hydration.
  const year = useBrowserValue(() => new Date().getFullYear(), undefined);

  /** The same page at its address in the chosen language (SPEC 9 prefixes). */
  function moveToLocale(locale: TLocale) {
    void navigate(`${seoLocalizedPath(locale, withoutSeoPrefix(pathname))}${search}`);
  }

  const navLinks = [
    { to: seoPath(AppPath.Home), label: t('site.home'), testId: 'site-nav-home' },
    { to: seoPath(AppPath.Price), label: t('site.price'), testId: 'site-nav-price' },
  ];
  const accountActions = hasSession ? (
    <ButtonLink to={AppPath.Workbench} look="primary" testId="site-open-workbench">
      {t('site.openWorkbench')}
    </ButtonLink>
  ) : (
    <>
      <ButtonLink to={AppPath.Login} look="text" testId="site-login">
        {t('site.login')}
      </ButtonLink>
      <ButtonLink to={AppPath.Register} look="primary" testId="site-register">
        {t('site.register')}
      </ButtonLink>
    </>
  );

  return (
    <div className="public-site">
      <header className="public-site__header">
        <Link to={seoPath(AppPath.Home)} className="public-site__brand">
          <BrandMark />
        </Link>
        {!isMobile && (
          <nav className="public-site__nav">
            {navLinks.map((link) => (
              <Link key={link.to} to={link.to} data-testid={'testId' in link ? link.testId : undefined}>
                {link.label}
              </Link>
            ))}
          </nav>
        )}
        <div className="public-site__actions">
          <LanguageSwitcher isCompact={isMobile} onChanged={moveToLocale} />
          {isMobile ? (
            <button
              type="button"
              className={buttonLookClass({ look: 'text', isIconOnly: true })}
              aria-label={t('nav.open')}
              onClick={() => setIsMenuOpen(true)}
              data-testid="site-menu-button"
            >
              <MenuOutlined />
            </button>
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
        <div className="public-site__footer-groups">
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.title} className="public-site__footer-links" aria-label={t(`site.${group.title}`)}>
              <span className="public-site__footer-title">{t(`site.${group.title}`)}</span>
              {group.links.map((link) => (
                <Link key={link.path} to={seoPath(link.path)} data-testid={'testId' in link ? link.testId : undefined}>
                  {'label' in link ? t(`site.${link.label}`) : tMeta(`${link.meta}.heading`)}
                </Link>
              ))}
            </nav>
          ))}
        </div>
        {year !== undefined && <span className="public-site__copyright">{t('site.copyright', { year })}</span>}
      </footer>
    </div>
  );
}
