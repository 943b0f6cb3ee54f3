import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import './page-loader.css';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="page-loader" role="status" aria-label={t('loading')}>
      <Spin size="large" />
    </div>
  );
}
