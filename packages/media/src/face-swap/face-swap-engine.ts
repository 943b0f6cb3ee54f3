/**
 * The face swap's contract. A video is analysed once into the people seen in it (faces grouped across frames); a swap
 * then maps some of those people to faces from the user's library. The source face's identity goes onto the target's
 * head, keeping the target's expression, mouth movement, head pose, lighting, hairline, ears and anything in front of
 * the face. Frames without a mapped person pass through untouched.
 */

/** SPEC section 5: MP4 or MOV, paid 200 MB and 5 min, free 20 MB. */
export const FACE_SWAP_VIDEO_LIMITS = {
  paidMaxBytes: 200 * 1024 * 1024,
  freeMaxBytes: 20 * 1024 * 1024,
  maxSec: 300,
} as const;

/** One person found in the video. */
export interface VideoPerson {
  /** Stable within one analysis: 'person-1', 'person-2', ... in order of first appearance. */
  id: string;
  /** A JPEG head-and-shoulders crop from the frame where the face is seen best. */
  thumbnail: Buffer;
  /** Seconds of video in which the face is seen. */
  secondsSeen: number;
  firstSeenSec: number;
}

/** A person's face seen at one moment, in source-video pixels. */
export interface PersonSighting {
  sec: number;
  box: [x: number, y: number, width: number, height: number];
}

/**
 * The people's faces through the video, sampled `sampleFps` times a second: plain numbers, kept as JSON between the
 * analysis and the swap. The swap fits the face mesh on every frame itself, starting from the nearest sightings.
 */
export interface FaceTracks {
  sampleFps: number;
  sightings: Record<string, PersonSighting[]>;
}

export interface VideoAnalysis {
  width: number;
  height: number;
  durationSec: number;
  fps: number;
  people: VideoPerson[];
  /** Where each person was seen: what the swap starts from, so it does not look for people again. */
  tracks: FaceTracks;
}

export interface AnalyseRequest {
  inputPath: string;
  signal?: AbortSignal;
  onProgress?: (share: number) => void;
}

export interface SwapRequest {
  inputPath: string;
  analysis: VideoAnalysis;
  /** Person id to the source face photo (JPEG or PNG, one clear face, as checked into the face library). */
  faces: Record<string, Buffer>;
  signal?: AbortSignal;
  onProgress?: (share: number) => void;
}

export interface SwappedVideo {
  /** The H.264 MP4 written, with the source's audio copied. */
  path: string;
  width: number;
  height: number;
  durationSec: number;
}

export interface FaceSwapEngine {
  /** Names the engine in logs and in the capabilities the page is told. */
  readonly name: string;
  analyse(request: AnalyseRequest): Promise<VideoAnalysis>;
  swap(request: SwapRequest, outputPath: string): Promise<SwappedVideo>;
  /** Frames at `previewAtSec`, swapped, as JPEGs in the same order. */
  preview(request: SwapRequest & { previewAtSec: number[] }): Promise<Buffer[]>;
}

/** Why a face photo cannot go into the face library; each has its own message in the UI. */
export type FaceCheckProblem =
  'noFace' | 'manyFaces' | 'faceTooSmall' | 'faceTurned' | 'faceBlurred' | 'imageTooLarge' | 'badImage';

export type FaceCheck =
  | { ok: true; face: { box: [number, number, number, number]; yawDeg: number } }
  | { ok: false; problem: FaceCheckProblem };

/** The face swap server failed, refused or could not be reached. `status` is the HTTP status when there was one. */
export class FaceSwapServerError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'FaceSwapServerError';
  }
}
