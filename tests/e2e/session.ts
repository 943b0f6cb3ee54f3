import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { lastCodeFor, newPage, watchCaptchas } from './browser';

export interface TTestUser {
  id: number;
  email: string;
  password: string;
  nickname: string;
  token: string;
}

interface TEnvelope<T> {
  code: number | string;
  data: T;
  message?: string;
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { aigcToken: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as TEnvelope<T>;
  if (String(envelope.code) !== '200') throw new Error(`${method} ${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

/** Runs one statement against the database the server under test uses. */
export async function sql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** A captcha of the server with an answer the test knows, set the way watchCaptchas does. */
async function answeredCaptcha(): Promise<{ captchaId: string; captchaCode: string }> {
  const { captchaId } = await call<{ captchaId: string }>('GET', '/user/v1/captcha/create');
  const captchaCode = '7';
  await sql('update captchas set answer_hash = $1 where id = $2', [
    createHash('sha256').update(captchaCode).digest('hex'),
    captchaId,
  ]);
  return { captchaId, captchaCode };
}

/** A new, activated account, made through the API as the register page makes one. */
export async function registerUser(nickname = 'Shell Tester'): Promise<TTestUser> {
  // The letter keeps the random part from reading as a six-digit code in the e-mail.
  const email = `shell.${Date.now()}.x${randomBytes(3).toString('hex')}@example.com`;
  const password = 'Orator123';
  await call('POST', '/user/v2/user/register', {
    email,
    password,
    confirmPassword: password,
    nickname,
    agreeTerms: true,
    ...(await answeredCaptcha()),
  });
  const signedIn = await call<{ token: string; userInfo: { id: number } }>('POST', '/user/v2/user/register/active', {
    email,
    verificationCode: lastCodeFor(email),
  });
  return { id: signedIn.userInfo.id, email, password, nickname, token: signedIn.token };
}

/** Fills in and sends the sign-up page as a visitor does; the page then asks for the e-mailed code. */
export async function fillRegisterForm(page: Page, email: string, nickname: string): Promise<void> {
  const captcha = watchCaptchas(page);
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-nickname').fill(nickname);
  await page.getByTestId('register-password').fill('Orator123');
  await page.getByTestId('register-confirm-password').fill('Orator123');
  await page.getByTestId('captcha-image').waitFor();
  await page.getByTestId('captcha-input').fill(await captcha.answer());
  await page.getByTestId('register-agree').check();
}

/** Enters the newest e-mailed code on the activation step, which signs the new account in. */
export async function activateFromOutbox(page: Page, email: string): Promise<void> {
  await page.getByTestId('activation-code').waitFor();
  await page.getByTestId('activation-code').fill(lastCodeFor(email));
  await page.getByTestId('activation-submit').click();
}

/** Signs the browser in as the server does at login: the session token in the HttpOnly `token` cookie. */
export async function signIn(context: BrowserContext, user: TTestUser): Promise<void> {
  await context.addCookies([
    { name: 'token', value: user.token, url: inject('baseUrl'), httpOnly: true, sameSite: 'Lax' },
  ]);
}

/** The intro tour opens on a browser's first workbench visit; tests about something else start past it. */
export async function skipIntroTour(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: "localStorage.setItem('introTourDone', '1');" });
}

/** Closes the intro tour of a first visit, checking it has its five steps. */
export async function closeIntroTour(page: Page): Promise<void> {
  const tour = page.locator('.intro-tour .ant-tour-section');
  await tour.waitFor();
  const indicators = await page.locator('.intro-tour .ant-tour-indicator').count();
  if (indicators !== 5) throw new Error(`the intro tour has ${indicators} steps, not 5`);
  await page.locator('.intro-tour .ant-tour-close').click();
  await tour.waitFor({ state: 'hidden' });
}

/** Gives the account a plan directly in the database, as a paid order would. */
export async function setPlan(user: TTestUser, plan: 'free' | 'standard' | 'pro' | 'enterprise'): Promise<void> {
  const isPaid = plan !== 'free';
  await sql('update users set plan = $1, subscription_status = $2, vip_expire_time = $3 where id = $4', [
    plan,
    isPaid ? 45 : null,
    isPaid ? new Date(Date.now() + 30 * 86_400_000) : null,
    user.id,
  ]);
}

/** An API token of the account, made as the API settings page makes one (the plan must allow it). */
export async function createApiToken(user: TTestUser): Promise<string> {
  return (await call<{ token: string }>('GET', '/user/v2/generateToken', undefined, user.token)).token;
}

/** Buys K-coins for the account through the sandbox provider, as the recharge page does. */
export async function buyKcoins(user: TTestUser, packageId = 'kc500'): Promise<void> {
  const { orderNo } = await call<{ orderNo: string }>('POST', '/user/v1/payment/buyMoney', { packageId }, user.token);
  await call('POST', '/user/v1/payment/sandbox/confirm', { orderNo, outcome: 'paid' }, user.token);
}

/** A page signed in as the user, past the intro tour, in the given interface language (else the browser's). */
export async function signedInPage(
  browser: Browser,
  user: TTestUser,
  viewport?: { width: number; height: number },
  locale?: 'en' | 'zh' | 'pt',
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, viewport);
  await signIn(context, user);
  await skipIntroTour(context);
  if (locale) await context.addInitScript({ content: `localStorage.setItem('locale', '${locale}');` });
  return { context, page };
}
