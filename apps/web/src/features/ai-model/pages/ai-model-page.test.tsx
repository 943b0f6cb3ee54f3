import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AI_MODEL_INPUT,
  AiModelApi,
  TaskStatus,
  UserApi,
  type TAiModelDefaults,
  type TAiModelPermission,
  type TAiModelTask,
} from '@orator/contracts';
import { readImageSize } from '../../../shared/lib/image-size';
import { confirmButton } from '../../../test/confirm-popup';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';

// jsdom decodes no images: each test says what size the browser would read.
vi.mock('../../../shared/lib/image-size', () => ({ readImageSize: vi.fn() }));

function someDefaults(overrides: Partial<TAiModelDefaults> = {}): TAiModelDefaults {
  return {
    engine: 'composed',
    kinds: ['glasses', 'wig', 'beauty'],
    input: AI_MODEL_INPUT,
    stockModels: [
      { id: 'model-1', name: 'Ana', photoUrl: '/api/aiModel/v1/queryStockModelPhoto?id=model-1' },
      { id: 'model-2', name: 'Ben', photoUrl: '/api/aiModel/v1/queryStockModelPhoto?id=model-2' },
    ],
    ...overrides,
  };
}

function aPermission(overrides: Partial<TAiModelPermission> = {}): TAiModelPermission {
  return {
    isPermission: true,
    cost: 30,
    price: 30,
    freeUses: { total: 0, used: 0, thisUse: null },
    balance: 100,
    processing: 0,
    concurrentLimit: 1,
    ...overrides,
  };
}

function aTask(overrides: Partial<TAiModelTask> = {}): TAiModelTask {
  return {
    id: 7,
    kind: 'glasses',
    productFileIds: [41, 42, 43, 44],
    stockModelId: 'model-2',
    personFileId: null,
    engine: 'composed',
    taskStatusTypeId: TaskStatus.Finished,
    progress: 100,
    images: [1, 2].map((position) => ({
      id: 70 + position,
      fileId: 80 + position,
      fileUrl: `/api/user/v2/s3/downloadFileById?fileId=${btoa(String(80 + position))}`,
      width: 680,
      height: 850,
    })),
    costKcoins: 30,
    isFreeUse: false,
    failReason: null,
    createTime: '2031-03-01T10:00:00.000Z',
    updateTime: '2031-03-01T10:02:00.000Z',
    ...overrides,
  };
}

const APPEARS = { timeout: 20_000 };
const SLOW_TEST = { timeout: 40_000 };

beforeAll(() => import('./ai-model-page'));

let uploads = 0;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:ai-model');
  URL.revokeObjectURL = vi.fn();
  vi.mocked(readImageSize).mockResolvedValue({ width: 800, height: 800 });
  uploads = 0;
  mockApi.on('GET', AiModelApi.queryAiModelDefault, { code: 200, data: someDefaults() });
  mockApi.on('GET', AiModelApi.queryGenerateAiModelNum, { code: 200, data: aPermission() });
  mockApi.on('GET', UserApi.downloadFileById, { status: 200, body: new Blob(['jpg'], { type: 'image/jpeg' }) });
  mockApi.on('POST', UserApi.uploadFile, () => {
    uploads += 1;
    return { code: 200, data: { id: 40 + uploads, fileName: `glasses-${uploads}.jpg` } };
  });
});

async function openPage(url = '/ai/real-life-model') {
  signIn();
  const view = renderApp(url);
  await screen.findByTestId('ai-model-engine-line', undefined, APPEARS);
  return view;
}

function generateButton() {
  return screen.getByTestId('ai-model-generate') as HTMLButtonElement;
}

async function addProducts(user: ReturnType<typeof userEvent.setup>, count: number) {
  const files = Array.from(
    { length: count },
    (_, i) => new File(['jpeg'], `glasses-${i + 1}.jpg`, { type: 'image/jpeg' }),
  );
  await user.upload(screen.getByTestId('ai-model-product-input'), files);
}

describe('the AI model page', SLOW_TEST, () => {
  it('says it composes, asks for four photos, then sends the kind, photos and stock model and follows the result', async () => {
    mockApi.on('POST', AiModelApi.generateAiModel, {
      code: 200,
      data: aTask({ taskStatusTypeId: TaskStatus.Queued, progress: 0, images: [] }),
    });
    let polls = 0;
    mockApi.on('GET', AiModelApi.queryAiModelStatus, () => {
      polls += 1;
      return {
        code: 200,
        data: polls === 1 ? aTask({ taskStatusTypeId: TaskStatus.Processing, progress: 40, images: [] }) : aTask(),
      };
    });
    const { user } = await openPage();
    expect(screen.getByTestId('ai-model-engine-line').textContent).toContain('Composed from your photos');
    expect(screen.getByTestId('ai-model-kind-note').textContent).toContain('The greyed-out kinds need a try-on server');
    expect(screen.getByTestId('ai-model-price').textContent).toContain('30 K-coins per generation');

    await addProducts(user, 3);
    await waitFor(() => expect(screen.getByTestId('ai-model-product-count').textContent).toBe('3 of 10'));
    expect(generateButton().disabled).toBe(true);
    expect(screen.getByTestId('ai-model-blocked').textContent).toBe('Add at least 4 product photos');
    await addProducts(user, 1);
    await waitFor(() => expect(generateButton().disabled).toBe(false));

    await user.click(screen.getByTestId('ai-model-stock-model-2'));
    await user.click(generateButton());
    expect((await screen.findByTestId('ai-model-progress')).textContent).toContain(
      'e-mail you when the pictures are ready',
    );
    expect(mockApi.requestsTo(AiModelApi.generateAiModel)[0]!.body).toEqual({
      kind: 'glasses',
      productFileIds: [41, 42, 43, 44],
      stockModelId: 'model-2',
    });
    await screen.findByTestId('ai-model-image-1', undefined, APPEARS);
    expect(screen.getByTestId('ai-model-result-engine').textContent).toBe('Composed from your photos');
    // Done: another generation may start.
    await waitFor(() => expect(generateButton().disabled).toBe(false));
  });

  it('refuses a photo that is not larger than 500 x 500 in the browser and uploads nothing', async () => {
    vi.mocked(readImageSize).mockResolvedValue({ width: 500, height: 900 });
    const { user } = await openPage();
    await addProducts(user, 1);
    expect((await screen.findByTestId('ai-model-product-error-0')).textContent).toBe(
      'Each picture must be larger than 500 x 500 pixels',
    );
    expect(mockApi.requestsTo(UserApi.uploadFile)).toHaveLength(0);
  });

  it('says that offline clothing is a flat preview once clothing is picked', async () => {
    mockApi.on('GET', AiModelApi.queryAiModelDefault, {
      code: 200,
      data: someDefaults({ kinds: ['glasses', 'wig', 'beauty', 'clothing'] }),
    });
    const { user } = await openPage();
    expect(screen.queryByTestId('ai-model-kind-note')).toBeNull();
    expect(screen.queryByTestId('ai-model-clothing-note')).toBeNull();
    await user.click(screen.getByText('Clothing'));
    expect(screen.getByTestId('ai-model-clothing-note').textContent).toContain('clothing is a flat preview');
  });

  it('opens with the user’s own photo chosen from ?model=own (the ModelCustom page’s button)', async () => {
    mockApi.on('GET', AiModelApi.queryAiModelDefault, { code: 200, data: someDefaults() });
    await openPage('/ai/real-life-model?model=own');
    expect(screen.getByTestId('ai-model-person-input')).toBeTruthy();
  });

  it('sends the user’s own photo, says "generated" with a try-on server, and shows the AI model balance dialog on 507', async () => {
    mockApi.on('GET', AiModelApi.queryAiModelDefault, {
      code: 200,
      data: someDefaults({ engine: 'generated', kinds: ['glasses', 'wig', 'beauty', 'clothing'] }),
    });
    mockApi.on('POST', AiModelApi.generateAiModel, { code: 507, message: 'Oops, the K-coin balance is insufficient!' });
    const { user } = await openPage();
    expect(screen.getByTestId('ai-model-engine-line').textContent).toContain('Generated by the try-on model');
    expect(screen.queryByTestId('ai-model-kind-note')).toBeNull();
    await user.click(screen.getByText('Clothing'));
    expect(screen.queryByTestId('ai-model-clothing-note')).toBeNull();
    await addProducts(user, 4);
    await user.click(screen.getByText('My photo'));
    await user.upload(
      screen.getByTestId('ai-model-person-input'),
      new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(screen.getByTestId('ai-model-person-0').getAttribute('data-state')).toBe('ready'));
    await waitFor(() => expect(generateButton().disabled).toBe(false));
    await user.click(generateButton());
    expect((await screen.findByTestId('insufficient-balance-text')).textContent).toBe(
      'You do not have enough K-coins to generate this AI model.',
    );
    expect(mockApi.requestsTo(AiModelApi.generateAiModel)[0]!.body).toEqual({
      kind: 'clothing',
      productFileIds: [41, 42, 43, 44],
      personFileId: 45,
    });
  });

  it('keeps the generations in the project centre’s AI model tab, where one can be deleted', async () => {
    let records = [
      aTask(),
      aTask({ id: 8, kind: 'wig', taskStatusTypeId: TaskStatus.Failed, failReason: 'No face', images: [] }),
    ];
    mockApi.on('POST', AiModelApi.queryAiModel, () => ({
      code: 200,
      data: { records, total: records.length, current: 1, size: 10 },
    }));
    mockApi.on('POST', AiModelApi.deleteAiModel, () => {
      records = records.filter((task) => task.id !== 8);
      return { code: 200, data: null };
    });
    signIn();
    const { user } = renderApp('/ai/my?tab=aiModel');
    await screen.findByTestId('ai-model-history-7', undefined, APPEARS);
    expect(screen.getByTestId('ai-model-history-8').textContent).toContain('No face');
    await screen.findByTestId('ai-model-image-1');
    await user.click(screen.getByTestId('ai-model-history-delete-8'));
    await user.click(await confirmButton('Delete'));
    await waitFor(() => expect(screen.queryByTestId('ai-model-history-8')).toBeNull());
    expect(mockApi.requestsTo(AiModelApi.deleteAiModel)[0]!.body).toEqual({ ids: [8] });
  });
});
