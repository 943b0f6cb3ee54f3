import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { LOCALES, PUBLIC_SITE_PAGES, type TLocale } from '@orator/contracts';
import { DESKTOP_VIEWPORT, expectNoSidewaysScroll, launchBrowser, newPage, screenshot } from './browser';

const PHONE = { width: 390, height: 844 };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const addressOf = (locale: TLocale, path: string) => `${locale === 'en' ? '' : `${locale}/`}${path.slice(1)}`;

/** Everything a visitor's browser would report as wrong: console errors, page errors and failed requests. */
function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** Opens a page and waits until it has drawn its heading and fetched what it needs. */
async function visit(page: Page, address: string, problems: readonly string[]) {
  const response = await page.goto(address);
  expect(response?.status(), address).toBe(200);
  await page
    .locator('main h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch((error: Error) => {
      throw new Error(`${address} drew no heading (${problems.join('; ') || 'no error reported'}): ${error.message}`);
    });
  await page.waitForLoadState('networkidle');
}

/**
 * The page narrowed to a phone in place (a second visit of every page in every language outlasted a test's time on a
 * busy machine): nothing may stick out sideways once the phone header has replaced the desktop one.
 */
async function expectToFitPhone(page: Page, address: string) {
  await page.setViewportSize(PHONE);
  await page.getByTestId('site-menu-button').waitFor();
  await expectNoSidewaysScroll(page, address);
}

describe('every public page', () => {
  it.each(LOCALES)('renders in %s, and fits a phone, with no console error and no failed request', async (locale) => {
    const { context, page } = await newPage(browser);
    const problems = watchProblems(page);
    for (const { path, meta } of PUBLIC_SITE_PAGES) {
      const address = addressOf(locale, path);
      await visit(page, address, problems);
      // The server wrote the page's own title before any script ran; the app keeps it.
      const served = await (await context.request.get(address)).text();
      const title = /<title>([^<]*)<\/title>/.exec(served)?.[1];
      expect(title, `${address} (${meta})`).toBeTruthy();
      expect(served).toContain(`<link rel="canonical" href="${inject('baseUrl')}/ai/${address}" />`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      expect(await page.locator('main h1').count(), address).toBe(1);
      if (locale === 'en') await screenshot(page, `public-${path.slice(1).replaceAll('/', '-')}`);
      await expectToFitPhone(page, address);
      if (locale === 'pt') await screenshot(page, `public-phone-pt-${path.slice(1).replaceAll('/', '-')}`);
      await page.setViewportSize(DESKTOP_VIEWPORT);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lists them all in the sitemap and lets crawlers read them', async () => {
    const { context } = await newPage(browser);
    const sitemap = await (await context.request.get('sitemap.xml')).text();
    for (const locale of LOCALES) {
      for (const { path } of PUBLIC_SITE_PAGES) {
        expect(sitemap).toContain(`<loc>${inject('baseUrl')}/ai/${addressOf(locale, path)}</loc>`);
      }
    }
    const robots = await (await context.request.get(`${inject('baseUrl')}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${inject('baseUrl')}/ai/sitemap.xml`);
    expect(robots).toContain('Disallow: /ai/');
    await context.close();
  });

  it('leads from the footer to the help centre and on to a guide, in the visitor language', async () => {
    const { context, page } = await newPage(browser);
    const problems = watchProblems(page);
    await visit(page, 'zh/home', problems);
    await page.getByTestId('site-footer-help').click();
    await page.getByTestId('info-help').waitFor();
    expect(new URL(page.url()).pathname).toBe('/ai/zh/help');
    await page.getByTestId('help-topic-recording').getByRole('link').click();
    await page.getByTestId('landing-voiceCloneModelEssay').waitFor();
    expect(new URL(page.url()).pathname).toBe('/ai/zh/voice-clone-model-essay');
    await expect.poll(() => page.title()).toContain('Orator');
    expect(problems).toEqual([]);
    await context.close();
  });
});
