import { lazy, Suspense } from 'react';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toLocale } from '@orator/contracts';
import type { TLanguageSwitcherProps } from './language-select';
import './language-switcher.css';

const LanguageSelect = lazy(() => import('./language-select'));

/**
 * The language menu of every header. antd's Select is a large part of a first visit's code and nobody picks a
 * language before the page has painted, so the header shows the current language until the menu has loaded.
 */
export function LanguageSwitcher(props: TLanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const fallback = (
    <span className="language-switcher-placeholder">
      <GlobalOutlined />
      {props.isCompact ? t(`language.short.${locale}`) : t(`language.${locale}`)}
    </span>
  );
  return (
    <Suspense fallback={fallback}>
      <LanguageSelect {...props} />
    </Suspense>
  );
}
