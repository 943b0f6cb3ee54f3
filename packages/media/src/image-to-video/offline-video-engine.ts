import { moveFromPrompt } from './prompt-move';
import { renderClip } from './render-clip';
import { photoStage } from './stage';
import {
  PicturesRequiredError,
  VIDEO_FRAME_SIZES,
  type GeneratedVideo,
  type VideoEngine,
  type VideoRequest,
} from './video-engine';

/** The share of the work the cutouts take before filming starts (they are a few seconds each). */
const STAGING_SHARE = 0.4;

/**
 * Films the user's pictures without a generative model: each picture's subject is cut out and lifted off its
 * background, then a camera pushes, pans or circles with the subject nearer than its backdrop, breathing, under
 * moving light; pictures crossfade. It composes, it does not invent: of the prompt it only reads the camera move
 * asked for ("zoom in", "pan", "orbit"), the picture stays the user's.
 */
export const offlineVideoEngine: VideoEngine = {
  name: 'offline',
  kind: 'composed',
  async make(request: VideoRequest, outputPath: string): Promise<GeneratedVideo> {
    if (request.images.length === 0) throw new PicturesRequiredError();
    const { width, height } = VIDEO_FRAME_SIZES[request.ratio];
    const stages = [];
    for (const [index, image] of request.images.entries()) {
      request.signal?.throwIfAborted();
      stages.push(await photoStage(image, width, height));
      request.onProgress?.((STAGING_SHARE * (index + 1)) / request.images.length);
    }
    await renderClip(
      stages,
      {
        width,
        height,
        durationSec: request.durationSec,
        move: request.move ?? moveFromPrompt(request.prompt),
        light: request.light ?? true,
        seed: request.seed ?? 1,
        signal: request.signal,
        onProgress: (share) => request.onProgress?.(STAGING_SHARE + (1 - STAGING_SHARE) * share),
      },
      outputPath,
    );
    return { path: outputPath, width, height, durationSec: request.durationSec };
  },
};
