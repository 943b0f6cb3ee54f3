import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, UserApi } from '@orator/contracts';
import { createTestApp, solvedCaptcha, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (path: string) => `/api${path}`;

describe('register by e-mail', () => {
  it('creates a pending account, e-mails a code and signs in on activation', async () => {
    const email = 'new.user@example.com';
    const registered = await t.call({
      method: 'POST',
      url: api(UserApi.register),
      payload: {
        email,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        nickname: 'New User',
        userType: 2,
        agreeTerms: true,
        ...(await solvedCaptcha(t)),
      },
    });
    expect(registered.code).toBe(ResultCode.Success);
    expect(registered.data).toEqual({ email });

    const code = await t.lastCodeFor(email);
    const activated = await t.call<{ token: string; userInfo: { email: string; userType: number } }>({
      method: 'POST',
      url: api(UserApi.registerActive),
      payload: { email, verificationCode: code },
    });
    expect(activated.code).toBe(ResultCode.Success);
    expect(activated.data.userInfo).toMatchObject({ email, userType: 2 });

    const me = await t.call<{ nickname: string }>({ method: 'POST', url: api(UserApi.userInfoDetail), token: activated.data.token });
    expect(me.data.nickname).toBe('New User');
  });

  it('refuses a password without a digit, in the caller language', async () => {
    const res = await t.call({
      method: 'POST',
      url: api(UserApi.register),
      headers: { Language: 'pt' },
      payload: { email: 'a@example.com', password: 'Secretabc', nickname: 'A', agreeTerms: true, ...(await solvedCaptcha(t)) },
    });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('A senha deve ter pelo menos 8 caracteres, com letra maiúscula, letra minúscula e um dígito');
  });
});
