import fsp from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResultCode, UserApi, type TLoginResult } from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, solvedCaptcha, type TestApp } from '../../../test/helper';
import { activeUser, uniqueEmail } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A distinct client address on this machine: the loopback range. */
const client = (n: number) => `127.0.0.${n}`;

interface Attempt {
  from: number;
  /** Solve a captcha and send it along, as a captcha solver (or the owner, when asked) would. */
  captcha?: boolean;
  headers?: Record<string, string>;
}

async function login(email: string, password: string, { from, captcha = false, headers = {} }: Attempt) {
  return t.call<TLoginResult>({
    method: 'POST',
    url: api(UserApi.login),
    remoteAddress: client(from),
    headers,
    payload: { email, password, ...(captcha ? await solvedCaptcha(t) : {}) },
  });
}

/** What the caller can see of an answer. */
const seen = (res: Awaited<ReturnType<typeof login>>) => ({
  status: res.res.statusCode,
  code: res.code,
  message: res.message,
  data: res.data,
});

const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((counts, code) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }), {});

/** The message as a reader sees it: quoted-printable lines joined and decoded. */
const decoded = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

async function noticesTo(email: string) {
  const files = (await t.outbox()).filter((file) => file.endsWith(`-${email}.eml`));
  const mails = await Promise.all(files.map(async (file) => decoded(await fsp.readFile(file, 'latin1'))));
  return mails.filter((mail) => mail.includes('Subject: Failed sign-in attempts on your Orator account'));
}

/** The notice is sent after the answer; wait for it, then long enough that a second one would have arrived too. */
async function settledNoticesTo(email: string, atLeast: number) {
  await vi.waitFor(async () => expect((await noticesTo(email)).length).toBeGreaterThanOrEqual(atLeast), {
    timeout: 5000,
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  return noticesTo(email);
}

describe('a stranger guessing the owner\u2019s password', () => {
  it('does not lock the owner out: she signs in from her own address with the right password and a captcha', async () => {
    const owner = await activeUser(t);
    // Twelve wrong passwords from three addresses, each with a solved captcha once the account asks for one.
    for (let i = 0; i < 12; i++) {
      const res = await login(owner.email, `Wrong${i}abcD`, { from: 2 + (i % 3), captcha: i >= 5 });
      expect(res.code).toBe(ResultCode.ServerError);
    }

    const asked = await login(owner.email, owner.password, { from: 9 });
    expect(seen(asked)).toMatchObject({ status: 200, code: ResultCode.CaptchaRequired });
    const res = await login(owner.email, owner.password, { from: 9, captcha: true });
    expect(res.code, res.message).toBe(ResultCode.Success);
    expect(res.data.userInfo.email).toBe(owner.email);
    // Her success ends the series: the next login is an ordinary one again.
    expect((await login(owner.email, owner.password, { from: 9 })).code).toBe(ResultCode.Success);
  });

  it('limits the client that fails after ten failures on the account, and no other client or account', async () => {
    const owner = await activeUser(t);
    const other = await activeUser(t);
    for (let i = 0; i < 10; i++)
      expect((await login(owner.email, 'Wrong1234', { from: 20, captcha: true })).code).toBe(ResultCode.ServerError);

    const limited = await login(owner.email, 'Wrong1234', { from: 20, captcha: true });
    expect(seen(limited)).toEqual({
      status: 429,
      code: ResultCode.TooManyRequests,
      message: 'Too many attempts, please try again later',
      data: null,
    });
    // Even the right password is not checked for that client: it has used up its guesses on this account.
    expect((await login(owner.email, owner.password, { from: 20, captcha: true })).code).toBe(
      ResultCode.TooManyRequests,
    );
    expect((await login(other.email, 'Wrong1234', { from: 20 })).code).toBe(ResultCode.ServerError);
    expect((await login(other.email, other.password, { from: 20 })).code).toBe(ResultCode.Success);
    expect((await login(owner.email, owner.password, { from: 21, captcha: true })).code).toBe(ResultCode.Success);
  });

  it('counts only the last 15 minutes', async () => {
    const owner = await activeUser(t);
    for (let i = 0; i < 10; i++) await login(owner.email, 'Wrong1234', { from: 22, captcha: true });
    expect((await login(owner.email, 'Wrong1234', { from: 22, captcha: true })).code).toBe(ResultCode.TooManyRequests);

    await t.ctx.database.db.execute(
      sql`update login_failures set created_at = created_at - interval '15 minutes 1 second' where target = ${owner.email}`,
    );
    expect((await login(owner.email, 'Wrong1234', { from: 22 })).code).toBe(ResultCode.ServerError);
    expect((await login(owner.email, owner.password, { from: 22 })).code).toBe(ResultCode.Success);
  });

  it('checks at most ten of 40 parallel guesses from one client against the password', async () => {
    const owner = await activeUser(t);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(owner.email, `Guess${i}abcD`, { from: 23, captcha: true })),
    );
    expect(tally(answers.map((res) => res.code))).toEqual({
      [ResultCode.ServerError]: 10,
      [ResultCode.TooManyRequests]: 30,
    });
  });

  it('checks at most five of 40 parallel guesses from 40 clients without a captcha', async () => {
    const owner = await activeUser(t);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(owner.email, `Guess${i}abcD`, { from: 100 + i })),
    );
    expect(tally(answers.map((res) => res.code))).toEqual({
      [ResultCode.ServerError]: 5,
      [ResultCode.CaptchaRequired]: 35,
    });
  });
});

describe('the captcha step-up', () => {
  it('is not asked before five failures on the account', async () => {
    const owner = await activeUser(t);
    for (let i = 0; i < 4; i++) await login(owner.email, 'Wrong1234', { from: 30 + i });
    expect((await login(owner.email, owner.password, { from: 40 })).code).toBe(ResultCode.Success);
  });

  it('asks every client for a captcha after five failures, in the caller\u2019s language', async () => {
    const owner = await activeUser(t);
    for (let i = 0; i < 5; i++) await login(owner.email, 'Wrong1234', { from: 41 + i });

    expect(seen(await login(owner.email, owner.password, { from: 50 }))).toEqual({
      status: 200,
      code: ResultCode.CaptchaRequired,
      message: 'There were several failed sign-ins to this account. Please enter the calculation result to continue.',
      data: null,
    });
    expect((await login(owner.email, owner.password, { from: 50, headers: { Language: 'zh' } })).message).toBe(
      '该账号近期多次登录失败，请输入计算结果后继续。',
    );
    expect((await login(owner.email, owner.password, { from: 50, headers: { Language: 'pt' } })).message).toBe(
      'Houve várias tentativas de login sem sucesso nesta conta. Insira o resultado do cálculo para continuar.',
    );
  });

  it('refuses a wrong or spent captcha before looking at the password, and accepts a right one', async () => {
    const owner = await activeUser(t);
    for (let i = 0; i < 5; i++) await login(owner.email, 'Wrong1234', { from: 51 });

    const send = (payload: Record<string, unknown>) =>
      t.call<TLoginResult>({
        method: 'POST',
        url: api(UserApi.login),
        remoteAddress: client(52),
        payload: { email: owner.email, password: owner.password, ...payload },
      });
    const wrong = await send({ ...(await solvedCaptcha(t)), captchaCode: '13' });
    expect(seen(wrong)).toMatchObject({
      code: ResultCode.BadRequest,
      message: 'Please enter the calculation result value',
    });
    expect((await send({ captchaId: 'no-such-captcha', captchaCode: '12' })).code).toBe(ResultCode.BadRequest);
    expect((await send({ captchaCode: '12' })).code).toBe(ResultCode.BadRequest);

    const captcha = await solvedCaptcha(t);
    expect((await send({ ...captcha, password: 'Wrong1234' })).code).toBe(ResultCode.ServerError);
    expect((await send(captcha)).code, 'a captcha answers one request').toBe(ResultCode.BadRequest);
    expect((await send(await solvedCaptcha(t))).code).toBe(ResultCode.Success);
  });
});

describe('the notice to the owner', () => {
  it('is sent once when the account starts asking for a captcha, even under parallel failures', async () => {
    const owner = await activeUser(t, { nickname: 'Olivia' });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(owner.email, `Guess${i}abcD`, { from: 60 + (i % 4), captcha: true })),
    );

    const notices = await settledNoticesTo(owner.email, 1);
    expect(notices).toHaveLength(1);
    const notice = notices[0]!;
    expect(notice).toContain('Content-Language: en');
    expect(notice).toContain('Hello Olivia,');
    expect(notice).toMatch(/Someone entered a wrong password for your Orator account \d+ times in the last 15/);
    for (const from of [60, 61, 62, 63]) expect(notice).toContain(client(from));
    expect(notice).toMatch(/The latest attempt was at \d{4}-\d\d-\d\d \d\d:\d\d UTC\./);
    expect(notice).toContain('Forgot password?');

    // Further failures in the series do not send another.
    for (let i = 0; i < 5; i++) await login(owner.email, 'Wrong1234', { from: 64, captcha: true });
    expect(await settledNoticesTo(owner.email, 1)).toHaveLength(1);
  });

  it('is not sent for fewer than five failures', async () => {
    const owner = await activeUser(t);
    for (let i = 0; i < 4; i++) await login(owner.email, 'Wrong1234', { from: 70 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await noticesTo(owner.email)).toHaveLength(0);
  });
});

describe('an address without an account', () => {
  it('answers every step of the attack exactly as an address with one does, and gets no mail', async () => {
    const owner = await activeUser(t);
    const unknown = uniqueEmail('nobody');
    const attack = async (email: string, from: number) => {
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(seen(await login(email, 'Wrong1234', { from })));
      answers.push(seen(await login(email, 'Wrong1234', { from })));
      for (let i = 0; i < 6; i++) answers.push(seen(await login(email, 'Wrong1234', { from, captcha: true })));
      return answers;
    };

    const known = await attack(owner.email, 80);
    expect(known.map((answer) => answer.code)).toEqual([
      ...Array<number>(5).fill(ResultCode.ServerError),
      ResultCode.CaptchaRequired,
      ...Array<number>(5).fill(ResultCode.ServerError),
      ResultCode.TooManyRequests,
    ]);
    expect(await attack(unknown, 80)).toEqual(known);
    await settledNoticesTo(owner.email, 1);
    expect((await t.outbox()).filter((file) => file.includes(unknown))).toHaveLength(0);
  });
});
