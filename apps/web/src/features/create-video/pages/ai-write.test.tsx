import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CopywritingApi, type TCopyLanguage } from '@orator/contracts';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';
import { mockStudioApi } from './studio-mocks';

const LANGUAGES: TCopyLanguage[] = [{ code: 'en', name: 'English', writer: { kind: 'composer' } }];

/** The copy stream as the server sends it; the shell's live task events get a stream that stays silent. */
function stubCopyStream() {
  const encoder = new TextEncoder();
  let writer: ReadableStreamDefaultController<Uint8Array> | undefined;
  const fetchStub = vi.fn((url: string, _init: RequestInit) =>
    Promise.resolve(
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            if (url.includes('/copywriting/')) writer = controller;
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      ),
    ),
  );
  vi.stubGlobal('fetch', fetchStub);
  return {
    copyCalls: () => fetchStub.mock.calls.filter(([url]) => url.includes('/copywriting/')),
    send: (event: string, data: unknown) =>
      writer!.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => writer!.close(),
  };
}

beforeEach(() => {
  mockApi.on('GET', CopywritingApi.queryAllLanguage, { code: 200, data: LANGUAGES });
  mockApi.on('GET', CopywritingApi.generateBatchId, { code: 200, data: '_Script01' });
});

describe('AI write in the video editor', () => {
  it('writes a video script from keywords into the script, as it is written', async () => {
    signIn();
    mockStudioApi();
    const stream = stubCopyStream();
    renderApp('/ai/create');
    await screen.findByTestId('create-studio');
    fireEvent.click(screen.getByTestId('ai-write'));
    fireEvent.change(await screen.findByTestId('ai-write-keywords'), {
      target: { value: 'Orator Buds, long battery' },
    });
    fireEvent.click(screen.getByTestId('ai-write-submit'));

    await waitFor(() => expect(stream.copyCalls()).toHaveLength(1));
    const [url, init] = stream.copyCalls()[0]!;
    expect(url).toBe(`/api${CopywritingApi.recommendation}`);
    expect(JSON.parse(init.body as string)).toEqual({
      batchId: '_Script01',
      keywords: 'Orator Buds, long battery',
      language: 'en',
      wordCount: 200,
      businessSource: 1,
      variants: 1,
    });
    const script = () => screen.getByTestId<HTMLTextAreaElement>('script-input').value;
    stream.send('start', { batchId: '_Script01', variants: 1, language: 'en', writer: { kind: 'composer' } });
    stream.send('delta', { variant: 0, text: 'Stop scrolling' });
    await waitFor(() => expect(script()).toBe('Stop scrolling'));
    stream.send('delta', { variant: 0, text: ' for a second.' });
    stream.send('done', {
      batchId: '_Script01',
      variants: [{ text: 'Stop scrolling for a second.', length: 5 }],
      remainingToday: 99,
    });
    stream.end();
    await waitFor(() => expect(script()).toBe('Stop scrolling for a second.'));
  });

  it('keeps the script and says why when the copy is refused', async () => {
    signIn();
    mockStudioApi();
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url.includes('/copywriting/')
            ? Response.json({ code: 400, data: null, message: 'The text contains sensitive words: bomb making' })
            : new Response(new ReadableStream(), { headers: { 'content-type': 'text/event-stream' } }),
        ),
      ),
    );
    renderApp('/ai/create');
    await screen.findByTestId('create-studio');
    fireEvent.change(screen.getByTestId('script-input'), { target: { value: 'My own words.' } });
    fireEvent.click(screen.getByTestId('ai-write'));
    fireEvent.change(await screen.findByTestId('ai-write-keywords'), { target: { value: 'bomb making' } });
    fireEvent.click(screen.getByTestId('ai-write-submit'));
    expect((await screen.findByTestId('ai-write-error')).textContent).toBe(
      'The text contains sensitive words: bomb making',
    );
    expect(screen.getByTestId<HTMLTextAreaElement>('script-input').value).toBe('My own words.');
  });
});
