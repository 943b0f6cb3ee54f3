import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, UserApi } from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, solvedCaptcha, type TestApp } from '../../../test/helper';
import {
  activeUser,
  backdateCodes,
  expireCodes,
  loginWithPassword,
  registerPending,
  setUser,
  uniqueEmail,
  userInfo,
} from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Renewed456';
const codeIncorrect = 'Please enter the correct verification code';

const forget = async (
  email: string,
  headers: Record<string, string> = {},
  captcha?: { captchaId: string; captchaCode: string },
) =>
  t.call({
    method: 'POST',
    url: api(UserApi.forgetPassword),
    headers,
    payload: { email, ...(captcha ?? (await solvedCaptcha(t))) },
  });

const reset = (payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: api(UserApi.resetPassword), payload });

/** An active user who has asked for a reset code. */
async function userWithResetCode() {
  const user = await activeUser(t);
  expect((await forget(user.email)).code).toBe(ResultCode.Success);
  return { ...user, code: await t.lastCodeFor(user.email) };
}

describe('forgetPassword', () => {
  it('e-mails a reset code to a registered address', async () => {
    const { email } = await activeUser(t);
    const before = (await t.outbox()).length;
    const res = await forget(email);
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toBeNull();
    expect((await t.outbox()).length).toBe(before + 1);
    expect(await t.lastCodeFor(email)).toMatch(/^\d{6}$/);
  });

  it('refuses an unknown e-mail address', async () => {
    const res = await forget(uniqueEmail('unknown'));
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('No account uses this e-mail address');
  });

  it('explains an unknown address in Chinese', async () => {
    const res = await forget(uniqueEmail('unknown'), { Language: 'zh' });
    expect(res.message).toBe('该邮箱未注册');
  });

  it('refuses a disabled account', async () => {
    const { email, user } = await activeUser(t);
    await setUser(t, user.id, { status: 'disabled' });
    expect((await forget(email)).message).toBe('No account uses this e-mail address');
  });

  it('refuses a wrong captcha', async () => {
    const { email } = await activeUser(t);
    const res = await forget(email, {}, { ...(await solvedCaptcha(t)), captchaCode: '1' });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter the calculation result value');
  });

  it('refuses a second code within a minute', async () => {
    const { email } = await userWithResetCode();
    const res = await forget(email);
    expect(res.res.statusCode).toBe(429);
    expect(res.code).toBe(ResultCode.TooManyRequests);
    expect(res.message).toBe('A code was sent less than a minute ago, please wait before asking again');
  });

  it('refuses an invalid e-mail address', async () => {
    const res = await forget('nobody');
    expect(res.message).toBe('Please enter a valid e-mail address');
  });
});

describe('resetPassword', () => {
  it('changes the password: the old one fails and the new one works', async () => {
    const { email, password, code } = await userWithResetCode();
    const res = await reset({ email, verificationCode: code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toBeNull();
    expect((await loginWithPassword(t, email, password)).code).toBe(ResultCode.ServerError);
    expect((await loginWithPassword(t, email, NEW_PASSWORD)).code).toBe(ResultCode.Success);
  });

  it('revokes every open session', async () => {
    const { email, password, token, code } = await userWithResetCode();
    const second = (await loginWithPassword(t, email, password)).data.token;
    expect((await reset({ email, verificationCode: code, password: NEW_PASSWORD })).code).toBe(ResultCode.Success);
    expect((await userInfo(t, token)).code).toBe(ResultCode.SessionExpired);
    expect((await userInfo(t, second)).code).toBe(ResultCode.SessionExpired);
  });

  it('ends the captcha step-up that failed logins started', async () => {
    const { email, code } = await userWithResetCode();
    for (let i = 0; i < 5; i++) await loginWithPassword(t, email, 'Wrong1234');
    expect((await loginWithPassword(t, email, NEW_PASSWORD)).code).toBe(ResultCode.CaptchaRequired);
    expect((await reset({ email, verificationCode: code, password: NEW_PASSWORD })).code).toBe(ResultCode.Success);
    expect((await loginWithPassword(t, email, NEW_PASSWORD)).code).toBe(ResultCode.Success);
  });

  it('activates an account that never finished sign-up', async () => {
    const { email } = await registerPending(t);
    await backdateCodes(t, email);
    expect((await forget(email)).code).toBe(ResultCode.Success);
    const res = await reset({ email, verificationCode: await t.lastCodeFor(email), password: NEW_PASSWORD });
    expect(res.code).toBe(ResultCode.Success);
    expect((await loginWithPassword(t, email, NEW_PASSWORD)).code).toBe(ResultCode.Success);
  });

  it('refuses a wrong code and keeps the old password', async () => {
    const { email, password, code } = await userWithResetCode();
    const res = await reset({
      email,
      verificationCode: code === '000000' ? '111111' : '000000',
      password: NEW_PASSWORD,
    });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe(codeIncorrect);
    expect((await loginWithPassword(t, email, password)).code).toBe(ResultCode.Success);
  });

  it('refuses an expired code', async () => {
    const { email, code } = await userWithResetCode();
    await expireCodes(t, email);
    const res = await reset({ email, verificationCode: code, password: NEW_PASSWORD });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe(codeIncorrect);
  });

  it('refuses a reused code', async () => {
    const { email, code } = await userWithResetCode();
    expect((await reset({ email, verificationCode: code, password: NEW_PASSWORD })).code).toBe(ResultCode.Success);
    const again = await reset({ email, verificationCode: code, password: 'Another789' });
    expect(again.code).toBe(ResultCode.BadRequest);
    expect(again.message).toBe(codeIncorrect);
    expect((await loginWithPassword(t, email, NEW_PASSWORD)).code).toBe(ResultCode.Success);
  });

  it('refuses the sign-up code in place of a reset code', async () => {
    const { email } = await registerPending(t);
    const signupCode = await t.lastCodeFor(email);
    const res = await reset({ email, verificationCode: signupCode, password: NEW_PASSWORD });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe(codeIncorrect);
  });

  it('refuses an unknown e-mail address', async () => {
    const res = await reset({ email: uniqueEmail('ghost'), verificationCode: '123456', password: NEW_PASSWORD });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe(codeIncorrect);
  });

  it('refuses a weak new password without spending the code', async () => {
    const { email, code } = await userWithResetCode();
    const weak = await reset({ email, verificationCode: code, password: 'weakpass' });
    expect(weak.code).toBe(ResultCode.BadRequest);
    expect(weak.message).toBe('Password must be at least 8 characters and contain upper case, lower case and a digit');
    expect((await reset({ email, verificationCode: code, password: NEW_PASSWORD })).code).toBe(ResultCode.Success);
  });

  it('refuses a confirmation that differs from the new password', async () => {
    const { email, code } = await userWithResetCode();
    const res = await reset({ email, verificationCode: code, password: NEW_PASSWORD, confirmPassword: 'Renewed457' });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('The passwords entered twice are inconsistent');
  });

  it('asks for the verification code when it is missing', async () => {
    const res = await reset({ email: uniqueEmail(), password: NEW_PASSWORD });
    expect(res.message).toBe('Please enter the verification code');
  });
});
