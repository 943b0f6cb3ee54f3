import { TranslationError } from './engine';

/** Translating a transcript batch is seconds on a translation server and can be a minute on a chat model. */
export const TRANSLATION_HTTP_TIMEOUT_MS = 120_000;

export interface JsonRequest {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
  signal?: AbortSignal;
}

/** The origin with no trailing slash or API version, so a configured `.../v1` or `.../v2/` works too. */
export function serverRoot(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '').replace(/\/v\d+$/, '');
}

/**
 * One JSON request to a translation server, every failure a TranslationError: unreachable ('unavailable'),
 * a 4xx refusal other than 429 ('rejected'), a 5xx or 429 ('failed'), no answer in time ('timeout'), the
 * caller's stop ('aborted'), an answer that is not JSON ('badAnswer').
 */
export async function requestJson(engine: string, url: string, request: JsonRequest): Promise<unknown> {
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal,
    });
    text = await response.text();
  } catch (error) {
    if (request.signal?.aborted)
      throw new TranslationError('aborted', 'translation stopped', undefined, { cause: error });
    if (timeout.aborted) {
      throw new TranslationError('timeout', `${engine} gave no answer within ${request.timeoutMs} ms`, undefined, {
        cause: error,
      });
    }
    throw new TranslationError(
      'unavailable',
      `${engine} at ${url} unreachable: ${(error as Error).message}`,
      undefined,
      {
        cause: error,
      },
    );
  }
  if (!response.ok) {
    const code = response.status >= 400 && response.status < 500 && response.status !== 429 ? 'rejected' : 'failed';
    throw new TranslationError(code, `${engine} answered ${response.status}: ${errorMessage(text)}`, response.status);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new TranslationError('badAnswer', `${engine} answered with something that is not JSON`, response.status, {
      cause: error,
    });
  }
}

/** Servers put the reason in `error` (LibreTranslate, OpenAI's `error.message`) or `message` (DeepL). */
function errorMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string') return body.error;
    const nested = (body.error as { message?: unknown } | undefined)?.message;
    if (typeof nested === 'string') return nested;
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: the start of the body says what went wrong.
  }
  return text.slice(0, 200);
}

/** Fixed-size slices, for servers that cap how many texts one request may carry. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Remembers a server's language list, but only once it was read: a server that was down at the first ask is
 * asked again next time.
 */
export function cachedOnSuccess<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
