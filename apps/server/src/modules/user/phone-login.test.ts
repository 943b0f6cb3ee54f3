import fsp from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, UserApi, type TLoginResult, type TPhoneCountry } from '@orator/contracts';
import { users } from '../../db/schema/index';
import { api } from '../../../test/api';
import { createTestApp, solvedCaptcha, type TestApp } from '../../../test/helper';
import { activeUser, backdateCodes, expireCodes, setUser, userInfo } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let next = 10;
/** A valid Brazilian mobile number, different for every test: national form and E.164. */
function brazilianMobile() {
  next += 1;
  const national = `119876543${next}`;
  return { countryCode: 'BR', phone: national, e164: `+55${national}` };
}

const sendCode = async (
  input: { countryCode: string; phone: string },
  captcha?: { captchaId: string; captchaCode: string },
  headers = {},
) =>
  t.call({
    method: 'POST',
    url: api(UserApi.loginSendCode),
    headers,
    payload: { ...input, ...(captcha ?? (await solvedCaptcha(t))) },
  });

const loginWithCode = (input: Record<string, unknown>) =>
  t.call<TLoginResult>({ method: 'POST', url: api(UserApi.login), payload: { loginType: 'phone', ...input } });

async function usersWithPhone(e164: string) {
  return t.ctx.database.db.select().from(users).where(eq(users.phone, e164));
}

describe('login/sendVerificationCode', () => {
  it('writes the SMS with a six-digit code to the outbox as a .txt file', async () => {
    const mobile = brazilianMobile();
    const res = await sendCode(mobile);
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toBeNull();

    const file = (await t.outbox()).filter((f) => path.basename(f).includes(mobile.e164)).at(-1)!;
    expect(path.extname(file)).toBe('.txt');
    const text = await fsp.readFile(file, 'utf8');
    expect(text).toContain(`To: ${mobile.e164}`);
    expect(text).toMatch(/Your verification code is \d{6}\. It expires in 10 minutes and works once\./);
  });

  it('writes the SMS in the caller language', async () => {
    const mobile = brazilianMobile();
    await sendCode(mobile, undefined, { Language: 'pt' });
    const file = (await t.outbox()).filter((f) => path.basename(f).includes(mobile.e164)).at(-1)!;
    expect(await fsp.readFile(file, 'utf8')).toMatch(/Seu código de verificação é \d{6}\./);
  });

  it.each([
    ['too short for the country', { countryCode: 'BR', phone: '12345' }],
    ['made of letters', { countryCode: 'BR', phone: 'call-me-maybe' }],
    ['with an unknown country', { countryCode: 'XX', phone: '11987654321' }],
    ['with a three-letter country code', { countryCode: 'BRA', phone: '11987654321' }],
    ['longer than 20 characters', { countryCode: 'BR', phone: '1198765432111987654321' }],
  ])('refuses a phone number %s', async (_case, input) => {
    const res = await sendCode(input);
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter a valid phone number.');
  });

  it('asks for the phone number when it is missing', async () => {
    const res = await t.call({
      method: 'POST',
      url: api(UserApi.loginSendCode),
      payload: { countryCode: 'BR', ...(await solvedCaptcha(t)) },
    });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter your phone number');
  });

  it('explains an invalid phone number in Chinese', async () => {
    const res = await sendCode({ countryCode: 'BR', phone: '12345' }, undefined, { Language: 'zh' });
    expect(res.message).toBe('请输入有效的手机号码。');
  });

  it('does not spend the captcha on an invalid phone number', async () => {
    const captcha = await solvedCaptcha(t);
    expect((await sendCode({ countryCode: 'BR', phone: '12345' }, captcha)).code).toBe(ResultCode.BadRequest);
    expect((await sendCode(brazilianMobile(), captcha)).code).toBe(ResultCode.Success);
  });

  it('refuses a wrong captcha and sends nothing', async () => {
    const before = (await t.outbox()).length;
    const res = await sendCode(brazilianMobile(), { ...(await solvedCaptcha(t)), captchaCode: '21' });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter the calculation result value');
    expect((await t.outbox()).length).toBe(before);
  });

  it('refuses a second code within a minute', async () => {
    const mobile = brazilianMobile();
    await sendCode(mobile);
    const res = await sendCode(mobile);
    expect(res.res.statusCode).toBe(429);
    expect(res.code).toBe(ResultCode.TooManyRequests);
  });
});

describe('login with a phone code', () => {
  it('creates the account on first use and signs in to the same account after', async () => {
    const mobile = brazilianMobile();
    await sendCode(mobile);
    const first = await loginWithCode({
      countryCode: 'BR',
      phone: mobile.phone,
      verificationCode: await t.lastCodeFor(mobile.e164),
    });
    expect(first.code).toBe(ResultCode.Success);
    expect(first.data.userInfo).toMatchObject({
      phone: mobile.e164,
      email: null,
      nickname: `User ${mobile.e164.slice(-4)}`,
      userType: 1,
    });
    expect((await userInfo(t, first.data.token)).data.id).toBe(first.data.userInfo.id);

    await backdateCodes(t, mobile.e164);
    await sendCode(mobile);
    const second = await loginWithCode({
      countryCode: 'BR',
      phone: mobile.phone,
      verificationCode: await t.lastCodeFor(mobile.e164),
    });
    expect(second.code).toBe(ResultCode.Success);
    expect(second.data.userInfo.id).toBe(first.data.userInfo.id);
    expect(second.data.token).not.toBe(first.data.token);
    expect(await usersWithPhone(mobile.e164)).toHaveLength(1);
  });

  it('recognizes the same number written in international format', async () => {
    const mobile = brazilianMobile();
    await sendCode(mobile);
    const first = await loginWithCode({ ...mobile, verificationCode: await t.lastCodeFor(mobile.e164) });
    await backdateCodes(t, mobile.e164);
    await sendCode({
      countryCode: 'BR',
      phone: `+55 ${mobile.phone.slice(0, 2)} ${mobile.phone.slice(2, 7)}-${mobile.phone.slice(7)}`,
    });
    const second = await loginWithCode({
      countryCode: 'BR',
      phone: mobile.e164,
      verificationCode: await t.lastCodeFor(mobile.e164),
    });
    expect(second.data.userInfo.id).toBe(first.data.userInfo.id);
  });

  it('records the sign-up source and inviter of a new phone account', async () => {
    const inviter = await activeUser(t);
    const mobile = brazilianMobile();
    await sendCode(mobile);
    await loginWithCode({
      ...mobile,
      verificationCode: await t.lastCodeFor(mobile.e164),
      source: 'ads',
      inviteCode: inviter.user.inviteCode,
    });
    const [row] = await usersWithPhone(mobile.e164);
    expect(row).toMatchObject({ source: 'ads', invitedBy: inviter.user.id, status: 'active' });
  });

  it('refuses a wrong code and creates no account', async () => {
    const mobile = brazilianMobile();
    await sendCode(mobile);
    const code = await t.lastCodeFor(mobile.e164);
    const res = await loginWithCode({ ...mobile, verificationCode: code === '000000' ? '111111' : '000000' });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter the correct verification code');
    expect(await usersWithPhone(mobile.e164)).toHaveLength(0);
  });

  it('refuses a code when none was sent', async () => {
    const res = await loginWithCode({ ...brazilianMobile(), verificationCode: '123456' });
    expect(res.message).toBe('Please enter the correct verification code');
  });

  it('refuses an expired code', async () => {
    const mobile = brazilianMobile();
    await sendCode(mobile);
    const code = await t.lastCodeFor(mobile.e164);
    await expireCodes(t, mobile.e164);
    expect((await loginWithCode({ ...mobile, verificationCode: code })).message).toBe(
      'Please enter the correct verification code',
    );
  });

  it('refuses a reused code', async () => {
    const mobile = brazilianMobile();
    await sendCode(mobile);
    const code = await t.lastCodeFor(mobile.e164);
    expect((await loginWithCode({ ...mobile, verificationCode: code })).code).toBe(ResultCode.Success);
    expect((await loginWithCode({ ...mobile, verificationCode: code })).code).toBe(ResultCode.BadRequest);
  });

  it('refuses a disabled phone account', async () => {
    const mobile = brazilianMobile();
    await sendCode(mobile);
    const first = await loginWithCode({ ...mobile, verificationCode: await t.lastCodeFor(mobile.e164) });
    await setUser(t, first.data.userInfo.id, { status: 'disabled' });
    await backdateCodes(t, mobile.e164);
    await sendCode(mobile);
    const res = await loginWithCode({ ...mobile, verificationCode: await t.lastCodeFor(mobile.e164) });
    expect(res.code).toBe(ResultCode.ServerError);
    expect(res.data).toEqual({ isShowMsg: true });
    expect(res.message).toBe('This account is disabled');
  });

  it('asks for the verification code when it is missing', async () => {
    const res = await loginWithCode({ ...brazilianMobile() });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter the verification code');
  });

  it('refuses an invalid phone number', async () => {
    const res = await loginWithCode({ countryCode: 'BR', phone: '12345', verificationCode: '123456' });
    expect(res.message).toBe('Please enter a valid phone number.');
  });
});

describe('phoneCountry', () => {
  it('lists every country with its dial code', async () => {
    const res = await t.call<TPhoneCountry[]>({ method: 'GET', url: api(UserApi.phoneCountry) });
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data.length).toBeGreaterThan(200);
    expect(res.data).toContainEqual({ code: 'BR', name: 'Brazil', dialCode: '+55' });
    expect(res.data).toContainEqual({ code: 'US', name: 'United States', dialCode: '+1' });
    expect(res.data).toContainEqual({ code: 'CN', name: 'China', dialCode: '+86' });
    for (const country of res.data) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.dialCode).toMatch(/^\+\d{1,4}$/);
    }
  });

  it('names the countries in Chinese for Language zh', async () => {
    const res = await t.call<TPhoneCountry[]>({
      method: 'GET',
      url: api(UserApi.phoneCountry),
      headers: { Language: 'zh' },
    });
    expect(res.data).toContainEqual({ code: 'CN', name: '中国', dialCode: '+86' });
    expect(res.data).toContainEqual({ code: 'BR', name: '巴西', dialCode: '+55' });
  });

  it('names the countries in Portuguese for Language pt', async () => {
    const res = await t.call<TPhoneCountry[]>({
      method: 'GET',
      url: api(UserApi.phoneCountry),
      headers: { Language: 'pt' },
    });
    expect(res.data).toContainEqual({ code: 'US', name: 'Estados Unidos', dialCode: '+1' });
  });

  it('sorts the countries by their name in the caller language', async () => {
    const res = await t.call<TPhoneCountry[]>({ method: 'GET', url: api(UserApi.phoneCountry) });
    const names = res.data.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('needs no session', async () => {
    const res = await t.call({ method: 'GET', url: api(UserApi.phoneCountry), token: 'garbage' });
    expect(res.code).toBe(ResultCode.Success);
  });
});
