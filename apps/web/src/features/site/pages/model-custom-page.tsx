import { useTranslation } from 'react-i18next';
import { AppPath } from '../../../shared/lib/app-paths';
import { FeatureLandingPage } from '../components/feature-landing-page';
import { OwnPortraitArt } from '../components/model-art';
import { landingValues } from '../landing-values';

const PHOTO_RULES = ['front', 'size', 'shoulders', 'light'] as const;
/** The AI model tool with "My photo" already chosen. */
const OWN_PHOTO_TOOL = `${AppPath.RealLifeModel}?model=own`;

/** ModelCustom (SPEC 2): products tried on the visitor's own portrait ("My photo" of the AI model tool). */
export default function ModelCustomPage() {
  const { t, i18n } = useTranslation('landing');
  const values = landingValues(i18n.language);
  return (
    <FeatureLandingPage page="modelCustom" tool={OWN_PHOTO_TOOL} art={<OwnPortraitArt />} prices={['aiModel']}>
      <section className="site-section landing-panel" data-testid="landing-photo">
        <div>
          <h3>{t('modelCustom.photo.title')}</h3>
          <ul className="price-notes">
            {PHOTO_RULES.map((rule) => (
              <li key={rule}>{t(`modelCustom.photo.${rule}`, values)}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>{t('modelCustom.privacy.title')}</h3>
          <p>{t('modelCustom.privacy.text')}</p>
        </div>
      </section>
    </FeatureLandingPage>
  );
}
