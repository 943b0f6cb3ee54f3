import { useTranslation } from 'react-i18next';
import './spinner.css';
import './page-loader.css';

/** What shows while a screen's code or data loads; drawn in CSS, since it shows before antd has loaded. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="page-loader" role="status" aria-label={t('loading')}>
      <span className="spinner page-loader__spinner" />
    </div>
  );
}
