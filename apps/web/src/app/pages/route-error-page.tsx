import { useTranslation } from 'react-i18next';
import { buttonLookClass } from '../../shared/ui/button-look';
import { SvgIcon, type TIconDrawing } from '../../shared/ui/svg-icon';
import './centered-page.css';
import './route-error-page.css';

/**
 * antd's drawing (@ant-design/icons-svg, MIT), copied: this page is in every first download, which so does without
 * @ant-design/icons' component and its style code.
 */
const CloseCircleFilled: TIconDrawing = [
  'M512 64c247.4 0 448 200.6 448 448S759.4 960 512 960 64 759.4 64 512 264.6 64 512 64zm127.98 274.82h-.04l-.08.06L512 466.75 384.14 338.88c-.04-.05-.06-.06-.08-.06a.12.12 0 00-.07 0c-.03 0-.05.01-.09.05l-45.02 45.02a.2.2 0 00-.05.09.12.12 0 000 .07v.02a.27.27 0 00.06.06L466.75 512 338.88 639.86c-.05.04-.06.06-.06.08a.12.12 0 000 .07c0 .03.01.05.05.09l45.02 45.02a.2.2 0 00.09.05.12.12 0 00.07 0c.02 0 .04-.01.08-.05L512 557.25l127.86 127.87c.04.04.06.05.08.05a.12.12 0 00.07 0c.03 0 .05-.01.09-.05l45.02-45.02a.2.2 0 00.05-.09.12.12 0 000-.07v-.02a.27.27 0 00-.05-.06L557.25 512l127.87-127.86c.04-.04.05-.06.05-.08a.12.12 0 000-.07c0-.03-.01-.05-.05-.09l-45.02-45.02a.2.2 0 00-.09-.05.12.12 0 00-.07 0z',
];

/**
 * Shown when a page fails to load or render, typically a lost connection while fetching its code: so it is part
 * of the first download, and kept light: no antd, whose style engine a first visit to the public site does without.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main className="centered-page">
      <div className="route-error" role="alert">
        <SvgIcon icon={CloseCircleFilled} className="route-error__icon" />
        <h1 className="route-error__title">{t('routeError.title')}</h1>
        <p className="route-error__text">{t('routeError.description')}</p>
        <button type="button" className={buttonLookClass({ look: 'primary' })} onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
      </div>
    </main>
  );
}
