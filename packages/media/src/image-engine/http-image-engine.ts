import sharp, { type Metadata } from 'sharp';
import { type GeneratedImage, type ImageEngine, type ImageRequest, ImageServerError } from './image-engine';

export interface HttpImageEngineConfig {
  /** The server's origin, e.g. `http://localai:8080` (a trailing `/v1` is accepted too). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** The `model` field of each request, when the server serves several. */
  model?: string;
  /** How long one request may take, from sending it to the last picture fetched. */
  timeoutMs?: number;
}

/** A diffusion model on a small GPU takes tens of seconds a picture; four at 1024 px can take minutes. */
const DEFAULT_TIMEOUT_MS = 10 * 60_000;

const FORMATS: Readonly<Record<string, Pick<GeneratedImage, 'mimeType' | 'ext'>>> = {
  png: { mimeType: 'image/png', ext: 'png' },
  jpeg: { mimeType: 'image/jpeg', ext: 'jpg' },
  webp: { mimeType: 'image/webp', ext: 'webp' },
};

interface ImagesResponse {
  data?: { b64_json?: string; url?: string }[];
}

/** The reason an OpenAI-style error body gives (`{ error: { message } }`), or the start of whatever else it says. */
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

/**
 * An ImageEngine over the OpenAI images API, which LocalAI, Stable Diffusion front-ends and OpenAI itself serve
 * (docs/engines.md, "Image generation server"): a prompt alone goes to `/v1/images/generations`, a prompt with the
 * user's photos to `/v1/images/edits`. Pictures come back as base64 or as URLs (fetched here), in whatever format
 * the server drew them; their real size is read from the pictures.
 */
export function createHttpImageEngine(config: HttpImageEngineConfig): ImageEngine {
  const origin = config.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
  const base = `${origin}/v1/images`;
  const authorization: Record<string, string> = config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {};
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  function timedOut(error: unknown): ImageServerError {
    return new ImageServerError(`image server gave no answer within ${Math.round(timeoutMs / 1000)} s`, undefined, {
      cause: error,
    });
  }

  async function call(
    url: string,
    init: { method?: string; headers?: Record<string, string>; body?: string | FormData },
    signal: AbortSignal,
    caller?: AbortSignal,
  ): Promise<Response> {
    let response: Response;
    try {
      // The key goes only to the image server itself, never to a picture's URL on another host.
      const headers = new URL(url).origin === new URL(origin).origin ? authorization : {};
      response = await fetch(url, { ...init, headers: { ...headers, ...init.headers }, signal });
    } catch (error) {
      if (caller?.aborted) throw caller.reason;
      if (signal.aborted) throw timedOut(error);
      throw new ImageServerError(`image server unreachable: ${(error as Error).message}`, undefined, { cause: error });
    }
    if (!response.ok) {
      const reason = reasonOf(await response.text());
      throw new ImageServerError(`image server answered ${response.status}: ${reason}`, response.status);
    }
    return response;
  }

  async function picture(bytes: Buffer): Promise<GeneratedImage> {
    let meta: Metadata;
    try {
      meta = await sharp(bytes).metadata();
    } catch (error) {
      throw new ImageServerError('image server sent something that is not a picture', undefined, { cause: error });
    }
    const format = FORMATS[meta.format];
    if (format) return { body: bytes, ...format, width: meta.width, height: meta.height };
    // Another format (GIF, AVIF, TIFF) is kept as PNG: the formats a browser and the rest of Orator take.
    return { body: await sharp(bytes).png().toBuffer(), ...FORMATS.png!, width: meta.width, height: meta.height };
  }

  return {
    name: `http:${new URL(origin).host}`,
    kind: 'generated',
    async make(request: ImageRequest): Promise<GeneratedImage[]> {
      const caller = request.signal;
      const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), ...(caller ? [caller] : [])]);
      const size = `${request.width}x${request.height}`;
      request.onProgress?.(0);
      let response: Response;
      if (request.references.length === 0) {
        const body = {
          prompt: request.prompt,
          n: request.count,
          size,
          response_format: 'b64_json',
          ...(config.model ? { model: config.model } : {}),
        };
        const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
        response = await call(`${base}/generations`, init, signal, caller);
      } else {
        const form = new FormData();
        // One picture goes as `image` (what every server takes), several as `image[]` (gpt-image and its followers).
        const field = request.references.length === 1 ? 'image' : 'image[]';
        for (const [i, reference] of request.references.entries()) {
          const png = await sharp(reference).rotate().png().toBuffer();
          form.append(field, new Blob([new Uint8Array(png)], { type: 'image/png' }), `reference-${i + 1}.png`);
        }
        form.set('prompt', request.prompt);
        form.set('n', String(request.count));
        form.set('size', size);
        form.set('response_format', 'b64_json');
        if (config.model) form.set('model', config.model);
        response = await call(`${base}/edits`, { method: 'POST', body: form }, signal, caller);
      }
      let answer: ImagesResponse;
      try {
        answer = (await response.json()) as ImagesResponse;
      } catch (error) {
        if (caller?.aborted) throw caller.reason;
        if (signal.aborted) throw timedOut(error);
        throw new ImageServerError('image server answered with something that is not JSON', undefined, {
          cause: error,
        });
      }
      const data = Array.isArray(answer.data) ? answer.data : [];
      const images: GeneratedImage[] = [];
      for (const item of data) {
        if (typeof item.b64_json === 'string' && item.b64_json) {
          images.push(await picture(Buffer.from(item.b64_json, 'base64')));
        } else if (typeof item.url === 'string' && item.url) {
          const url = new URL(item.url, origin).href;
          const fetched = await call(url, {}, signal, caller);
          const bytes = await fetched.arrayBuffer().catch((error: unknown) => {
            if (caller?.aborted) throw caller.reason;
            throw signal.aborted ? timedOut(error) : new ImageServerError('image server broke off a picture');
          });
          images.push(await picture(Buffer.from(bytes)));
        }
        request.onProgress?.(images.length / Math.max(1, data.length));
      }
      if (images.length === 0) throw new ImageServerError('image server sent no pictures');
      return images;
    },
  };
}
