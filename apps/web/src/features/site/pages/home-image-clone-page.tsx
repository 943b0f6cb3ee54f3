import { useTranslation } from 'react-i18next';
import { API_BASE, CutoutApi, ImageToVideoApi, isFeatureAvailable, type TToolKey } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { ComingSoonTag } from '../../../shared/ui/coming-soon-tag';
import { FeatureLandingPage } from '../components/feature-landing-page';
import { ToolLink } from '../components/tool-link';
import { landingValues } from '../landing-values';

/**
 * Pictures the installation serves to anyone: the cutout's sample photos and the clip templates, all drawn for
 * Orator (no stock photograph).
 */
const cutoutSample = (id: string) => `${API_BASE}${CutoutApi.sampleImage}?id=${id}`;
const clipTemplate = (id: string) => `${API_BASE}${ImageToVideoApi.templateImage}?id=${id}`;

const TOOLS = [
  { key: 'cutout', feature: 'cutout', to: AppPath.Cutout, picture: cutoutSample('sneaker') },
  { key: 'aiPhoto', feature: 'imageGenerator', to: AppPath.ImageGenerator, picture: cutoutSample('bottle') },
  {
    key: 'imageToVideo',
    feature: 'imageToVideo',
    to: AppPath.AiCharacterGeneration,
    picture: clipTemplate('meadow-16x9'),
  },
  { key: 'textToVideo', feature: 'textToVideo', to: AppPath.AiVideoGen, picture: clipTemplate('neonNight-16x9') },
] as const satisfies readonly { key: string; feature: TToolKey; to: string; picture: string }[];

/** HomeImageClone (SPEC 2): the image studio, one section per tool. */
export default function HomeImageClonePage() {
  const { t, i18n } = useTranslation('landing');
  const values = landingValues(i18n.language);
  return (
    <FeatureLandingPage
      page="imageStudio"
      tool={AppPath.Cutout}
      art={
        <div className="landing-photo">
          <img src={cutoutSample('mug')} alt="" />
        </div>
      }
      prices={['cutout', 'aiPhoto', 'videoClip']}
    >
      <section className="site-section" data-testid="landing-tools">
        <h2 className="site-section__title">{t('imageStudio.toolsTitle')}</h2>
        <div className="landing-tools">
          {TOOLS.map(({ key, feature, to, picture }) => (
            <article key={key} className="landing-tool" data-testid={`landing-tool-${key}`}>
              <img src={picture} alt={t(`imageStudio.tools.${key}.alt`)} loading="lazy" />
              <div className="landing-tool__body">
                <h3>
                  {t(`imageStudio.tools.${key}.title`)}
                  {!isFeatureAvailable(feature) && <ComingSoonTag />}
                </h3>
                <p>{t(`imageStudio.tools.${key}.text`, values)}</p>
                {isFeatureAvailable(feature) && <ToolLink to={to}>{t(`imageStudio.tools.${key}.open`)}</ToolLink>}
              </div>
            </article>
          ))}
        </div>
      </section>
    </FeatureLandingPage>
  );
}
