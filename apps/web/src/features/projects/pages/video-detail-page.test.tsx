import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header, TaskApi, TaskStatus, UserApi, type TVideoTask } from '@orator/contracts';
import { mockApi } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';
import { aPendingTask, aTaskPage, aVideoTask } from '../../../test/video-tasks';

const FINISHED = aVideoTask({ id: 5, finishTime: '2031-03-01T10:02:05.000Z' });

// The page and the antd parts it uses compile on first visit, which can outlast a query's wait.
beforeAll(() => import('./video-detail-page'));

beforeEach(() => {
  mockApi.on('GET', TaskApi.getProcessingTaskCount, { code: 200, data: 0 });
  mockApi.on('GET', UserApi.downloadFileById, { status: 200, body: new Blob(['mp4'], { type: 'video/mp4' }) });
  // jsdom has no object URLs: each blob the page plays gets a recognisable one.
  URL.createObjectURL = vi.fn(() => 'blob:video-5');
  URL.revokeObjectURL = vi.fn();
});

function serveDetail(task: TVideoTask) {
  mockApi.on('GET', TaskApi.detailUpgrade, (request) =>
    Number(request.params.id) === task.id ? { code: 200, data: task } : { code: 404, message: 'Not found' },
  );
}

/**
 * Opens a task's page. A finished one fetches its video: waiting for it to play keeps that request from
 * outliving the test, and its failure toast from landing in the next one.
 */
async function openDetail(task: TVideoTask = FINISHED, { path = '/ai/digitalDetail', isVideoServed = true } = {}) {
  signIn();
  serveDetail(task);
  const view = renderApp(`${path}?id=${task.id}`);
  await screen.findByTestId('task-name');
  if (task.taskStatusTypeId === TaskStatus.Finished && isVideoServed) {
    await waitFor(() => expect(screen.getByTestId('video-player').getAttribute('src')).toBe('blob:video-5'));
  }
  return view;
}

const field = (key: string) => screen.getByTestId(`detail-${key}`).textContent;

describe('the video detail page', () => {
  it('shows every field SPEC 3 names for a video task', async () => {
    await openDetail(
      aVideoTask({
        id: 5,
        scene: { canvasConfig: { showRatio: '9:16', resolution: 720 } },
        speakRate: 1.25,
        speakPitch: 0.9,
      }),
    );
    expect(mockApi.requestsTo(TaskApi.detailUpgrade)[0]?.params).toEqual({ id: 5 });
    const labels = [...document.querySelectorAll('.task-details .ant-descriptions-item-label')].map(
      (label) => label.textContent,
    );
    expect(labels).toEqual([
      'Duration',
      'Language type',
      'Voice timbre',
      'Speaking style',
      'Text content',
      'Speech rate',
      'Pitch',
      'Ratio',
      'Submission time',
      'Generation time',
      'Cost',
    ]);
    expect(field('duration')).toBe('1:05');
    expect(field('languageType')).toBe('English (US)');
    expect(field('voiceTimbre')).toBe('Ava');
    expect(field('speakingStyle')).toBe('cheerful');
    expect(field('textContent')).toBe('Meet our new spring collection, made from recycled cotton.');
    expect(field('speechRate')).toBe('1.25×');
    expect(field('pitch')).toBe('0.9×');
    expect(field('ratio')).toBe('9:16');
    expect(field('submissionTime')).toBe('Mar 1, 2031, 10:00 AM');
    expect(field('generationTime')).toBe('Mar 1, 2031, 10:02 AM');
    expect(field('cost')).toBe('65 K-coins');
  });

  it('says a video paid by a free use cost nothing', async () => {
    await openDetail(aVideoTask({ id: 5, costKcoins: 0, isFreeUse: true }));
    expect(field('cost')).toBe('Free use');
  });

  it('plays the video from bytes fetched with the session cookie, under its thumbnail', async () => {
    await openDetail();
    const player = screen.getByTestId('video-player');
    expect(player.getAttribute('poster')).toBe(FINISHED.targetFileThumbnailUrl);
    expect(player.getAttribute('src')).toBe('blob:video-5');
    const [download] = mockApi.requestsTo(UserApi.downloadFileById);
    expect(download?.params).toEqual({ fileId: btoa('90') });
    expect(download?.headers).not.toHaveProperty(Header.Token);
  });

  it('offers to fetch the video again when it could not be loaded', async () => {
    mockApi.on('GET', UserApi.downloadFileById, { code: 500, message: 'Storage unavailable' });
    const { user } = await openDetail(FINISHED, { isVideoServed: false });
    const failure = await screen.findByTestId('video-load-failed');
    mockApi.on('GET', UserApi.downloadFileById, { status: 200, body: new Blob(['mp4'], { type: 'video/mp4' }) });
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('video-player').getAttribute('src')).toBe('blob:video-5'));
  });

  it('downloads the video it already holds and marks it downloaded', async () => {
    const { user } = await openDetail();
    mockApi.on('POST', TaskApi.markDownloaded, { code: 200, data: null });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByTestId('detail-download'));
    await waitFor(() => expect(mockApi.requestsTo(TaskApi.markDownloaded)[0]?.body).toEqual({ id: 5 }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Spring launch.mp4');
    expect(mockApi.requestsTo(UserApi.downloadFileById)).toHaveLength(1);
  });

  it('shares the video by a public link, and stops sharing it', async () => {
    const { user } = await openDetail();
    expect(screen.getByTestId('share-note').textContent).toBe('Only you can see this video.');
    expect(screen.queryByTestId('share-link')).toBeNull();

    mockApi.on('POST', TaskApi.share, (request) => {
      const { enabled } = request.body as { enabled: boolean };
      return { code: 200, data: { ...FINISHED, shareEnabled: enabled, shareToken: 'tok_abcdefgh1234' } };
    });
    await user.click(screen.getByTestId('share-switch'));
    const link = await screen.findByTestId('share-link');
    expect(mockApi.requestsTo(TaskApi.share)[0]?.body).toEqual({ id: 5, enabled: true });
    expect(link.textContent).toBe(`${window.location.origin}/ai/share-video/tok_abcdefgh1234`);
    expect(screen.getByTestId('share-note').textContent).toBe('Anyone with the link can watch this video.');

    await user.click(screen.getByTestId('share-switch'));
    await waitFor(() => expect(screen.queryByTestId('share-link')).toBeNull());
    expect(mockApi.requestsTo(TaskApi.share)[1]?.body).toEqual({ id: 5, enabled: false });
  });

  it('follows a video being generated, without a player or sharing', async () => {
    await openDetail(aPendingTask({ id: 5, progress: 40, surplusProcessSecond: 45 }));
    const stage = screen.getByTestId('detail-generating');
    expect(within(stage).getByText('Composing the video')).toBeTruthy();
    expect(within(stage).getByText('About 45 sec left')).toBeTruthy();
    expect(screen.queryByTestId('video-player')).toBeNull();
    expect(screen.queryByTestId('detail-download')).toBeNull();
    expect(screen.getByTestId('share-switch').hasAttribute('disabled')).toBe(true);
    expect(field('duration')).toBe('–');
    expect(field('generationTime')).toBe('–');
    expect(field('cost')).toBe('Up to 65 K-coins, held while generating');
    expect(mockApi.requestsTo(UserApi.downloadFileById)).toHaveLength(0);
  });

  it('says why a video failed and generates it again', async () => {
    const failed = aPendingTask({ id: 5, taskStatusTypeId: TaskStatus.Failed, failMessage: 'No voice' });
    const { user } = await openDetail(failed);
    expect(screen.getByTestId('detail-fail-reason').textContent).toBe('No voice');
    expect(field('cost')).toBe('Not charged');
    mockApi.on('POST', TaskApi.retry, { code: 200, data: aPendingTask({ id: 5, taskStatusTypeId: 190 }) });
    mockApi.on('POST', TaskApi.list, { code: 200, data: aTaskPage([aPendingTask({ id: 5 })]) });
    await user.click(screen.getByTestId('task-retry-5'));
    await screen.findByTestId('detail-generating');
    expect(mockApi.requestsTo(TaskApi.retry)[0]?.body).toEqual({ id: 5 });
  });

  it('deletes the video after confirmation and returns to my projects', async () => {
    const { router, user } = await openDetail();
    mockApi.on('POST', TaskApi.deleteBatch, { code: 200, data: null });
    mockApi.on('POST', TaskApi.list, { code: 200, data: aTaskPage([]) });
    await user.click(screen.getByTestId('detail-delete'));
    const popup = await waitFor(() => {
      const open = document.querySelector<HTMLElement>('.ant-popconfirm-buttons');
      expect(open).not.toBeNull();
      return open!;
    });
    await user.click(within(popup).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/my'));
    expect(mockApi.requestsTo(TaskApi.deleteBatch)[0]?.body).toEqual({ ids: [5] });
  });

  it('answers at /digital-detail too', async () => {
    await openDetail(FINISHED, { path: '/ai/digital-detail' });
    expect(field('ratio')).toBe('16:9');
  });

  it('says so when the video does not exist', async () => {
    signIn();
    serveDetail(FINISHED);
    renderApp('/ai/digitalDetail?id=999');
    expect((await screen.findByTestId('detail-missing')).textContent).toBe('Video not found');
    // A toast would be drawn a moment after the answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Not found')).toBeNull();
  });

  it('says when the video could not be loaded, and tries again', async () => {
    signIn();
    mockApi.on('GET', TaskApi.detailUpgrade, { code: 500, message: 'Something went wrong' });
    const { user } = renderApp('/ai/digitalDetail?id=5');
    expect((await screen.findByTestId('load-failed')).textContent).toBe('This video could not be loaded');
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    serveDetail(FINISHED);
    await user.click(screen.getByTestId('load-failed-retry'));
    expect(await screen.findByTestId('task-name')).toBeTruthy();
  });

  it('says so when the address names no video', async () => {
    signIn();
    renderApp('/ai/digitalDetail');
    expect((await screen.findByTestId('detail-missing')).textContent).toBe('Video not found');
    expect(mockApi.requestsTo(TaskApi.detailUpgrade)).toHaveLength(0);
  });
});
