import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Limit, ResultCode, UserApi } from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { activeUser, loginWithPassword, setTokenExpiry, tokenRow, userInfo } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionExpired = 'Your session has expired, please log in again';

const renew = (token: string, headers: Record<string, string> = {}) =>
  t.call({
    method: 'POST',
    url: api(UserApi.loginRenewal),
    headers,
    payload: { aigctoken: Buffer.from(token).toString('base64') },
  });

describe('protected endpoints', () => {
  it('answer 405 without a token', async () => {
    const res = await t.call({ method: 'POST', url: api(UserApi.userInfoDetail) });
    expect(res.res.statusCode).toBe(200);
    expect(res.code).toBe(ResultCode.SessionExpired);
    expect(res.data).toBeNull();
    expect(res.message).toBe(sessionExpired);
  });

  it.each([
    ['zh', '登录已失效，请重新登录'],
    ['pt', 'Sua sessão expirou, faça login novamente'],
  ])('explain the missing session in %s', async (language, message) => {
    const res = await t.call({ method: 'POST', url: api(UserApi.userInfoDetail), headers: { Language: language } });
    expect(res.code).toBe(ResultCode.SessionExpired);
    expect(res.message).toBe(message);
  });

  it('answer 405 for a token that was never issued', async () => {
    const res = await userInfo(t, 'this-is-not-a-token');
    expect(res.code).toBe(ResultCode.SessionExpired);
    expect(res.message).toBe(sessionExpired);
  });

  it('answer 405 for an empty token header', async () => {
    const res = await t.call({ method: 'POST', url: api(UserApi.userInfoDetail), headers: { aigcToken: '' } });
    expect(res.code).toBe(ResultCode.SessionExpired);
  });

  it('answer 405 for an expired session', async () => {
    const { token } = await activeUser(t);
    await setTokenExpiry(t, token, new Date(Date.now() - 1000));
    const res = await userInfo(t, token);
    expect(res.code).toBe(ResultCode.SessionExpired);
    expect(res.message).toBe(sessionExpired);
  });

  it('accept the token in the aigcToken header', async () => {
    const { token, user } = await activeUser(t);
    const res = await t.call<{ id: number }>({
      method: 'POST',
      url: api(UserApi.userInfoDetail),
      headers: { aigcToken: token },
    });
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data.id).toBe(user.id);
  });

  it('accept the token in the token cookie', async () => {
    const { token, user } = await activeUser(t);
    const res = await t.call<{ id: number }>({ method: 'POST', url: api(UserApi.userInfoDetail), cookies: { token } });
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data.id).toBe(user.id);
  });

  it('prefer the header to the cookie', async () => {
    const first = await activeUser(t);
    const second = await activeUser(t);
    const res = await t.call<{ id: number }>({
      method: 'POST',
      url: api(UserApi.userInfoDetail),
      token: first.token,
      cookies: { token: second.token },
    });
    expect(res.data.id).toBe(first.user.id);
  });

  it('record when a session was last used', async () => {
    const { token } = await activeUser(t);
    expect((await tokenRow(t, token)).lastUsedAt).toBeNull();
    await userInfo(t, token);
    expect((await tokenRow(t, token)).lastUsedAt).toBeInstanceOf(Date);
  });
});

describe('logout', () => {
  it('revokes the session it was called with', async () => {
    const { token } = await activeUser(t);
    const res = await t.call({ method: 'POST', url: api(UserApi.logout), token });
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toBeNull();
    expect((await tokenRow(t, token)).revokedAt).toBeInstanceOf(Date);
    const after = await userInfo(t, token);
    expect(after.code).toBe(ResultCode.SessionExpired);
    expect(after.message).toBe(sessionExpired);
  });

  it('leaves the other sessions of the same user open', async () => {
    const { email, password, token } = await activeUser(t);
    const other = (await loginWithPassword(t, email, password)).data.token;
    await t.call({ method: 'POST', url: api(UserApi.logout), token });
    expect((await userInfo(t, other)).code).toBe(ResultCode.Success);
  });

  it('answers 405 without a session', async () => {
    expect((await t.call({ method: 'POST', url: api(UserApi.logout) })).code).toBe(ResultCode.SessionExpired);
  });

  it('answers 405 when called twice with the same token', async () => {
    const { token } = await activeUser(t);
    await t.call({ method: 'POST', url: api(UserApi.logout), token });
    expect((await t.call({ method: 'POST', url: api(UserApi.logout), token })).code).toBe(ResultCode.SessionExpired);
  });
});

describe('loginRenewal', () => {
  it('returns the token in the aigctoken header and extends the session', async () => {
    const { token } = await activeUser(t);
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await setTokenExpiry(t, token, soon);

    const before = Date.now();
    const res = await renew(token);
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toBeNull();
    expect(res.res.headers.aigctoken).toBe(token);

    const expiresAt = (await tokenRow(t, token)).expiresAt!.getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + Limit.sessionTtlMs - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + Limit.sessionTtlMs + 1000);
    expect((await userInfo(t, token)).code).toBe(ResultCode.Success);
  });

  it('works without the session header, from the body alone', async () => {
    const { token } = await activeUser(t);
    const res = await renew(token);
    expect(res.code).toBe(ResultCode.Success);
  });

  it('answers 405 for a token that was never issued', async () => {
    const res = await renew('not-a-real-token');
    expect(res.code).toBe(ResultCode.SessionExpired);
    expect(res.message).toBe(sessionExpired);
    expect(res.res.headers.aigctoken).toBeUndefined();
  });

  it('answers 405 for a value that decodes to nothing', async () => {
    const res = await t.call({ method: 'POST', url: api(UserApi.loginRenewal), payload: { aigctoken: '!!!!' } });
    expect(res.code).toBe(ResultCode.SessionExpired);
  });

  it('answers 405 for a revoked session', async () => {
    const { token } = await activeUser(t);
    await t.call({ method: 'POST', url: api(UserApi.logout), token });
    expect((await renew(token)).code).toBe(ResultCode.SessionExpired);
  });

  it('does not bring an expired session back', async () => {
    const { token } = await activeUser(t);
    await setTokenExpiry(t, token, new Date(Date.now() - 1000));
    expect((await renew(token)).code).toBe(ResultCode.SessionExpired);
    expect((await userInfo(t, token)).code).toBe(ResultCode.SessionExpired);
  });

  it('answers 405 without a token in the body or the cookie', async () => {
    const res = await t.call({ method: 'POST', url: api(UserApi.loginRenewal), payload: {} });
    expect(res.code).toBe(ResultCode.SessionExpired);
  });
});
