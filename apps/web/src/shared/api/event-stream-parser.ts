export interface TServerSentEvent {
  event: string;
  data: string;
}

/**
 * Cuts a text/event-stream into events as its chunks arrive, whatever the chunk boundaries: `event:` and
 * `data:` fields up to a blank line make one event; comment lines (heartbeats) carry nothing. `id:` and
 * `retry:` are not used by this API and are skipped.
 */
export function createEventStreamParser(onEvent: (event: TServerSentEvent) => void) {
  let pending = '';
  let event = '';
  let data: string[] = [];

  function readLine(line: string) {
    if (line === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }

  return {
    push(text: string) {
      const lines = (pending + text).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) readLine(line.endsWith('\r') ? line.slice(0, -1) : line);
    },
  };
}
