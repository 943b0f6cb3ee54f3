import { AppPath } from '../../../shared/lib/app-paths';
import { FaceSwapArt } from '../components/face-swap-art';
import { FeatureLandingPage } from '../components/feature-landing-page';

/** HomeVideoFaceSwap (SPEC 2): the video face swap, single and multi-face. */
export default function HomeVideoFaceSwapPage() {
  return (
    <FeatureLandingPage
      page="homeVideoFaceSwap"
      tool={AppPath.VideoFaceSwap}
      art={<FaceSwapArt />}
      prices={['faceSwap']}
    />
  );
}
