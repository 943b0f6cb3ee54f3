import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, UserApi } from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captchaRateLimitMax: 3 });
});
afterAll(() => t.close());

const ask = (url: string, ip: string) => t.call({ method: 'GET', url: api(url), remoteAddress: ip });

describe.each([
  ['captcha/create', UserApi.captcha, '203.0.113.2'],
  ['reqIdentity', UserApi.reqIdentity, '203.0.113.3'],
])('rate limit on %s', (_name, url, ip) => {
  it('answers the fourth request in a minute from one address with 429', async () => {
    for (let i = 0; i < 3; i += 1) expect((await ask(url, ip)).code).toBe(ResultCode.Success);
    const fourth = await ask(url, ip);
    expect(fourth.res.statusCode).toBe(429);
    expect(fourth.code).toBe(ResultCode.TooManyRequests);
    expect(fourth.data).toBeNull();
    expect(fourth.message).toBe('Too many attempts, please try again later');
  });

  it('lets exactly the limit through when the requests come at once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => ask(url, `${ip}1`)));
    expect(answers.filter((a) => a.code === ResultCode.Success).length).toBe(3);
    expect(answers.filter((a) => a.res.statusCode === 429).length).toBe(5);
  });

  it('counts each address on its own', async () => {
    expect((await ask(url, ip)).res.statusCode).toBe(429);
    expect((await ask(url, `${ip}2`)).code).toBe(ResultCode.Success);
  });
});
