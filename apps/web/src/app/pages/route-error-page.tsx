import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import './centered-page.css';

/** Shown when a page fails to load or render, typically a lost connection while fetching its code. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main className="centered-page">
      <Result
        status="error"
        title={t('routeError.title')}
        subTitle={t('routeError.description')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
        }
      />
    </main>
  );
}
