import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_BASE, Header, TaskEventType, type TTaskEvent } from '@orator/contracts';
import type { TestApp } from './helper';

export interface StreamFrame {
  event: string;
  data: unknown;
}

/**
 * A live-events stream read over real HTTP, as a browser reads it: every frame is kept in arrival order,
 * comment lines (heartbeats) are counted.
 */
export interface OpenStream {
  status: number;
  contentType: string | null;
  frames: StreamFrame[];
  heartbeats(): number;
  /** Resolves with the first frame (already received or still to come) that matches. */
  until(match: (frame: StreamFrame) => boolean): Promise<StreamFrame>;
  /** Resolves once the condition holds; rejects if the stream ends before. */
  waitFor(condition: () => boolean): Promise<void>;
  /** Whether the server has ended the stream. */
  hasEnded(): boolean;
  taskEvents(): TTaskEvent[];
  close(): void;
}

/** The app listening on a free local port; inject cannot read a response that never ends. */
export async function baseUrl(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

export async function openEventStream(t: TestApp, path: string, token?: string): Promise<OpenStream> {
  // node:http rather than fetch: an aborted fetch leaves a spare connection that holds up the server's close.
  const request = http.get(`${await baseUrl(t)}${API_BASE}${path}`, {
    headers: token ? { [Header.Token]: token } : {},
  });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.on('response', resolve);
    request.on('error', reject);
  });
  const frames: StreamFrame[] = [];
  let heartbeats = 0;
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((wake) => wake());
  let hasEnded = false;

  function waitFor(condition: () => boolean): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (condition()) {
          waiters.delete(check);
          resolve();
        } else if (hasEnded) {
          waiters.delete(check);
          reject(new Error(`the stream ended first; it sent ${JSON.stringify(frames)}`));
        }
      };
      waiters.add(check);
      check();
    });
  }

  void (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of response) {
        buffered += decoder.decode(chunk as Buffer, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (block.startsWith(':')) heartbeats += 1;
          else frames.push(parseFrame(block));
        }
        notify();
      }
    } catch {
      // Closed by the test.
    }
    hasEnded = true;
    notify();
  })();

  return {
    status: response.statusCode ?? 0,
    contentType: response.headers['content-type'] ?? null,
    frames,
    heartbeats: () => heartbeats,
    taskEvents: () =>
      frames.filter((frame) => frame.event === TaskEventType.Task).map((frame) => frame.data as TTaskEvent),
    async until(match) {
      await waitFor(() => frames.some(match));
      return frames.find(match)!;
    },
    waitFor,
    hasEnded: () => hasEnded,
    close: () => request.destroy(),
  };
}

function parseFrame(block: string): StreamFrame {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice('event: '.length);
    else if (line.startsWith('data: ')) data.push(line.slice('data: '.length));
  }
  return { event, data: JSON.parse(data.join('\n')) as unknown };
}
