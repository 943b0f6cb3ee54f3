import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SubtitleRemoverApi,
  TaskStatus,
  UserApi,
  type TSubtitleRemoverQuote,
  type TSubtitleRemoverSource,
  type TSubtitleRemoverTask,
} from '@orator/contracts';
import { confirmButton } from '../../../test/confirm-popup';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';

const APPEARS = { timeout: 20_000 };
const SLOW_TEST = { timeout: 40_000 };

beforeAll(() => import('./subtitle-remover-page'));

function aSource(): TSubtitleRemoverSource {
  return {
    fileId: 70,
    fileName: 'promo.mp4',
    size: 1_000_000,
    durationSec: 12.4,
    width: 640,
    height: 360,
    videoUrl: '/api/user/v2/s3/downloadFileById?fileId=NzA%3D',
    frameFileId: 71,
    frameUrl: '/api/user/v2/s3/downloadFileById?fileId=NzE%3D',
    price: 13,
  };
}

function aQuote(overrides: Partial<TSubtitleRemoverQuote> = {}): TSubtitleRemoverQuote {
  return {
    canSubmit: true,
    blockedBy: null,
    durationSec: 12.4,
    seconds: 13,
    cost: 13,
    price: 13,
    isTrial: false,
    freeUses: { total: 0, used: 0, thisUse: null },
    balance: 100,
    ...overrides,
  };
}

function aTask(overrides: Partial<TSubtitleRemoverTask> = {}): TSubtitleRemoverTask {
  return {
    id: 5,
    taskName: 'promo',
    taskStatusTypeId: TaskStatus.Finished,
    progress: 100,
    durationSec: 12.4,
    width: 640,
    height: 360,
    rectAreaList: [{ lt_x: 64, lt_y: 281, rb_x: 576, rb_y: 342 }],
    customRectAreaList: [],
    sourceFileId: 70,
    sourceFileUrl: '/api/user/v2/s3/downloadFileById?fileId=NzA%3D',
    targetFileId: 80,
    targetFileUrl: '/api/user/v2/s3/downloadFileById?fileId=ODA%3D',
    targetFileThumbnailUrl: null,
    engine: 'offline',
    costKcoins: 13,
    isFreeUse: false,
    failReason: null,
    createTime: '2026-11-29T10:00:00.000Z',
    updateTime: '2026-11-29T10:01:00.000Z',
    ...overrides,
  };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:subtitle-remover');
  URL.revokeObjectURL = vi.fn();
  mockApi.on('POST', SubtitleRemoverApi.list, { code: 200, data: { records: [], total: 0, current: 1, size: 10 } });
  mockApi.on('POST', SubtitleRemoverApi.uploadVideo, { code: 200, data: aSource() });
  mockApi.on('GET', SubtitleRemoverApi.suggestBand, {
    code: 200,
    data: { box: { lt_x: 40, lt_y: 300, rb_x: 600, rb_y: 350 }, confidence: 0.9 },
  });
  mockApi.on('POST', SubtitleRemoverApi.quote, { code: 200, data: aQuote() });
  mockApi.on('GET', UserApi.downloadFileById, { status: 200, body: new Blob(['mp4'], { type: 'video/mp4' }) });
});

async function picker() {
  await screen.findByTestId('sr-upload', undefined, APPEARS);
  return document.querySelector<HTMLInputElement>('[data-testid="sr-upload"] input[type="file"]')!;
}

async function openWithVideo() {
  signIn();
  const view = renderApp('/ai/video-subtitle-remover');
  await view.user.upload(await picker(), new File(['mp4'], 'promo.mp4', { type: 'video/mp4' }));
  await screen.findByTestId('sr-canvas', undefined, APPEARS);
  // jsdom lays nothing out: the frame is shown at the video's own size.
  vi.spyOn(screen.getByTestId('sr-canvas'), 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 640, height: 360 }),
  );
  return view;
}

function drag(target: Element, from: [number, number], to: [number, number]) {
  const canvas = screen.getByTestId('sr-canvas');
  fireEvent.pointerDown(target, { clientX: from[0], clientY: from[1], button: 0, pointerId: 1 });
  fireEvent.pointerMove(canvas, { clientX: to[0], clientY: to[1], pointerId: 1 });
  fireEvent.pointerUp(canvas, { clientX: to[0], clientY: to[1], pointerId: 1 });
}

const boxAt = (index: number) => screen.getByTestId(`sr-box-${index}`);

describe('the subtitle remover page', SLOW_TEST, () => {
  it('refuses a video over 200 MB before sending it', async () => {
    signIn();
    const view = renderApp('/ai/video-subtitle-remover');
    const huge = new File(['mp4'], 'huge.mp4', { type: 'video/mp4' });
    Object.defineProperty(huge, 'size', { value: 201 * 1024 * 1024 });
    await view.user.upload(await picker(), huge);
    expect((await screen.findByTestId('sr-upload-error')).textContent).toBe('The video must be at most 200 MB');
    expect(mockApi.requestsTo(SubtitleRemoverApi.uploadVideo)).toHaveLength(0);
  });

  it('draws, moves, resizes and deletes boxes on the frame, in video pixels', async () => {
    await openWithVideo();
    drag(screen.getByTestId('sr-canvas'), [100, 280], [500, 340]);
    expect(boxAt(0).dataset.kind).toBe('subtitle');
    expect(boxAt(0).style.left).toBe(`${(100 / 640) * 100}%`);
    expect(boxAt(0).style.width).toBe(`${(400 / 640) * 100}%`);
    drag(boxAt(0), [200, 300], [220, 290]);
    expect(boxAt(0).style.left).toBe(`${(120 / 640) * 100}%`);
    expect(boxAt(0).style.top).toBe(`${(270 / 360) * 100}%`);
    drag(screen.getByTestId('sr-box-resize-0'), [520, 330], [600, 350]);
    expect(boxAt(0).style.width).toBe(`${(480 / 640) * 100}%`);
    fireEvent.click(screen.getByTestId('sr-box-delete-0'));
    expect(screen.queryByTestId('sr-box-0')).toBeNull();
  });

  it('shows the SPEC messages: no box, a sixth box, two subtitle boxes, two watermark frames', async () => {
    const { user } = await openWithVideo();
    await user.click(screen.getByTestId('sr-submit'));
    expect(screen.getByTestId('sr-box-problem').textContent).toBe(
      'Please add at least one watermark box or subtitle box',
    );
    for (let i = 0; i < 5; i++) drag(screen.getByTestId('sr-canvas'), [10 + i * 100, 10], [60 + i * 100, 60]);
    expect(screen.getAllByTestId(/^sr-box-\d$/)).toHaveLength(5);
    drag(screen.getByTestId('sr-canvas'), [10, 200], [80, 260]);
    expect(screen.getByTestId('sr-box-problem').textContent).toBe('You can only add up to 5 boxes');
    expect(screen.getAllByTestId(/^sr-box-\d$/)).toHaveLength(5);
    await user.click(screen.getByTestId('sr-submit'));
    expect(screen.getByTestId('sr-box-problem').textContent).toBe('Only one subtitle box can be added');
    for (let i = 4; i >= 2; i--) await user.click(screen.getByTestId(`sr-box-remove-${i}`));
    await user.click(within(screen.getByTestId('sr-box-kind-0')).getByText('Watermark'));
    await user.click(within(screen.getByTestId('sr-box-kind-1')).getByText('Watermark'));
    await user.click(screen.getByTestId('sr-submit'));
    expect(screen.getByTestId('sr-box-problem').textContent).toBe('Only one watermark frame can be added');
    expect(mockApi.requestsTo(SubtitleRemoverApi.submit)).toHaveLength(0);
  });

  it('accepts the suggested band, shows price and balance, submits the boxes, follows progress and plays before/after', async () => {
    mockApi.on('POST', SubtitleRemoverApi.submit, {
      code: 200,
      data: aTask({ taskStatusTypeId: TaskStatus.Queued, progress: 0, targetFileId: null, targetFileUrl: null }),
    });
    let polls = 0;
    mockApi.on('GET', SubtitleRemoverApi.detail, () => {
      polls += 1;
      return {
        code: 200,
        data:
          polls === 1
            ? aTask({ taskStatusTypeId: TaskStatus.Processing, progress: 40, targetFileId: null, targetFileUrl: null })
            : aTask(),
      };
    });
    const { user } = await openWithVideo();
    await waitFor(() => expect((screen.getByTestId('sr-use-band') as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByTestId('sr-use-band'));
    await user.click(within(screen.getByTestId('sr-kind')).getByText('Watermark'));
    await user.click(screen.getByTestId('sr-add-box'));
    expect(screen.getByTestId('sr-price').textContent).toContain('13 K-coins for 13 s (1 K-coin per started second)');
    expect(screen.getByTestId('sr-balance').textContent).toBe('Your balance: 100 K-coins');
    await user.click(screen.getByTestId('sr-submit'));
    await waitFor(() => expect(mockApi.requestsTo(SubtitleRemoverApi.submit)).toHaveLength(1));
    expect(mockApi.requestsTo(SubtitleRemoverApi.submit)[0]!.body).toEqual({
      fileId: 70,
      taskName: 'promo',
      rectAreaList: [{ lt_x: 40, lt_y: 300, rb_x: 600, rb_y: 350 }],
      customRectAreaList: [{ lt_x: 556, lt_y: 11, rb_x: 621, rb_y: 76 }],
    });
    expect((await screen.findByTestId('sr-progress', undefined, APPEARS)).textContent).toContain('40%');
    const player = await screen.findByTestId('sr-player', undefined, APPEARS);
    expect(player.dataset.side).toBe('after');
    await user.click(within(screen.getByTestId('sr-compare')).getByText('Before'));
    expect((await screen.findByTestId('sr-player')).dataset.side).toBe('before');
    expect(screen.getByTestId('sr-download-5').textContent).toBe('Download');
  });

  it('opens the subtitle remover balance dialog on 507', async () => {
    mockApi.on('POST', SubtitleRemoverApi.submit, {
      code: 507,
      message: 'Oops, the K-coin balance is insufficient!',
      data: null,
    });
    const { user } = await openWithVideo();
    await user.click(screen.getByTestId('sr-add-box'));
    await user.click(screen.getByTestId('sr-submit'));
    expect((await screen.findByTestId('insufficient-balance-text')).textContent).toBe(
      'You do not have enough K-coins to remove these subtitles.',
    );
  });

  it('lists earlier removals and deletes one after asking', async () => {
    mockApi.on('POST', SubtitleRemoverApi.list, {
      code: 200,
      data: { records: [aTask()], total: 1, current: 1, size: 10 },
    });
    mockApi.on('POST', SubtitleRemoverApi.taskBatchDelete, { code: 200, data: null });
    signIn();
    const { user } = renderApp('/ai/video-subtitle-remover');
    expect((await screen.findByTestId('sr-history-status-5', undefined, APPEARS)).textContent).toBe('Done');
    await user.click(screen.getByTestId('sr-history-delete-5'));
    await user.click(await confirmButton('Delete'));
    await waitFor(() => expect(mockApi.requestsTo(SubtitleRemoverApi.taskBatchDelete)[0]?.body).toEqual({ ids: [5] }));
  });
});
