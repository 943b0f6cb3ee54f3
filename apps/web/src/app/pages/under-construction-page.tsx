import { ToolOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../shared/lib/app-paths';
import { useSeoPath } from '../../shared/lib/use-seo-path';
import { useRouteHandle } from '../routes/use-route-handle';
import './under-construction-page.css';

/**
 * Screens of SPEC 2 whose feature this version does not have yet, and unknown screens inside the shell.
 * The screen is named when the route knows it; the way out is the workbench, or the home page for guests.
 */
export default function UnderConstructionPage() {
  const { t } = useTranslation();
  const { t: tMeta } = useTranslation('meta');
  const seoPath = useSeoPath();
  const handle = useRouteHandle();
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
        subTitle={t('underConstruction.description')}
        extra={
          <Link to={isPublic ? seoPath(AppPath.Home) : AppPath.Workbench}>
            <Button type="primary" data-testid="under-construction-back">
              {isPublic ? t('underConstruction.backHome') : t('underConstruction.backToWorkbench')}
            </Button>
          </Link>
        }
      />
    </div>
  );
}
