import { AppPath } from '../../../shared/lib/app-paths';
import { FeatureLandingPage } from '../components/feature-landing-page';

/** Translator (SPEC 2): AI video translation, voice, lips and subtitles. */
export default function TranslatorPage() {
  return (
    <FeatureLandingPage
      page="translator"
      tool={AppPath.AiVideoTranslation}
      figures={['voiceLanguages', 'subtitleLanguages']}
      prices={['videoTranslation']}
      showcase={{ kinds: ['avatarVideo'], languages: 'all', note: 'translator' }}
    />
  );
}
