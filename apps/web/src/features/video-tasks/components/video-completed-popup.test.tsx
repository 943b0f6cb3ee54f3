import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeFileId, Header, TaskApi, UserApi } from '@orator/contracts';
import { createQueryClient } from '../../../app/query-client';
import { mockApi } from '../../../test/mock-api';
import { useCompletedVideo, type TCompletedVideo } from '../completed-video-store';
import { videoShape } from '../video-ratio';
import { VideoCompletedPopup } from './video-completed-popup';

beforeEach(() => {
  mockApi.on('POST', TaskApi.markDownloaded, { code: 200, data: null });
  // jsdom has no object URLs; the saved file's link only needs one to click.
  URL.createObjectURL = vi.fn(() => 'blob:video');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  useCompletedVideo.setState(useCompletedVideo.getInitialState(), true);
});

/** The popup sits in the shell, over every page, as in the app. */
function renderPopup(initialEntry = '/') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <VideoCompletedPopup />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <p>home</p> },
          { path: '/digitalDetail', element: <p>detail</p> },
        ],
      },
    ],
    { initialEntries: [initialEntry] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const video = (overrides: Partial<TCompletedVideo> = {}): TCompletedVideo => ({
  id: 42,
  taskName: 'Spring launch',
  targetFileId: 9,
  targetFileThumbnailUrl: '/thumb.jpg',
  showRatio: '16:9',
  ...overrides,
});

describe('videoShape', () => {
  it('follows 9:16 and 1:1, and treats every other ratio as 16:9', () => {
    expect(videoShape('9:16')).toBe('portrait');
    expect(videoShape('1:1')).toBe('square');
    expect(videoShape('16:9')).toBe('landscape');
    expect(videoShape('4:3')).toBe('landscape');
    expect(videoShape(null)).toBe('landscape');
  });
});

describe('the video-completed popup', () => {
  it('stays closed until a finished task is handed to it', () => {
    renderPopup();
    expect(screen.queryByTestId('video-completed-name')).toBeNull();
  });

  it('shows the task name and its thumbnail under a play overlay shaped by the ratio', async () => {
    renderPopup();
    act(() => useCompletedVideo.getState().show(video({ showRatio: '9:16' })));

    // The dialog's code loads when the first video completes.
    expect((await screen.findByTestId('video-completed-name')).textContent).toBe('Spring launch');
    const preview = screen.getByTestId('video-completed-preview');
    expect(preview.className).toContain('video-completed__preview--portrait');
    expect(preview.querySelector('img')?.getAttribute('src')).toBe('/thumb.jpg');
  });

  it("opens the video's detail page on 'view now', marks it downloaded and clears itself", async () => {
    const { router, user } = renderPopup();
    act(() => useCompletedVideo.getState().show(video()));
    await user.click(await screen.findByTestId('video-completed-view'));
    expect(router.state.location.pathname).toBe('/digitalDetail');
    expect(router.state.location.search).toBe('?id=42');
    expect(useCompletedVideo.getState().video).toBeNull();
    await waitFor(() => expect(mockApi.requestsTo(TaskApi.markDownloaded)[0]?.body).toEqual({ id: 42 }));
  });

  it('downloads the file through the API client with the session cookie, then marks it and clears itself', async () => {
    mockApi.on('GET', UserApi.downloadFileById, { status: 200, body: new Blob(['mp4'], { type: 'video/mp4' }) });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderPopup();
    act(() => useCompletedVideo.getState().show(video({ showRatio: '1:1' })));
    expect((await screen.findByTestId('video-completed-preview')).className).toContain('--square');

    await user.click(screen.getByTestId('video-completed-download'));

    await waitFor(() => expect(useCompletedVideo.getState().video).toBeNull());
    const [download] = mockApi.requestsTo(UserApi.downloadFileById);
    expect(download?.params).toEqual({ fileId: encodeFileId(9) });
    expect(download?.headers).not.toHaveProperty(Header.Token);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Spring launch.mp4');
    expect(mockApi.requestsTo(TaskApi.markDownloaded)[0]?.body).toEqual({ id: 42 });
  });

  it('stays open when the download fails, so it can be tried again', async () => {
    mockApi.on('GET', UserApi.downloadFileById, { code: 404, message: 'Not found' });
    const { user } = renderPopup();
    act(() => useCompletedVideo.getState().show(video()));
    await user.click(await screen.findByTestId('video-completed-download'));
    await waitFor(() => expect(mockApi.requestsTo(UserApi.downloadFileById)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useCompletedVideo.getState().video?.id).toBe(42);
    expect(mockApi.requestsTo(TaskApi.markDownloaded)).toHaveLength(0);
  });

  it('gives each video that finished meanwhile its turn', async () => {
    const { user } = renderPopup();
    act(() => {
      useCompletedVideo.getState().show(video({ id: 1, taskName: 'First' }));
      useCompletedVideo.getState().show(video({ id: 2, taskName: 'Second' }));
      useCompletedVideo.getState().show(video({ id: 1, taskName: 'First' }));
    });
    expect((await screen.findByTestId('video-completed-name')).textContent).toBe('First');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('video-completed-name').textContent).toBe('Second'));
    expect(useCompletedVideo.getState().waiting).toEqual([]);
  });

  it("stays closed for the video whose detail page is open, and still shows another's", async () => {
    renderPopup('/digitalDetail?id=42');
    act(() => useCompletedVideo.getState().show(video()));
    await waitFor(() => expect(useCompletedVideo.getState().video).toBeNull());
    expect(screen.queryByTestId('video-completed-name')).toBeNull();

    act(() => useCompletedVideo.getState().show(video({ id: 7, taskName: 'Other' })));
    expect(screen.getByTestId('video-completed-name').textContent).toBe('Other');
  });
});
