import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuth2Server } from 'oauth2-mock-server';
import { Cookie, Limit, ResultCode, UserApi, type TUserInfo } from '@orator/contracts';
import { createTestApp, type TestApp } from '../../../test/helper';
import { decodeState } from './oauth-state';

let provider: OAuth2Server;
let t: TestApp;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  t = await createTestApp({
    oauth: { google: { issuer: provider.issuer.url!, clientId: 'orator-web', clientSecret: 'orator-secret' } },
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

/** The provider signs in whoever the next ID token names. */
function nextProviderUser(claims: { sub: string; email?: string; email_verified?: boolean; name?: string }) {
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));
}

/** Walks the browser's path: our start URL, the provider's authorize redirect, our callback. */
async function signInThroughProvider(query: Record<string, string> = {}) {
  const start = await t.call<{ url: string }>({
    method: 'GET',
    url: `/api${UserApi.oauthStart('google')}?${new URLSearchParams(query)}`,
    headers: { 'request-id': 'device-123' },
  });
  expect(start.code).toBe(ResultCode.Success);
  const authorize = await fetch(start.data.url, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const callback = new URL(authorize.headers.get('location')!);
  const landing = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  const tokenCookie = landing.cookies.find((c) => c.name === Cookie.Token);
  return { start: new URL(start.data.url), callback, landing, token: tokenCookie?.value };
}

describe('social sign-in over OpenID Connect', () => {
  afterAll(() => provider.service.removeAllListeners('beforeTokenSigning'));

  it('sends the browser to the provider with the state fields of the spec and PKCE', async () => {
    const start = await t.call<{ url: string }>({
      method: 'GET',
      url: `/api${UserApi.oauthStart('google')}?source=ads&inviteUser=INV123`,
      headers: { 'request-id': 'device-123' },
    });
    const url = new URL(start.data.url);
    expect(url.origin).toBe(provider.issuer.url);
    expect(url.searchParams.get('scope')).toContain('email');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(decodeState(url.searchParams.get('state')!)).toMatchObject({
      userReqIdentityId: 'device-123',
      source: 'ads',
      inviteUser: 'INV123',
      randomNumber: expect.any(String),
    });
  });

  it('creates the account on first use, sets the token cookie and lands in the app', async () => {
    provider.service.removeAllListeners('beforeTokenSigning');
    nextProviderUser({ sub: 'google-1', email: 'Social.User@example.com', email_verified: true, name: 'Social User' });
    const { landing, token } = await signInThroughProvider({ source: 'ads', redirect: '/my?tab=videoFaceSwap' });
    expect(landing.statusCode).toBe(302);
    expect(landing.headers.location).toBe('/ai/my?tab=videoFaceSwap');
    expect(token).toBeTruthy();
    // Out of scripts' reach, for the session's lifetime (docs/security.md, item 7).
    expect(landing.cookies.find((c) => c.name === Cookie.Token)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: Limit.sessionTtlMs / 1000,
    });
    const me = await t.call<TUserInfo>({ method: 'POST', url: `/api${UserApi.userInfoDetail}`, token });
    expect(me.data).toMatchObject({ email: 'social.user@example.com', nickname: 'Social User' });

    const again = await signInThroughProvider();
    const meAgain = await t.call<TUserInfo>({
      method: 'POST',
      url: `/api${UserApi.userInfoDetail}`,
      token: again.token,
    });
    expect(meAgain.data.id).toBe(me.data.id);
  });

  it('links a verified provider e-mail to the existing account with that address', async () => {
    provider.service.removeAllListeners('beforeTokenSigning');
    nextProviderUser({ sub: 'google-2', email: 'social.user@example.com', email_verified: true, name: 'Other Name' });
    const first = await signInThroughProvider();
    const me = await t.call<TUserInfo>({ method: 'POST', url: `/api${UserApi.userInfoDetail}`, token: first.token });
    expect(me.data.nickname).toBe('Social User');
  });

  it('refuses a replayed callback and a forged state', async () => {
    provider.service.removeAllListeners('beforeTokenSigning');
    nextProviderUser({ sub: 'google-3', email: 'replay@example.com', email_verified: true });
    const { callback } = await signInThroughProvider();
    const replay = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(replay.headers.location).toBe('/ai/login?oauth_error=google');
    expect(replay.cookies.find((c) => c.name === Cookie.Token)).toBeUndefined();

    const forged = new URL(callback);
    forged.searchParams.set('state', Buffer.from('{"randomNumber":"x"}').toString('base64url'));
    const forgedLanding = await t.app.inject({ method: 'GET', url: `${forged.pathname}${forged.search}` });
    expect(forgedLanding.headers.location).toBe('/ai/login?oauth_error=google');
  });

  it('says so when a provider is not configured', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api${UserApi.oauthStart('facebook')}`,
      headers: { Language: 'zh' },
    });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('此服务器未配置 Facebook 登录');
  });
});
