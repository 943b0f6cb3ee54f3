import {
  API_BASE,
  ResultCode,
  TaskEventType,
  TaskEventsApi,
  type TTaskEvent,
  type TTaskStreamReady,
} from '@orator/contracts';
import { isEnvelope, parseCode } from '../../../shared/api/envelope';
import { createEventStreamParser, type TServerSentEvent } from '../../../shared/api/event-stream-parser';

export interface TTaskEventHandlers {
  onEvent(event: TTaskEvent): void;
  /** The stream came back after a break, or says events were lost: anything may have changed meanwhile. */
  onResync(): void;
}

/** Waits before connecting again after a failure or an end, doubling up to the last. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000, 30_000] as const;
/** A stream that sends nothing, not even its `ready`, for this long is given up and opened again. */
const FIRST_WORD_MS = 30_000;

/**
 * Follows the signed-in user's live task events (docs/api.md "Live task events"). `fetch` rather than
 * EventSource, to read the envelope of a refusal; the session cookie goes along as with every same-origin call. The stream is opened again whenever it ends, fails or
 * falls silent for two heartbeats; a 405 (the session is gone) ends it for good, as the API client then
 * takes the user to the login page. Returns `stop`.
 */
export function followTaskEvents(handlers: TTaskEventHandlers): () => void {
  let isStopped = false;
  let failures = 0;
  let hasBeenReady = false;
  let controller: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  function dispatch({ event, data }: TServerSentEvent, onReady: (ready: TTaskStreamReady) => void) {
    if (event === TaskEventType.Task) handlers.onEvent(JSON.parse(data) as TTaskEvent);
    else if (event === TaskEventType.Resync) handlers.onResync();
    else if (event === TaskEventType.Ready) onReady(JSON.parse(data) as TTaskStreamReady);
  }

  async function readStream(signal: AbortSignal, abort: () => void): Promise<'ended' | 'sessionGone'> {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const response = await fetch(`${API_BASE}${TaskEventsApi.stream}`, { headers, signal, cache: 'no-store' });
    if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
      const envelope: unknown = await response.json().catch(() => undefined);
      if (isEnvelope(envelope) && parseCode(envelope.code) === ResultCode.SessionExpired) return 'sessionGone';
      throw new Error(`no event stream (HTTP ${response.status})`);
    }
    let silenceLimitMs: number = FIRST_WORD_MS;
    let watchdog = setTimeout(abort, silenceLimitMs);
    const parser = createEventStreamParser((event) =>
      dispatch(event, (ready) => {
        failures = 0;
        silenceLimitMs = 2 * ready.heartbeatMs;
        if (hasBeenReady) handlers.onResync();
        hasBeenReady = true;
      }),
    );
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return 'ended';
        parser.push(decoder.decode(value, { stream: true }));
        // Armed after reading, so that a `ready` sets the limit for the silence that follows it.
        clearTimeout(watchdog);
        watchdog = setTimeout(abort, silenceLimitMs);
      }
    } finally {
      clearTimeout(watchdog);
    }
  }

  async function connect() {
    controller = new AbortController();
    const current = controller;
    const outcome = await readStream(current.signal, () => current.abort()).catch(() => 'failed' as const);
    if (isStopped || outcome === 'sessionGone') return;
    if (outcome === 'failed') failures += 1;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    retryTimer = setTimeout(() => void connect(), delay);
  }

  void connect();
  return () => {
    isStopped = true;
    clearTimeout(retryTimer);
    controller?.abort();
  };
}
