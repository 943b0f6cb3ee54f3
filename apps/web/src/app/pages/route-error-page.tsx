import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { buttonLookClass } from '../../shared/ui/button-look';
import './centered-page.css';
import './route-error-page.css';

/**
 * Shown when a page fails to load or render, typically a lost connection while fetching its code: so it is part
 * of the first download, and kept light: no antd, whose style engine a first visit to the public site does without.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main className="centered-page">
      <div className="route-error" role="alert">
        <CloseCircleFilled className="route-error__icon" />
        <h1 className="route-error__title">{t('routeError.title')}</h1>
        <p className="route-error__text">{t('routeError.description')}</p>
        <button type="button" className={buttonLookClass({ look: 'primary' })} onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
      </div>
    </main>
  );
}
