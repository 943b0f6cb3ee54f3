import sharp from 'sharp';
import { ffmpeg } from '../ffmpeg';
import type { SwapRequest } from './face-swap-engine';
import { FacePainter, FrameSwapper } from './render-swap-frames';
import { swapSources, swapVideoShape } from './render-swapped-video';
import { faceTopology } from './swap-source-face';
import { yuvFrameBytes, yuvToRgb } from './swap-yuv';

const PREVIEW_JPEG_QUALITY = 88;

/** The frames at the asked seconds, swapped as the full render would swap them (without the smoothing over time). */
export async function renderSwapPreview(request: SwapRequest & { previewAtSec: number[] }): Promise<Buffer[]> {
  const shape = await swapVideoShape(request.inputPath);
  const { info, width, height } = shape;
  const sources = await swapSources(request);
  const topology = await faceTopology();
  const previews: Buffer[] = [];
  for (const [k, asked] of request.previewAtSec.entries()) {
    request.signal?.throwIfAborted();
    // On a frame's own time, as the full render numbers frames, so the preview shows the frame it will change.
    const n = Math.max(0, Math.min(Math.round(asked * info.fps), Math.round(info.durationSec * info.fps) - 1));
    const sec = n / info.fps;
    const { stdout } = await ffmpeg([
      ...['-ss', sec.toFixed(3), '-i', request.inputPath, '-map', '0:v:0', '-an', '-frames:v', '1'],
      ...['-vf', shape.filter.replace(/^fps=[^,]+,setpts=PTS-STARTPTS,?/, '') || 'null'],
      ...['-f', 'rawvideo', '-pix_fmt', 'yuv420p', 'pipe:1'],
    ]);
    if (stdout.length < yuvFrameBytes(width, height)) throw new Error(`no frame at ${sec.toFixed(2)} s`);
    const frame = { width, height, data: stdout.subarray(0, yuvFrameBytes(width, height)) };
    const swapper = new FrameSwapper({
      tracks: request.analysis.tracks,
      sources,
      fps: info.fps,
      durationSec: info.durationSec,
      sequential: false,
    });
    new FacePainter(sources, topology).paint(frame, await swapper.locate(frame, sec));
    const rgb = yuvToRgb(frame, 1);
    previews.push(
      await sharp(rgb.data, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: PREVIEW_JPEG_QUALITY })
        .toBuffer(),
    );
    request.onProgress?.((k + 1) / request.previewAtSec.length);
  }
  return previews;
}
