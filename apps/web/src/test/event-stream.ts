import { vi } from 'vitest';
import { TaskEventType, type TTaskEvent } from '@orator/contracts';

/**
 * Plays the server's live task event stream at the transport level: `fetch` is replaced for the test, and
 * what the test sends, the app reads as it would from the server. The test setup puts fetch back after each test.
 */
export function stubEventStream() {
  const encoder = new TextEncoder();
  let writer: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      writer = controller;
    },
  });
  const fetchStub = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(body, { headers: { 'content-type': 'text/event-stream' } })),
  );
  vi.stubGlobal('fetch', fetchStub);
  const send = (event: string, data: unknown) =>
    writer!.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  return {
    fetchStub,
    send,
    ready: () => send(TaskEventType.Ready, { heartbeatMs: 15_000 }),
    task: (event: TTaskEvent) => send(TaskEventType.Task, event),
  };
}
