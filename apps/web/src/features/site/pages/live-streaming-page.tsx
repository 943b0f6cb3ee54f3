import { ComingFeaturePage } from '../components/coming-feature-page';

/** LiveStreaming (SPEC 2): live avatar hosts are not built (shoppingGuide); recorded videos and clones stand in. */
export default function LiveStreamingPage() {
  return (
    <ComingFeaturePage
      page="liveStreaming"
      figures={['avatars', 'voices']}
      today={[
        { key: 't1', tool: 'avatarVideo' },
        { key: 't2', tool: 'avatarClone' },
        { key: 't3', tool: 'voiceClone' },
      ]}
    />
  );
}
