import { AppPath } from '../../../shared/lib/app-paths';
import { FeatureLandingPage } from '../components/feature-landing-page';

/** DigitalPPTCreation (SPEC 2): a deck turned into a narrated video, slide by slide. */
export default function DigitalPptCreationPage() {
  return (
    <FeatureLandingPage
      page="digitalPptCreation"
      tool={AppPath.PptCreate}
      figures={['voices', 'voiceLanguages']}
      prices={['avatarVideo']}
    />
  );
}
