import { ComingFeaturePage } from '../components/coming-feature-page';

/** UrlToVideo (SPEC 2): reading a product page is not built; the tools that take its text and pictures stand in. */
export default function HomeUrlToVideoPage() {
  return (
    <ComingFeaturePage
      page="homeUrlToVideo"
      figures={['avatars', 'voices']}
      today={[
        { key: 't1', tool: 'avatarVideo' },
        { key: 't2', tool: 'imageToVideo' },
        { key: 't3', tool: 'cutout' },
      ]}
    />
  );
}
