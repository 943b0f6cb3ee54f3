import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FaceSwapApi,
  Price,
  TaskStatus,
  UserApi,
  type TFaceSwapFace,
  type TFaceSwapPermission,
  type TFaceSwapTask,
} from '@orator/contracts';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';

const APPEARS = { timeout: 20_000 };
const SLOW_TEST = { timeout: 40_000 };

function aFace(overrides: Partial<TFaceSwapFace> = {}): TFaceSwapFace {
  return {
    id: 5,
    name: 'Ana',
    fileId: 50,
    photoUrl: '/api/user/v2/s3/downloadFileById?fileId=NTA=',
    state: 'ready',
    progress: 100,
    problem: null,
    message: null,
    createTime: '2031-03-01T10:00:00.000Z',
    ...overrides,
  };
}

function aTask(overrides: Partial<TFaceSwapTask> = {}): TFaceSwapTask {
  return {
    id: 9,
    taskName: 'Face swap 2031-03-01 01',
    mode: 'multi',
    stage: 'ready',
    taskStatusTypeId: null,
    progress: 100,
    durationSec: 3,
    width: 640,
    height: 360,
    people: ['person-1', 'person-2'].map((id, index) => ({
      id,
      thumbnailFileId: 60 + index,
      thumbnailUrl: `/api/user/v2/s3/downloadFileById?fileId=${btoa(String(60 + index))}`,
      secondsSeen: 3,
      firstSeenSec: 0,
    })),
    mapping: {},
    sourceFileUrl: null,
    targetFileId: null,
    targetFileUrl: null,
    targetFileThumbnailUrl: null,
    costKcoins: null,
    isFreeUse: false,
    engine: 'offline-mesh',
    failReason: null,
    createTime: '2031-03-01T10:00:00.000Z',
    updateTime: '2031-03-01T10:00:00.000Z',
    submitTime: null,
    finishTime: null,
    ...overrides,
  };
}

function aPermission(overrides: Partial<TFaceSwapPermission> = {}): TFaceSwapPermission {
  return {
    isPermission: true,
    blockedBy: null,
    feature: 'multiFaceSwap',
    cost: 3,
    price: 3,
    kcoinPerSecond: Price.faceSwapKcoinPerSecond,
    freeUses: { total: 0, used: 0, thisUse: null },
    balance: 100,
    processing: 0,
    concurrentLimit: 3,
    uploadMaxMb: 200,
    maxSec: 300,
    ...overrides,
  };
}

beforeAll(() => import('./face-swap-page'));

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:face-swap');
  URL.revokeObjectURL = vi.fn();
  mockApi.on('GET', FaceSwapApi.avatarList, { code: 200, data: [aFace()] });
  mockApi.on('GET', FaceSwapApi.isPermissionSubmit, { code: 200, data: aPermission() });
  mockApi.on('POST', FaceSwapApi.list, { code: 200, data: { records: [], total: 0, current: 1, size: 10 } });
  mockApi.on('GET', UserApi.downloadFileById, { status: 200, body: new Blob(['jpg'], { type: 'image/jpeg' }) });
});

async function openPage(url = '/ai/video-face-swap') {
  signIn();
  const view = renderApp(url);
  await screen.findByTestId('face-swap-page', undefined, APPEARS);
  return view;
}

describe('the face swap page', SLOW_TEST, () => {
  it('adds a face and shows the check refusing it in words', async () => {
    let checks = 0;
    mockApi.on('POST', UserApi.uploadFile, { code: 200, data: { id: 51, fileName: 'group.jpg' } });
    mockApi.on('POST', FaceSwapApi.avatarCheckFace, {
      code: 200,
      data: aFace({ id: 6, fileId: 51, name: 'group', state: 'checking', progress: 0 }),
    });
    mockApi.on('GET', FaceSwapApi.avatarList, () => {
      checks += 1;
      const refused = aFace({
        id: 6,
        fileId: 51,
        name: 'group',
        state: 'refused',
        problem: 'manyFaces',
        message: 'The photo shows more than one face. Please upload a photo of one person only',
      });
      return { code: 200, data: checks < 2 ? [aFace()] : [refused, aFace()] };
    });
    const { user } = await openPage();
    await user.upload(
      screen.getByTestId('face-swap-face-input'),
      new File(['jpeg'], 'group.jpg', { type: 'image/jpeg' }),
    );
    expect((await screen.findByTestId('face-swap-face-message-6', undefined, APPEARS)).textContent).toBe(
      'The photo shows more than one face. Please upload a photo of one person only',
    );
    expect(mockApi.requestsTo(FaceSwapApi.avatarCheckFace)[0]!.body).toEqual({ fileId: 51, name: 'group' });
  });

  it('refuses in the browser a video over the free plan’s 20 MB, naming what members get', async () => {
    mockApi.on('GET', FaceSwapApi.isPermissionSubmit, {
      code: 200,
      data: aPermission({ uploadMaxMb: 20, feature: 'faceSwap' }),
    });
    const { user } = await openPage();
    expect((await screen.findByTestId('face-swap-video-rules')).textContent).toContain('up to 20 MB');
    const big = new File([new Uint8Array(21 * 1024 * 1024)], 'big.mp4', { type: 'video/mp4' });
    await user.upload(screen.getByTestId('face-swap-video-input'), big);
    expect((await screen.findByTestId('face-swap-video-error')).textContent).toBe(
      'Free users can upload face-swap videos of up to 20 MB. Upgrade to upload up to 200 MB',
    );
    expect(mockApi.requestsTo(FaceSwapApi.uploadVideo)).toHaveLength(0);
  });

  it('follows the upload through transcoding and analysis to the people, maps both, previews and submits', async () => {
    let polls = 0;
    mockApi.on('POST', FaceSwapApi.uploadVideo, {
      code: 200,
      data: aTask({ stage: 'transcoding', progress: 0, people: [] }),
    });
    mockApi.on('GET', FaceSwapApi.taskInfo, () => {
      polls += 1;
      if (polls === 1) return { code: 200, data: aTask({ stage: 'analysing', progress: 40, people: [] }) };
      return { code: 200, data: aTask() };
    });
    mockApi.on('POST', FaceSwapApi.preview, {
      code: 200,
      data: { frames: [{ sec: 1.5, image: 'data:image/jpeg;base64,/9j/' }] },
    });
    mockApi.on('POST', FaceSwapApi.taskSave, {
      code: 200,
      data: aTask({ stage: 'submitted', taskStatusTypeId: TaskStatus.Queued, progress: 0, costKcoins: 3 }),
    });
    const { user } = await openPage();
    await user.click(screen.getByTestId('face-swap-mode-multi'));
    await user.upload(screen.getByTestId('face-swap-video-input'), new File(['mp4'], 'two.mp4', { type: 'video/mp4' }));
    await waitFor(() =>
      expect(screen.getByTestId('face-swap-steps').getAttribute('data-step')).toMatch(/transcoding|analysing/),
    );
    await waitFor(() => expect(screen.getByTestId('face-swap-steps').getAttribute('data-step')).toBe('ready'), APPEARS);
    expect(screen.getByTestId('face-swap-stage-note').textContent).toContain('Found 2 people');

    expect(screen.getByTestId('face-swap-blocked').textContent).toBe('Choose a face for at least one person');
    await user.click(screen.getByTestId('face-swap-map-person-1-5'));
    await user.click(screen.getByTestId('face-swap-map-person-2-5'));
    expect(screen.getByTestId('face-swap-price').textContent).toBe('1 K-coin per second: 3 s cost 3 K-coins');

    await user.click(screen.getByTestId('face-swap-preview-button'));
    expect(await screen.findByTestId('face-swap-preview-frame-0')).toBeTruthy();
    expect(mockApi.requestsTo(FaceSwapApi.preview)[0]!.body).toEqual({
      id: 9,
      mapping: { 'person-1': 5, 'person-2': 5 },
    });

    await user.click(screen.getByTestId('face-swap-submit-button'));
    await screen.findByTestId('face-swap-result', undefined, APPEARS);
    expect(mockApi.requestsTo(FaceSwapApi.taskSave)[0]!.body).toEqual({
      id: 9,
      mode: 'multi',
      mapping: { 'person-1': 5, 'person-2': 5 },
      taskName: 'Face swap 2031-03-01 01',
    });
  });

  it('keeps one person mapped in single mode', async () => {
    mockApi.on('GET', FaceSwapApi.taskInfo, { code: 200, data: aTask({ mode: 'single' }) });
    const { user } = await openPage('/ai/video-face-swap?id=9');
    await user.click(await screen.findByTestId('face-swap-map-person-1-5', undefined, APPEARS));
    await user.click(screen.getByTestId('face-swap-map-person-2-5'));
    const first = screen.getByTestId('face-swap-person-person-1');
    const unchanged = within(first).getByTestId('face-swap-map-person-1-none').closest('label')!;
    expect(unchanged.className).toContain('ant-radio-button-wrapper-checked');
  });

  it('opens the face swap balance dialog on 507', async () => {
    mockApi.on('GET', FaceSwapApi.taskInfo, { code: 200, data: aTask() });
    mockApi.on('POST', FaceSwapApi.taskSave, { code: 507, message: 'Oops, the K-coin balance is insufficient!' });
    const { user } = await openPage('/ai/video-face-swap?id=9');
    await user.click(screen.getByTestId('face-swap-mode-multi'));
    await user.click(await screen.findByTestId('face-swap-map-person-1-5', undefined, APPEARS));
    await user.click(screen.getByTestId('face-swap-submit-button'));
    expect((await screen.findByTestId('insufficient-balance-text')).textContent).toBe(
      'You do not have enough K-coins for this face swap.',
    );
  });

  it('shows a finished swap with its player and download', async () => {
    mockApi.on('GET', FaceSwapApi.taskInfo, {
      code: 200,
      data: aTask({
        stage: 'submitted',
        taskStatusTypeId: TaskStatus.Finished,
        targetFileId: 70,
        targetFileUrl: '/api/user/v2/s3/downloadFileById?fileId=NzA=&fileName=face-swap-9.mp4',
        costKcoins: 3,
        mapping: { 'person-1': 5 },
      }),
    });
    await openPage('/ai/video-face-swap?id=9');
    expect(await screen.findByTestId('face-swap-player', undefined, APPEARS)).toBeTruthy();
    expect(screen.getByTestId('face-swap-download-9')).toBeTruthy();
    expect(screen.getByTestId('face-swap-charge').textContent).toContain('3');
  });
});

describe('the face swap tab of my projects', SLOW_TEST, () => {
  it('lists the face swaps and opens a finished one with its player', async () => {
    const finished = aTask({
      stage: 'submitted',
      taskStatusTypeId: TaskStatus.Finished,
      targetFileId: 70,
      costKcoins: 3,
      mapping: { 'person-1': 5 },
    });
    mockApi.on('POST', FaceSwapApi.list, { code: 200, data: { records: [finished], total: 1, current: 1, size: 10 } });
    mockApi.on('GET', FaceSwapApi.taskInfo, { code: 200, data: finished });
    signIn();
    const { user } = renderApp('/ai/my?tab=videoFaceSwap');
    expect((await screen.findByTestId('face-swap-history-state-9', undefined, APPEARS)).textContent).toBe('Finished');
    await user.click(screen.getByTestId('face-swap-history-open-9'));
    expect(await screen.findByTestId('face-swap-player', undefined, APPEARS)).toBeTruthy();
  });
});
