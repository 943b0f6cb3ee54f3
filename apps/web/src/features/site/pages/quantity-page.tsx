import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
import { useSeoPath } from '../../../shared/lib/use-seo-path';
import { FeatureLandingPage } from '../components/feature-landing-page';

/**
 * Quantity (SPEC 2): many videos. What exists is the plans' concurrent renders and the open API (Pro), so the page
 * presents those and says there is no spreadsheet import.
 */
export default function QuantityPage() {
  const { t } = useTranslation('landing');
  const seoPath = useSeoPath();
  return (
    <FeatureLandingPage
      page="quantity"
      tool={AppPath.Create}
      figures={['avatars', 'voices']}
      prices={['avatarVideo']}
      moreActions={
        <Link to={seoPath(AppPath.ApiDocs)} data-testid="landing-api-docs">
          <Button size="large">{t('quantity.apiDocs')}</Button>
        </Link>
      }
    />
  );
}
