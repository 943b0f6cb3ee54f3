import { ComingFeaturePage } from '../components/coming-feature-page';

/**
 * ShareNewYearVideo (SPEC 2) without a video: no campaign runs, so the page offers the tools a greeting is made
 * with. A shared greeting (/share-new-year-video/:id) opens in the shared-video page instead (route table).
 */
export default function ShareNewYearVideoPage() {
  return (
    <ComingFeaturePage
      page="shareNewYearVideo"
      figures={['avatars', 'voiceLanguages']}
      today={[
        { key: 't1', tool: 'avatarVideo' },
        { key: 't2', tool: 'talkingPhoto' },
        { key: 't3', tool: 'voiceClone' },
      ]}
    />
  );
}
