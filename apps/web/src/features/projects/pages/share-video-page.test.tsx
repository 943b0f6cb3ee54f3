import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { TaskApi, type TSharedVideo } from '@orator/contracts';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';

const TOKEN = 'tok_abcdefgh1234';
const SHARED: TSharedVideo = {
  taskName: 'Spring launch',
  durationSec: 65,
  showRatio: '9:16',
  videoUrl: `/api${TaskApi.sharedVideoFile}?token=${TOKEN}`,
  thumbnailUrl: `/api${TaskApi.sharedVideoFile}?token=${TOKEN}&part=thumbnail`,
  createTime: '2031-03-01 10:00:00',
};

// The page and the antd parts it uses compile on first visit, which can outlast a query's wait.
beforeAll(() => import('./share-video-page'));

function serveShared() {
  mockApi.on('GET', TaskApi.sharedVideo, (request) =>
    request.params.token === TOKEN ? { code: 200, data: SHARED } : { code: 404, message: 'Not found' },
  );
}

describe('the shared video page', () => {
  it('plays a shared video to a visitor, with its name, length and date', async () => {
    serveShared();
    renderApp(`/ai/share-video/${TOKEN}`);
    expect((await screen.findByTestId('shared-name')).textContent).toBe('Spring launch');
    expect(screen.getByTestId('shared-facts').textContent).toBe('Duration 1:05 · Made on Mar 1, 2031, 10:00 AM');
    const player = screen.getByTestId('shared-player');
    expect(player.getAttribute('src')).toBe(`/api/digitalhuman/v2/digitalhumantask/shared/file?token=${TOKEN}`);
    expect(player.getAttribute('poster')).toBe(SHARED.thumbnailUrl);
    expect(mockApi.requestsTo(TaskApi.sharedVideo)[0]?.params).toEqual({ token: TOKEN });
  });

  it('invites a visitor to sign up and make their own', async () => {
    serveShared();
    const { router, user } = renderApp(`/ai/share-video/${TOKEN}`);
    await user.click(await screen.findByTestId('shared-cta'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai/register'));
  });

  it('takes a signed-in user straight to the editor', async () => {
    signIn();
    serveShared();
    renderApp(`/ai/share-video/${TOKEN}`);
    expect((await screen.findByTestId('shared-cta')).closest('a')?.getAttribute('href')).toBe('/ai/create');
  });

  it('says plainly when the video is not shared, without an error toast', async () => {
    serveShared();
    renderApp('/ai/share-video/tok_unshared00000');
    expect((await screen.findByTestId('shared-missing')).textContent).toBe('This video is not shared');
    expect(screen.queryByTestId('shared-player')).toBeNull();
    // A toast would be drawn a moment after the answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Not found')).toBeNull();
  });

  it('says the same for a link without a video', async () => {
    renderApp('/ai/share-video');
    expect((await screen.findByTestId('shared-missing')).textContent).toBe('This video is not shared');
    expect(mockApi.requestsTo(TaskApi.sharedVideo)).toHaveLength(0);
  });

  it('speaks the language of its address', async () => {
    serveShared();
    renderApp(`/ai/pt/share-video/${TOKEN}`);
    expect((await screen.findByTestId('shared-facts')).textContent).toBe(
      'Duração 1:05 · Feito em 1 de mar. de 2031, 10:00',
    );
  });
});
