import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, UserApi } from '@orator/contracts';
import { api } from '../../../test/api';
import { createPeerApp, createTestApp, solvedCaptcha, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 2 });
});
afterAll(() => t.close());

/** A code request that fails its captcha: it still counts against the limit. */
const codeRequest = async (ip: string, headers: Record<string, string> = {}, on: TestApp = t) =>
  on.call({
    method: 'POST',
    url: api(UserApi.loginSendCode),
    remoteAddress: ip,
    headers,
    payload: { countryCode: 'BR', phone: '11987654300', ...(await solvedCaptcha(t)), captchaCode: '0' },
  });

describe('rate limit on code requests', () => {
  it('answers the third request in a minute from one address with HTTP 429 and code 429', async () => {
    const ip = '198.51.100.7';
    expect((await codeRequest(ip)).code).toBe(ResultCode.BadRequest);
    expect((await codeRequest(ip)).code).toBe(ResultCode.BadRequest);
    const third = await codeRequest(ip);
    expect(third.res.statusCode).toBe(429);
    expect(third.code).toBe(ResultCode.TooManyRequests);
    expect(third.data).toBeNull();
    expect(third.message).toBe('Too many attempts, please try again later');
  });

  it('explains the limit in the caller language', async () => {
    const ip = '198.51.100.8';
    await codeRequest(ip);
    await codeRequest(ip);
    expect((await codeRequest(ip, { Language: 'zh' })).message).toBe('操作过于频繁，请稍后再试');
  });

  it('counts each address on its own', async () => {
    const busy = '198.51.100.9';
    await codeRequest(busy);
    await codeRequest(busy);
    expect((await codeRequest(busy)).code).toBe(ResultCode.TooManyRequests);
    expect((await codeRequest('198.51.100.10')).code).toBe(ResultCode.BadRequest);
  });

  it('counts one client across API processes: the limit is the limit, not the limit per process', async () => {
    const peer = await createPeerApp(t);
    try {
      const ip = '198.51.100.12';
      expect((await codeRequest(ip, {}, t)).code).toBe(ResultCode.BadRequest);
      expect((await codeRequest(ip, {}, peer)).code).toBe(ResultCode.BadRequest);
      expect((await codeRequest(ip, {}, t)).res.statusCode).toBe(429);
      expect((await codeRequest(ip, {}, peer)).res.statusCode).toBe(429);
    } finally {
      await peer.close();
    }
  });

  it('lets exactly the limit through when one client sends many at once', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => codeRequest('198.51.100.13')));
    expect(answers.filter((answer) => answer.res.statusCode === 429)).toHaveLength(4);
  });

  it('leaves endpoints without a limit alone', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await t.call({
        method: 'GET',
        url: api(UserApi.phoneCountry),
        remoteAddress: '198.51.100.11',
      });
      expect(res.code).toBe(ResultCode.Success);
    }
  });
});
