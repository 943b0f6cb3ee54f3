import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, UserApi } from '@orator/contracts';
import { api } from '../../../test/api';
import { readEml, type Eml } from '../../../test/eml';
import { createTestApp, solvedCaptcha, type TestApp } from '../../../test/helper';
import { activeUser, registerForm, setUser } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SCRIPT_NICKNAME = '<script>alert("hi")</script> & Ana';

async function lastMailTo(email: string) {
  const file = (await t.outbox()).filter((f) => path.basename(f).endsWith(`${email}.eml`)).at(-1);
  if (!file) throw new Error(`no e-mail to ${email}`);
  const eml = await readEml(file);
  const part = (type: string) => eml.parts.find((p) => p.contentType === type)?.body ?? '';
  return { eml, text: part('text/plain'), html: part('text/html') };
}

async function register(nickname: string, headers: Record<string, string>) {
  const form = await registerForm(t, { nickname });
  const res = await t.call({ method: 'POST', url: api(UserApi.register), headers, payload: form });
  expect(res.code, res.message).toBe(ResultCode.Success);
  return form.email.toLowerCase();
}

const header = (eml: Eml, name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(eml.headers)?.[1];

describe('code e-mails', () => {
  it('sends the sign-up code as a text part and a branded HTML part in the caller language', async () => {
    const email = await register('Lin', { Language: 'zh' });
    const code = await t.lastCodeFor(email);
    const { eml, text, html } = await lastMailTo(email);

    expect(header(eml, 'Content-Type')).toMatch(/^multipart\/alternative;/);
    expect(header(eml, 'Content-Language')).toBe('zh');
    expect(eml.parts.map((p) => p.contentType)).toEqual(['text/plain', 'text/html']);
    expect(text).toContain('Lin，您好：');
    expect(text).toContain('请输入以下验证码激活您的 Orator 账号：');
    expect(text).toMatch(new RegExp(`^ +${code}$`, 'm'));
    expect(html).toMatch(/^<!doctype html>\n<html lang="zh">/);
    expect(html).toContain('<title>激活您的 Orator 账号</title>');
    expect(html).toMatch(new RegExp(`<div style="[^"]*font-size:36px[^"]*user-select:all[^"]*">${code}</div>`));
    expect(html).toContain('此邮件由 Orator 自动发送');
  });

  it('escapes the nickname in the HTML part and keeps it as typed in the text part', async () => {
    const email = await register(SCRIPT_NICKNAME, { Language: 'en' });
    const { text, html } = await lastMailTo(email);
    expect(text).toContain(`Hello ${SCRIPT_NICKNAME},`);
    expect(html).toContain('Hello &lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; Ana,');
    expect(html).not.toMatch(/<script/i);
  });

  it('styles the HTML inline only, for mail clients that drop style sheets', async () => {
    const email = await register('Style Check', {});
    const { html } = await lastMailTo(email);
    expect(html).not.toMatch(/<style|<link|class=/i);
    expect(html).toContain('<html lang="en">');
  });

  it('sends the password reset code in Portuguese, greeting the account by its nickname', async () => {
    const user = await activeUser(t);
    await setUser(t, user.user.id, { nickname: 'Joana <b>' });
    const res = await t.call({
      method: 'POST',
      url: api(UserApi.forgetPassword),
      headers: { Language: 'pt' },
      payload: { email: user.email, ...(await solvedCaptcha(t)) },
    });
    expect(res.code, res.message).toBe(ResultCode.Success);
    const code = await t.lastCodeFor(user.email);
    const { eml, text, html } = await lastMailTo(user.email);
    expect(header(eml, 'Content-Language')).toBe('pt');
    expect(text).toContain('Olá, Joana <b>,');
    expect(html).toContain('Olá, Joana &lt;b&gt;,');
    expect(html).toContain('Digite este código para escolher uma nova senha para sua conta Orator:');
    expect(html).toContain(`>${code}</div>`);
  });
});
