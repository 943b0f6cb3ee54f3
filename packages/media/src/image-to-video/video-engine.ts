import type { CameraMove } from './camera';

/** 720p in each shape the studio offers. */
export const VIDEO_FRAME_SIZES = {
  '16:9': { width: 1280, height: 720 },
  '9:16': { width: 720, height: 1280 },
  '1:1': { width: 720, height: 720 },
} as const;
export type VideoRatio = keyof typeof VIDEO_FRAME_SIZES;

export const VIDEO_DURATION_LIMITS = { minSec: 5, maxSec: 10 } as const;

/**
 * What a video engine is asked for: a clip of `durationSec` at `ratio` from the user's pictures and prompt. The
 * offline engine composes the pictures into a filmed-looking clip (camera moves, parallax, breathing, light); a
 * deployment with a GPU plugs a generative image-to-video model in over HTTP (docs/engines.md).
 */
export interface VideoRequest {
  prompt: string;
  /** JPEG, PNG or WEBP pictures in the order they appear; the offline engine needs at least one. */
  images: Buffer[];
  ratio: VideoRatio;
  durationSec: number;
  /** The camera move of every shot; by default shots take turns (push, pan, orbit). */
  move?: CameraMove;
  /** A band of light and drifting motes; on by default. */
  light?: boolean;
  /** The same seed gives the same clip where the engine can promise it (the offline engine does). */
  seed?: number;
  signal?: AbortSignal;
  /** The share of the work done, 0 to 1. */
  onProgress?: (share: number) => void;
}

export interface GeneratedVideo {
  /** The H.264 MP4 written. */
  path: string;
  width: number;
  height: number;
  durationSec: number;
}

export interface VideoEngine {
  /** Names the engine in logs and in the capabilities the page is told. */
  readonly name: string;
  /** 'composed' films the user's pictures with camera moves; 'generated' is a generative model. */
  readonly kind: 'composed' | 'generated';
  make(request: VideoRequest, outputPath: string): Promise<GeneratedVideo>;
}

/** Without a video generation server, clips are composed from pictures: it cannot film a prompt alone. */
export class PicturesRequiredError extends Error {
  constructor() {
    super('Without a video generation server, clips are composed from pictures: add at least one picture');
    this.name = 'PicturesRequiredError';
  }
}

/** The video generation server failed, refused or could not be reached. `status` is the HTTP status when there was one. */
export class VideoServerError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'VideoServerError';
  }
}
