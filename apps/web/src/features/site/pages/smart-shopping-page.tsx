import { ComingFeaturePage } from '../components/coming-feature-page';

/** SmartShopping (SPEC 2): the interactive shopping guide is not built; product videos and pictures stand in. */
export default function SmartShoppingPage() {
  return (
    <ComingFeaturePage
      page="smartShopping"
      figures={['avatars', 'voiceLanguages']}
      today={[
        { key: 't1', tool: 'avatarVideo' },
        { key: 't2', tool: 'videoTranslation' },
        { key: 't3', tool: 'cutout' },
      ]}
    />
  );
}
