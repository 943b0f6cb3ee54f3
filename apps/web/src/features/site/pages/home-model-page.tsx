import { AppPath } from '../../../shared/lib/app-paths';
import { FeatureLandingPage } from '../components/feature-landing-page';
import { ModelArt } from '../components/model-art';

/** HomeModel (SPEC 2): the AI model, a product shown worn by a model. */
export default function HomeModelPage() {
  return <FeatureLandingPage page="homeModel" tool={AppPath.RealLifeModel} art={<ModelArt />} prices={['aiModel']} />;
}
