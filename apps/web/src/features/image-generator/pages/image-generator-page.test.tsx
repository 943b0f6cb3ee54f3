import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AI_PHOTO_INPUT,
  AI_PHOTO_SIZES,
  AiPhotoApi,
  FileSource,
  TaskStatus,
  UserApi,
  type TAiPhotoDefaults,
  type TAiPhotoPermission,
  type TAiPhotoTask,
} from '@orator/contracts';
import { readImageSize } from '../../../shared/lib/image-size';
import { confirmButton } from '../../../test/confirm-popup';
import { mockApi } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { playPhoneWidth, signIn } from '../../../test/session';

// The page is tested before the feature registry lists the tool as available (#17 flips it when it ships).
// jsdom decodes no images; the size rules themselves are tested in input-rules.
vi.mock('../../../shared/lib/image-size', () => ({ readImageSize: vi.fn() }));

function someDefaults(overrides: Partial<TAiPhotoDefaults> = {}): TAiPhotoDefaults {
  return {
    engine: 'composed',
    referenceRequired: true,
    input: AI_PHOTO_INPUT,
    sizes: AI_PHOTO_SIZES,
    variants: 4,
    samplePrompts: ['On a bright kitchen counter in the morning light', 'On a white studio sweep with a soft shadow'],
    ...overrides,
  };
}

function aPermission(overrides: Partial<TAiPhotoPermission> = {}): TAiPhotoPermission {
  return {
    isPermission: true,
    cost: 0,
    price: 4,
    freeUses: { total: 3, used: 0, thisUse: 1 },
    balance: 0,
    processing: 0,
    concurrentLimit: 1,
    ...overrides,
  };
}

function aTask(overrides: Partial<TAiPhotoTask> = {}): TAiPhotoTask {
  return {
    id: 5,
    prompt: 'on marble',
    size: '1024x1024',
    referenceFileIds: [41],
    engine: 'composed',
    taskStatusTypeId: TaskStatus.Finished,
    progress: 100,
    images: [1, 2, 3, 4].map((position) => ({
      id: 50 + position,
      fileId: 60 + position,
      fileUrl: `/api/user/v2/s3/downloadFileById?fileId=${btoa(String(60 + position))}`,
      width: 1024,
      height: 1024,
      scene: position === 1 ? 'podium' : null,
      isSaved: false,
    })),
    costKcoins: 0,
    isFreeUse: true,
    failReason: null,
    createTime: '2031-03-01T10:00:00.000Z',
    updateTime: '2031-03-01T10:00:09.000Z',
    ...overrides,
  };
}

const EMPTY_PAGE = { records: [], total: 0, current: 1, size: 10 };
/**
 * The first render draws the shell and every antd part of the page for the first time, which is slow in jsdom
 * on a busy machine; so are the tests that follow a request through a 2 s poll.
 */
const APPEARS = { timeout: 20_000 };
const SLOW_TEST = { timeout: 40_000 };

// The page and the antd parts it uses compile on first visit, which can outlast a query's wait.
beforeAll(() => import('./image-generator-page'));

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:ai-photo');
  URL.revokeObjectURL = vi.fn();
  vi.mocked(readImageSize).mockResolvedValue({ width: 800, height: 800 });
  let draws = 0;
  mockApi.on('GET', AiPhotoApi.queryAiPhotoDefault, { code: 200, data: someDefaults() });
  mockApi.on('GET', AiPhotoApi.queryKeywordsRandomList, () => {
    draws += 1;
    return {
      code: 200,
      data: { locale: 'en', keywords: draws === 1 ? ['marble', 'sunlight'] : ['beach', 'wood'] },
    };
  });
  mockApi.on('GET', AiPhotoApi.queryGenerateAiPhotoNum, { code: 200, data: aPermission() });
  mockApi.on('GET', AiPhotoApi.queryGenerateAiPhotoIng, { code: 200, data: [] });
  mockApi.on('POST', AiPhotoApi.queryAiPhoto, { code: 200, data: EMPTY_PAGE });
  mockApi.on('GET', UserApi.downloadFileById, { status: 200, body: new Blob(['png'], { type: 'image/png' }) });
  mockApi.on('POST', UserApi.uploadFile, { code: 200, data: { id: 41, fileName: 'mug.jpg' } });
});

async function openPage() {
  signIn();
  const view = renderApp('/ai/image-generator');
  await screen.findByTestId('ai-photo-engine-line', undefined, APPEARS);
  await screen.findByTestId('ai-photo-allowance');
  return view;
}

function generateButton() {
  return screen.getByTestId('ai-photo-generate') as HTMLButtonElement;
}

async function addPicture(user: ReturnType<typeof userEvent.setup>, name = 'mug.jpg') {
  await user.upload(screen.getByTestId('ai-photo-reference-input'), new File(['jpeg'], name, { type: 'image/jpeg' }));
}

describe('the AI product photos page', SLOW_TEST, () => {
  it('composes from a product picture: asks for one first, then sends it with the keywords and size chosen', async () => {
    mockApi.on('POST', AiPhotoApi.generateAiPhotoV3, {
      code: 200,
      data: aTask({ taskStatusTypeId: TaskStatus.Queued, progress: 0, images: [] }),
    });
    mockApi.on('GET', AiPhotoApi.queryAiPhotoStatus, {
      code: 200,
      data: aTask({ taskStatusTypeId: TaskStatus.Queued, progress: 0, images: [] }),
    });
    const { user } = await openPage();

    expect(screen.getByTestId('ai-photo-engine-line').textContent).toContain(
      'Composed from your photos: your product is cut out and placed into ready-made scenes',
    );
    expect(screen.getByTestId('ai-photo-allowance').textContent).toBe('Free use 1 of 3');
    expect(generateButton().disabled).toBe(true);
    expect(screen.getByTestId('ai-photo-blocked').textContent).toBe(
      'Add at least one picture of your product: this installation composes product photos from your pictures',
    );

    await user.click(await screen.findByTestId('ai-photo-keyword-0'));
    await user.click(screen.getByTestId('ai-photo-keyword-1'));
    expect((screen.getByTestId('ai-photo-prompt') as HTMLTextAreaElement).value).toBe('marble, sunlight');
    await user.click(screen.getByTestId('ai-photo-keywords-refresh'));
    await waitFor(() => expect(screen.getByTestId('ai-photo-keyword-0').textContent).toContain('beach'));

    await addPicture(user);
    await waitFor(() => expect(screen.getByTestId('ai-photo-reference-0').getAttribute('data-state')).toBe('ready'));
    const upload = mockApi.requestsTo(UserApi.uploadFile)[0]!.body as FormData;
    expect(upload.get('source')).toBe(String(FileSource.AiPhotoReference));
    await user.click(screen.getByTestId('ai-photo-size-landscape'));
    await waitFor(() => expect(generateButton().disabled).toBe(false));
    await user.click(generateButton());

    expect((await screen.findByTestId('ai-photo-progress')).textContent).toContain('Waiting for its turn');
    expect(mockApi.requestsTo(AiPhotoApi.generateAiPhotoV3)[0]!.body).toEqual({
      prompt: 'marble, sunlight',
      referenceFileIds: [41],
      size: '1024x768',
    });
    expect(mockApi.requestsTo(AiPhotoApi.queryAiPhotoStatus)[0]!.params).toEqual({ id: 5 });
  });

  it('follows the request to its four images, keeps one among the uploads and makes a talking photo of another', async () => {
    const making = aTask({ taskStatusTypeId: TaskStatus.Processing, progress: 40, images: [] });
    mockApi.on('GET', AiPhotoApi.queryGenerateAiPhotoIng, { code: 200, data: [making] });
    let polls = 0;
    mockApi.on('GET', AiPhotoApi.queryAiPhotoStatus, () => {
      polls += 1;
      return { code: 200, data: polls === 1 ? making : aTask() };
    });
    mockApi.on('POST', AiPhotoApi.saveAiPhotoNew, { code: 200, data: { id: 70, fileName: 'ai-photo-5-1.png' } });
    mockApi.on('POST', AiPhotoApi.queryAiPhotoDigitalHuman, { code: 200, data: { id: 3, status: 'processing' } });
    const { user, router } = await openPage();
    expect((await screen.findByTestId('ai-photo-progress')).textContent).toContain('Making your images');

    // The next poll, 2 s later, finds the images.
    const first = await screen.findByTestId('ai-photo-image-0', undefined, APPEARS);
    expect(screen.getByTestId('ai-photo-image-3')).toBeTruthy();
    await waitFor(() => expect(first.querySelector('img')?.getAttribute('src')).toBe('blob:ai-photo'));
    expect(screen.getByText('Podium')).toBeTruthy();

    await user.click(screen.getByTestId('ai-photo-save-0'));
    await waitFor(() => expect(screen.getByTestId('ai-photo-save-0').textContent).toBe('Saved'));
    expect(mockApi.requestsTo(AiPhotoApi.saveAiPhotoNew)[0]!.body).toEqual({ imageId: 51 });
    expect((screen.getByTestId('ai-photo-save-1') as HTMLButtonElement).disabled).toBe(false);

    await user.click(screen.getByTestId('ai-photo-avatar-2'));
    const note = await screen.findByTestId('ai-photo-avatar-note-2');
    expect(mockApi.requestsTo(AiPhotoApi.queryAiPhotoDigitalHuman)[0]!.body).toEqual({ imageId: 53 });
    await user.click(within(note).getByRole('link', { name: 'Open talking photos' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/create?tab=talkingPhoto'));
  });

  it('refuses a picture that breaks the rules in the browser, with the server’s words, and uploads nothing', async () => {
    vi.mocked(readImageSize).mockResolvedValue({ width: 200, height: 200 });
    const { user } = await openPage();
    await addPicture(user, 'tiny.jpg');
    expect((await screen.findByTestId('ai-photo-reference-error-0')).textContent).toBe(
      'Each reference picture must be at least 300 x 300 pixels',
    );
    expect(mockApi.requestsTo(UserApi.uploadFile)).toHaveLength(0);
    expect(generateButton().disabled).toBe(true);
    await user.click(screen.getByTestId('ai-photo-reference-remove-0'));
    await waitFor(() => expect(screen.queryByTestId('ai-photo-reference-0')).toBeNull());
  });

  it('draws from the prompt alone with a generative engine, and shows the price once the free uses are gone', async () => {
    mockApi.on('GET', AiPhotoApi.queryAiPhotoDefault, {
      code: 200,
      data: someDefaults({ engine: 'generated', referenceRequired: false }),
    });
    mockApi.on('GET', AiPhotoApi.queryGenerateAiPhotoNum, {
      code: 200,
      data: aPermission({ cost: 4, freeUses: { total: 3, used: 3, thisUse: null }, balance: 100 }),
    });
    mockApi.on('POST', AiPhotoApi.generateAiPhotoV3, { code: 200, data: aTask({ engine: 'generated' }) });
    mockApi.on('GET', AiPhotoApi.queryAiPhotoStatus, { code: 200, data: aTask({ engine: 'generated' }) });
    const { user } = await openPage();
    expect(screen.getByTestId('ai-photo-engine-line').textContent).toContain(
      'Generated by the image model this installation is connected to',
    );
    expect(screen.getByTestId('ai-photo-allowance').textContent).toBe('4 K-coins');
    expect(screen.getByTestId('ai-photo-blocked').textContent).toBe(
      'Describe the image you want, or add a reference picture',
    );

    await user.click(screen.getByTestId('ai-photo-sample-1'));
    expect((screen.getByTestId('ai-photo-prompt') as HTMLTextAreaElement).value).toBe(
      'On a white studio sweep with a soft shadow',
    );
    await user.click(screen.getByTestId('ai-photo-size-portrait'));
    await user.click(generateButton());
    await screen.findByTestId('ai-photo-image-0', undefined, APPEARS);
    expect(mockApi.requestsTo(AiPhotoApi.generateAiPhotoV3)[0]!.body).toEqual({
      prompt: 'On a white studio sweep with a soft shadow',
      referenceFileIds: [],
      size: '768x1024',
    });
  });

  it('says why Generate cannot be pressed: too few K-coins, or a request already being made', async () => {
    mockApi.on('GET', AiPhotoApi.queryGenerateAiPhotoNum, {
      code: 200,
      data: aPermission({ isPermission: false, cost: 4, freeUses: { total: 3, used: 3, thisUse: null }, balance: 1 }),
    });
    const { unmount } = await openPage();
    expect(screen.getByTestId('ai-photo-blocked').textContent).toBe(
      'Not enough K-coins: a request costs 4 and your balance is 1. Buy K-coins',
    );
    expect(within(screen.getByTestId('ai-photo-blocked')).getByRole('link').getAttribute('href')).toBe(
      '/ai/user/recharge',
    );
    expect(generateButton().disabled).toBe(true);
    unmount();

    mockApi.on('GET', AiPhotoApi.queryGenerateAiPhotoNum, {
      code: 200,
      data: aPermission({ isPermission: false, processing: 1 }),
    });
    await openPage();
    expect(screen.getByTestId('ai-photo-blocked').textContent).toBe(
      'Please wait until the images being made are ready',
    );
    expect(generateButton().disabled).toBe(true);
  });

  it('shows a refusal beside the button without a toast, and the balance dialog on 507', async () => {
    mockApi.on('GET', AiPhotoApi.queryAiPhotoDefault, {
      code: 200,
      data: someDefaults({ engine: 'generated', referenceRequired: false }),
    });
    mockApi.on('POST', AiPhotoApi.generateAiPhotoV3, {
      code: 400,
      message: 'The text contains words that cannot be used: knockoff',
    });
    const { user } = await openPage();
    await user.click(screen.getByTestId('ai-photo-sample-0'));
    await user.click(generateButton());
    expect((await screen.findByTestId('ai-photo-generate-error')).textContent).toContain('knockoff');
    expect(document.querySelector('.ant-message-notice')).toBeNull();

    mockApi.on('POST', AiPhotoApi.generateAiPhotoV3, {
      code: 507,
      message: 'Oops, the K-coin balance is insufficient!',
    });
    await user.click(generateButton());
    expect((await screen.findByTestId('insufficient-balance-title')).textContent).toBe(
      'Oops, the K-coin balance is insufficient!',
    );
  });

  it('picks up a request still being made, and says why it failed and that nothing was charged', async () => {
    const processing = aTask({ id: 9, taskStatusTypeId: TaskStatus.Processing, progress: 95, images: [] });
    mockApi.on('GET', AiPhotoApi.queryGenerateAiPhotoIng, { code: 200, data: [processing] });
    let polls = 0;
    mockApi.on('GET', AiPhotoApi.queryAiPhotoStatus, () => {
      polls += 1;
      const failed = aTask({
        id: 9,
        taskStatusTypeId: TaskStatus.Failed,
        images: [],
        failReason: 'No product was found in your pictures: try one where the product stands out from its background',
      });
      return { code: 200, data: polls === 1 ? processing : failed };
    });
    await openPage();
    expect((await screen.findByTestId('ai-photo-progress')).textContent).toContain('Saving your images');
    const error = await screen.findByTestId('ai-photo-error');
    expect(error.textContent).toContain('No product was found in your pictures');
    expect(error.textContent).toContain('Nothing was charged for this request.');
  });

  it('lists earlier requests to show again and to delete after asking', async () => {
    const tasks = [aTask(), aTask({ id: 6, prompt: '', taskStatusTypeId: TaskStatus.Failed, images: [] })];
    mockApi.on('POST', AiPhotoApi.queryAiPhoto, () => ({
      code: 200,
      data: { records: tasks, total: tasks.length, current: 1, size: 10 },
    }));
    mockApi.on('GET', AiPhotoApi.queryAiPhotoStatus, (request) => ({
      code: 200,
      data: tasks.find((task) => task.id === request.params.id),
    }));
    mockApi.on('POST', AiPhotoApi.deleteAiPhoto, ({ body }) => {
      const { ids } = body as { ids: number[] };
      tasks.splice(0, tasks.length, ...tasks.filter((task) => !ids.includes(task.id)));
      return { code: 200, data: null };
    });
    const { user } = await openPage();
    const history = screen.getByTestId('ai-photo-history');
    const finished = await within(history).findByTestId('ai-photo-history-item-5');
    expect(finished.textContent).toContain('on marble');
    expect(finished.textContent).toContain('Free use');
    expect(screen.getByTestId('ai-photo-history-status-5').textContent).toBe('Ready');
    expect(screen.getByTestId('ai-photo-history-item-6').textContent).toContain('No description');
    expect(screen.getByTestId('ai-photo-history-status-6').textContent).toBe('Failed');

    await user.click(screen.getByTestId('ai-photo-history-open-5'));
    expect(await screen.findByTestId('ai-photo-image-0')).toBeTruthy();

    await user.click(screen.getByTestId('ai-photo-history-delete-5'));
    await user.click(await confirmButton('Delete'));
    await waitFor(() => expect(screen.queryByTestId('ai-photo-history-item-5')).toBeNull());
    expect(mockApi.requestsTo(AiPhotoApi.deleteAiPhoto)[0]!.body).toEqual({ ids: [5] });
    expect(screen.queryByTestId('ai-photo-image-0')).toBeNull();
  });

  it('fits a phone screen', async () => {
    playPhoneWidth();
    await openPage();
    expect(screen.getByTestId('ai-photo-reference-input')).toBeTruthy();
    expect(screen.getByTestId('ai-photo-prompt')).toBeTruthy();
    expect(screen.getByTestId('ai-photo-generate')).toBeTruthy();
    expect(screen.getByTestId('ai-photo-history')).toBeTruthy();
  });

  it('reads in Chinese and Portuguese', async () => {
    const { i18n } = await import('../../../shared/i18n/i18n');
    await i18n.changeLanguage('zh');
    const { unmount } = await openPage();
    expect(screen.getByTestId('ai-photo-engine-line').textContent).toContain('由您的照片合成');
    expect(screen.getByTestId('ai-photo-allowance').textContent).toBe('第 1 次免费使用（共 3 次）');
    unmount();
    await i18n.changeLanguage('pt');
    await openPage();
    expect(screen.getByTestId('ai-photo-generate').textContent).toContain('Gerar');
  });
});
