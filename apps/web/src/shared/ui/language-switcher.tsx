import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES, toLocale, type TLocale } from '@orator/contracts';
import { changeLocale } from '../i18n/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <Select<TLocale>
      data-testid="language-switcher"
      aria-label={t('language.label')}
      value={toLocale(i18n.language)}
      onChange={(locale) => void changeLocale(locale)}
      prefix={<GlobalOutlined />}
      variant="borderless"
      popupMatchSelectWidth={false}
      options={LOCALES.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
    />
  );
}
