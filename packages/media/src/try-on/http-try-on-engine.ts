import sharp, { type Metadata } from 'sharp';
import { TRY_ON_KINDS, type TryOnEngine, type TryOnImage, type TryOnRequest, TryOnServerError } from './try-on-engine';

export interface HttpTryOnEngineConfig {
  /** The server's origin, e.g. `http://tryon:8000` (`TRYON_ENGINE_URL`). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>` (`TRYON_ENGINE_KEY`). */
  apiKey?: string;
  /** How long one try-on may take, from sending the photos to the last byte of the picture. */
  timeoutMs?: number;
}

/** A diffusion try-on model on a small GPU takes tens of seconds a picture; queued behind others, minutes. */
const DEFAULT_TIMEOUT_MS = 5 * 60_000;

const FORMATS: Readonly<Record<string, Pick<TryOnImage, 'mimeType' | 'ext'>>> = {
  png: { mimeType: 'image/png', ext: 'png' },
  jpeg: { mimeType: 'image/jpeg', ext: 'jpg' },
  webp: { mimeType: 'image/webp', ext: 'webp' },
};

/** The reason an error body gives (`{ error: { message } }`, `{ error }` or `{ message }`), or its start. */
function reasonOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    if (typeof parsed.error === 'string') return parsed.error;
    if (typeof parsed.error?.message === 'string') return parsed.error.message;
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON: the text itself is the best reason there is.
  }
  return body.slice(0, 300);
}

async function asPng(photo: Buffer): Promise<Blob> {
  const png = await sharp(photo, { autoOrient: true }).png().toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

/**
 * A TryOnEngine over Orator's try-on protocol (docs/engines.md, "Try-on server"): `POST /v1/try-on` with the
 * multipart fields `person` and `product` (PNG pictures) and `kind`; the answer is the picture itself (PNG, JPEG or
 * WEBP), an error is a non-2xx status with `{ "error": { "message" } }`.
 */
export function createHttpTryOnEngine(config: HttpTryOnEngineConfig): TryOnEngine {
  const origin = config.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const headers: Record<string, string> = config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {};

  function failure(error: unknown, signal: AbortSignal, caller?: AbortSignal): unknown {
    if (caller?.aborted) return caller.reason;
    if (signal.aborted) {
      return new TryOnServerError(`try-on server gave no answer within ${Math.round(timeoutMs / 1000)} s`, undefined, {
        cause: error,
      });
    }
    return new TryOnServerError(`try-on server unreachable: ${(error as Error).message}`, undefined, { cause: error });
  }

  return {
    name: `http:${new URL(origin).host}`,
    kind: 'generated',
    kinds: TRY_ON_KINDS,
    async tryOn(request: TryOnRequest): Promise<TryOnImage> {
      const caller = request.signal;
      const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), ...(caller ? [caller] : [])]);
      const form = new FormData();
      form.set('kind', request.kind);
      form.set('person', await asPng(request.person), 'person.png');
      form.set('product', await asPng(request.product), 'product.png');
      let bytes: Buffer;
      try {
        const response = await fetch(`${origin}/v1/try-on`, { method: 'POST', headers, body: form, signal });
        if (!response.ok) {
          const reason = reasonOf(await response.text());
          throw new TryOnServerError(`try-on server answered ${response.status}: ${reason}`, response.status);
        }
        bytes = Buffer.from(await response.arrayBuffer());
      } catch (error) {
        if (error instanceof TryOnServerError) throw error;
        throw failure(error, signal, caller);
      }
      let meta: Metadata;
      try {
        meta = await sharp(bytes).metadata();
      } catch (error) {
        throw new TryOnServerError('try-on server sent something that is not a picture', undefined, { cause: error });
      }
      const format = FORMATS[meta.format];
      if (format) return { body: bytes, ...format, width: meta.width, height: meta.height };
      // Another format (GIF, AVIF, TIFF) is kept as PNG: the formats a browser and the rest of Orator take.
      return { body: await sharp(bytes).png().toBuffer(), ...FORMATS.png!, width: meta.width, height: meta.height };
    },
  };
}
