import type { ReactNode } from 'react';
import { AudioOutlined, CustomerServiceOutlined, GlobalOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCatalogueSummary } from '../../../shared/catalogue/get-catalogue-summary';
import { BrandMark } from '../../../shared/ui/brand-mark';
import { LanguageSwitcher } from '../../../shared/ui/language-switcher';
import './auth-layout.css';

interface TAuthLayoutProps {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  /** Links to the other account pages, under the card. */
  footer?: ReactNode;
}

/**
 * The frame of the login, register and forget pages: a showcase beside the form on wide screens. Built without antd,
 * as the login page is (route-table.ts `isPlain`).
 */
export function AuthLayout({ title, subtitle, children, footer }: TAuthLayoutProps) {
  const { t } = useTranslation('auth');
  // The installation's own numbers; until they arrive, the lines name none.
  const { data: summary } = useCatalogueSummary();
  const highlights = [
    {
      icon: <UserSwitchOutlined />,
      text: summary ? t('showcase.avatarsCount', { count: summary.avatars }) : t('showcase.avatars'),
    },
    {
      icon: <CustomerServiceOutlined />,
      text: summary ? t('showcase.voicesCount', { count: summary.voices }) : t('showcase.voices'),
    },
    {
      icon: <GlobalOutlined />,
      text: summary ? t('showcase.languagesCount', { count: summary.voiceLanguages }) : t('showcase.languages'),
    },
    { icon: <AudioOutlined />, text: t('showcase.clone') },
  ];
  return (
    <div className="auth-page">
      <aside className="auth-showcase">
        <BrandMark isInverted />
        <div className="auth-showcase__pitch">
          <h2 className="auth-showcase__headline">{t('showcase.headline')}</h2>
          <p className="auth-showcase__body">{t('showcase.body')}</p>
          <ul className="auth-showcase__highlights" data-testid="auth-showcase-highlights">
            {highlights.map(({ icon, text }) => (
              <li key={text}>
                <span className="auth-showcase__icon">{icon}</span>
                {text}
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <main className="auth-main">
        <header className="auth-main__bar">
          <span className="auth-main__brand">
            <BrandMark />
          </span>
          <LanguageSwitcher />
        </header>
        <section className="auth-card">
          <h2 className="auth-card__title">{title}</h2>
          <p className="auth-card__subtitle">{subtitle}</p>
          {children}
          {footer && <p className="auth-card__footer">{footer}</p>}
        </section>
      </main>
    </div>
  );
}
