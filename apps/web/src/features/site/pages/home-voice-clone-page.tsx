import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../shared/ui/button-link';
import { AppPath } from '../../../shared/lib/app-paths';
import { useSeoPath } from '../../../shared/lib/use-seo-path';
import { FeatureLandingPage } from '../components/feature-landing-page';

/** HomeVoiceClone (SPEC 2): instant and pro voice clones, with the recording guide one click away. */
export default function HomeVoiceClonePage() {
  const { t } = useTranslation('landing');
  const seoPath = useSeoPath();
  return (
    <FeatureLandingPage
      page="homeVoiceClone"
      tool={AppPath.VoiceClone}
      figures={['cloneLanguages', 'voices']}
      prices={['voiceInstant', 'voicePro']}
      showcase={{ kinds: ['voiceSample'], languages: 'visitor', note: 'libraryVoices' }}
      moreActions={
        <ButtonLink to={seoPath(AppPath.VoiceCloneModelEssay)} isLarge testId="landing-guide">
          {t('homeVoiceClone.guide')}
        </ButtonLink>
      }
    />
  );
}
