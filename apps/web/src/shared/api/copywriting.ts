import { useQuery } from '@tanstack/react-query';
import {
  API_BASE,
  CopyStreamEvent,
  CopywritingApi,
  ResultCode,
  type TCopyExtendedRequest,
  type TCopyLanguage,
  type TCopyRecommendationRequest,
  type TCopyStreamDelta,
  type TCopyStreamDone,
  type TCopyStreamError,
  type TCopyStreamStart,
  type TEnvelope,
} from '@orator/contracts';
import { currentLocale } from '../i18n/i18n';
import { ApiError } from './api-error';
import { shortApiClient } from './clients';
import { envelopeText, parseCode } from './envelope';
import { createEventStreamParser } from './event-stream-parser';

/**
 * AI marketing copy (docs/marketing-copy.md), used by the copy page and the video editor's "AI write".
 */

/** The languages this installation writes copy in, each with who writes it. */
export function useCopyLanguages({ isEnabled = true } = {}) {
  return useQuery({
    queryKey: [CopywritingApi.queryAllLanguage, currentLocale()],
    queryFn: () => shortApiClient.get<TCopyLanguage[]>(CopywritingApi.queryAllLanguage),
    staleTime: Infinity,
    enabled: isEnabled,
  });
}

export function fetchBatchId(): Promise<string> {
  return shortApiClient.get<string>(CopywritingApi.generateBatchId);
}

export interface TCopyStreamHandlers {
  onStart(start: TCopyStreamStart): void;
  onDelta(delta: TCopyStreamDelta): void;
  onDone(done: TCopyStreamDone): void;
}

/**
 * Reads a copy stream as it is written (docs/marketing-copy.md "Streaming"). A refusal before the stream starts
 * arrives as an envelope, an `error` event ends a stream that started: both are thrown as an ApiError with the
 * server's message, in the user's language.
 */
async function readCopyStream(
  path: string,
  body: TCopyRecommendationRequest | TCopyExtendedRequest,
  handlers: TCopyStreamHandlers,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Accept: 'text/event-stream', Language: currentLocale() },
    body: JSON.stringify(body),
    signal,
    cache: 'no-store',
  });
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    const envelope = (await response.json().catch(() => ({}))) as Partial<TEnvelope>;
    throw new ApiError(parseCode(envelope.code ?? response.status), envelopeText(envelope));
  }
  let failure: ApiError | undefined;
  let isDone = false;
  const parser = createEventStreamParser(({ event, data }) => {
    if (event === CopyStreamEvent.Start) handlers.onStart(JSON.parse(data) as TCopyStreamStart);
    else if (event === CopyStreamEvent.Delta) handlers.onDelta(JSON.parse(data) as TCopyStreamDelta);
    else if (event === CopyStreamEvent.Done) {
      isDone = true;
      handlers.onDone(JSON.parse(data) as TCopyStreamDone);
    } else if (event === CopyStreamEvent.Error) {
      const error = JSON.parse(data) as TCopyStreamError;
      failure = new ApiError(parseCode(error.code), error.message);
    }
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  if (failure) throw failure;
  if (!isDone) throw new ApiError(ResultCode.ServerError, '');
}

export function streamRecommendations(
  body: TCopyRecommendationRequest,
  handlers: TCopyStreamHandlers,
  signal: AbortSignal,
) {
  return readCopyStream(CopywritingApi.recommendation, body, handlers, signal);
}

export function streamExtension(body: TCopyExtendedRequest, handlers: TCopyStreamHandlers, signal: AbortSignal) {
  return readCopyStream(CopywritingApi.extended, body, handlers, signal);
}
