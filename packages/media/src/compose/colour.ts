import type { Size } from './types';

/**
 * How a video's pictures are turned into YUV and tagged. Browsers decode untagged HD video as BT.709, so HD pictures
 * converted with ffmpeg's default BT.601 matrix showed saturated colours visibly shifted (a red turned orange).
 */
export interface VideoColour {
  /** swscale's name for the RGB to YUV matrix. */
  swsMatrix: 'bt709' | 'bt601';
  /** The tag written into the stream for the matrix, the primaries and the transfer. */
  tag: 'bt709' | 'smpte170m';
}

const HD: VideoColour = { swsMatrix: 'bt709', tag: 'bt709' };
const SD: VideoColour = { swsMatrix: 'bt601', tag: 'smpte170m' };

/** HD (720 lines or more on the short side) is BT.709; smaller pictures are SD's BT.601, as players assume. */
export function videoColour(canvas: Size): VideoColour {
  return Math.min(canvas.width, canvas.height) >= 720 ? HD : SD;
}

/**
 * Filters that turn any picture into limited-range yuv420p with `colour`'s matrix. The detour through RGB makes the
 * matrix explicit whatever the source was (a JPEG's full-range BT.601, a phone video's BT.709).
 */
export function toVideoYuv(colour: VideoColour, pixelFormat: 'yuv420p' | 'yuva420p' = 'yuv420p'): string {
  const rgb = pixelFormat === 'yuva420p' ? 'rgba' : 'rgb24';
  return `format=${rgb},scale=out_color_matrix=${colour.swsMatrix}:out_range=tv,format=${pixelFormat}`;
}

/** The colour tags x264 writes into the stream, so every player decodes with the matrix the picture was made with. */
export function colourTagArgs(colour: VideoColour): string[] {
  return [
    ...['-colorspace', colour.tag, '-color_primaries', colour.tag, '-color_trc', colour.tag],
    ...['-color_range', 'tv'],
  ];
}

/**
 * A still JPEG from the video's picture: JPEG viewers decode full-range BT.601 whatever the video used, and the
 * frame's own tags would otherwise make ffmpeg convert with the video's matrix.
 */
export function toJpegYuv(colour: VideoColour): string {
  return (
    `scale=in_color_matrix=${colour.swsMatrix}:in_range=tv,format=rgb24,` +
    'scale=out_color_matrix=bt601:out_range=pc,format=yuvj420p'
  );
}
