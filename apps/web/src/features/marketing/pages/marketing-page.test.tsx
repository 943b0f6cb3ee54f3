import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopywritingApi, type TCopyLanguage } from '@orator/contracts';
import { useClientState } from '../../../shared/state/client-state';
import { mockApi } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';

const LANGUAGES: TCopyLanguage[] = [
  { code: 'en', name: 'English', writer: { kind: 'composer' } },
  { code: 'es', name: 'Spanish', writer: { kind: 'model', model: 'tiny-writer' } },
];

/** Plays the server's copy stream: the test sends its events, or answers an envelope instead. */
function stubCopyStream() {
  const encoder = new TextEncoder();
  let writer: ReadableStreamDefaultController<Uint8Array> | undefined;
  // The shell's live task events come through fetch too: they get a stream that stays silent.
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
  const copyCalls = () => fetchStub.mock.calls.filter(([url]) => url.includes('/copywriting/'));
  return {
    copyCalls,
    send: (event: string, data: unknown) =>
      writer!.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => writer!.close(),
  };
}

beforeAll(() => import('./marketing-page'));

beforeEach(() => {
  mockApi.on('GET', CopywritingApi.queryAllLanguage, { code: 200, data: LANGUAGES });
  mockApi.on('GET', CopywritingApi.generateBatchId, { code: 200, data: '_Batch001' });
});

async function openPage() {
  signIn();
  const view = renderApp('/ai/marketing');
  await screen.findByTestId('copy-keywords');
  return view;
}

describe('the marketing copy page', () => {
  it('shows the variants as they are written, then lets them be copied and used', async () => {
    const stream = stubCopyStream();
    await openPage();
    expect((await screen.findByTestId('copy-writer')).textContent).toMatch(/^Composed on this server/);
    fireEvent.change(screen.getByTestId('copy-keywords'), { target: { value: 'Orator Buds, long battery' } });
    fireEvent.click(screen.getByTestId('copy-generate'));
    await waitFor(() => expect(stream.copyCalls()).toHaveLength(1));
    const [url, init] = stream.copyCalls()[0]!;
    expect(url).toBe(`/api${CopywritingApi.recommendation}`);
    expect(JSON.parse(init.body as string)).toEqual({
      batchId: '_Batch001',
      keywords: 'Orator Buds, long battery',
      language: 'en',
      wordCount: 200,
      style: 'productAd',
      businessSource: 2,
    });

    stream.send('start', { batchId: '_Batch001', variants: 2, language: 'en', writer: { kind: 'composer' } });
    stream.send('delta', { variant: 0, text: 'Meet' });
    stream.send('delta', { variant: 0, text: ' Orator Buds.' });
    await waitFor(() => expect(screen.getByTestId('copy-variant-0-text').textContent).toBe('Meet Orator Buds.'));
    expect(screen.getByTestId('copy-variant-0-use').hasAttribute('disabled')).toBe(true);

    stream.send('delta', { variant: 1, text: 'Long battery, long days.' });
    stream.send('done', {
      batchId: '_Batch001',
      variants: [
        { text: 'Meet Orator Buds.', length: 3 },
        { text: 'Long battery, long days.', length: 4 },
      ],
      remainingToday: 99,
    });
    stream.end();
    expect((await screen.findByTestId('copy-remaining')).textContent).toBe('99 generations left today');
    expect(screen.getByTestId('copy-variant-1').textContent).toContain('4 words');

    fireEvent.click(screen.getByTestId('copy-variant-1-use'));
    await waitFor(() => expect(useClientState.getState().marketingText).toBe('Long battery, long days.'));
  });

  it('shows a refusal in the words the server chose', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url.includes('/copywriting/')
            ? Response.json({ code: 516, data: null, message: 'You have written 100 copies today, the daily limit' })
            : new Response(new ReadableStream(), { headers: { 'content-type': 'text/event-stream' } }),
        ),
      ),
    );
    await openPage();
    fireEvent.change(screen.getByTestId('copy-keywords'), { target: { value: 'Orator Buds' } });
    fireEvent.click(screen.getByTestId('copy-generate'));
    expect((await screen.findByTestId('copy-error')).textContent).toBe(
      'You have written 100 copies today, the daily limit',
    );
  });

  it('opens the video editor with the chosen copy as its script', async () => {
    const stream = stubCopyStream();
    const { router } = await openPage();
    fireEvent.change(screen.getByTestId('copy-keywords'), { target: { value: 'Orator Buds' } });
    fireEvent.click(screen.getByTestId('copy-generate'));
    await waitFor(() => expect(stream.copyCalls()).toHaveLength(1));
    stream.send('start', { batchId: '_Batch001', variants: 1, language: 'en', writer: { kind: 'composer' } });
    stream.send('delta', { variant: 0, text: 'Meet Orator Buds today.' });
    stream.send('done', {
      batchId: '_Batch001',
      variants: [{ text: 'Meet Orator Buds today.', length: 4 }],
      remainingToday: 98,
    });
    stream.end();
    fireEvent.click(await screen.findByTestId('copy-variant-0-use'));
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/create'));
    expect(await screen.findByDisplayValue('Meet Orator Buds today.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(useClientState.getState().marketingText).toBe('');
  });

  it('says which model writes a language the installation hands to one', async () => {
    await openPage();
    const select = screen.getByTestId('copy-language').querySelector('input')!;
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('Spanish'));
    expect((await screen.findByTestId('copy-writer')).textContent).toBe('Written by tiny-writer.');
  });
});
