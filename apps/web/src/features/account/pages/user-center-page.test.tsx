import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FileSource, UserApi, type TUpdateUserInfoRequest } from '@orator/contracts';
import { readImageSize } from '../../../shared/lib/image-size';
import { readUserInfo } from '../../../shared/storage/local-values';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';

// jsdom cannot decode images; the tests say what size the browser found.
vi.mock('../../../shared/lib/image-size', () => ({ readImageSize: vi.fn() }));

const DIRECTORY = {
  profession: [
    {
      id: 1,
      code: 'profession',
      value: '市场营销',
      valueEn: 'Marketer',
      valuePt: 'Profissional de marketing',
      sort: 1,
    },
    { id: 2, code: 'profession', value: '教育工作者', valueEn: 'Educator', valuePt: 'Educador', sort: 2 },
  ],
  industry: [{ id: 3, code: 'industry', value: '金融', valueEn: 'Finance', valuePt: 'Finanças', sort: 1 }],
  companySize: [{ id: 4, code: 'companySize', value: '2-10 人', valueEn: '2-10', valuePt: '2-10', sort: 1 }],
  videoType: [
    { id: 5, code: 'videoType', value: '社交媒体', valueEn: 'Social media', valuePt: 'Redes sociais', sort: 1 },
  ],
} as const;

beforeEach(() => {
  mockApi.on('GET', UserApi.typeList, (request) => ({
    code: 200,
    data: DIRECTORY[request.params.code as keyof typeof DIRECTORY],
  }));
});

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('the user centre', () => {
  it('shows the account fields of SPEC 3', async () => {
    signIn(
      aUser({
        id: 31,
        username: 'ada_l',
        phone: '+5511987654321',
        city: 'Lisbon',
        message: 'Hello',
        plan: 'standard',
        kCoinBalance: 2500,
        userType: 2,
        vipExpireTime: '2031-07-01 12:00:00',
        profile: { profession: 'Marketer', companyName: 'Acme' },
      }),
    );
    renderApp('/ai/user/userCenter');

    expect(await screen.findByTestId('account-id')).toBeTruthy();
    expect(text('account-id')).toBe('31');
    expect(text('account-username')).toBe('ada_l');
    expect(text('account-role')).toBe('Enterprise creator');
    expect(text('account-email')).toBe('ada@example.com');
    expect(text('account-phone')).toBe('+5511987654321');
    expect(text('account-city')).toBe('Lisbon');
    expect(text('account-message')).toBe('Hello');
    expect(text('account-plan')).toBe('Standard');
    expect(text('account-kcoins')).toBe('2,500');
    expect(text('account-plan-expiry')).toBe('Jul 1, 2031, 12:00 PM');
    expect(await screen.findByText('Marketer')).toBeTruthy();
    expect(screen.getByText('Acme')).toBeTruthy();
  });

  it('says what is not set', async () => {
    signIn(aUser({ username: null, city: null, vipExpireTime: null }));
    renderApp('/ai/user/userCenter');
    expect(await screen.findByTestId('account-username')).toHaveProperty('textContent', 'Not set');
    expect(text('account-city')).toBe('Not set');
    expect(text('account-plan-expiry')).toBe('Not set');
  });

  it('saves the profile and the survey through updateUserInfo', async () => {
    signIn(aUser({ city: 'Porto' }));
    mockApi.on('POST', UserApi.updateUserInfo, (request) => {
      const body = request.body as TUpdateUserInfoRequest;
      return { code: 200, data: aUser({ nickname: body.nickname, city: body.city, profile: body.profile }) };
    });
    const { user } = renderApp('/ai/user/userCenter');
    await user.click(await screen.findByTestId('profile-edit'));

    const nickname = await screen.findByTestId('profile-nickname');
    await user.clear(nickname);
    await user.type(nickname, 'Countess');
    await user.clear(screen.getByTestId('profile-city'));
    await user.click(within(screen.getByTestId('survey-profession')).getByRole('combobox'));
    // antd lists each option twice (once for screen readers); the visible one carries its title.
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="Educator"]')).not.toBeNull());
    await user.click(document.querySelector<HTMLElement>('.ant-select-item-option[title="Educator"]')!);
    await user.click(screen.getByTestId('profile-save'));

    await waitFor(() => expect(mockApi.requestsTo(UserApi.updateUserInfo)).toHaveLength(1));
    expect(mockApi.requestsTo(UserApi.updateUserInfo)[0]?.body).toEqual({
      nickname: 'Countess',
      city: '',
      message: '',
      profile: { profession: 'Educator', industry: '', companySize: '', companyName: '', videoType: '' },
    });
    await waitFor(() => expect(text('account-nickname')).toBe('Countess'));
    expect(readUserInfo()?.nickname).toBe('Countess');
  });

  it('refuses a username with special characters before asking the server', async () => {
    signIn();
    const { user } = renderApp('/ai/user/userCenter');
    await user.click(await screen.findByTestId('profile-edit'));
    await user.type(await screen.findByTestId('profile-username'), 'ada!');
    await user.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Username cannot contain special characters')).toBeTruthy();
    expect(mockApi.requestsTo(UserApi.updateUserInfo)).toHaveLength(0);
  });
});

describe('the profile picture', () => {
  const picture = (type = 'image/png', bytes = 1000) => new File([new Uint8Array(bytes)], 'me.png', { type });
  const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

  it('uploads a square picture as a profile avatar, then makes it the account picture', async () => {
    vi.mocked(readImageSize).mockResolvedValue({ width: 512, height: 512 });
    signIn();
    mockApi.on('POST', UserApi.uploadFile, { code: 200, data: { id: 77 } });
    mockApi.on('POST', UserApi.updateUserInfo, {
      code: 200,
      data: aUser({ avatarFileId: 77, avatarUrl: '/api/user/v2/s3/downloadFileById?fileId=Nzc%3D' }),
    });
    const { user } = renderApp('/ai/user/userCenter');
    await screen.findByTestId('profile-picture-change');

    await user.upload(fileInput(), picture());

    await waitFor(() => expect(mockApi.requestsTo(UserApi.updateUserInfo)).toHaveLength(1));
    const upload = mockApi.requestsTo(UserApi.uploadFile)[0]?.body as FormData;
    expect(upload.get('source')).toBe(String(FileSource.ProfileAvatar));
    expect((upload.get('file') as File).name).toBe('me.png');
    expect(mockApi.requestsTo(UserApi.updateUserInfo)[0]?.body).toEqual({ avatarFileId: 77 });
    expect(await screen.findByText('Your profile picture has been changed')).toBeTruthy();
  });

  it('refuses a picture that is not square, without uploading it', async () => {
    vi.mocked(readImageSize).mockResolvedValue({ width: 640, height: 480 });
    signIn();
    const { user } = renderApp('/ai/user/userCenter');
    await screen.findByTestId('profile-picture-change');
    await user.upload(fileInput(), picture());
    expect(await screen.findByText('The profile picture must have equal width and height')).toBeTruthy();
    expect(mockApi.requestsTo(UserApi.uploadFile)).toHaveLength(0);
  });

  it('refuses a picture over 5 MB, without uploading it', async () => {
    vi.mocked(readImageSize).mockResolvedValue({ width: 512, height: 512 });
    signIn();
    const { user } = renderApp('/ai/user/userCenter');
    await screen.findByTestId('profile-picture-change');
    await user.upload(fileInput(), picture('image/jpeg', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('The file is too large (at most 5 MB)')).toBeTruthy();
    expect(mockApi.requestsTo(UserApi.uploadFile)).toHaveLength(0);
  });
});
