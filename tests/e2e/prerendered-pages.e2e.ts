import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { LOCALES, type TLocale } from '@orator/contracts';
import { launchBrowser, newPage, screenshot } from './browser';
import { registerUser, signIn } from './session';

/** The home page's headline in each language, as the web app's texts give it. */
const HEADLINES = Object.fromEntries(
  LOCALES.map((locale) => {
    const file = path.resolve(import.meta.dirname, `../../apps/web/src/locales/${locale}/site.json`);
    return [locale, (JSON.parse(fs.readFileSync(file, 'utf8')) as { home: { headline: string } }).home.headline];
  }),
) as Record<TLocale, string>;

const homeOf = (locale: TLocale) => (locale === 'en' ? 'home' : `${locale}/home`);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Console errors (React reports a hydration mismatch there), page errors and failed requests. */
function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

/**
 * Keeps the headline element the server's HTML holds, before any script runs: a page React hydrated still shows
 * that element; one it rendered again shows a new one.
 */
async function keepServedHeadline(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { servedHeadline: Element | null }).servedHeadline = document.querySelector('main h1');
    });
  });
}

const showsServedHeadline = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { servedHeadline: Element | null }).servedHeadline === document.querySelector('main h1'),
  );

describe('a public page drawn by the build', () => {
  it.each(LOCALES)('shows its headline in %s to a browser without JavaScript', async (locale) => {
    const context = await browser.newContext({
      baseURL: `${inject('baseUrl')}/ai/`,
      javaScriptEnabled: false,
      locale: 'en-US',
    });
    const page = await context.newPage();
    const response = await page.goto(homeOf(locale));
    expect(response?.status()).toBe(200);
    expect(await page.locator('main h1').textContent()).toBe(HEADLINES[locale]);
    expect(await page.locator('html').getAttribute('lang')).toBe(locale);
    // Its own head tags are still there, and the app's styles are in the page.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${inject('baseUrl')}/ai/${homeOf(locale)}`,
    );
    const headlineSize = await page.locator('main h1').evaluate((element) => getComputedStyle(element).fontSize);
    expect(parseFloat(headlineSize)).toBeGreaterThan(30);
    await screenshot(page, `prerendered-no-javascript-${locale}`);
    await context.close();
  });

  it.each(LOCALES)(
    'comes alive in %s on the same elements, with no console error or hydration warning',
    async (locale) => {
      const { context, page } = await newPage(browser);
      const problems = watchProblems(page);
      await keepServedHeadline(page);
      await page.goto(homeOf(locale));
      // The footer's year is known to the browser only: it shows once the page has hydrated.
      await page.locator('.public-site__copyright').waitFor();
      // The language menu is a button until the visitor reaches for it; opening it shows the page responds.
      await page.getByTestId('language-switcher').click();
      await page.getByTestId(`language-option-${locale === 'en' ? 'pt' : 'en'}`).waitFor();
      expect(await showsServedHeadline(page)).toBe(true);
      expect(await page.locator('main h1').textContent()).toBe(HEADLINES[locale]);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('leads a guest from a tool page into the tool, through the login page', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    const problems = watchProblems(page);
    await keepServedHeadline(page);
    await page.goto('digital-avatar');
    await page.getByTestId('site-menu-button').waitFor();
    expect(await showsServedHeadline(page)).toBe(true);
    await page.getByTestId('landing-start').click();
    await page.waitForURL((url) => url.pathname === '/ai/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/create');
    await page.getByTestId('login-email').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('gives a signed-in visitor the way to the workbench, and opens a tool directly', async () => {
    const user = await registerUser('Prerender Visitor');
    const { context, page } = await newPage(browser);
    await signIn(context, user);
    const problems = watchProblems(page);
    await keepServedHeadline(page);
    await page.goto('digital-avatar');
    await page.getByTestId('site-open-workbench').waitFor();
    expect(await showsServedHeadline(page)).toBe(true);
    expect(await page.getByTestId('site-login').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.getByTestId('landing-start').click();
    await page.waitForURL((url) => url.pathname === '/ai/create');
    await context.close();
  });

  it('draws the login form before any script runs, which cannot be sent until the page has hydrated', async () => {
    const context = await browser.newContext({
      baseURL: `${inject('baseUrl')}/ai/`,
      javaScriptEnabled: false,
      locale: 'en-US',
    });
    const page = await context.newPage();
    await page.goto('login?redirect=%2Fcreate');
    await page.getByTestId('login-email').fill('early@example.com');
    expect(await page.getByRole('textbox', { name: 'E-mail', exact: true }).count()).toBe(1);
    expect(await page.getByTestId('login-submit').isDisabled()).toBe(true);
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/ai/login');
    await screenshot(page, 'prerendered-login-no-javascript');
    await context.close();
  });

  it('signs in from the login page hydrated on its served elements, keeping what was typed before', async () => {
    const user = await registerUser('Prerender Login');
    const { context, page } = await newPage(browser);
    const problems = watchProblems(page);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { servedField: Element | null }).servedField = document.querySelector('input');
      });
    });
    await page.goto('login?redirect=%2Fcreate', { waitUntil: 'commit' });
    await page.getByTestId('login-email').fill(user.email);
    await page.getByTestId('login-password').fill(user.password);
    await expect.poll(() => page.getByTestId('login-submit').isEnabled()).toBe(true);
    expect(
      await page.evaluate(
        () => (window as unknown as { servedField: Element | null }).servedField === document.querySelector('input'),
      ),
    ).toBe(true);
    expect(await page.getByTestId('login-register-link').getAttribute('href')).toBe('/ai/register?redirect=%2Fcreate');
    expect(problems).toEqual([]);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/ai/create');
    await context.close();
  });

  it('shows a visitor who chose Chinese the English address in Chinese, drawn again without an error', async () => {
    const { context, page } = await newPage(browser);
    await context.addInitScript({ content: "localStorage.setItem('locale', 'zh');" });
    const problems = watchProblems(page);
    await page.goto('home');
    await expect.poll(() => page.locator('main h1').textContent()).toBe(HEADLINES.zh);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await context.close();
  });
});
