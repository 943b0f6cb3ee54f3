import { analyseFaceVideo } from './analyse-video';
import type { FaceSwapEngine } from './face-swap-engine';
import { renderSwapPreview } from './render-swap-preview';
import { renderSwappedVideo } from './render-swapped-video';

/**
 * The face swap that runs on the CPU with no server: people found and grouped by the analysis, faces repainted by
 * mesh warping with colour matching and a feathered, occlusion-aware blend (docs/face-swap.md).
 */
export function createOfflineFaceSwapEngine(): FaceSwapEngine {
  return {
    name: 'offline-mesh-warp',
    analyse: (request) => analyseFaceVideo(request),
    swap: (request, outputPath) => renderSwappedVideo(request, outputPath),
    preview: (request) => renderSwapPreview(request),
  };
}
