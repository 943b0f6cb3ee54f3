import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type TServerSentEvent } from './event-stream-parser';

function parse(...chunks: string[]): TServerSentEvent[] {
  const events: TServerSentEvent[] = [];
  const parser = createEventStreamParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

describe('the event stream parser', () => {
  it('reads named events whatever the chunk boundaries', () => {
    const stream = 'event: ready\ndata: {"heartbeatMs":15000}\n\nevent: task\ndata: {"id":5}\n\n';
    const whole = parse(stream);
    expect(whole).toEqual([
      { event: 'ready', data: '{"heartbeatMs":15000}' },
      { event: 'task', data: '{"id":5}' },
    ]);
    expect(parse(...stream.split(''))).toEqual(whole);
    expect(parse(stream.slice(0, 17), stream.slice(17, 40), stream.slice(40))).toEqual(whole);
  });

  it('skips heartbeats and waits for the blank line that ends an event', () => {
    expect(parse(': heartbeat\n\n', 'event: task\ndata: {"id":1}\n')).toEqual([]);
    expect(parse(': heartbeat\n\n', 'event: task\ndata: {"id":1}\n', '\n')).toEqual([
      { event: 'task', data: '{"id":1}' },
    ]);
  });

  it('joins data lines, accepts CRLF, and calls an unnamed event a message', () => {
    expect(parse('data: a\r\ndata:b\r\n\r\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
