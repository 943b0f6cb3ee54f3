import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, UserApi } from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, solvedCaptcha, type TestApp } from '../../../test/helper';
import { activeUser, loginWithPassword, registerPending, setUser, uniqueEmail, userInfo } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const failure = { isShowMsg: true };

describe('login by e-mail and password', () => {
  it('returns a session token and the user info', async () => {
    const { email, password, user } = await activeUser(t, { nickname: 'Login Tester' });
    const res = await loginWithPassword(t, email, password);
    expect(res.res.statusCode).toBe(200);
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.data.userInfo).toMatchObject({ id: user.id, email, nickname: 'Login Tester' });
    expect((await userInfo(t, res.data.token)).data.id).toBe(user.id);
  });

  it('gives every login its own session', async () => {
    const { email, password, token } = await activeUser(t);
    const second = await loginWithPassword(t, email, password);
    expect(second.data.token).not.toBe(token);
    expect((await userInfo(t, token)).code).toBe(ResultCode.Success);
    expect((await userInfo(t, second.data.token)).code).toBe(ResultCode.Success);
  });

  it('accepts the e-mail address in any case', async () => {
    const { email, password } = await activeUser(t);
    expect((await loginWithPassword(t, email.toUpperCase(), password)).code).toBe(ResultCode.Success);
  });

  it('refuses a wrong password with code 500 and data asking to show the message', async () => {
    const { email } = await activeUser(t);
    const res = await loginWithPassword(t, email, 'Wrong1234');
    expect(res.res.statusCode).toBe(200);
    expect(res.code).toBe(ResultCode.ServerError);
    expect(res.data).toEqual(failure);
    expect(res.message).toBe('Incorrect e-mail address or password');
  });

  it('answers an unknown address exactly like a wrong password', async () => {
    const res = await loginWithPassword(t, uniqueEmail('stranger'), 'Secret123');
    expect(res.code).toBe(ResultCode.ServerError);
    expect(res.data).toEqual(failure);
    expect(res.message).toBe('Incorrect e-mail address or password');
  });

  it('localizes the failure message', async () => {
    const { email } = await activeUser(t);
    expect((await loginWithPassword(t, email, 'Wrong1234', { Language: 'zh' })).message).toBe('邮箱或密码错误');
    expect((await loginWithPassword(t, email, 'Wrong1234', { Language: 'pt' })).message).toBe(
      'E-mail ou senha incorretos',
    );
  });

  it('answers 512 for an account that was never activated', async () => {
    const { email, password } = await registerPending(t);
    const res = await loginWithPassword(t, email, password);
    expect(res.code).toBe(ResultCode.AccountNotActivated);
    expect(res.data).toEqual({ email });
    expect(res.message).toBe('This account is not activated yet. Enter the code we e-mailed you.');
  });

  it('refuses a disabled account and its open sessions', async () => {
    const { email, password, token, user } = await activeUser(t);
    await setUser(t, user.id, { status: 'disabled' });
    const res = await loginWithPassword(t, email, password);
    expect(res.code).toBe(ResultCode.ServerError);
    expect(res.data).toEqual(failure);
    expect(res.message).toBe('This account is disabled');
    expect((await userInfo(t, token)).code).toBe(ResultCode.SessionExpired);
  });

  it('asks for a captcha after five failures instead of refusing the right password', async () => {
    const { email, password } = await activeUser(t);
    for (let i = 0; i < 5; i++)
      expect((await loginWithPassword(t, email, `Wrong${i}abcD`)).code).toBe(ResultCode.ServerError);
    const res = await loginWithPassword(t, email, password);
    expect(res.res.statusCode).toBe(200);
    expect(res.code).toBe(ResultCode.CaptchaRequired);
    expect(res.message).toBe(
      'There were several failed sign-ins to this account. Please enter the calculation result to continue.',
    );
  });

  it('asks only the account that was attacked for a captcha', async () => {
    const attacked = await activeUser(t);
    const other = await activeUser(t);
    for (let i = 0; i < 5; i++) await loginWithPassword(t, attacked.email, 'Wrong1234');
    expect((await loginWithPassword(t, attacked.email, attacked.password)).code).toBe(ResultCode.CaptchaRequired);
    expect((await loginWithPassword(t, other.email, other.password)).code).toBe(ResultCode.Success);
  });

  it('forgets earlier failures after a successful login', async () => {
    const { email, password } = await activeUser(t);
    const withCaptcha = async () =>
      t.call({ method: 'POST', url: api(UserApi.login), payload: { email, password, ...(await solvedCaptcha(t)) } });
    for (let i = 0; i < 9; i++) await loginWithPassword(t, email, 'Wrong1234');
    expect((await withCaptcha()).code).toBe(ResultCode.Success);
    for (let i = 0; i < 4; i++) await loginWithPassword(t, email, 'Wrong1234');
    expect((await loginWithPassword(t, email, password)).code).toBe(ResultCode.Success);
  });

  it('asks for the e-mail address when it is missing', async () => {
    const res = await t.call({ method: 'POST', url: api(UserApi.login), payload: { password: 'Secret123' } });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter your email address');
  });

  it('asks for the password when it is missing', async () => {
    const res = await t.call({ method: 'POST', url: api(UserApi.login), payload: { email: uniqueEmail() } });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter your password');
  });

  it('asks for the password when it is empty', async () => {
    const res = await loginWithPassword(t, uniqueEmail(), '');
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter your password');
  });

  it('refuses an invalid e-mail address', async () => {
    const res = await loginWithPassword(t, 'someone-at-example.com', 'Secret123');
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter a valid e-mail address');
  });

  it('refuses an unknown login type', async () => {
    const res = await t.call({
      method: 'POST',
      url: api(UserApi.login),
      payload: { loginType: 'carrier-pigeon', email: uniqueEmail(), password: 'Secret123' },
    });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toMatch(/^Invalid request: loginType: /);
  });
});
