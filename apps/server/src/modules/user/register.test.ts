import fsp from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, UserApi, type TCaptcha, type TLoginResult } from '@orator/contracts';
import { captchas, users } from '../../db/schema/index';
import { api } from '../../../test/api';
import { createTestApp, solvedCaptcha, type TestApp } from '../../../test/helper';
import {
  activeUser,
  backdateCodes,
  expireCodes,
  loginWithPassword,
  registerForm,
  registerPending,
  uniqueEmail,
  userInfo,
} from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: api(UserApi.register), headers, payload: payload as Record<string, unknown> });

const activate = (email: string, verificationCode: string) =>
  t.call<TLoginResult>({ method: 'POST', url: api(UserApi.registerActive), payload: { email, verificationCode } });

const resendCode = async (email: string, captcha?: { captchaId: string; captchaCode: string }) =>
  t.call({
    method: 'GET',
    url: api(UserApi.registerSendCode),
    query: { email, ...(captcha ?? (await solvedCaptcha(t))) },
  });

async function accountFor(email: string) {
  const [row] = await t.ctx.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

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

    const me = await t.call<{ nickname: string }>({
      method: 'POST',
      url: api(UserApi.userInfoDetail),
      token: activated.data.token,
    });
    expect(me.data.nickname).toBe('New User');
  });

  it('refuses a password without a digit, in the caller language', async () => {
    const res = await t.call({
      method: 'POST',
      url: api(UserApi.register),
      headers: { Language: 'pt' },
      payload: {
        email: 'a@example.com',
        password: 'Secretabc',
        nickname: 'A',
        agreeTerms: true,
        ...(await solvedCaptcha(t)),
      },
    });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe(
      'A senha deve ter pelo menos 8 caracteres, com letra maiúscula, letra minúscula e um dígito',
    );
  });

  it('stores the e-mail address in lower case', async () => {
    const res = await register(await registerForm(t, { email: 'Mixed.Case@Example.COM' }));
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toEqual({ email: 'mixed.case@example.com' });
    expect((await accountFor('mixed.case@example.com'))?.status).toBe('pending');
  });

  it('records the sign-up source, via and the inviter', async () => {
    const inviter = await activeUser(t);
    const { email } = await registerPending(t, {
      source: 'tiktok',
      via: 'spring-campaign',
      inviteCode: inviter.user.inviteCode,
    });
    expect(await accountFor(email)).toMatchObject({
      source: 'tiktok',
      via: 'spring-campaign',
      invitedBy: inviter.user.id,
    });
  });

  it('gives every account its own eight-character invite code', async () => {
    const first = await activeUser(t);
    const second = await activeUser(t);
    expect(first.user.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(second.user.inviteCode).not.toBe(first.user.inviteCode);
  });
});

describe('register refuses an incomplete or invalid form', () => {
  it.each([
    ['email', 'Please enter your email address'],
    ['password', 'Please enter your password'],
    ['nickname', 'Please enter a nickname'],
    ['agreeTerms', 'Please read and agree to the Terms of Service and Privacy Policy'],
    ['captchaId', 'Please enter the calculation result value'],
    ['captchaCode', 'Please enter the calculation result value'],
  ])('refuses a form without %s', async (field, message) => {
    const form: Record<string, unknown> = await registerForm(t);
    delete form[field];
    const res = await register(form);
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe(message);
    if (typeof form.email === 'string') expect(await accountFor(form.email)).toBeUndefined();
  });

  it('refuses an empty e-mail address', async () => {
    const res = await register({ ...(await registerForm(t)), email: '  ' });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter your email address');
  });

  it.each(['not-an-email', 'two@@example.com', 'spaces in@example.com', 'no-domain@'])(
    'refuses the invalid e-mail address %j',
    async (email) => {
      const res = await register({ ...(await registerForm(t)), email });
      expect(res.code).toBe(ResultCode.BadRequest);
      expect(res.message).toBe('Please enter a valid e-mail address');
    },
  );

  it.each([
    ['shorter than 8 characters', 'Secre12'],
    ['without an upper-case letter', 'secret123'],
    ['without a lower-case letter', 'SECRET123'],
    ['without a digit', 'Secretabc'],
  ])('refuses a password %s', async (_rule, password) => {
    const form = await registerForm(t, { password });
    const res = await register(form);
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Password must be at least 8 characters and contain upper case, lower case and a digit');
    expect(await accountFor(form.email)).toBeUndefined();
  });

  it('accepts a password of exactly 8 characters with every kind of character', async () => {
    const res = await register(await registerForm(t, { password: 'Abcdef12' }));
    expect(res.code).toBe(ResultCode.Success);
  });

  it('refuses a confirmation that differs from the password', async () => {
    const form = await registerForm(t);
    const res = await register({ ...form, confirmPassword: 'Secret124' });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('The passwords entered twice are inconsistent');
    expect(await accountFor(form.email)).toBeUndefined();
  });

  it('refuses a blank nickname', async () => {
    const res = await register({ ...(await registerForm(t)), nickname: '   ' });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter a nickname');
  });

  it('refuses a form whose terms were not accepted', async () => {
    const res = await register({ ...(await registerForm(t)), agreeTerms: false });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please read and agree to the Terms of Service and Privacy Policy');
  });

  it('refuses a user type other than personal or enterprise', async () => {
    const res = await register({ ...(await registerForm(t)), userType: 3 });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toMatch(/^Invalid request: userType/);
  });

  it('refuses a request without a body', async () => {
    const res = await t.call({ method: 'POST', url: api(UserApi.register) });
    expect(res.res.statusCode).toBe(200);
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.data).toBeNull();
  });

  it('refuses a body over 1 MB and says so', async () => {
    const res = await register({ ...(await registerForm(t)), nickname: 'n'.repeat(1024 * 1024) });
    expect(res.res.statusCode).toBe(200);
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('The file is too large (at most 1 MB)');
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.call({
      method: 'POST',
      url: api(UserApi.register),
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toMatch(/^Invalid request: /);
  });
});

describe('register checks the graphic captcha', () => {
  it('serves an arithmetic question drawn as a PNG', async () => {
    const res = await t.call<TCaptcha>({ method: 'GET', url: api(UserApi.captcha) });
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data.captchaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.data.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(res.data.image.split(',')[1]!, 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('refuses a wrong answer to a server-drawn captcha', async () => {
    const { data } = await t.call<TCaptcha>({ method: 'GET', url: api(UserApi.captcha) });
    // Sums and differences of numbers from 1 to 20 never reach 1000.
    const form = { ...(await registerForm(t)), captchaId: data.captchaId, captchaCode: '1000' };
    const res = await register(form);
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter the calculation result value');
  });

  it('refuses a wrong captcha answer and creates no account', async () => {
    const form = { ...(await registerForm(t)), captchaCode: '13' };
    const res = await register(form);
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter the calculation result value');
    expect(await accountFor(form.email)).toBeUndefined();
  });

  it('refuses a reused captcha', async () => {
    const captcha = await solvedCaptcha(t);
    expect((await register({ ...(await registerForm(t)), ...captcha })).code).toBe(ResultCode.Success);
    const again = await register({ ...(await registerForm(t)), ...captcha });
    expect(again.code).toBe(ResultCode.BadRequest);
    expect(again.message).toBe('Please enter the calculation result value');
  });

  it('spends a captcha on a wrong answer, so the right answer cannot follow', async () => {
    const captcha = await solvedCaptcha(t);
    expect((await register({ ...(await registerForm(t)), ...captcha, captchaCode: '99' })).code).toBe(
      ResultCode.BadRequest,
    );
    const res = await register({ ...(await registerForm(t)), ...captcha });
    expect(res.message).toBe('Please enter the calculation result value');
  });

  it('refuses an expired captcha', async () => {
    const captcha = await solvedCaptcha(t);
    await t.ctx.database.db
      .update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchas.id, captcha.captchaId));
    const res = await register({ ...(await registerForm(t)), ...captcha });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter the calculation result value');
  });

  it('refuses an unknown captcha id', async () => {
    const res = await register({ ...(await registerForm(t)), captchaId: 'no-such-captcha' });
    expect(res.message).toBe('Please enter the calculation result value');
  });
});

describe('register with an address already in use', () => {
  it('refuses an e-mail address that belongs to an active account, whatever its case', async () => {
    const { email } = await activeUser(t);
    const res = await register(await registerForm(t, { email: email.toUpperCase() }));
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('This e-mail address is already registered');
  });
});

/** docs/security.md, item 3: a second sign-up for a pending address never changes the first one. */
describe('register with an address whose sign-up is pending', () => {
  const OWNER = { nickname: 'Owner Name', password: 'OwnerPass1' };
  const ATTACKER = { nickname: 'Mallory', password: 'Attacker99' };

  /** The reply without the address it echoes, which is each caller's own. */
  const replyShape = (res: Awaited<ReturnType<typeof register>>) => ({
    status: res.res.statusCode,
    code: res.code,
    message: res.message,
    keys: Object.keys((res.data ?? {}) as object),
  });

  it("keeps the owner's password and nickname when someone else signs up her address a minute later", async () => {
    const { email } = await registerPending(t, OWNER);
    await backdateCodes(t, email);
    const messagesBefore = (await t.outbox()).length;

    const takeover = await register(await registerForm(t, { email, ...ATTACKER }));
    expect(takeover.code).toBe(ResultCode.Success);
    expect(takeover.data).toEqual({ email });
    const mails = await t.outbox();
    expect(mails.length).toBe(messagesBefore + 1);
    const mail = await fsp.readFile(mails.at(-1)!, 'utf8');
    expect(mail).toContain(OWNER.nickname);
    expect(mail).not.toContain(ATTACKER.nickname);

    const activated = await activate(email, await t.lastCodeFor(email));
    expect(activated.code).toBe(ResultCode.Success);
    expect(activated.data.userInfo.nickname).toBe(OWNER.nickname);
    expect((await loginWithPassword(t, email, ATTACKER.password)).code).toBe(ResultCode.ServerError);
    expect((await loginWithPassword(t, email, OWNER.password)).code).toBe(ResultCode.Success);
  });

  it('answers a sign-up for a pending address exactly as one for a new address, a minute later or at once', async () => {
    const { email } = await registerPending(t, OWNER);
    const atOnce = await register(await registerForm(t, { email, ...ATTACKER }));
    const fresh = await register(await registerForm(t, ATTACKER));
    expect(replyShape(atOnce)).toEqual(replyShape(fresh));
    expect(atOnce.data).toEqual({ email });

    await backdateCodes(t, email);
    const later = await register(await registerForm(t, { email, ...ATTACKER }));
    expect(replyShape(later)).toEqual(replyShape(fresh));
  });

  it('sends no second mail within a minute and leaves the pending account as it was', async () => {
    const { email } = await registerPending(t, OWNER);
    const before = await accountFor(email);
    const messagesBefore = (await t.outbox()).length;

    expect((await register(await registerForm(t, { email, ...ATTACKER }))).code).toBe(ResultCode.Success);
    expect((await t.outbox()).length).toBe(messagesBefore);
    expect(await accountFor(email)).toEqual(before);
    expect((await activate(email, await t.lastCodeFor(email))).data.userInfo.nickname).toBe(OWNER.nickname);
  });

  it('keeps the first password when the owner signs up again because she lost the mail', async () => {
    const { email } = await registerPending(t, OWNER);
    await backdateCodes(t, email);
    const again = await register(await registerForm(t, { email, nickname: 'Owner Again', password: 'NewerPass2' }));
    expect(again.code).toBe(ResultCode.Success);

    const activated = await activate(email, await t.lastCodeFor(email));
    expect(activated.code).toBe(ResultCode.Success);
    expect((await userInfo(t, activated.data.token)).data.nickname).toBe(OWNER.nickname);
    expect((await loginWithPassword(t, email, OWNER.password)).code).toBe(ResultCode.Success);
    expect((await loginWithPassword(t, email, 'NewerPass2')).code).toBe(ResultCode.ServerError);
  });

  it('answers parallel sign-ups for one new address alike and creates one account', async () => {
    const email = uniqueEmail();
    const forms = await Promise.all([OWNER, ATTACKER].map((who) => registerForm(t, { email, ...who })));
    const replies = await Promise.all(forms.map((form) => register(form)));
    expect(replies.map(replyShape)).toEqual([replyShape(replies[0]!), replyShape(replies[0]!)]);
    expect(replies[0]!.code).toBe(ResultCode.Success);
    const accounts = await t.ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(accounts).toHaveLength(1);
  });
});

describe('register answers in the caller language', () => {
  it.each([
    ['zh', '请输入有效的邮箱地址'],
    ['pt', 'Por favor, insira um endereço de e-mail válido'],
    ['pt-BR', 'Por favor, insira um endereço de e-mail válido'],
    ['fr', 'Please enter a valid e-mail address'],
  ])('explains an invalid e-mail address in %s', async (language, message) => {
    const res = await register({ ...(await registerForm(t)), email: 'nope' }, { Language: language });
    expect(res.message).toBe(message);
  });

  it.each([
    ['zh', '两次输入的密码不一致'],
    ['pt', 'As senhas digitadas não coincidem'],
  ])('explains a password mismatch in %s', async (language, message) => {
    const res = await register({ ...(await registerForm(t)), confirmPassword: 'Different1' }, { Language: language });
    expect(res.message).toBe(message);
  });

  it.each([
    ['zh', '请输入计算结果'],
    ['pt', 'Por favor, insira o resultado do cálculo'],
  ])('explains a wrong captcha in %s', async (language, message) => {
    const res = await register({ ...(await registerForm(t)), captchaCode: '77' }, { Language: language });
    expect(res.message).toBe(message);
  });

  it.each([
    ['zh', '该邮箱已注册'],
    ['pt', 'Este endereço de e-mail já está cadastrado'],
  ])('explains a registered address in %s', async (language, message) => {
    const { email } = await activeUser(t);
    const res = await register(await registerForm(t, { email }), { Language: language });
    expect(res.message).toBe(message);
  });

  it('answers success in the caller language', async () => {
    const res = await register(await registerForm(t), { Language: 'zh' });
    expect(res.code).toBe(ResultCode.Success);
    expect(res.message).toBe('成功');
  });
});

describe('register/active', () => {
  it('refuses a wrong code and leaves the account pending', async () => {
    const { email, password } = await registerPending(t);
    const code = await t.lastCodeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await activate(email, wrong);
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter the correct verification code');
    expect((await loginWithPassword(t, email, password)).code).toBe(ResultCode.AccountNotActivated);
  });

  it('refuses a code that is not six digits', async () => {
    const { email } = await registerPending(t);
    const res = await activate(email, '12ab56');
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter the correct verification code');
  });

  it('asks for the code when it is missing', async () => {
    const { email } = await registerPending(t);
    const res = await t.call({ method: 'POST', url: api(UserApi.registerActive), payload: { email } });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter the verification code');
  });

  it('refuses an expired code', async () => {
    const { email } = await registerPending(t);
    const code = await t.lastCodeFor(email);
    await expireCodes(t, email);
    const res = await activate(email, code);
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter the correct verification code');
  });

  it('refuses a reused code', async () => {
    const { email } = await registerPending(t);
    const code = await t.lastCodeFor(email);
    expect((await activate(email, code)).code).toBe(ResultCode.Success);
    const again = await activate(email, code);
    expect(again.code).toBe(ResultCode.BadRequest);
    expect(again.message).toBe('Please enter the correct verification code');
  });

  it('accepts only the newest code', async () => {
    const { email } = await registerPending(t);
    const older = await t.lastCodeFor(email);
    await backdateCodes(t, email);
    expect((await resendCode(email)).code).toBe(ResultCode.Success);
    const newest = await t.lastCodeFor(email);
    if (older !== newest) expect((await activate(email, older)).code).toBe(ResultCode.BadRequest);
    expect((await activate(email, newest)).code).toBe(ResultCode.Success);
  });

  it('still accepts the right code after four wrong ones', async () => {
    const { email } = await registerPending(t);
    const code = await t.lastCodeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await activate(email, wrong)).code).toBe(ResultCode.BadRequest);
    expect((await activate(email, code)).code).toBe(ResultCode.Success);
  });

  it('locks a code after five wrong attempts, until a new one is sent', async () => {
    const { email } = await registerPending(t);
    const code = await t.lastCodeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await activate(email, wrong)).code).toBe(ResultCode.BadRequest);
    const locked = await activate(email, code);
    expect(locked.code).toBe(ResultCode.BadRequest);
    expect(locked.message).toBe('Please enter the correct verification code');

    await backdateCodes(t, email);
    expect((await resendCode(email)).code).toBe(ResultCode.Success);
    expect((await activate(email, await t.lastCodeFor(email))).code).toBe(ResultCode.Success);
  });

  it('refuses an address that never registered', async () => {
    const res = await activate(uniqueEmail('nobody'), '123456');
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter the correct verification code');
  });

  it('refuses a code meant for another address', async () => {
    const first = await registerPending(t);
    const second = await registerPending(t);
    const res = await activate(second.email, await t.lastCodeFor(first.email));
    // The two six-digit codes could match by chance; then the second address is rightly activated.
    if ((await t.lastCodeFor(first.email)) !== (await t.lastCodeFor(second.email))) {
      expect(res.code).toBe(ResultCode.BadRequest);
    }
  });

  it('signs the new account in with a working session', async () => {
    const { email } = await registerPending(t, { nickname: 'Fresh' });
    const res = await activate(email, await t.lastCodeFor(email));
    expect(res.data.token).toEqual(expect.any(String));
    expect(res.data.userInfo).toMatchObject({ email, nickname: 'Fresh', plan: 'free' });
    const me = await userInfo(t, res.data.token);
    expect(me.code).toBe(ResultCode.Success);
    expect(me.data.id).toBe(res.data.userInfo.id);
  });
});

describe('register/sendVerificationCode', () => {
  it('sends a new code once a minute has passed', async () => {
    const { email } = await registerPending(t);
    const before = (await t.outbox()).length;
    await backdateCodes(t, email);
    const res = await resendCode(email);
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toBeNull();
    expect((await t.outbox()).length).toBe(before + 1);
  });

  it('refuses a second code within a minute', async () => {
    const { email } = await registerPending(t);
    const res = await resendCode(email);
    expect(res.res.statusCode).toBe(429);
    expect(res.code).toBe(ResultCode.TooManyRequests);
    expect(res.message).toBe('A code was sent less than a minute ago, please wait before asking again');
  });

  it('refuses more than ten codes an hour', async () => {
    const { email } = await registerPending(t);
    for (let sent = 1; sent < 10; sent++) {
      await backdateCodes(t, email);
      expect((await resendCode(email)).code).toBe(ResultCode.Success);
    }
    await backdateCodes(t, email);
    const res = await resendCode(email);
    expect(res.code).toBe(ResultCode.TooManyRequests);
    expect(res.message).toBe('Too many attempts, please try again later');
  });

  it('refuses an address with no account', async () => {
    const res = await resendCode(uniqueEmail('ghost'));
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('No account uses this e-mail address');
  });

  it('refuses an account that is already active', async () => {
    const { email } = await activeUser(t);
    const res = await resendCode(email);
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('This e-mail address is already registered');
  });

  it('refuses a wrong captcha', async () => {
    const { email } = await registerPending(t);
    await backdateCodes(t, email);
    const res = await resendCode(email, { ...(await solvedCaptcha(t)), captchaCode: '5' });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter the calculation result value');
  });

  it('refuses an invalid e-mail address', async () => {
    const res = await resendCode('not-an-address');
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter a valid e-mail address');
  });

  it('asks for the captcha when it is missing', async () => {
    const res = await t.call({ method: 'GET', url: api(UserApi.registerSendCode), query: { email: uniqueEmail() } });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Please enter the calculation result value');
  });
});
