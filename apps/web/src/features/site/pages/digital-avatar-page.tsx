import { AppPath } from '../../../shared/lib/app-paths';
import { FeatureLandingPage } from '../components/feature-landing-page';

/** DigitalAvatar (SPEC 2): avatar videos from a script or narration, with a stock presenter or one's own clone. */
export default function DigitalAvatarPage() {
  return (
    <FeatureLandingPage
      page="digitalAvatar"
      tool={AppPath.Create}
      figures={['avatars', 'voices', 'voiceLanguages']}
      prices={['avatarVideo']}
      showcase={{ kinds: ['avatarVideo'], languages: 'visitor' }}
    />
  );
}
