/**
 * What an image engine is asked for: `count` pictures of `width` x `height` for a prompt, made from the user's own
 * photos (`references`) where the engine needs or takes them. The offline engine composes the product of the
 * references into scenes; a deployment with a GPU plugs a generative model in over HTTP (docs/engines.md).
 */
export interface ImageRequest {
  prompt: string;
  /** Photos of the product (JPEG, PNG or WEBP); the offline engine needs at least one. */
  references: Buffer[];
  count: number;
  width: number;
  height: number;
  /** The same seed gives the same pictures where the engine can promise it (the offline engine does). */
  seed?: number;
  /** Stops the work (a cancelled task). */
  signal?: AbortSignal;
  /** The share of the work done, 0 to 1. */
  onProgress?: (share: number) => void;
}

export interface GeneratedImage {
  body: Buffer;
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp';
  ext: 'png' | 'jpg' | 'webp';
  width: number;
  height: number;
  /** The scene a composed picture stands in. */
  scene?: string;
}

export interface ImageEngine {
  /** Names the engine in logs and in the catalogue's capabilities. */
  readonly name: string;
  /** 'composed' places the user's product into scenes; 'generated' is a generative model. */
  readonly kind: 'composed' | 'generated';
  make(request: ImageRequest): Promise<GeneratedImage[]>;
}

/** The image server failed, refused or could not be reached. `status` is the HTTP status when there was one. */
export class ImageServerError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ImageServerError';
  }
}

/** The offline engine composes the user's photos into scenes: it cannot draw a picture from text alone. */
export class ReferenceRequiredError extends Error {
  constructor() {
    super('Without an image generation server, pictures are composed from your photos: add a photo of the product');
    this.name = 'ReferenceRequiredError';
  }
}
