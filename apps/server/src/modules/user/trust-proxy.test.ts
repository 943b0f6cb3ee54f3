import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, UserApi } from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { loadConfig } from '../../platform/config';

const LIMIT = 20;

const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

/** A wrong-password login for a fresh e-mail each time, so only the per-client limit can refuse it. */
const login = (t: TestApp, remoteAddress: string, forwardedFor: string, attempt: number) =>
  t.call({
    method: 'POST',
    url: api(UserApi.login),
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: `probe-${remoteAddress}-${attempt}@example.com`, password: 'wrong-password-1' },
  });

/** 40 logins from one socket address, each claiming another client through X-Forwarded-For. */
async function rotatingLogins(t: TestApp, remoteAddress: string) {
  const codes: number[] = [];
  for (let i = 0; i < 40; i++) codes.push((await login(t, remoteAddress, `203.0.113.${i + 1}`, i)).code);
  return codes;
}

describe('client identity behind X-Forwarded-For', () => {
  describe('without TRUST_PROXY', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ rateLimitMax: LIMIT });
    });
    afterAll(() => t.close());

    it('limits 40 logins from one address however the header rotates', async () => {
      const codes = await rotatingLogins(t, '127.0.0.21');
      expect(codes.slice(0, LIMIT)).not.toContain(ResultCode.TooManyRequests);
      expect(codes.slice(LIMIT).every((code) => code === ResultCode.TooManyRequests)).toBe(true);
    });
  });

  describe('with TRUST_PROXY=127.0.0.1', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ rateLimitMax: LIMIT, trustProxy: trustProxy('127.0.0.1') });
    });
    afterAll(() => t.close());

    it('counts each client the trusted proxy forwards on its own', async () => {
      const codes = await rotatingLogins(t, '127.0.0.1');
      expect(codes).not.toContain(ResultCode.TooManyRequests);
    });

    it('still ignores the header from an address that is not the proxy', async () => {
      const codes = await rotatingLogins(t, '127.0.0.22');
      expect(codes.slice(LIMIT).every((code) => code === ResultCode.TooManyRequests)).toBe(true);
    });

    it('limits one forwarded client however many times it comes through the proxy', async () => {
      const codes: number[] = [];
      for (let i = 0; i < LIMIT + 1; i++) codes.push((await login(t, '127.0.0.1', '198.51.100.40', 100 + i)).code);
      expect(codes.at(-1)).toBe(ResultCode.TooManyRequests);
    });
  });

  describe('with TRUST_PROXY=1 (one proxy in front, wherever it is)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ rateLimitMax: LIMIT, trustProxy: trustProxy('1') });
    });
    afterAll(() => t.close());

    it('takes the address the proxy saw and ignores what the client wrote before it', async () => {
      const codes: number[] = [];
      for (let i = 0; i < LIMIT + 1; i++)
        codes.push((await login(t, '127.0.0.23', `203.0.113.${i + 1}, 198.51.100.41`, 200 + i)).code);
      expect(codes.at(-1)).toBe(ResultCode.TooManyRequests);
      expect((await rotatingLogins(t, '127.0.0.24')).includes(ResultCode.TooManyRequests)).toBe(false);
    });
  });
});
