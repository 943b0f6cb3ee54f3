/**
 * The subtitle remover's contract. A box is in source-video pixels; subtitle boxes hold burned-in captions that change
 * over time, watermark boxes hold a logo or mark that stays. Inside a box only the pixels where text or a mark is found
 * are replaced: from the same place in neighbouring frames where the background shows there, and inpainted otherwise.
 * Everything outside the boxes is left as a plain re-encode leaves it.
 */
export interface EraseBox {
  kind: 'subtitle' | 'watermark';
  ltX: number;
  ltY: number;
  rbX: number;
  rbY: number;
}

/** SPEC section 5: at most 5 boxes, at most one of each kind, at least one. */
export const ERASE_BOX_LIMITS = { maxBoxes: 5, maxSubtitleBoxes: 1, maxWatermarkBoxes: 1, minBoxes: 1 } as const;

/** SPEC section 5: MP4 or MOV, 200 MB, 5 s to 10 min. */
export const SUBTITLE_REMOVER_VIDEO_LIMITS = { maxBytes: 200 * 1024 * 1024, minSec: 5, maxSec: 600 } as const;

export interface EraseRequest {
  /** The source video on local disk. */
  inputPath: string;
  boxes: EraseBox[];
  signal?: AbortSignal;
  /** The share of the work done, 0 to 1. */
  onProgress?: (share: number) => void;
}

export interface ErasedVideo {
  /** The H.264 MP4 written, with the source's audio copied. */
  path: string;
  width: number;
  height: number;
  durationSec: number;
}

export interface SubtitleRemoverEngine {
  /** Names the engine in logs and in the capabilities the page is told. */
  readonly name: string;
  erase(request: EraseRequest, outputPath: string): Promise<ErasedVideo>;
}

/** A suggested subtitle band, found by looking for caption text in frames sampled across the video. */
export interface SuggestedBand {
  box: EraseBox;
  /** 0 to 1: how sure the detector is that captions live there. */
  confidence: number;
}

/** The subtitle removal server failed, refused or could not be reached. `status` is the HTTP status when there was one. */
export class SubtitleRemoverServerError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SubtitleRemoverServerError';
  }
}
