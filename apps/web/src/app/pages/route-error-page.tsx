import { CloseCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import './centered-page.css';
import './route-error-page.css';

/**
 * Shown when a page fails to load or render, typically a lost connection while fetching its code: so it is part
 * of the first download, and kept light (antd's Result brings illustrations this page never shows).
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main className="centered-page">
      <div className="route-error" role="alert">
        <CloseCircleFilled className="route-error__icon" />
        <h1 className="route-error__title">{t('routeError.title')}</h1>
        <p className="route-error__text">{t('routeError.description')}</p>
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      </div>
    </main>
  );
}
