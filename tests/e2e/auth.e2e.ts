import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectText, launchBrowser, newPage, screenshot } from './browser';
import { activateFromOutbox, closeIntroTour, fillRegisterForm } from './session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a new user', () => {
  it('registers, reads the code from the outbox, logs in, stays signed in across a reload and logs out', async () => {
    const { context, page } = await newPage(browser);
    const email = `e2e.${Date.now()}@example.com`;

    await page.goto('/');
    await page.waitForURL(/\/ai\/login\?redirect=/);

    await page.getByTestId('login-register-link').click();
    await page.waitForURL(/\/ai\/register/);
    await fillRegisterForm(page, email, 'Ada E2E');
    await screenshot(page, 'register-form');
    await page.getByTestId('register-submit').click();
    await activateFromOutbox(page, email);
    await page.waitForURL(/\/ai\/workbench/);
    // A new account's first workbench visit opens the intro tour over the page.
    await closeIntroTour(page);
    await expectText(page, 'workbench-email', email);

    // The server set the session cookie out of scripts' reach (docs/security.md, item 7).
    const token = (await context.cookies()).find((c) => c.name === 'token');
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(token?.value).toBeTruthy();
    expect(await page.evaluate(() => document.cookie)).not.toContain(token!.value);
    await page.getByTestId('logout-button').click();
    await page.waitForURL(/\/ai\/login/);
    expect((await context.cookies()).find((c) => c.name === 'token')?.value ?? '').toBe('');

    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill('Orator123');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/ai\/workbench/);
    const session = (await context.cookies()).find((c) => c.name === 'token');
    expect(session?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain(session!.value);
    await page.reload();
    await page.getByTestId('workbench-greeting').waitFor();
    expect(page.url()).toMatch(/\/ai\/workbench$/);
    await screenshot(page, 'workbench-signed-in');

    await page.getByTestId('logout-button').click();
    await page.waitForURL(/\/ai\/login/);
    await context.close();
  });

  it('is told in a toast when the password is wrong', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('login');
    await page.getByTestId('login-email').fill('nobody@example.com');
    await page.getByTestId('login-password').fill('Wrong1234');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Incorrect e-mail address or password').waitFor()).resolves.toBeUndefined();
    await context.close();
  });
});
