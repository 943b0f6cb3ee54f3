/**
 * Virtual try-on (issue #17 item 3): a product (glasses, a wig, a beauty look or clothing) shown worn by a person.
 * The offline engine composes the product's own photo onto the person along the face mesh or the body pose; a deployment with a GPU
 * plugs a generative try-on model in over HTTP (`TRYON_ENGINE_URL`, docs/engines.md).
 */
export const TRY_ON_KINDS = ['glasses', 'wig', 'beauty', 'clothing'] as const;
export type TryOnKind = (typeof TRY_ON_KINDS)[number];

export interface TryOnRequest {
  kind: TryOnKind;
  /** The person who wears the product: a stock model's photo or the user's own (JPEG, PNG or WEBP). */
  person: Buffer;
  /** A photo of the product (JPEG, PNG or WEBP); a transparent PNG is taken as already cut out. */
  product: Buffer;
  /** Stops the work (a cancelled task). */
  signal?: AbortSignal;
}

export interface TryOnImage {
  body: Buffer;
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp';
  ext: 'png' | 'jpg' | 'webp';
  width: number;
  height: number;
}

export interface TryOnEngine {
  /** Names the engine in logs and in the catalogue's capabilities. */
  readonly name: string;
  /** 'composed' places the product's own photo on the person; 'generated' is a generative model. */
  readonly kind: 'composed' | 'generated';
  /** The kinds of product this engine can show worn. */
  readonly kinds: readonly TryOnKind[];
  tryOn(request: TryOnRequest): Promise<TryOnImage>;
}

/** The person's photo shows no face the product could be fitted to. */
export class NoFaceFoundError extends Error {
  constructor() {
    super('No face was found in the photo of the model: use a clear, front-facing portrait');
    this.name = 'NoFaceFoundError';
  }
}

/** The person's photo shows no shoulders a garment could be fitted to. */
export class NoBodyFoundError extends Error {
  constructor() {
    super('No body was found in the photo of the model: use a photo showing the shoulders and upper body');
    this.name = 'NoBodyFoundError';
  }
}

/** The product photo shows nothing the cutout could separate from its background. */
export class NoTryOnProductError extends Error {
  constructor() {
    super('No product was found in the photo: try one where the product stands out from the background');
    this.name = 'NoTryOnProductError';
  }
}

/** The engine cannot show this kind of product worn. */
export class UnsupportedTryOnKindError extends Error {
  constructor(readonly kind: TryOnKind) {
    super(`This engine cannot show ${kind} worn`);
    this.name = 'UnsupportedTryOnKindError';
  }
}

/** The try-on server failed, refused or could not be reached. `status` is the HTTP status when there was one. */
export class TryOnServerError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'TryOnServerError';
  }
}
