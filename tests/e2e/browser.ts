import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import pg from 'pg';
import { createHash } from 'node:crypto';
import { expect, inject } from 'vitest';

export const ARTIFACTS = path.resolve(import.meta.dirname, '../../test-results/e2e');

/** `fakeMicrophone`: a WAV file the browser's microphone plays in a loop, granted without asking. */
export async function launchBrowser(options: { fakeMicrophone?: string } = {}): Promise<Browser> {
  const microphone = options.fakeMicrophone
    ? [
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-audio-capture=${options.fakeMicrophone}`,
      ]
    : [];
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      ...microphone,
    ],
  });
}

export const DESKTOP_VIEWPORT = { width: 1440, height: 900 };

/**
 * Nothing may stick out sideways (a phone must not scroll left and right). A failure names the last elements that
 * reach past the window's right edge, the deepest of them last. `where` says which page or screen was measured.
 */
export async function expectNoSidewaysScroll(page: Page, where?: string) {
  // Evaluated in the page, which has a DOM; this file's own types do not.
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  const stickingOut = await page.evaluate<string[]>(`[...document.querySelectorAll('body *')]
    .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
    .map((el) => el.tagName.toLowerCase() + '.' + [...el.classList].join('.') + ' ' + Math.round(el.getBoundingClientRect().right))
    .slice(-5)`);
  expect(overflow, `${where ?? page.url()}, sticking out: ${stickingOut.join(', ')}`).toBeLessThanOrEqual(0);
}

export async function newPage(
  browser: Browser,
  viewport = DESKTOP_VIEWPORT,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: `${inject('baseUrl')}/ai/`, viewport, locale: 'en-US' });
  return { context, page: await context.newPage() };
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * Captcha images are meant for people: the test learns which captcha the page shows from the
 * API response and gives it an answer it knows, directly in the database the server uses.
 */
export function watchCaptchas(page: Page) {
  let latest: string | undefined;
  page.on('response', async (response) => {
    if (!response.url().includes('/api/user/v1/captcha/create')) return;
    const body = (await response.json().catch(() => null)) as { data?: { captchaId?: string } } | null;
    if (body?.data?.captchaId) latest = body.data.captchaId;
  });
  return {
    async answer(value = '7') {
      if (!latest) throw new Error('the page has not loaded a captcha');
      const client = new pg.Client({ connectionString: inject('databaseUrl') });
      await client.connect();
      await client.query('update captchas set answer_hash = $1 where id = $2', [
        createHash('sha256').update(value).digest('hex'),
        latest,
      ]);
      await client.end();
      return value;
    },
  };
}

/** The newest six-digit code in the server's outbox for this recipient. */
export function lastCodeFor(recipient: string): string {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const files = fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .filter((f) => f.includes(recipient))
        .sort()
    : [];
  const last = files.at(-1);
  if (!last) throw new Error(`no message to ${recipient} in ${outbox}`);
  const match = /\b(\d{6})\b/.exec(fs.readFileSync(path.join(outbox, last), 'utf8'));
  if (!match) throw new Error(`no code in ${last}`);
  return match[1]!;
}

/** Waits for an element's text to become the expected one (pages re-render after async work), then checks it. */
export async function expectText(page: Page, testId: string, text: string) {
  await page
    .waitForFunction(
      ([id, want]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === want,
      [testId, text],
      {
        timeout: 10_000,
      },
    )
    .catch(() => undefined);
  expect(await page.getByTestId(testId).textContent()).toBe(text);
}

export async function expectTitle(page: Page, title: string) {
  await page.waitForFunction((want) => document.title === want, title, { timeout: 10_000 }).catch(() => undefined);
  expect(await page.title()).toBe(title);
}
