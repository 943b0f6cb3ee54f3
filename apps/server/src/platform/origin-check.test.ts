import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentApi, ResultCode, UserApi, type TApiTokenItem } from '@orator/contracts';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/helper';
import { buyPlan } from '../../test/money';
import { activeUser, setUser, tokenRow, userInfo, type ActiveUser } from '../../test/users';

/**
 * docs/security.md, item 6: a page on another origin of the same site (another port, another subdomain) makes
 * the browser send the session cookie with a plain form; the server refuses what it did not ask for itself.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://studio.example.com' });
});
afterAll(() => t.close());

const OWN_ORIGIN = 'http://localhost:80';
const foreignBrowsers: [string, Record<string, string>][] = [
  ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site', origin: 'http://localhost:1234' }],
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
  ['Origin of another port, without fetch metadata', { origin: 'http://other.port:1234' }],
  ['Origin null (a sandboxed frame), without fetch metadata', { origin: 'null' }],
];
const ownBrowsers: [string, Record<string, string>][] = [
  ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: OWN_ORIGIN }],
  ['Sec-Fetch-Site: none (typed address, bookmark)', { 'sec-fetch-site': 'none' }],
  ['its own Origin, without fetch metadata', { origin: OWN_ORIGIN }],
  ['the Origin of PUBLIC_URL, without fetch metadata', { origin: 'https://studio.example.com' }],
];

/** What a plain `<form method="post" enctype="text/plain">` makes the browser send: the cookie, no header. */
const formPost = (url: string, token: string, headers: Record<string, string>) =>
  t.call({
    method: 'POST',
    url: api(url),
    cookies: { token },
    headers: { 'content-type': 'text/plain', ...headers },
    payload: 'x=1',
  });

async function subscriber(): Promise<ActiveUser> {
  const user = await activeUser(t);
  await buyPlan(t, user.token, 'pro', 'monthly');
  return user;
}

describe('a cookie-only request from another origin', () => {
  it.each(foreignBrowsers)('cannot cancel a subscription (%s)', async (_label, headers) => {
    const { token } = await subscriber();
    const res = await formPost(PaymentApi.cancelSubscription, token, headers);
    expect(res.code).toBe(ResultCode.Forbidden);
    expect(res.message).toBe('This request did not come from the app: open the app and try again');
    expect((await userInfo(t, token)).data.subscriptionStatus).toBe(45);
  });

  it.each(foreignBrowsers)('cannot sign the user out, nor clear the cookie (%s)', async (_label, headers) => {
    const { token } = await activeUser(t);
    const res = await formPost(UserApi.logout, token, headers);
    expect(res.code).toBe(ResultCode.Forbidden);
    expect(res.res.cookies).toEqual([]);
    expect((await tokenRow(t, token)).revokedAt).toBeNull();
    expect((await userInfo(t, token)).code).toBe(ResultCode.Success);
  });

  it('cannot read either: a GET for the account data is refused too', async () => {
    const { token } = await activeUser(t);
    const res = await t.call({
      method: 'GET',
      url: api(UserApi.getToken),
      cookies: { token },
      headers: { 'sec-fetch-site': 'same-site' },
    });
    expect(res.code).toBe(ResultCode.Forbidden);
  });

  it('is refused in the caller’s language', async () => {
    const { token } = await activeUser(t);
    const res = await formPost(UserApi.logout, token, { 'sec-fetch-site': 'same-site', Language: 'pt' });
    expect(res.message).toBe('Esta solicitação não veio do aplicativo: abra o aplicativo e tente novamente');
  });

  it('still reaches a public route, as a visitor', async () => {
    const { token } = await activeUser(t);
    const res = await t.call({
      method: 'GET',
      url: api(UserApi.captcha),
      cookies: { token },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.code).toBe(ResultCode.Success);
  });
});

describe('a cookie-only request from the app itself', () => {
  it.each(ownBrowsers)('cancels the subscription (%s)', async (_label, headers) => {
    const { token } = await subscriber();
    const res = await formPost(PaymentApi.cancelSubscription, token, headers);
    expect(res.code, res.message).toBe(ResultCode.Success);
    expect((await userInfo(t, token)).data.subscriptionStatus).toBe(47);
  });

  it.each(ownBrowsers)('signs the user out (%s)', async (_label, headers) => {
    const { token } = await activeUser(t);
    expect((await formPost(UserApi.logout, token, headers)).code).toBe(ResultCode.Success);
    expect((await tokenRow(t, token)).revokedAt).toBeInstanceOf(Date);
  });

  it('passes without Origin or fetch metadata, which no browser omits on a cross-origin POST', async () => {
    const { token } = await activeUser(t);
    expect((await formPost(UserApi.logout, token, {})).code).toBe(ResultCode.Success);
  });
});

describe('a request with its token in a header (API clients)', () => {
  it('needs no Origin', async () => {
    const { token } = await subscriber();
    const res = await t.call({ method: 'POST', url: api(PaymentApi.cancelSubscription), token });
    expect(res.code, res.message).toBe(ResultCode.Success);
  });

  it('is not judged by its Origin: another page cannot set the header without the token', async () => {
    const { token } = await activeUser(t);
    const res = await t.call({
      method: 'POST',
      url: api(UserApi.logout),
      token,
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://tool.example' },
    });
    expect(res.code).toBe(ResultCode.Success);
  });
});

describe('generateToken', () => {
  async function proUser() {
    const user = await activeUser(t);
    await setUser(t, user.user.id, { plan: 'pro', subscriptionStatus: 45 });
    return user;
  }
  const apiTokens = async (token: string) =>
    (await t.call<TApiTokenItem[]>({ method: 'GET', url: api(UserApi.getToken), token })).data;

  it.each([
    ['from another origin', { 'sec-fetch-site': 'same-site' }],
    ['from the app itself', { 'sec-fetch-site': 'same-origin' }],
    ['opened as a link', {}],
  ])('as a GET with only the cookie creates no token (%s)', async (_label, headers) => {
    const { token } = await proUser();
    const res = await t.call({ method: 'GET', url: api(UserApi.generateToken), cookies: { token }, headers });
    expect(res.code).toBe(ResultCode.Forbidden);
    expect(await apiTokens(token)).toEqual([]);
  });

  it('as a GET keeps working with the aigcToken header (SPEC 7)', async () => {
    const { token } = await proUser();
    const res = await t.call({ method: 'GET', url: api(UserApi.generateToken), token, query: { name: 'CLI' } });
    expect(res.code, res.message).toBe(ResultCode.Success);
    expect((await apiTokens(token)).map((item) => item.name)).toEqual(['CLI']);
  });

  it('as a POST with the cookie works from the app and not from another origin', async () => {
    const { token } = await proUser();
    const post = (headers: Record<string, string>) =>
      t.call({
        method: 'POST',
        url: api(UserApi.generateToken),
        cookies: { token },
        headers,
        payload: { name: 'Web' },
      });
    expect((await post({ 'sec-fetch-site': 'same-site' })).code).toBe(ResultCode.Forbidden);
    expect(await apiTokens(token)).toEqual([]);
    const res = await post({ 'sec-fetch-site': 'same-origin', origin: OWN_ORIGIN });
    expect(res.code, res.message).toBe(ResultCode.Success);
    expect((await apiTokens(token)).map((item) => item.name)).toEqual(['Web']);
  });
});
