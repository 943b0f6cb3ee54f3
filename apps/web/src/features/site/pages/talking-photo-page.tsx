import { TOOL_ENTRY } from '../../../shared/lib/feature-screens';
import { FeatureLandingPage } from '../components/feature-landing-page';

/** TalkingPhoto (SPEC 2): a portrait that speaks, made in the avatar video editor's talking-photo tab. */
export default function TalkingPhotoPage() {
  return (
    <FeatureLandingPage
      page="talkingPhoto"
      tool={TOOL_ENTRY.talkingPhoto}
      figures={['voices', 'voiceLanguages']}
      prices={['avatarVideo']}
      showcase={{ kinds: ['talkingPhoto'], languages: 'visitor' }}
    />
  );
}
