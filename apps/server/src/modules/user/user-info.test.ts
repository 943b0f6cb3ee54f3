import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileSource, Limit, ResultCode, UserApi, downloadUrl, type TUserInfo } from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { encodePng, minimalPdf, pngClaiming } from '../../../test/png';
import { activeUser, setUser, uploadFile, userInfo } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const update = (token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call<TUserInfo>({ method: 'POST', url: api(UserApi.updateUserInfo), token, headers, payload });

const USER_INFO_FIELDS = [
  'avatarFileId',
  'avatarUrl',
  'city',
  'createTime',
  'email',
  'id',
  'inviteCode',
  'isShowKcoinTips',
  'isShowVipTips',
  'kCoinBalance',
  'kCoinTipsInfo',
  'message',
  'nickname',
  'phone',
  'plan',
  'profile',
  'role',
  'subscriptionStatus',
  'userType',
  'username',
  'vipExpireTime',
  'vipExpireTips',
];

describe('userInfoDetail', () => {
  it('returns every field of the user info for a new account', async () => {
    const before = Date.now();
    const { email, token } = await activeUser(t, { nickname: 'Detail Tester', userType: 2 });
    const res = await userInfo(t, token);
    expect(res.code).toBe(ResultCode.Success);
    expect(Object.keys(res.data).sort()).toEqual(USER_INFO_FIELDS);
    expect(res.data).toEqual({
      id: expect.any(Number),
      email,
      phone: null,
      nickname: 'Detail Tester',
      username: null,
      avatarFileId: null,
      avatarUrl: null,
      role: 'user',
      userType: 2,
      city: null,
      message: null,
      plan: 'free',
      subscriptionStatus: null,
      vipExpireTime: null,
      kCoinBalance: 0,
      isShowKcoinTips: false,
      kCoinTipsInfo: null,
      isShowVipTips: false,
      vipExpireTips: null,
      inviteCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
      profile: {},
      createTime: expect.any(String),
    });
    expect(new Date(res.data.createTime).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('reports the subscription state and plan kept for the account', async () => {
    const { token, user } = await activeUser(t);
    const expiry = new Date('2031-05-01T00:00:00.000Z');
    await setUser(t, user.id, { plan: 'pro', subscriptionStatus: 45, vipExpireTime: expiry });
    const res = await userInfo(t, token);
    expect(res.data).toMatchObject({ plan: 'pro', subscriptionStatus: 45, vipExpireTime: expiry.toISOString() });
  });

  it('needs a session', async () => {
    const res = await t.call({ method: 'POST', url: api(UserApi.userInfoDetail) });
    expect(res.code).toBe(ResultCode.SessionExpired);
  });
});

describe('updateUserInfo', () => {
  it('refuses a NUL byte in a city or nickname with a 400 and changes nothing', async () => {
    const { token } = await activeUser(t, { nickname: 'Clean Name' });
    for (const payload of [{ city: 'Lis\u0000bon' }, { nickname: 'Bad\u0000Name' }]) {
      const res = await update(token, payload);
      expect(res.code).toBe(ResultCode.BadRequest);
      expect(res.message).toBe('The text contains a character that is not allowed');
    }
    const info = (await userInfo(t, token)).data;
    expect(info.nickname).toBe('Clean Name');
    expect(info.city ?? '').not.toContain('\u0000');
  });

  it('changes the nickname', async () => {
    const { token } = await activeUser(t);
    const res = await update(token, { nickname: '  New Nick  ' });
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data.nickname).toBe('New Nick');
    expect((await userInfo(t, token)).data.nickname).toBe('New Nick');
  });

  it('refuses an empty nickname', async () => {
    const { token } = await activeUser(t, { nickname: 'Kept' });
    const res = await update(token, { nickname: ' ' });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter a nickname');
    expect((await userInfo(t, token)).data.nickname).toBe('Kept');
  });

  it('sets a username of letters, digits and underscores in any script', async () => {
    const { token } = await activeUser(t);
    const res = await update(token, { username: 'Ana_Souza_2024' });
    expect(res.data.username).toBe('Ana_Souza_2024');
    expect((await update(token, { username: '张伟_88' })).data.username).toBe('张伟_88');
  });

  it.each(['bad name', 'dash-ed', 'mail@me', 'semi;colon', 'emoji😀'])(
    'refuses the username %j with special characters',
    async (username) => {
      const { token } = await activeUser(t);
      const res = await update(token, { username });
      expect(res.code).toBe(ResultCode.BadRequest);
      expect(res.message).toBe('Username cannot contain special characters');
      expect((await userInfo(t, token)).data.username).toBeNull();
    },
  );

  it('explains a username with special characters in Portuguese', async () => {
    const { token } = await activeUser(t);
    const res = await update(token, { username: 'no way!' }, { Language: 'pt' });
    expect(res.message).toBe('O nome de usuário não pode conter caracteres especiais');
  });

  it('refuses a username another user holds, whatever its case', async () => {
    const holder = await activeUser(t);
    const other = await activeUser(t);
    expect((await update(holder.token, { username: 'Taken_Name' })).code).toBe(ResultCode.Success);
    const res = await update(other.token, { username: 'taken_NAME' });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('This username is already taken');
  });

  it('lets a user change the case of their own username', async () => {
    const { token } = await activeUser(t);
    await update(token, { username: 'case_user' });
    const res = await update(token, { username: 'Case_User' });
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data.username).toBe('Case_User');
  });

  it('merges profile survey answers into the earlier ones', async () => {
    const { token } = await activeUser(t);
    await update(token, { profile: { profession: 'Marketer', companySize: '2-10' } });
    const res = await update(token, {
      profile: { industry: 'Finance', companySize: '11-50', companyName: 'Acme Ltda' },
    });
    expect(res.data.profile).toEqual({
      profession: 'Marketer',
      industry: 'Finance',
      companySize: '11-50',
      companyName: 'Acme Ltda',
    });
    expect((await userInfo(t, token)).data.profile).toEqual(res.data.profile);
  });

  it('refuses an overlong company name', async () => {
    const { token } = await activeUser(t);
    const res = await update(token, { profile: { companyName: 'x'.repeat(129) } });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toMatch(/^Invalid request: profile\.companyName/);
  });

  it('sets and clears the city and message', async () => {
    const { token } = await activeUser(t);
    const set = await update(token, { city: 'São Paulo', message: 'Hello from Brazil' });
    expect(set.data).toMatchObject({ city: 'São Paulo', message: 'Hello from Brazil' });
    const cleared = await update(token, { city: '', message: '   ' });
    expect(cleared.data).toMatchObject({ city: null, message: null });
  });

  it('refuses a message longer than 500 characters', async () => {
    const { token } = await activeUser(t);
    const res = await update(token, { message: 'm'.repeat(501) });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toMatch(/^Invalid request: message/);
  });

  it('switches between personal and enterprise creator', async () => {
    const { token } = await activeUser(t, { userType: 1 });
    expect((await update(token, { userType: 2 })).data.userType).toBe(2);
    expect((await update(token, { userType: 7 })).code).toBe(ResultCode.BadRequest);
  });

  it('leaves fields that were not sent unchanged', async () => {
    const { token } = await activeUser(t, { nickname: 'Stable' });
    await update(token, { city: 'Lisboa' });
    const res = await update(token, {});
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toMatchObject({ nickname: 'Stable', city: 'Lisboa' });
  });

  it('needs a session', async () => {
    const res = await t.call({ method: 'POST', url: api(UserApi.updateUserInfo), payload: { nickname: 'x' } });
    expect(res.code).toBe(ResultCode.SessionExpired);
  });
});

describe('profile picture', () => {
  it('sets a square PNG as the profile picture', async () => {
    const { token } = await activeUser(t);
    const file = await uploadFile(
      t,
      token,
      { fileName: 'me.png', body: encodePng(64, 64), contentType: 'image/png' },
      FileSource.ProfileAvatar,
    );
    expect(file).toMatchObject({ mimeType: 'image/png', width: 64, height: 64, source: FileSource.ProfileAvatar });

    const res = await update(token, { avatarFileId: file.id });
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toMatchObject({ avatarFileId: file.id, avatarUrl: downloadUrl(file.id) });

    const download = await t.app.inject({ method: 'GET', url: res.data.avatarUrl!, headers: { aigcToken: token } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(encodePng(64, 64))).toBe(true);
  });

  it('refuses an image whose width and height differ', async () => {
    const { token } = await activeUser(t);
    const file = await uploadFile(t, token, { fileName: 'wide.png', body: encodePng(80, 40) });
    const res = await update(token, { avatarFileId: file.id });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('The profile picture must have equal width and height');
    expect((await userInfo(t, token)).data.avatarFileId).toBeNull();
  });

  it('refuses a square picture larger than the image limit, however small its file', async () => {
    const { token } = await activeUser(t);
    const bomb = pngClaiming(Limit.imageMaxPx, Limit.imageMaxPx);
    expect(bomb.length).toBeLessThan(Limit.profileAvatarMaxBytes);
    const file = await uploadFile(t, token, { fileName: 'huge.png', body: bomb, contentType: 'image/png' });
    const res = await update(token, { avatarFileId: file.id });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe(
      `The picture can be at most ${Limit.profileAvatarMaxPx} x ${Limit.profileAvatarMaxPx} pixels`,
    );
    expect((await userInfo(t, token)).data.avatarFileId).toBeNull();
  });

  it('explains a non-square picture in Chinese', async () => {
    const { token } = await activeUser(t);
    const file = await uploadFile(t, token, { fileName: 'tall.png', body: encodePng(10, 20) });
    expect((await update(token, { avatarFileId: file.id }, { Language: 'zh' })).message).toBe(
      '头像的宽度和高度必须相等',
    );
  });

  it('refuses an image over 5 MB', async () => {
    const { token } = await activeUser(t);
    const body = encodePng(1400, 1400, { noise: true });
    expect(body.length).toBeGreaterThan(5 * 1024 * 1024);
    const file = await uploadFile(t, token, { fileName: 'huge.png', body });
    const res = await update(token, { avatarFileId: file.id });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('The file is too large (at most 5 MB)');
  });

  it('refuses a file that is not an image', async () => {
    const { token } = await activeUser(t);
    const file = await uploadFile(t, token, { fileName: 'cv.pdf', body: minimalPdf() });
    expect(file.mimeType).toBe('application/pdf');
    const res = await update(token, { avatarFileId: file.id });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('The file is not a JPEG, PNG or WEBP image');
  });

  it("refuses another user's file as if it did not exist", async () => {
    const owner = await activeUser(t);
    const other = await activeUser(t);
    const file = await uploadFile(t, owner.token, { fileName: 'mine.png', body: encodePng(32, 32) });
    const res = await update(other.token, { avatarFileId: file.id });
    expect(res.code).toBe(ResultCode.NotFound);
    expect(res.message).toBe('Not found');
    expect((await userInfo(t, other.token)).data.avatarFileId).toBeNull();
  });

  it('refuses a file id that does not exist', async () => {
    const { token } = await activeUser(t);
    expect((await update(token, { avatarFileId: 987654 })).code).toBe(ResultCode.NotFound);
  });

  it('refuses a file id that is not a positive whole number', async () => {
    const { token } = await activeUser(t);
    expect((await update(token, { avatarFileId: -3 })).code).toBe(ResultCode.BadRequest);
    expect((await update(token, { avatarFileId: '12' })).code).toBe(ResultCode.BadRequest);
  });

  it('applies none of the changes when the picture is refused', async () => {
    const { token } = await activeUser(t, { nickname: 'Unchanged' });
    const file = await uploadFile(t, token, { fileName: 'wide.png', body: encodePng(30, 20) });
    await update(token, { nickname: 'Changed', avatarFileId: file.id });
    expect((await userInfo(t, token)).data.nickname).toBe('Unchanged');
  });
});
