import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { downloadUrl } from '@orator/contracts';
import { useCompletedVideo, type TCompletedVideo } from '../completed-video-store';
import { videoShape } from '../video-ratio';
import { VideoCompletedPopup } from './video-completed-popup';

afterEach(() => {
  useCompletedVideo.setState(useCompletedVideo.getInitialState(), true);
});

function renderPopup() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <VideoCompletedPopup /> },
      { path: '/digitalDetail', element: <p>detail</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
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

  it('shows the task name, its thumbnail under a play overlay shaped by the ratio, and a download', () => {
    renderPopup();
    act(() => useCompletedVideo.getState().show(video({ showRatio: '9:16' })));

    expect(screen.getByTestId('video-completed-name').textContent).toBe('Spring launch');
    const preview = screen.getByTestId('video-completed-preview');
    expect(preview.className).toContain('video-completed__preview--portrait');
    expect(preview.querySelector('img')?.getAttribute('src')).toBe('/thumb.jpg');
    expect(screen.getByTestId('video-completed-download').getAttribute('href')).toBe(
      downloadUrl(9, 'Spring launch.mp4'),
    );
  });

  it("opens the video's detail page on 'view now' and clears itself", async () => {
    const { router, user } = renderPopup();
    act(() => useCompletedVideo.getState().show(video()));
    await user.click(screen.getByTestId('video-completed-view'));
    expect(router.state.location.pathname).toBe('/digitalDetail');
    expect(router.state.location.search).toBe('?id=42');
    expect(useCompletedVideo.getState().video).toBeNull();
  });

  it('clears itself when the video is downloaded', async () => {
    const { user } = renderPopup();
    act(() => useCompletedVideo.getState().show(video({ showRatio: '1:1' })));
    expect(screen.getByTestId('video-completed-preview').className).toContain('--square');
    const download = screen.getByTestId('video-completed-download');
    // jsdom cannot follow a download link; the popup only has to let go of the video.
    download.addEventListener('click', (event) => event.preventDefault());
    await user.click(download);
    expect(useCompletedVideo.getState().video).toBeNull();
  });
});
