import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CopyStreamEvent, translate, type TCopyStreamError } from '@orator/contracts';
import type { CopyEvent, CopyRun } from './copywriting.service';

function frame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * A generation as server-sent events: `start`, then a `delta` per piece as it is written, then `done` with the whole
 * texts, or `error` with the envelope's code and a message in the caller's language. A reader that goes away stops
 * the writer.
 */
export function sendCopyStream(request: FastifyRequest, reply: FastifyReply, run: CopyRun) {
  const stop = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) stop.abort();
  });
  const toFrame = (event: CopyEvent): string => {
    if (event.type === 'delta') return frame(CopyStreamEvent.Delta, { variant: event.variant, text: event.text });
    if (event.type === 'done') return frame(CopyStreamEvent.Done, event.done);
    const { error } = event;
    const data: TCopyStreamError = {
      code: request.codesAsStrings ? String(error.code) : error.code,
      message: translate(error.messageKey, request.locale, error.params),
    };
    return frame(CopyStreamEvent.Error, data);
  };
  async function* frames() {
    yield frame(CopyStreamEvent.Start, run.start);
    for await (const event of run.events(stop.signal)) yield toFrame(event);
  }
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(Readable.from(frames()));
}
