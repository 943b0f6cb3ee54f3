import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AvatarCloneApi,
  DigitalHumanApi,
  FileSource,
  TaskApi,
  TaskStatus,
  UserApi,
  type TPhotoAvatar,
} from '@orator/contracts';
import { useClientState } from '../../../shared/state/client-state';
import { readPendingTaskIds } from '../../../shared/storage/local-values';
import { confirmButton } from '../../../test/confirm-popup';
import { mockApi } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';
import { aPendingTask, aTaskPage, aVideoTask } from '../../../test/video-tasks';
import { useProjectCentre } from '../project-centre-store';

const QUEUED = aPendingTask({ id: 1, taskName: 'Queued one', taskStatusTypeId: TaskStatus.Queued, progress: 0 });
const GENERATING = aPendingTask({ id: 2, taskName: 'Half way', progress: 40, surplusProcessSecond: 150 });
const FINISHED = aVideoTask({ id: 3, taskName: 'Spring launch' });
const FAILED = aPendingTask({
  id: 4,
  taskName: 'Broken',
  taskStatusTypeId: TaskStatus.Failed,
  failMessage: 'The voice could not be generated',
});

// The page and the antd parts it uses compile on first visit, which can outlast a query's wait.
beforeAll(() => import('./my-projects-page'));

beforeEach(() => {
  useProjectCentre.setState(useProjectCentre.getInitialState(), true);
  mockApi.on('GET', TaskApi.getProcessingTaskCount, { code: 200, data: 0 });
  // jsdom has no object URLs; a saved download only needs one for its link.
  URL.createObjectURL = vi.fn(() => 'blob:saved');
  URL.revokeObjectURL = vi.fn();
});

function serveTasks(...tasks: ReturnType<typeof aVideoTask>[]) {
  mockApi.on('POST', TaskApi.list, { code: 200, data: aTaskPage(tasks) });
}

async function openVideos(tasks = [QUEUED, GENERATING, FINISHED, FAILED]) {
  signIn();
  serveTasks(...tasks);
  const view = renderApp('/ai/my');
  await screen.findByTestId(`task-card-${tasks[0]!.id}`);
  return view;
}

/** antd confirms an edit on the key codes of Enter, which user-event does not set. */
function pressEnter(field: HTMLElement) {
  fireEvent.keyDown(field, { key: 'Enter', keyCode: 13 });
  fireEvent.keyUp(field, { key: 'Enter', keyCode: 13 });
}

describe('the video tab of my projects', () => {
  it('lists 20 videos a page with where each one stands', async () => {
    await openVideos();
    expect(mockApi.requestsTo(TaskApi.list)[0]?.body).toEqual({ current: 1, size: 20 });

    const statuses = [1, 2, 3, 4].map((id) => screen.getByTestId(`task-status-${id}`).dataset.status);
    expect(statuses).toEqual(['queued', 'processing', 'finished', 'failed']);
    expect(within(screen.getByTestId('task-status-2')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
      '40',
    );
    expect(screen.getByTestId('task-time-left-2').textContent).toBe('About 3 min left');
    // Each pending video says what it is doing: waiting, or the stage its progress has reached.
    expect(screen.getByTestId('task-progress-1').textContent).toContain('Waiting for its turn');
    expect(screen.getByTestId('task-progress-2').dataset.stage).toBe('composing');
    expect(screen.getByTestId('task-progress-2').textContent).toContain('Composing the video');
    expect(screen.getByTestId('task-fail-reason-4').textContent).toBe('The voice could not be generated');
    expect(within(screen.getByTestId('task-card-3')).getByText('Duration 1:05')).toBeTruthy();
    expect(screen.getByTestId('task-thumbnail-3').dataset.ratio).toBe('16:9');
    // Only a finished video can be downloaded, only a failed one generated again.
    expect(screen.queryByTestId('task-download-2')).toBeNull();
    expect(screen.getByTestId('task-download-3')).toBeTruthy();
    expect(screen.queryByTestId('task-retry-3')).toBeNull();
  });

  it('says why a failed video failed when the server gives no reason', async () => {
    await openVideos([{ ...FAILED, failMessage: null }]);
    expect(screen.getByTestId('task-fail-reason-4').textContent).toBe(
      'Sorry, your video generation failed due to system reasons',
    );
  });

  it('generates a failed video again and watches it for the completion popup', async () => {
    const { user } = await openVideos();
    const retried = { ...FAILED, taskStatusTypeId: TaskStatus.Queued, failMessage: null };
    mockApi.on('POST', TaskApi.retry, { code: 200, data: retried });
    serveTasks(QUEUED, GENERATING, FINISHED, retried);
    await user.click(screen.getByTestId('task-retry-4'));
    await waitFor(() => expect(mockApi.requestsTo(TaskApi.retry)[0]?.body).toEqual({ id: 4 }));
    await waitFor(() => expect(readPendingTaskIds(7)).toEqual([4]));
    expect(useClientState.getState().isGeneratingBadgeVisible).toBe(true);
  });

  it('offers more K-coins when a retry finds the balance short', async () => {
    const { user } = await openVideos();
    mockApi.on('POST', TaskApi.retry, { code: 507, message: 'Oops, the K-coin balance is insufficient!' });
    await user.click(screen.getByTestId('task-retry-4'));
    expect((await screen.findByTestId('insufficient-balance-text')).textContent).toBe(
      'You do not have enough K-coins to generate this video.',
    );
    expect(readPendingTaskIds(7)).toEqual([]);
  });

  it('deletes a video after confirmation', async () => {
    const { user } = await openVideos();
    mockApi.on('POST', TaskApi.deleteBatch, { code: 200, data: null });
    await user.click(screen.getByTestId('task-delete-3'));
    expect(mockApi.requestsTo(TaskApi.deleteBatch)).toHaveLength(0);
    serveTasks(QUEUED, GENERATING, FAILED);
    await user.click(await confirmButton('Delete'));
    await waitFor(() => expect(mockApi.requestsTo(TaskApi.deleteBatch)[0]?.body).toEqual({ ids: [3] }));
    await waitFor(() => expect(screen.queryByTestId('task-card-3')).toBeNull());
  });

  it('deletes the selected videos together', async () => {
    const { user } = await openVideos();
    mockApi.on('POST', TaskApi.deleteBatch, { code: 200, data: null });
    await user.click(screen.getByTestId('task-select-1'));
    await user.click(screen.getByTestId('task-select-4'));
    expect(screen.getByTestId('videos-selected').textContent).toBe('2 selected');
    await user.click(screen.getByTestId('videos-delete-selected'));
    await user.click(await confirmButton('Delete'));
    await waitFor(() => expect(mockApi.requestsTo(TaskApi.deleteBatch)[0]?.body).toEqual({ ids: [1, 4] }));
  });

  it('selects every video of the page at once', async () => {
    const { user } = await openVideos();
    await user.click(screen.getByTestId('videos-select-all'));
    expect(screen.getByTestId('videos-selected').textContent).toBe('4 selected');
  });

  it('renames a video in place', async () => {
    const { user } = await openVideos();
    mockApi.on('POST', TaskApi.update, { code: 200, data: { ...FINISHED, taskName: 'Summer launch' } });
    const card = screen.getByTestId('task-card-3');
    await user.click(card.querySelector('.ant-typography-edit')!);
    const field = within(card).getByRole('textbox');
    await user.clear(field);
    await user.type(field, '  Summer launch ');
    pressEnter(field);
    await waitFor(() =>
      expect(mockApi.requestsTo(TaskApi.update)[0]?.body).toEqual({ id: 3, taskName: 'Summer launch' }),
    );
  });

  it('refuses an empty name', async () => {
    const { user } = await openVideos();
    const card = screen.getByTestId('task-card-3');
    await user.click(card.querySelector('.ant-typography-edit')!);
    const field = within(card).getByRole('textbox');
    await user.clear(field);
    pressEnter(field);
    expect(await screen.findByText('Video name cannot be empty')).toBeTruthy();
    expect(mockApi.requestsTo(TaskApi.update)).toHaveLength(0);
  });

  it('downloads a finished video through the API client, then marks it downloaded', async () => {
    const { user } = await openVideos();
    mockApi.on('GET', UserApi.downloadFileById, { status: 200, body: new Blob(['mp4'], { type: 'video/mp4' }) });
    mockApi.on('POST', TaskApi.markDownloaded, { code: 200, data: null });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByTestId('task-download-3'));
    await waitFor(() => expect(mockApi.requestsTo(TaskApi.markDownloaded)[0]?.body).toEqual({ id: 3 }));
    expect(mockApi.requestsTo(UserApi.downloadFileById)[0]?.params).toEqual({ fileId: btoa('90') });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Spring launch.mp4');
  });

  it('opens the detail page of a video', async () => {
    const { router, user } = await openVideos();
    mockApi.on('GET', TaskApi.detailUpgrade, { code: 200, data: GENERATING });
    await user.click(screen.getByTestId('task-open-2'));
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/digitalDetail?id=2'));
  });

  it('pages through the videos 20 at a time', async () => {
    signIn();
    mockApi.on('POST', TaskApi.list, (request) => {
      const { current } = request.body as { current: number };
      return { code: 200, data: { ...aTaskPage([aVideoTask({ id: current * 100 })], 45), current } };
    });
    const { user } = renderApp('/ai/my');
    await screen.findByTestId('task-card-100');
    await user.click(screen.getByTitle('3'));
    await screen.findByTestId('task-card-300');
    expect(mockApi.requestsTo(TaskApi.list).at(-1)?.body).toEqual({ current: 3, size: 20 });
  });

  it('says the videos could not be loaded rather than that there are none', async () => {
    signIn();
    mockApi.on('POST', TaskApi.list, { code: 500, message: 'Something went wrong' });
    const { user } = renderApp('/ai/my');
    expect((await screen.findByTestId('load-failed')).textContent).toBe('Your videos could not be loaded');
    expect(screen.queryByTestId('videos-empty')).toBeNull();
    serveTasks(FINISHED);
    await user.click(screen.getByTestId('load-failed-retry'));
    expect(await screen.findByTestId('task-card-3')).toBeTruthy();
  });

  it('invites a user without videos to create one', async () => {
    signIn();
    serveTasks();
    const { router, user } = renderApp('/ai/my');
    expect((await screen.findByTestId('videos-empty')).textContent).toBe('No videos yet');
    await user.click(screen.getByTestId('videos-create'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai/create'));
  });
});

describe('the tabs of my projects', () => {
  it('shows every tab of SPEC 2, with a coming-soon state for the tools not built yet', async () => {
    signIn();
    serveTasks(FINISHED);
    renderApp('/ai/my?tab=urlToVideo');
    expect((await screen.findByTestId('projects-coming-soon')).textContent).toBe('URL to video is coming soon');
    const tabs = [
      'uploads',
      'video',
      'urlToVideo',
      'videoFaceSwap',
      'ugcAvatar',
      'videoTranslation',
      'productVideo',
      'textToSpeech',
      'voiceChange',
      'aiModel',
      'imageToVideo',
    ];
    for (const tab of tabs) expect(screen.getByTestId(`projects-tab-${tab}`)).toBeTruthy();
  });

  it('keeps the tab in the address and comes back to the tab and page the user left', async () => {
    signIn();
    mockApi.on('POST', TaskApi.list, (request) => {
      const { current } = request.body as { current: number };
      return { code: 200, data: { ...aTaskPage([aVideoTask({ id: current * 100 })], 45), current } };
    });
    const { router, user } = renderApp('/ai/my');
    await screen.findByTestId('task-card-100');
    await user.click(screen.getByTitle('2'));
    await screen.findByTestId('task-card-200');

    await user.click(screen.getByTestId('projects-tab-textToSpeech'));
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/my?tab=textToSpeech'));
    await user.click(screen.getByTestId('projects-tab-video'));
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/my?tab=video'));
    // The page left is shown again from the cache.
    expect(await screen.findByTestId('task-card-200')).toBeTruthy();

    await user.click(screen.getByTestId('nav-workbench'));
    await screen.findByTestId('workbench-greeting');
    await user.click(screen.getByTestId('header-my-projects'));
    expect(await screen.findByTestId('task-card-200')).toBeTruthy();
    expect(currentUrl(router)).toBe('/ai/my');
  });
});

describe('the uploads tab of my projects', () => {
  const photo = (overrides: Partial<TPhotoAvatar>): TPhotoAvatar => ({
    id: 1,
    digitalHumanId: 'photo-1',
    name: 'Portrait',
    status: 'ready',
    progress: 100,
    failReason: null,
    failMessage: null,
    thumbnailUrl: null,
    createTime: '2031-03-01T10:00:00.000Z',
    ...overrides,
  });

  beforeEach(() => {
    mockApi.on('POST', DigitalHumanApi.photoList, {
      code: 200,
      data: [
        photo({ id: 1, name: 'Office' }),
        photo({ id: 2, name: 'Garden', status: 'failed', failMessage: 'No face was found in the photo' }),
      ],
    });
    mockApi.on('POST', UserApi.fileListBySource, (request) => {
      const { source } = request.body as { source: number };
      const file = {
        id: source * 10,
        fileName: source === FileSource.Narration ? 'voice.mp3' : 'studio.png',
        mimeType: source === FileSource.Narration ? 'audio/mpeg' : 'image/png',
        size: 839_680,
        source,
        width: null,
        height: null,
        url: `/api/user/v2/s3/downloadFileById?fileId=${btoa(String(source * 10))}`,
        createTime: '2031-03-01T10:00:00.000Z',
      };
      return { code: 200, data: { records: [file], total: 1, current: 1, size: 20 } };
    });
  });

  it("shows the user's talking photos and deletes one after confirmation", async () => {
    signIn();
    mockApi.on('POST', DigitalHumanApi.photoDelete, { code: 200, data: null });
    const { user } = renderApp('/ai/my?tab=uploads');
    const failed = await screen.findByTestId('photo-2');
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('No face was found in the photo')).toBeTruthy();
    expect(within(screen.getByTestId('photo-1')).getByText('Ready')).toBeTruthy();

    await user.click(screen.getByTestId('photo-delete-2'));
    await user.click(await confirmButton('Delete'));
    await waitFor(() => expect(mockApi.requestsTo(DigitalHumanApi.photoDelete)[0]?.body).toEqual({ ids: [2] }));
  });

  it("lists the user's avatar clones with their state, leading to the clone list", async () => {
    signIn();
    mockApi.on('POST', AvatarCloneApi.list, {
      code: 200,
      data: {
        records: [
          {
            id: 9,
            uploadTypeId: 114,
            name: 'Me at my desk',
            status: 'synthesis',
            reason: null,
            videoUrl: '/api/digitalhuman/v1/digitalhuman/previewVideo?id=9',
            videoDurationSec: 30,
            thumbnailUrl: null,
            digitalHumanId: null,
            priceKcoins: 600,
            createTime: '2031-01-02T10:00:00.000Z',
            lapseTime: null,
            paidTime: '2031-01-02T10:01:00.000Z',
            completeTime: null,
            expireTime: null,
          },
        ],
        total: 1,
        current: 1,
        size: 50,
      },
    });
    renderApp('/ai/my?tab=uploads');
    const clone = await screen.findByTestId('my-clone-9');
    expect(within(clone).getByText('In synthesis')).toBeTruthy();
    expect(within(clone).getByText('Me at my desk').getAttribute('href')).toBe('/ai/avatars');
  });

  it('lists uploaded files by what they were uploaded for, with the AI photos kept and the cutouts made', async () => {
    signIn();
    const { user } = renderApp('/ai/my?tab=uploads');
    expect(within(await screen.findByTestId('file-40')).getByText('studio.png')).toBeTruthy();
    expect(mockApi.requestsTo(UserApi.fileListBySource)[0]?.body).toEqual({
      source: FileSource.Background,
      current: 1,
      size: 20,
    });
    await user.click(screen.getByText('Narration audio'));
    const narration = await screen.findByTestId('file-60');
    expect(within(narration).getByText('voice.mp3')).toBeTruthy();
    expect(within(narration).getByText(/^820 kB · /)).toBeTruthy();
    await user.click(screen.getByText('AI photos'));
    expect(within(await screen.findByTestId(`file-${FileSource.AiPhoto * 10}`)).getByText('studio.png')).toBeTruthy();
    expect(mockApi.requestsTo(UserApi.fileListBySource).at(-1)?.body).toMatchObject({ source: FileSource.AiPhoto });
    await user.click(screen.getByText('Cutouts'));
    expect(within(await screen.findByTestId(`file-${FileSource.Cutout * 10}`)).getByText('studio.png')).toBeTruthy();
    expect(mockApi.requestsTo(UserApi.fileListBySource).at(-1)?.body).toMatchObject({ source: FileSource.Cutout });
  });
});
