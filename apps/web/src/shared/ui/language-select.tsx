import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, toLocale, type TLocale } from '@orator/contracts';
import { changeLocale } from '../i18n/i18n';
import { AntdScope } from './antd-scope';

export interface TLanguageSwitcherProps {
  /** Narrow headers show the short names (EN, 中文, PT). */
  isCompact?: boolean;
  /** After the language changed, e.g. to move a public page to its address in that language. */
  onChanged?: (locale: TLocale) => void;
}

/**
 * antd's Select with its popup and virtual list: loaded when the visitor reaches for the language button
 * (language-switcher.tsx), in its own AntdScope, as the public site's header is built without antd. It replaces
 * the button the visitor clicked, so it opens at once, with the focus.
 */
export default function LanguageSelect({ isCompact = false, onChanged }: TLanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    // Opened once it is on the page, as a click on it would open it: its popup is placed beside it.
    const frame = requestAnimationFrame(() => setIsOpen(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <AntdScope>
      <Select<TLocale>
        data-testid="language-switcher"
        aria-label={t('language.label')}
        open={isOpen}
        onOpenChange={setIsOpen}
        autoFocus
        value={toLocale(i18n.language)}
        onChange={(locale) => void changeLocale(locale).then(() => onChanged?.(locale))}
        prefix={<GlobalOutlined />}
        variant="borderless"
        popupMatchSelectWidth={false}
        labelRender={isCompact ? ({ value }) => t(`language.short.${toLocale(String(value))}`) : undefined}
        options={LOCALES.map((locale) => ({
          value: locale,
          label: <span data-testid={`language-option-${locale}`}>{t(`language.${locale}`)}</span>,
        }))}
      />
    </AntdScope>
  );
}
