import { ToolOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AppPath } from '../../shared/lib/app-paths';
import { screenView } from '../../shared/lib/feature-screens';
import { useSeoPath } from '../../shared/lib/use-seo-path';
import { useRouteHandle } from '../routes/use-route-handle';
import './under-construction-page.css';

/**
 * Screens of SPEC 2 whose feature this version does not have yet, and unknown screens inside the shell.
 * A screen the feature registry knows says in general terms when it is planned and offers the built tools
 * that do part of its job; the way out is the workbench, or the home page for guests.
 */
export default function UnderConstructionPage() {
  const { t } = useTranslation();
  const { t: tMeta } = useTranslation('meta');
  const { t: tWorkbench } = useTranslation('workbench');
  const { pathname } = useLocation();
  const seoPath = useSeoPath();
  const handle = useRouteHandle();
  const view = screenView(pathname);
  const planned = view && !view.isAvailable ? view : undefined;
  const screen = handle?.meta && handle.meta !== 'underConstruction' ? tMeta(`${handle.meta}.heading`) : undefined;
  const isPublic = handle?.isPublic === true;

  return (
    <div className="under-construction">
      <Result
        icon={<ToolOutlined className="under-construction__icon" />}
        title={
          <span data-testid="under-construction-title">
            {screen ? t('underConstruction.titleNamed', { screen }) : t('underConstruction.title')}
          </span>
        }
        subTitle={
          <span data-testid="under-construction-planned">
            {planned ? t(`underConstruction.planned.${planned.planned}`) : t('underConstruction.description')}
          </span>
        }
        extra={
          <div className="under-construction__ways">
            {planned && planned.instead.length > 0 && (
              <div className="under-construction__instead" data-testid="under-construction-instead">
                <p>{t('underConstruction.instead')}</p>
                <div className="under-construction__tools">
                  {planned.instead.map((tool) => (
                    <Link key={tool.key} to={tool.to} data-testid={`under-construction-use-${tool.key}`}>
                      <Button>{tWorkbench(`tools.${tool.key}.name`)}</Button>
                    </Link>
                  ))}
                </div>
              </div>
            )}
            <Link to={isPublic ? seoPath(AppPath.Home) : AppPath.Workbench}>
              <Button type="primary" data-testid="under-construction-back">
                {isPublic ? t('underConstruction.backHome') : t('underConstruction.backToWorkbench')}
              </Button>
            </Link>
          </div>
        }
      />
    </div>
  );
}
