import { AppPath } from '../../../shared/lib/app-paths';
import { FeatureLandingPage } from '../components/feature-landing-page';

/** MoreAvatar (SPEC 2): the presenters. The library screen is not built yet (contracts features.ts), so the button opens the editor where presenters are chosen today. */
export default function MoreAvatarPage() {
  return (
    <FeatureLandingPage
      page="moreAvatar"
      tool={AppPath.Create}
      figures={['avatars']}
      prices={['avatarVideo', 'avatarClone']}
      showcase={{ kinds: ['avatarVideo', 'talkingPhoto'], languages: 'visitor' }}
    />
  );
}
