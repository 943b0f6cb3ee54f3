import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { glassesPhoto } from '../../packages/media/src/try-on/test/product-photos';
import { launchBrowser, screenshot } from './browser';
import { buyKcoins, registerUser, signedInPage, type TTestUser } from './session';

let browser: Browser;
let user: TTestUser;
let workDir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await registerUser('Model Mia');
  await buyKcoins(user);
  workDir = await mkdtemp(path.join(os.tmpdir(), 'orator-e2e-ai-model-'));
});
afterAll(() => browser.close());

async function downloaded(page: Page, testId: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const file = path.join(workDir, download.suggestedFilename());
  await download.saveAs(file);
  return readFile(file);
}

/** Four studio shots of a pair of glasses, taller than SPEC 5's 500 px. */
async function glassesShots(): Promise<string[]> {
  const shot = await sharp(await glassesPhoto())
    .extend({ top: 150, bottom: 150, background: '#ffffff' })
    .jpeg()
    .toBuffer();
  return Promise.all(
    [1, 2, 3, 4].map(async (n) => {
      const file = path.join(workDir, `glasses-${n}.jpg`);
      await writeFile(file, shot);
      return file;
    }),
  );
}

describe('AI model', () => {
  it('tries glasses on a stock model, composed from the photos, and downloads the picture', async () => {
    const { page } = await signedInPage(browser, user);
    await page.goto('real-life-model');
    await expect
      .poll(() => page.getByTestId('ai-model-engine-line').textContent())
      .toContain('Composed from your photos');
    await page.getByTestId('ai-model-product-input').setInputFiles(await glassesShots());
    await expect.poll(() => page.getByTestId('ai-model-product-count').textContent()).toBe('4 of 10');
    await page.getByTestId('ai-model-stock-model-1').click();
    await page.getByTestId('ai-model-generate').click();
    await page.getByTestId('ai-model-image-3').waitFor({ timeout: 300_000 });
    await screenshot(page, 'ai-model-result');
    expect(await page.getByTestId('ai-model-result-engine').textContent()).toBe('Composed from your photos');

    const picture = await downloaded(page, 'ai-model-download-0');
    // Done and paid for: the next generation may start.
    await expect.poll(() => page.getByTestId('ai-model-generate').isEnabled()).toBe(true);
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'jpeg', width: 680, height: 850 });
  }, 360_000);
});
