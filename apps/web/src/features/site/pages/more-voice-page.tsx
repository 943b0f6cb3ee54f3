import { AppPath } from '../../../shared/lib/app-paths';
import { FeatureLandingPage } from '../components/feature-landing-page';

/** MoreVoice (SPEC 2): the voice library, its size counted from this installation's catalogue. */
export default function MoreVoicePage() {
  return (
    <FeatureLandingPage
      page="moreVoice"
      tool={AppPath.Voices}
      figures={['voices', 'voiceLanguages', 'cloneLanguages']}
      prices={['dubbing']}
      showcase={{ kinds: ['voiceSample'], languages: 'all' }}
    />
  );
}
