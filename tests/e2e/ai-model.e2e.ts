import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { portrait } from '@orator/media/testing';
import { glassesPhoto } from '../../packages/media/src/try-on/test/product-photos';
import { expectNoSidewaysScroll, launchBrowser, screenshot } from './browser';
import { buyKcoins, registerUser, signedInPage, sql, type TTestUser } from './session';

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

/** The user's K-coins and what they owe: the balance, what is held for running work, and the generations made. */
async function accountState() {
  const money = await sql('select balance::int, held::int from kcoin_accounts where user_id = $1', [user.id]);
  const tasks = await sql('select count(*)::int as n from ai_model_tasks where owner_id = $1', [user.id]);
  return { ...money.rows[0], tasks: tasks.rows[0].n };
}

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

  it('tries glasses on the user’s own portrait and downloads the picture', async () => {
    const own = await portrait('painted');
    const ownFile = path.join(workDir, 'me.jpg');
    await writeFile(ownFile, own);
    const { page } = await signedInPage(browser, user);
    await page.goto('real-life-model');
    await page.getByTestId('ai-model-product-input').setInputFiles(await glassesShots());
    await expect.poll(() => page.getByTestId('ai-model-product-count').textContent()).toBe('4 of 10');
    await page.getByTestId('ai-model-source').getByText('My photo').click();
    await page.getByTestId('ai-model-person-input').setInputFiles(ownFile);
    await expect.poll(() => page.getByTestId('ai-model-person-0').getAttribute('data-state')).toBe('ready');
    await expect.poll(() => page.getByTestId('ai-model-generate').isEnabled()).toBe(true);
    await page.getByTestId('ai-model-generate').click();
    await page.getByTestId('ai-model-image-0').waitFor({ timeout: 300_000 });
    await page.getByTestId('ai-model-image-0').locator('img').waitFor();
    await screenshot(page, 'ai-model-own-portrait');

    const picture = await downloaded(page, 'ai-model-download-0');
    const { width, height } = await sharp(own).metadata();
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'jpeg', width, height });
    // The glasses change the face somewhere: one cell of a 32 x 32 grid differs far more than re-encoding would.
    const cells = async (image: Buffer) =>
      sharp(image).resize(32, 32, { fit: 'fill', kernel: 'cubic' }).greyscale().raw().toBuffer();
    const [before, after] = await Promise.all([cells(own), cells(picture)]);
    const change = Math.max(...before.map((value, i) => Math.abs(value - after[i]!)));
    expect(change, `largest cell change ${change}`).toBeGreaterThan(20);
  }, 360_000);

  it('refuses a 7000 px product picture with the SPEC message, and the K-coins stay as they were', async () => {
    const huge = path.join(workDir, 'glasses-huge.jpg');
    await sharp({ create: { width: 7000, height: 1200, channels: 3, background: '#f4f4f2' } })
      .jpeg()
      .toFile(huge);
    const before = await accountState();
    expect(before.balance).toBeGreaterThan(0);
    const { page } = await signedInPage(browser, user);
    await page.goto('real-life-model');
    await page.getByTestId('ai-model-product-input').setInputFiles(huge);
    await expect
      .poll(() => page.getByTestId('ai-model-product-error-0').textContent())
      .toBe('The picture can be at most 6000 x 6000 pixels');
    expect(await page.getByTestId('ai-model-generate').isEnabled()).toBe(false);
    expect(await accountState()).toEqual(before);
  });

  it('shows the page with four product photos on a phone, and in Chinese and Portuguese', async () => {
    const shots = [
      { name: 'phone', viewport: { width: 390, height: 844 }, locale: 'en', heading: 'AI model' },
      { name: 'zh', viewport: { width: 1440, height: 900 }, locale: 'zh', heading: 'AI 模特' },
      { name: 'pt', viewport: { width: 1440, height: 900 }, locale: 'pt', heading: 'Modelo IA' },
    ] as const;
    const shots4 = await glassesShots();
    for (const shot of shots) {
      const { page, context } = await signedInPage(browser, user, shot.viewport, shot.locale);
      await page.goto('real-life-model');
      await expect.poll(() => page.locator('.ai-model-page h1').textContent()).toBe(shot.heading);
      await page.getByTestId('ai-model-product-input').setInputFiles(shots4);
      await expect.poll(() => page.getByTestId('ai-model-product-3').getAttribute('data-state')).toBe('ready');
      // The page must fit the phone's width: nothing scrolls sideways.
      await expectNoSidewaysScroll(page);
      await screenshot(page, `ai-model-${shot.name}`);
      await context.close();
    }
  }, 120_000);
});
