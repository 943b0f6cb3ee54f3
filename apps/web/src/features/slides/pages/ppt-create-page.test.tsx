import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  SlidesApi,
  TaskApi,
  TaskStatus,
  type TSaveTaskRequest,
  type TSlideExtraction,
  type TSlidePage,
} from '@orator/contracts';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { APP_BASENAME, AppPath } from '../../../shared/lib/app-paths';
import { answerCatalogueSummary } from '../../../test/catalogue';
import { mockApi } from '../../../test/mock-api';
import { currentUrl } from '../../../test/render-app';
import { signIn } from '../../../test/session';
import { aVideoTask } from '../../../test/video-tasks';
import { mockStudioApi } from '../../create-video/pages/studio-mocks';
import PptCreatePage from './ppt-create-page';

const IMPORT = {
  id: 3,
  fileName: 'review.pptx',
  format: 'pptx',
  status: TaskStatus.Finished,
  stage: 'done',
  progress: 100,
  pageCount: 4,
  aspect: 16 / 9,
  failReason: null,
  createTime: '2031-03-01T10:00:00.000Z',
} as const;

/** 71 characters of English: 6 seconds at 14 a second, rounded up. */
const INTRO = 'Welcome to the quarterly review. Today we look at sales, costs and plans';

const EXTRACTION: TSlideExtraction = {
  ...IMPORT,
  slides: [
    { index: 0, text: 'Quarterly review', notes: INTRO, script: INTRO, scriptSource: 'notes', hidden: false },
    { index: 1, text: 'Sales', notes: 'Sales grew.', script: 'Sales grew.', scriptSource: 'notes', hidden: false },
    { index: 2, text: 'Costs', notes: '', script: 'Costs', scriptSource: 'text', hidden: false },
    { index: 3, text: 'Backup', notes: '', script: 'Backup', scriptSource: 'text', hidden: true },
  ],
};
const PAGES: TSlidePage[] = [0, 1, 2, 3].map((index) => ({
  index,
  url: `/page-${index}.png`,
  width: 1920,
  height: 1080,
}));

beforeEach(() => {
  answerCatalogueSummary();
  mockApi.on('POST', SlidesApi.historyRecord, {
    code: 200,
    data: { records: [{ ...IMPORT, coverUrl: '/page-0.png' }], total: 1, current: 1, size: 12 },
  });
  mockApi.on('GET', SlidesApi.getProgress, { code: 200, data: IMPORT });
  mockApi.on('POST', SlidesApi.extract, { code: 200, data: EXTRACTION });
  mockApi.on('GET', SlidesApi.images, { code: 200, data: PAGES });
});

type TUser = ReturnType<typeof userEvent.setup>;

/** The page alone, and the project centre a submitted video leads to. */
function renderPage() {
  const router = createMemoryRouter(
    [
      { path: AppPath.PptCreate, element: <PptCreatePage /> },
      { path: AppPath.My, element: <p>projects</p> },
    ],
    { basename: APP_BASENAME, initialEntries: [`${APP_BASENAME}${AppPath.PptCreate}`] },
  );
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, user: userEvent.setup() };
}

async function openDeck() {
  signIn();
  mockStudioApi();
  const view = renderPage();
  await view.user.click(await screen.findByRole('button', { name: 'Use' }));
  await screen.findByTestId('ppt-studio');
  await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('task-name').value).toBe('Video 3'));
  return view;
}

/** The pages in the strip, top to bottom, with the hidden ones marked. */
function strip(): string[] {
  return [...screen.getByTestId('slide-strip').querySelectorAll('li')].map(
    (item) => `${item.dataset.testid}${item.classList.contains('is-hidden') ? ' hidden' : ''}`,
  );
}

async function choose(user: TUser, testId: string, title: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);
    expect(found).not.toBeNull();
    return found!;
  });
  await user.click(option);
}

const saved = () => mockApi.requestsTo(TaskApi.saveTask).map((request) => request.body as TSaveTaskRequest);

describe('the slides studio', () => {
  it('starts with the importer and opens the deck in its order, the deck’s hidden slides hidden', async () => {
    await openDeck();
    expect(strip()).toEqual(['slide-0', 'slide-1', 'slide-2', 'slide-3 hidden']);
    expect(screen.getByTestId<HTMLTextAreaElement>('slide-script').value).toBe(INTRO);
    // 6 s of narration and the half-second pause after it, rounded up as the price is.
    expect(screen.getByTestId('slide-seconds').textContent).toBe(' On screen for about 7 s');
    expect(screen.getByTestId('slides-total').textContent).toBe('3 slides · 0:10');
    expect(screen.queryByTestId('panel-background')).toBeNull();
  });

  it('sends the shown slides in strip order with their own scripts, voices, times and the layout', async () => {
    mockApi.on('POST', TaskApi.saveTask, { code: 200, data: aVideoTask({ id: 51 }) });
    const { router, user } = await openDeck();

    await user.click(screen.getByTestId('slide-up-1'));
    await user.click(screen.getByTestId('slide-hide-0'));
    expect(strip()).toEqual(['slide-1', 'slide-0 hidden', 'slide-2', 'slide-3 hidden']);

    await user.click(within(screen.getByTestId('slide-1')).getByRole('button', { name: 'Slide 2' }));
    await user.type(screen.getByTestId('slide-script'), ' Costs fell.');
    await choose(user, 'slide-speed', '125%');
    await choose(user, 'slide-voice', 'Ben');

    await user.click(within(screen.getByTestId('slide-2')).getByRole('button', { name: 'Slide 3' }));
    await user.clear(screen.getByTestId('slide-script'));
    const silent = screen.getByTestId('slide-silent-sec');
    await user.clear(silent);
    await user.type(silent, '8');
    await user.click(screen.getByTestId('slide-presenter-hidden'));

    await user.click(screen.getByTestId('panel-slides'));
    await user.click(screen.getByTestId('layout-side'));
    await user.click(screen.getByTestId('transition-cut'));
    expect(screen.getByTestId('slide-preview').dataset.layout).toBe('side');

    const slides = {
      importId: 3,
      layout: 'side',
      transition: 'cut',
      slides: [
        {
          page: 1,
          script: 'Sales grew. Costs fell.',
          voiceId: 'en-us-ben',
          speakRate: 1.25,
          silentSec: 5,
          pauseAfterSec: 0.5,
          presenterHidden: false,
        },
        { page: 2, script: '', silentSec: 8, pauseAfterSec: 0.5, presenterHidden: true },
      ],
    };
    const speech = { voiceId: 'en-us-ava', speakRate: 1, speakPitch: 1, volume: 1 };
    await waitFor(() =>
      expect(mockApi.requestsTo(TaskApi.quote).at(-1)?.body).toEqual({
        digitalHumanId: 'stock-0001',
        inputMode: 'slides',
        copyContent: '',
        slides,
        speech,
      }),
    );
    // 23 characters at 125 % make 2 s, 8 s silent, and half a second after each.
    expect(screen.getByTestId('slides-total').textContent).toBe('2 slides · 0:11');
    expect(screen.getByTestId('cost-duration').textContent).toBe('≈ 0:11');

    await user.click(screen.getByTestId('generate'));
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/my?tab=video'));
    expect(mockApi.requestsTo(TaskApi.checkSensitiveWords).map((request) => request.body)).toEqual([
      { text: 'Sales grew. Costs fell.' },
    ]);
    expect(saved()).toEqual([
      {
        taskName: 'Video 3',
        digitalHumanId: 'stock-0001',
        inputMode: 'slides',
        copyContent: '',
        slides,
        speech,
        ratio: '16:9',
        resolution: 720,
        background: { type: 'color', color: '#eef2f7' },
        subtitles: { enabled: false, fontId: 'noto-sans', color: '#ffffff' },
        music: null,
        longMode: false,
      },
    ]);
  });

  it('deletes a slide with an undo, and keeps the last shown slide in the video', async () => {
    const { user } = await openDeck();
    await user.click(screen.getByTestId('slide-delete-2'));
    expect(strip()).toEqual(['slide-0', 'slide-1', 'slide-3 hidden']);
    await user.click(screen.getByTestId('slide-undo'));
    expect(strip()).toEqual(['slide-0', 'slide-1', 'slide-2', 'slide-3 hidden']);

    await user.click(screen.getByTestId('slide-hide-0'));
    await user.click(screen.getByTestId('slide-delete-1'));
    expect(strip()).toEqual(['slide-0 hidden', 'slide-2', 'slide-3 hidden']);
    expect(screen.getByTestId<HTMLButtonElement>('slide-hide-2').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('slide-delete-2').disabled).toBe(true);
  });

  it('asks before dropping the edited deck for another import', async () => {
    const { user } = await openDeck();
    await user.click(screen.getByTestId('slides-reimport'));
    await user.click(await screen.findByRole('button', { name: 'Import others' }));
    expect(await screen.findByTestId('ppt-import')).toBeTruthy();
    expect(screen.queryByTestId('ppt-studio')).toBeNull();
  });
});
