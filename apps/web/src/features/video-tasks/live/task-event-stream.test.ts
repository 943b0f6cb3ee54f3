import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultCode, TaskEventType, TaskStatus, type TTaskEvent } from '@orator/contracts';
import { followTaskEvents, RECONNECT_DELAYS_MS } from './task-event-stream';

/** Taken before the clock is faked: the real event loop lets stream reads finish. */
const realSetTimeout = setTimeout;
const settle = async () => {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => realSetTimeout(resolve, 0));
};

type TAnswer = (signal: AbortSignal) => Response;

/** One answer of the server: a stream the test writes to and may end; aborting the request breaks it, as in fetch. */
function anEventStream() {
  const encoder = new TextEncoder();
  let writer: ReadableStreamDefaultController<Uint8Array> | undefined;
  let isAborted = false;
  const answer: TAnswer = (signal) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        writer = controller;
      },
    });
    signal.addEventListener('abort', () => {
      isAborted = true;
      writer!.error(new DOMException('The request was aborted', 'AbortError'));
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  };
  return {
    answer,
    send(event: string, data: unknown) {
      writer!.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    end: () => writer!.close(),
    isAborted: () => isAborted,
  };
}

const refusal =
  (code: number): TAnswer =>
  () =>
    new Response(JSON.stringify({ code, data: null, message: 'refused' }), {
      headers: { 'content-type': 'application/json' },
    });

const EVENT: TTaskEvent = {
  kind: 'video',
  id: 3,
  taskStatusTypeId: TaskStatus.Processing,
  progress: 50,
  stage: 'composing',
};

let stop: (() => void) | undefined;
let answers: TAnswer[];
const fetchStub = vi.fn((_url: string, init: RequestInit) =>
  Promise.resolve((answers.shift() ?? refusal(ResultCode.ServerError))(init.signal!)),
);
const onEvent = vi.fn<(event: TTaskEvent) => void>();
const onResync = vi.fn<() => void>();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('fetch', fetchStub);
  fetchStub.mockClear();
  onEvent.mockClear();
  onResync.mockClear();
});

afterEach(() => {
  stop?.();
});

async function follow() {
  stop = followTaskEvents({ onEvent, onResync });
  await settle();
}

describe('following the live task events', () => {
  it('hands on each event, and after the stream ends opens it again and asks for a resync', async () => {
    const first = anEventStream();
    const second = anEventStream();
    answers = [first.answer, second.answer];
    await follow();
    first.send(TaskEventType.Ready, { heartbeatMs: 15_000 });
    first.send(TaskEventType.Task, EVENT);
    await settle();
    expect(onEvent.mock.calls).toEqual([[EVENT]]);
    expect(onResync).not.toHaveBeenCalled();

    first.end();
    await settle();
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]);
    await settle();
    expect(fetchStub).toHaveBeenCalledTimes(2);
    second.send(TaskEventType.Ready, { heartbeatMs: 15_000 });
    await settle();
    expect(onResync).toHaveBeenCalledTimes(1);
    second.send(TaskEventType.Resync, {});
    await settle();
    expect(onResync).toHaveBeenCalledTimes(2);
  });

  it('gives up a stream that stays silent for two heartbeats and opens another', async () => {
    const silent = anEventStream();
    answers = [silent.answer, anEventStream().answer];
    await follow();
    silent.send(TaskEventType.Ready, { heartbeatMs: 1000 });
    await settle();
    await vi.advanceTimersByTimeAsync(1999);
    await settle();
    expect(silent.isAborted()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(silent.isAborted()).toBe(true);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS.at(-1)!);
    await settle();
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('waits longer after each failure, and stops for good when the session is gone', async () => {
    answers = [refusal(ResultCode.ServerError), refusal(ResultCode.ServerError), refusal(ResultCode.SessionExpired)];
    await follow();
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[1] - 1);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(fetchStub).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[2]);
    await settle();
    expect(fetchStub).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10 * RECONNECT_DELAYS_MS.at(-1)!);
    expect(fetchStub).toHaveBeenCalledTimes(3);
  });
});
