import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AiPhotoApi, ImageToVideoApi, TaskStatus, UserApi } from '@orator/contracts';
import { readImageSize } from '../../../shared/lib/image-size';
import { confirmButton } from '../../../test/confirm-popup';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';
import { aClip, aTemplate, aVideoArtImage, someDefaults } from './video-gen-test-data';

// jsdom decodes no images: each test says what size the browser would read.
vi.mock('../../../shared/lib/image-size', () => ({ readImageSize: vi.fn() }));

const APPEARS = { timeout: 20_000 };
const SLOW_TEST = { timeout: 40_000 };

beforeAll(() => import('./image-to-video-page'));

let uploads = 0;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:video-gen');
  URL.revokeObjectURL = vi.fn();
  vi.mocked(readImageSize).mockResolvedValue({ width: 800, height: 600 });
  uploads = 0;
  mockApi.on('GET', ImageToVideoApi.getPromptWord, { code: 200, data: someDefaults() });
  mockApi.on('POST', ImageToVideoApi.listImageToVideo, {
    code: 200,
    data: { records: [], total: 0, current: 1, size: 10 },
  });
  mockApi.on('GET', UserApi.downloadFileById, { status: 200, body: new Blob(['mp4'], { type: 'video/mp4' }) });
  mockApi.on('GET', ImageToVideoApi.getTemplateImage, { code: 200, data: [] });
  mockApi.on('POST', ImageToVideoApi.aiImageList, { code: 200, data: { records: [], total: 0, current: 1, size: 6 } });
  mockApi.on('GET', AiPhotoApi.queryAiPhotoDefault, { code: 200, data: { engine: 'composed' } });
  mockApi.on('POST', UserApi.uploadFile, () => {
    uploads += 1;
    return { code: 200, data: { id: 40 + uploads, fileName: `shop-${uploads}.jpg` } };
  });
});

async function openPage() {
  signIn();
  const view = renderApp('/ai/ai-character-generation');
  await screen.findByTestId('video-gen-engine-line', undefined, APPEARS);
  return view;
}

const submitButton = () => screen.getByTestId('video-gen-submit') as HTMLButtonElement;

async function addPictures(user: ReturnType<typeof userEvent.setup>, count: number) {
  const files = Array.from(
    { length: count },
    (_, i) => new File(['jpeg'], `shop-${i + 1}.jpg`, { type: 'image/jpeg' }),
  );
  await user.upload(screen.getByTestId('video-gen-picture-input'), files);
}

describe('the image to video page', SLOW_TEST, () => {
  it('says it films the pictures, shows the price and balance, sends the pictures, prompt, shape and length and plays the clip', async () => {
    mockApi.on('POST', ImageToVideoApi.submitImageToVideo, {
      code: 200,
      data: aClip({ taskStatusTypeId: TaskStatus.Queued, progress: 0, targetFileId: null, targetFileUrl: null }),
    });
    let polls = 0;
    mockApi.on('GET', ImageToVideoApi.getImageToVideoDetail, () => {
      polls += 1;
      return {
        code: 200,
        data:
          polls === 1
            ? aClip({ taskStatusTypeId: TaskStatus.Processing, progress: 40, targetFileId: null, targetFileUrl: null })
            : aClip(),
      };
    });
    const { user } = await openPage();
    expect(screen.getByTestId('video-gen-engine-line').textContent).toContain(
      'filmed from your pictures with camera moves',
    );
    expect(screen.getByTestId('video-gen-price').textContent).toBe('10 K-coins a clip, charged only when it is ready');
    expect(screen.getByTestId('video-gen-balance').textContent).toBe('Your balance: 1250 K-coins');
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByTestId('video-gen-blocked').textContent).toBe('Add at least one picture');

    await addPictures(user, 1);
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.getByTestId('video-gen-picture-count').textContent).toBe('1 of 4');
    await user.click(screen.getByTestId('video-gen-prompt-word-1'));
    await user.click(screen.getByTestId('video-gen-ratio-portrait'));
    await user.click(screen.getByText('6 s'));
    await user.click(submitButton());

    expect((await screen.findByTestId('video-gen-progress')).textContent).toContain('Making your clip');
    expect(mockApi.requestsTo(ImageToVideoApi.submitImageToVideo)[0]!.body).toEqual({
      imageFileIds: [41],
      prompt: 'Orbit around the product on a marble table in soft morning light',
      ratio: '9:16',
      durationSec: 6,
    });
    await screen.findByTestId('video-gen-player', undefined, APPEARS);
    expect(screen.getByTestId('video-gen-result-engine').textContent).toBe('Composed from your pictures');
    expect(screen.getByTestId('video-gen-download-31')).toBeTruthy();
  });

  it('draws a random prompt with the dice', async () => {
    mockApi.on('GET', ImageToVideoApi.randomPromptTemplates, {
      code: 200,
      data: { locale: 'en', templates: ['Pan across the mountains at sunset'] },
    });
    const { user } = await openPage();
    await user.click(screen.getByTestId('video-gen-dice'));
    await waitFor(() =>
      expect((screen.getByTestId('video-gen-prompt') as HTMLTextAreaElement).value).toBe(
        'Pan across the mountains at sunset',
      ),
    );
    expect(mockApi.requestsTo(ImageToVideoApi.randomPromptTemplates)[0]!.params).toEqual({ size: 1 });
  });

  it('refuses a picture under 300 px in the browser and uploads nothing', async () => {
    vi.mocked(readImageSize).mockResolvedValue({ width: 299, height: 900 });
    const { user } = await openPage();
    await addPictures(user, 1);
    expect((await screen.findByTestId('video-gen-picture-error-0')).textContent).toBe(
      'Each picture must be at least 300 x 300 pixels',
    );
    expect(mockApi.requestsTo(UserApi.uploadFile)).toHaveLength(0);
  });

  it('shows the SPEC message for a prompt with violations, and the video balance dialog on 507', async () => {
    mockApi.on('POST', ImageToVideoApi.submitImageToVideo, {
      code: 400,
      message: 'The entered text contains violations',
    });
    const { user } = await openPage();
    await addPictures(user, 1);
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await user.type(screen.getByTestId('video-gen-prompt'), 'Zoom in on Taylor Swift');
    await user.click(submitButton());
    expect((await screen.findByTestId('video-gen-submit-error')).textContent).toBe(
      'The entered text contains violations',
    );
    expect(screen.queryByTestId('video-gen-progress')).toBeNull();

    mockApi.on('POST', ImageToVideoApi.submitImageToVideo, {
      code: 507,
      message: 'Oops, the K-coin balance is insufficient!',
    });
    await user.click(submitButton());
    expect((await screen.findByTestId('insufficient-balance-text')).textContent).toBe(
      'You do not have enough K-coins to generate this video.',
    );
  });

  it('keeps the clips in the project centre’s tab, where one opens, plays and is deleted', async () => {
    let records = [
      aClip(),
      aClip({
        id: 32,
        kind: 'text',
        prompt: 'Fresh coffee every morning.',
        taskStatusTypeId: TaskStatus.Failed,
        failReason: 'Sorry, your video generation failed due to system reasons',
        targetFileId: null,
        targetFileUrl: null,
        targetFileThumbnailUrl: null,
      }),
    ];
    mockApi.on('POST', ImageToVideoApi.listImageToVideo, () => ({
      code: 200,
      data: { records, total: records.length, current: 1, size: 10 },
    }));
    mockApi.on('GET', ImageToVideoApi.getImageToVideoDetail, (request) => ({
      code: 200,
      data: records.find((clip) => clip.id === Number(request.params.id)),
    }));
    mockApi.on('POST', ImageToVideoApi.deleteImageToVideo, () => {
      records = records.filter((clip) => clip.id !== 32);
      return { code: 200, data: null };
    });
    signIn();
    const { user } = renderApp('/ai/my?tab=imageToVideo');
    await screen.findByTestId('video-gen-history-31', undefined, APPEARS);
    expect(screen.getByTestId('projects-tab-imageToVideo').textContent).toBe('Image and text to video');
    expect(screen.getByTestId('video-gen-history-status-32').textContent).toBe('Failed');

    await user.click(screen.getByTestId('video-gen-history-open-31'));
    await screen.findByTestId('video-gen-player', undefined, APPEARS);
    await user.click(screen.getByTestId('video-gen-history-open-32'));
    expect((await screen.findByTestId('video-gen-failed')).textContent).toContain('failed due to system reasons');

    await user.click(screen.getByTestId('video-gen-history-delete-32'));
    await user.click(await confirmButton('Delete'));
    await waitFor(() => expect(screen.queryByTestId('video-gen-history-32')).toBeNull());
    expect(mockApi.requestsTo(ImageToVideoApi.deleteImageToVideo)[0]!.body).toEqual({ ids: [32] });
  });
  it('films one of our pictures: the strip follows the shape, a click copies it as ready and fills an empty prompt', async () => {
    mockApi.on('GET', ImageToVideoApi.getTemplateImage, (request) => {
      const ratio = request.params.ratio as '16:9' | '9:16';
      const shape = ratio === '16:9' ? '16x9' : '9x16';
      return {
        code: 200,
        data: [aTemplate({ id: `podium-${shape}`, ratio }), aTemplate({ id: `kitchen-${shape}`, ratio })],
      };
    });
    mockApi.on('POST', ImageToVideoApi.getCopyFile, { code: 200, data: { id: 77, fileName: 'podium-9x16.jpg' } });
    mockApi.on('POST', ImageToVideoApi.submitImageToVideo, {
      code: 200,
      data: aClip({ taskStatusTypeId: TaskStatus.Queued, progress: 0, targetFileId: null, targetFileUrl: null }),
    });
    mockApi.on('GET', ImageToVideoApi.getImageToVideoDetail, { code: 200, data: aClip() });
    const { user } = await openPage();
    expect((await screen.findByTestId('video-gen-templates', undefined, APPEARS)).textContent).toContain(
      'Or start from one of our pictures',
    );
    expect(screen.getByTestId('video-gen-template-podium-16x9')).toBeTruthy();

    await user.click(screen.getByTestId('video-gen-ratio-portrait'));
    await user.click(await screen.findByTestId('video-gen-template-podium-9x16', undefined, APPEARS));
    await waitFor(() => expect(screen.getByTestId('video-gen-picture-0').getAttribute('data-state')).toBe('ready'));
    expect(mockApi.requestsTo(ImageToVideoApi.getTemplateImage).map((request) => request.params.ratio)).toEqual([
      '16:9',
      '9:16',
    ]);
    expect(mockApi.requestsTo(ImageToVideoApi.getCopyFile)[0]!.body).toEqual({ templateId: 'podium-9x16' });
    expect((screen.getByTestId('video-gen-prompt') as HTMLTextAreaElement).value).toBe(
      'Slow push in on the podium under soft light',
    );
    expect(screen.getByTestId('video-gen-picture-count').textContent).toBe('1 of 4');
    expect(mockApi.requestsTo(UserApi.uploadFile)).toHaveLength(0);

    // A prompt of the user's own is kept.
    await user.clear(screen.getByTestId('video-gen-prompt'));
    await user.type(screen.getByTestId('video-gen-prompt'), 'My own move');
    await user.click(screen.getByTestId('video-gen-template-kitchen-9x16'));
    await waitFor(() => expect(screen.getByTestId('video-gen-picture-count').textContent).toBe('2 of 4'));
    expect((screen.getByTestId('video-gen-prompt') as HTMLTextAreaElement).value).toBe('My own move');

    await user.click(submitButton());
    await screen.findByTestId('video-gen-result', undefined, APPEARS);
    expect(mockApi.requestsTo(ImageToVideoApi.submitImageToVideo)[0]!.body).toMatchObject({
      imageFileIds: [77, 77],
      prompt: 'My own move',
      ratio: '9:16',
    });
  });

  it('copies no template once four pictures are in the list', async () => {
    mockApi.on('GET', ImageToVideoApi.getTemplateImage, { code: 200, data: [aTemplate()] });
    const { user } = await openPage();
    await addPictures(user, 4);
    await waitFor(() => expect(screen.getByTestId('video-gen-picture-count').textContent).toBe('4 of 4'));
    await user.click(await screen.findByTestId('video-gen-template-podium-16x9', undefined, APPEARS));
    expect(await screen.findByText('Up to 4 pictures: remove one to add another')).toBeTruthy();
    expect(mockApi.requestsTo(ImageToVideoApi.getCopyFile)).toHaveLength(0);
  });

  it('makes a picture from a description, says it was picked from painted scenes for free, and offers earlier ones again', async () => {
    let records = [aVideoArtImage({ id: 5, fileId: 55, prompt: 'A beach at dawn' })];
    mockApi.on('POST', ImageToVideoApi.aiImageList, () => ({
      code: 200,
      data: { records, total: records.length, current: 1, size: 6 },
    }));
    mockApi.on('POST', ImageToVideoApi.aiImageSubmit, () => {
      const made = aVideoArtImage({ id: 6, fileId: 66, prompt: 'A kitchen in morning light', scene: 'kitchen' });
      records = [made, ...records];
      return { code: 200, data: made };
    });
    const { user } = await openPage();
    expect((await screen.findByTestId('video-gen-art-engine', undefined, APPEARS)).textContent).toBe(
      'Picked from our painted scenes by your words, free: no new picture is drawn',
    );
    await user.click(await screen.findByTestId('video-gen-art-recent-5', undefined, APPEARS));
    await waitFor(() => expect(screen.getByTestId('video-gen-picture-0').getAttribute('data-state')).toBe('ready'));

    await user.click(screen.getByTestId('video-gen-ratio-square'));
    await user.type(screen.getByTestId('video-gen-art-prompt'), 'A kitchen in morning light');
    await user.click(screen.getByTestId('video-gen-art-submit'));
    expect((await screen.findByTestId('video-gen-art-made', undefined, APPEARS)).textContent).toBe(
      'Added to your pictures: picked from our painted scenes by your words, free',
    );
    await waitFor(() => expect(screen.getByTestId('video-gen-picture-count').textContent).toBe('2 of 4'));
    expect(mockApi.requestsTo(ImageToVideoApi.aiImageSubmit)[0]!.body).toEqual({
      prompt: 'A kitchen in morning light',
      ratio: '1:1',
    });
    await screen.findByTestId('video-gen-art-recent-6', undefined, APPEARS);

    mockApi.on('POST', ImageToVideoApi.submitImageToVideo, {
      code: 200,
      data: aClip({ taskStatusTypeId: TaskStatus.Queued, progress: 0, targetFileId: null, targetFileUrl: null }),
    });
    mockApi.on('GET', ImageToVideoApi.getImageToVideoDetail, { code: 200, data: aClip() });
    await user.click(submitButton());
    await screen.findByTestId('video-gen-result', undefined, APPEARS);
    expect(mockApi.requestsTo(ImageToVideoApi.submitImageToVideo)[0]!.body).toMatchObject({ imageFileIds: [55, 66] });
  });

  it('says what a drawn picture cost, and shows the video art refusals like the rest of the page', async () => {
    mockApi.on('GET', AiPhotoApi.queryAiPhotoDefault, { code: 200, data: { engine: 'generated' } });
    mockApi.on('POST', ImageToVideoApi.aiImageSubmit, {
      code: 200,
      data: aVideoArtImage({ engine: 'generated', scene: null, costKcoins: 4 }),
    });
    const { user } = await openPage();
    expect((await screen.findByTestId('video-gen-art-engine', undefined, APPEARS)).textContent).toBe(
      'Drawn by the image model from your words: 4 K-coins a picture (free uses first)',
    );
    await user.type(screen.getByTestId('video-gen-art-prompt'), 'A red sneaker on a rock');
    await user.click(screen.getByTestId('video-gen-art-submit'));
    expect((await screen.findByTestId('video-gen-art-made', undefined, APPEARS)).textContent).toBe(
      'Added to your pictures: drawn by the image model for 4 K-coins',
    );

    mockApi.on('POST', ImageToVideoApi.aiImageSubmit, { code: 400, message: 'The entered text contains violations' });
    await user.click(screen.getByTestId('video-gen-art-submit'));
    expect((await screen.findByTestId('video-gen-art-error')).textContent).toBe('The entered text contains violations');
    expect(screen.queryByTestId('video-gen-art-made')).toBeNull();

    mockApi.on('POST', ImageToVideoApi.aiImageSubmit, {
      code: 515,
      message: 'Please wait until the images being made are ready',
    });
    await user.click(screen.getByTestId('video-gen-art-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('video-gen-art-error').textContent).toBe(
        'Please wait until the images being made are ready',
      ),
    );

    mockApi.on('POST', ImageToVideoApi.aiImageSubmit, {
      code: 507,
      message: 'Oops, the K-coin balance is insufficient!',
    });
    await user.click(screen.getByTestId('video-gen-art-submit'));
    expect((await screen.findByTestId('insufficient-balance-text')).textContent).toBe(
      'You do not have enough K-coins for this.',
    );
    expect(screen.getByTestId('video-gen-picture-count').textContent).toBe('1 of 4');
  });

  it('saves a finished clip to the uploads, again without harm', async () => {
    mockApi.on('POST', ImageToVideoApi.listImageToVideo, {
      code: 200,
      data: { records: [aClip()], total: 1, current: 1, size: 10 },
    });
    mockApi.on('GET', ImageToVideoApi.getImageToVideoDetail, { code: 200, data: aClip() });
    mockApi.on('POST', ImageToVideoApi.saveAiCharacterVideo, {
      code: 200,
      data: { id: 120, fileName: 'video-31.mp4' },
    });
    const { user } = await openPage();
    await user.click(await screen.findByTestId('video-gen-history-open-31', undefined, APPEARS));
    await user.click(await screen.findByTestId('video-gen-save-31', undefined, APPEARS));
    expect((await screen.findByTestId('video-gen-saved')).textContent).toBe(
      'Saved to your uploads: you can use it as a video background in the studio',
    );
    await user.click(screen.getByTestId('video-gen-save-31'));
    await waitFor(() => expect(mockApi.requestsTo(ImageToVideoApi.saveAiCharacterVideo)).toHaveLength(2));
    expect(mockApi.requestsTo(ImageToVideoApi.saveAiCharacterVideo)[0]!.body).toEqual({ id: 31 });
  });
});
