import { useTranslation } from 'react-i18next';
import { AppPath } from '../../../shared/lib/app-paths';
import { FeatureLandingPage } from '../components/feature-landing-page';

const PASSAGES = ['p1', 'p2', 'p3'] as const;

/**
 * VoiceCloneModelEssay (SPEC 2): how to record a clone's sample, with passages to read aloud in the reader's
 * language. The sample limits are the ones the server checks (CLONE_SAMPLE_LIMITS).
 */
export default function VoiceCloneModelEssayPage() {
  const { t } = useTranslation('landing');
  return (
    <FeatureLandingPage
      page="voiceCloneModelEssay"
      tool={AppPath.ProVoiceClone}
      figures={['cloneLanguages']}
      prices={['voiceInstant', 'voicePro']}
    >
      <section className="site-section" data-testid="landing-passages">
        <h2 className="site-section__title">{t('voiceCloneModelEssay.passagesTitle')}</h2>
        <div className="landing-panel landing-panel--three">
          {PASSAGES.map((passage) => (
            <div key={passage}>
              <h3>{t(`voiceCloneModelEssay.passages.${passage}.title`)}</h3>
              <p className="landing-passage">{t(`voiceCloneModelEssay.passages.${passage}.text`)}</p>
            </div>
          ))}
        </div>
      </section>
    </FeatureLandingPage>
  );
}
