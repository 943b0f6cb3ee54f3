import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AvatarCloneAdminApi, AvatarCloneApi, type TAvatarClone } from '@orator/contracts';
import { mockApi } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';

function aClone(overrides: Partial<TAvatarClone> = {}): TAvatarClone {
  return {
    id: 1,
    uploadTypeId: 114,
    name: 'Me at my desk',
    status: 'success',
    reason: null,
    videoUrl: '/api/digitalhuman/v1/digitalhuman/previewVideo?id=1',
    videoDurationSec: 30,
    thumbnailUrl: '/api/user/v2/s3/downloadFileById?fileId=OQ%3D%3D',
    digitalHumanId: 'photo-4',
    priceKcoins: 600,
    createTime: '2031-01-02T10:00:00.000Z',
    lapseTime: null,
    paidTime: '2031-01-02T10:01:00.000Z',
    completeTime: '2031-01-02T10:05:00.000Z',
    expireTime: '2032-01-02T10:05:00.000Z',
    ...overrides,
  };
}

const page = (records: TAvatarClone[]) => ({
  code: 200,
  data: { records, total: records.length, current: 1, size: 50 },
});

describe('/avatars', () => {
  it("lists the user's clones with what each state allows", async () => {
    signIn();
    mockApi.on(
      'POST',
      AvatarCloneApi.list,
      page([
        aClone(),
        aClone({
          id: 2,
          name: 'Second try',
          status: 'failedSensitive',
          digitalHumanId: null,
          reason: 'Clone task failed due to sensitive content, please resubmit',
          expireTime: null,
        }),
        aClone({ id: 3, status: 'submitted', digitalHumanId: null, thumbnailUrl: null, expireTime: null }),
        aClone({ id: 4, status: 'expired', digitalHumanId: null }),
      ]),
    );
    mockApi.on('POST', AvatarCloneApi.pay, { code: 507, message: 'Oops, the K-coin balance is insufficient!' });
    mockApi.on('POST', AvatarCloneApi.renew, { code: 200, data: aClone({ id: 4 }) });
    const { router, user } = renderApp('/ai/avatars');

    const ready = await screen.findByTestId('avatar-clone-1');
    expect(within(ready).getByTestId('avatar-clone-status').textContent).toBe('Ready');
    expect(within(ready).getByTestId('avatar-clone-moving-notice').textContent).toMatch(
      /moving loop of your own video/,
    );
    expect(within(ready).getByTestId('avatar-clone-use').getAttribute('href')).toBe('/ai/create?tab=clones');

    const failed = screen.getByTestId('avatar-clone-2');
    expect(within(failed).getByTestId('avatar-clone-reason').textContent).toBe(
      'Clone task failed due to sensitive content, please resubmit',
    );
    await user.click(within(failed).getByTestId('avatar-clone-resubmit'));
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/fast-clone-upload/2'));
  });

  it('offers K-coins when the balance does not cover a payment, and renews the term the user saw', async () => {
    signIn();
    mockApi.on(
      'POST',
      AvatarCloneApi.list,
      page([
        aClone({ id: 3, status: 'submitted', digitalHumanId: null, thumbnailUrl: null, expireTime: null }),
        aClone({ id: 4, status: 'expired', digitalHumanId: null }),
      ]),
    );
    mockApi.on('POST', AvatarCloneApi.pay, { code: 507, message: 'Oops, the K-coin balance is insufficient!' });
    mockApi.on('POST', AvatarCloneApi.renew, { code: 200, data: aClone({ id: 4 }) });
    const { user } = renderApp('/ai/avatars');

    await user.click(within(await screen.findByTestId('avatar-clone-3')).getByTestId('avatar-clone-pay'));
    expect((await screen.findByTestId('insufficient-balance-title')).textContent).toBe(
      'Oops, the K-coin balance is insufficient!',
    );

    await user.click(within(screen.getByTestId('avatar-clone-4')).getByTestId('avatar-clone-renew'));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(mockApi.requestsTo(AvatarCloneApi.renew)).toHaveLength(1));
    expect(mockApi.requestsTo(AvatarCloneApi.renew)[0]?.body).toEqual({
      id: 4,
      expireTime: '2032-01-02T10:05:00.000Z',
    });
  });
});

describe('/fast-clone-upload', () => {
  it('asks for a name, a video and the notice before saving anything', async () => {
    signIn();
    mockApi.on('GET', AvatarCloneApi.serviceTotalPrice, {
      code: 200,
      data: { uploadTypeId: 114, priceKcoins: 600, availableKcoins: 1000 },
    });
    const { user } = renderApp('/ai/fast-clone-upload');
    await user.click(await screen.findByTestId('avatar-clone-submit'));
    expect(await screen.findByText('Please name your clone')).toBeTruthy();
    expect(screen.getByText('Please upload your portrait video')).toBeTruthy();
    expect(screen.getByText('Please read and agree to the Customized Service Notice')).toBeTruthy();
    expect((await screen.findByTestId('avatar-clone-price')).textContent).toBe(
      'Price: 600 K-coins for one year. Available: 1000 K-coins.',
    );
    expect(mockApi.requestsTo(AvatarCloneApi.saveTask)).toHaveLength(0);
  });

  it('refuses a video over the size limit before uploading it', async () => {
    signIn();
    const { user, container } = renderApp('/ai/fast-clone-upload');
    await screen.findByTestId('avatar-clone-submit');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([new Uint8Array(51 * 1024 * 1024)], 'me.mp4', { type: 'video/mp4' }));
    expect((await screen.findByTestId('clone-video-error')).textContent).toBe('The video must be at most 50 MB');
    expect(mockApi.requests.filter((request) => request.path.includes('upload'))).toHaveLength(0);
  });
});

describe('the shooting specifications', () => {
  it('tells a visitor how to film, without signing in', async () => {
    renderApp('/ai/video-shooting-specifications');
    const guide = await screen.findByTestId('shooting-guide');
    expect(guide.textContent).toContain('Only you in the picture');
    expect(guide.textContent).toContain('10 seconds to 5 minutes');
  });
});

describe('/admin/avatar-clones', () => {
  it('tells a non-operator they cannot review', async () => {
    signIn();
    mockApi.on('POST', AvatarCloneAdminApi.reviewList, { code: 403, message: 'You do not have permission to do this' });
    renderApp('/ai/admin/avatar-clones');
    expect((await screen.findByTestId('avatar-review-forbidden')).textContent).toContain(
      'Only operators can review clones.',
    );
  });
});
