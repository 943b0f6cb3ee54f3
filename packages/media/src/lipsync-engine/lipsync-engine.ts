/**
 * What a lip-sync engine is asked for: a face (a still of the presenter, or a video of them) made to say
 * `audioPath`, written as an MP4 to `outPath`. The CPU engine of the product draws mouths on rig poses and needs
 * no such call; a deployment with a GPU plugs a neural one in (MuseTalk, LatentSync, Wav2Lip) over HTTP.
 */
export interface LipSyncRequest {
  /** PNG or JPEG of the face at the size the video needs, or an MP4 of the face moving. */
  facePath: string;
  /** The speech, WAV. */
  audioPath: string;
  fps: number;
  outPath: string;
  /** Stops waiting for the engine (a cancelled task). */
  signal?: AbortSignal;
  /** The engine's own progress, 0 to 1, where it reports one. */
  onProgress?: (fraction: number) => void;
}

export interface LipSyncEngine {
  /** Names the engine in logs and in the catalogue's capabilities. */
  readonly name: string;
  lipSync(request: LipSyncRequest): Promise<void>;
}

/** The lip-sync server failed, refused or could not be reached. `status` is the HTTP status when there was one. */
export class LipSyncServerError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'LipSyncServerError';
  }
}
