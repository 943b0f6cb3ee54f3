import { AppPath } from '../../../shared/lib/app-paths';
import { FeatureLandingPage } from '../components/feature-landing-page';
import { TryOnArt } from '../components/model-art';

/** ModelVirtualTryOn (SPEC 2): virtual try-on, wigs first (SPEC 1 "virtual wig try-on"). */
export default function ModelVirtualTryOnPage() {
  return (
    <FeatureLandingPage page="modelVirtualTryOn" tool={AppPath.RealLifeModel} art={<TryOnArt />} prices={['aiModel']} />
  );
}
