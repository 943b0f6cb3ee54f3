import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DigitalHumanApi,
  SupportType,
  UserApi,
  type TPhotoAvatar,
  type TPhotoStatus,
  type TPhotoUploadNumber,
} from '@orator/contracts';
import { readImageSize } from '../../../shared/lib/image-size';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';
import { aPresenter, mockStudioApi } from './studio-mocks';

// jsdom decodes no images; the page's own size rule is tested in photo-rules.
vi.mock('../../../shared/lib/image-size', () => ({ readImageSize: vi.fn() }));

const LIMIT = 5;

function aPhoto(id: number, status: TPhotoStatus, overrides: Partial<TPhotoAvatar> = {}): TPhotoAvatar {
  return {
    id,
    digitalHumanId: `photo-${id}`,
    name: `Portrait ${id}`,
    status,
    progress: status === 'processing' ? 5 : 100,
    failReason: status === 'failed' ? 'photoNoFace' : null,
    failMessage: null,
    thumbnailUrl: status === 'ready' ? `/api/digitalhuman/v1/digitalhuman/poster?id=photo-${id}` : null,
    createTime: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}

const photoAvatar = (photo: TPhotoAvatar) =>
  aPresenter({
    digitalHumanId: photo.digitalHumanId,
    name: photo.name,
    supportTypeId: SupportType.TalkingPhoto,
    gender: null,
    framing: 'photo',
  });

/**
 * The photo endpoints over one list the test changes as the server would: an upload starts processing,
 * and `settle` ends the face check. Only photos that were not refused count toward the limit.
 */
function mockPhotoApi(initial: TPhotoAvatar[] = []) {
  const photos = [...initial];
  let nextId = 100;
  const counted = (): TPhotoUploadNumber => ({
    used: photos.filter((photo) => photo.status !== 'failed').length,
    limit: LIMIT,
  });
  mockApi.on('POST', DigitalHumanApi.photoList, () => ({ code: 200, data: [...photos] }));
  mockApi.on('POST', DigitalHumanApi.listRealHuman, () => ({
    code: 200,
    data: photos.filter((photo) => photo.status === 'ready').map(photoAvatar),
  }));
  mockApi.on('GET', DigitalHumanApi.photoUploadNumber, () => ({ code: 200, data: counted() }));
  mockApi.on('POST', UserApi.uploadFile, { code: 200, data: { id: 9, fileName: 'me.jpg' } });
  mockApi.on('POST', DigitalHumanApi.photoUploadNew, (request) => {
    const photo = aPhoto(nextId++, 'processing', { name: (request.body as { name: string }).name });
    photos.unshift(photo);
    return { code: 200, data: photo };
  });
  const progress = new Map<number, TPhotoStatus>();
  mockApi.on('GET', DigitalHumanApi.photoUploadProgress, (request) => {
    const id = Number(request.params.id);
    const index = photos.findIndex((photo) => photo.id === id);
    const settled = progress.get(id);
    if (settled) photos[index] = aPhoto(id, settled, { name: photos[index]!.name });
    return { code: 200, data: photos[index] };
  });
  return {
    /** The face check's verdict, given on the next progress poll. */
    settle: (id: number, status: TPhotoStatus) => progress.set(id, status),
  };
}

async function openPhotos() {
  const view = renderApp('/ai/create?tab=talkingPhoto');
  await screen.findByTestId('create-studio');
  await screen.findByTestId('photo-count');
  return view;
}

async function uploadPortrait(user: ReturnType<typeof userEvent.setup>, fileName: string) {
  const input = document.querySelector<HTMLInputElement>('.photo-upload input[type=file]')!;
  await user.upload(input, new File(['jpeg'], fileName, { type: 'image/jpeg' }));
}

beforeEach(() => {
  vi.mocked(readImageSize).mockResolvedValue({ width: 800, height: 1000 });
});

describe('talking photos', () => {
  it('makes a newly uploaded photo the presenter once its face check passes', async () => {
    signIn();
    mockStudioApi();
    const server = mockPhotoApi();
    server.settle(100, 'ready');
    const { user } = await openPhotos();
    expect(await screen.findByRole('img', { name: 'Ava' })).toBeTruthy();

    await uploadPortrait(user, 'me.jpg');

    expect(await screen.findByRole('img', { name: 'me' })).toBeTruthy();
    expect(screen.getByTestId('photo-100').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('photo-count').textContent).toBe('1 of 5 talking photos');
  });

  it('shows a refused photo with its reason, leaves the presenter alone and does not count it', async () => {
    signIn();
    mockStudioApi();
    const server = mockPhotoApi([aPhoto(1, 'ready'), aPhoto(2, 'ready')]);
    server.settle(100, 'failed');
    const { user } = await openPhotos();

    await uploadPortrait(user, 'landscape.jpg');

    const refused = await screen.findByTestId('photo-100');
    expect(
      await within(refused).findByText('No face was found in the photo. Please upload a clear, front-facing portrait'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('photo-count').textContent).toBe('2 of 5 talking photos (refused photos do not count)'),
    );
    expect(screen.getByRole('img', { name: 'Ava' })).toBeTruthy();
    expect(within(refused).getByTestId('photo-delete-100')).toBeTruthy();
  });

  it('says at the limit that refused photos do not count, and offers no upload', async () => {
    signIn();
    mockStudioApi();
    mockPhotoApi([...[1, 2, 3, 4, 5].map((id) => aPhoto(id, 'ready')), aPhoto(6, 'failed')]);
    await openPhotos();

    expect(screen.getByTestId('photo-count').textContent).toBe(
      'You can keep at most 5 talking photos (refused photos do not count). Delete one to upload another',
    );
    expect(screen.getByTestId('photo-upload').hasAttribute('disabled')).toBe(true);
  });
});
