import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../shared/ui/button-link';
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
        <ButtonLink to={seoPath(AppPath.ApiDocs)} isLarge testId="landing-api-docs">
          {t('quantity.apiDocs')}
        </ButtonLink>
      }
    />
  );
}
