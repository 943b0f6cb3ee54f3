/** A stretch of the source where someone speaks, in seconds from the start of the soundtrack. */
export interface SpeechSpan {
  start: number;
  end: number;
}

export interface SeparationRequest {
  /** The original soundtrack: any file ffmpeg reads (WAV, FLAC, the video itself). */
  inputPath: string;
  /** Where the stems are written; it must exist. */
  outDir: string;
  /**
   * Where the source speaks (the transcript's sentences). The CPU engine works only there; a neural server finds
   * the voice by itself and ignores them.
   */
  speechSpans: readonly SpeechSpan[];
  /** Stops the work (a cancelled task). */
  signal?: AbortSignal;
}

export interface SeparationResult {
  /** Music and ambience without the voice, as long as the input: the bed the translated speech is mixed over. */
  backgroundPath: string;
  /** The voice alone, when the engine can isolate it. */
  voicePath?: string;
}

/** Removes the speaker from a soundtrack and keeps everything else, for a translated video's new voice. */
export interface VoiceSeparationEngine {
  /** Names the engine in logs and in the catalogue's capabilities. */
  readonly name: string;
  separate(request: SeparationRequest): Promise<SeparationResult>;
}

export type SeparationErrorCode = 'unreachable' | 'rejected' | 'failed' | 'timeout' | 'badAnswer';

/**
 * The separation server refused, failed, timed out or answered nonsense. `rejected` is a 4xx other than 429 (key,
 * format, size); `failed` a 5xx, a 429 or a failed job. `status` is the HTTP status when there was one.
 */
export class SeparationServerError extends Error {
  constructor(
    message: string,
    readonly code: SeparationErrorCode,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'SeparationServerError';
  }
}
