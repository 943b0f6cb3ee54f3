import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { portrait } from '@orator/media/testing';
import { expectNoSidewaysScroll, launchBrowser, screenshot } from './browser';
import { buyKcoins, registerUser, signedInPage, sql, type TTestUser } from './session';

let browser: Browser;
let user: TTestUser;
let workDir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await registerUser('Cutout Cleo');
  workDir = await mkdtemp(path.join(os.tmpdir(), 'orator-e2e-cutout-'));
});
afterAll(() => browser.close());

/** The K-coins the header shows, as a number. */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-kcoins').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

async function saved(page: Page, testId: string, name: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const file = path.join(workDir, name);
  await download.saveAs(file);
  return sharp(file).toBuffer();
}

describe('smart cutout', () => {
  it('cuts out a portrait, puts it on a podium scene, downloads both, and refuses a 7000 px photo without charge', async () => {
    const portraitFile = path.join(workDir, 'portrait.jpg');
    await writeFile(portraitFile, await portrait('blonde'));
    const hugeFile = path.join(workDir, 'huge.jpg');
    await sharp({ create: { width: 7000, height: 400, channels: 3, background: '#8899aa' } })
      .jpeg()
      .toFile(hugeFile);

    const { page } = await signedInPage(browser, user);
    await page.goto('cutout');
    await expect.poll(() => page.getByTestId('cutout-allowance').textContent()).toBe('Free cutouts left: 3 of 3');
    await page.locator('.cutout-page input[type=file]').first().setInputFiles([portraitFile, hugeFile]);

    await expect
      .poll(() => page.getByTestId('cutout-batch-error').textContent(), { timeout: 20_000 })
      .toBe('The picture can be at most 4000 x 4000 pixels');
    const items = page.getByTestId('cutout-batch-item');
    await expect.poll(() => items.first().getAttribute('data-state'), { timeout: 90_000, interval: 500 }).toBe('done');
    await page.getByTestId('cutout-after').waitFor();
    await expect.poll(() => page.getByTestId('cutout-allowance').textContent()).toBe('Free cutouts left: 2 of 3');
    await screenshot(page, 'cutout-result');

    const png = await saved(page, 'download-cutout', 'portrait-cutout.png');
    const pngMeta = await sharp(png).metadata();
    expect({ format: pngMeta.format, channels: pngMeta.channels, width: pngMeta.width }).toEqual({
      format: 'png',
      channels: 4,
      width: 680,
    });

    await page.getByTestId('backdrop-kind').getByText('Scene').click();
    await page.getByTestId('scene-podium').click();
    await page.getByTestId('backdrop-apply').click();
    await page.getByTestId('download-composition').waitFor({ timeout: 30_000 });
    await screenshot(page, 'cutout-podium');
    const jpeg = await saved(page, 'download-composition', 'portrait-scene.jpg');
    const jpegMeta = await sharp(jpeg).metadata();
    expect({ format: jpegMeta.format, width: jpegMeta.width, height: jpegMeta.height }).toEqual({
      format: 'jpeg',
      width: pngMeta.width,
      height: pngMeta.height,
    });
    // The podium's warm backdrop fills the corner where the portrait's own background was.
    const corner = await sharp(jpeg).extract({ left: 0, top: 0, width: 10, height: 10 }).raw().toBuffer();
    expect(corner[0]! - corner[2]!).toBeGreaterThan(4);

    // One free use was taken, for the portrait only; the refused photo cost nothing.
    const { rows } = await sql('select count(*)::int as used from feature_trials where user_id = $1 and feature = $2', [
      user.id,
      'cutout',
    ]);
    expect(rows[0].used).toBe(1);
  });

  it('charges a paying user for a sample photo picked from the strip, and nothing for a refused 7000 px photo', async () => {
    const payer = await registerUser('Sample Sam');
    await buyKcoins(payer);
    // The three free cutouts already used, as after a few days of use.
    await sql(
      "insert into feature_trials (user_id, feature, ref_id) select $1, 'cutout', 'earlier-' || n from generate_series(1, 3) n",
      [payer.id],
    );
    const hugeFile = path.join(workDir, 'huge-paid.jpg');
    await sharp({ create: { width: 7000, height: 400, channels: 3, background: '#aa9988' } })
      .jpeg()
      .toFile(hugeFile);

    const { page } = await signedInPage(browser, payer);
    await page.goto('cutout');
    await expect
      .poll(() => page.getByTestId('cutout-allowance').textContent())
      .toBe('Each cutout costs 2 K-coins. Members cut out without limit');
    await expect.poll(() => headerBalance(page)).toBeGreaterThan(0);
    const balance = await headerBalance(page);
    const sample = page.getByTestId('cutout-sample-mug');
    await sample.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await screenshot(page, 'cutout-samples');

    await page.locator('.cutout-page input[type=file]').first().setInputFiles(hugeFile);
    await expect
      .poll(() => page.getByTestId('cutout-batch-error').textContent())
      .toBe('The picture can be at most 4000 x 4000 pixels');
    expect(await headerBalance(page)).toBe(balance);

    await sample.click();
    const items = page.getByTestId('cutout-batch-item');
    await expect.poll(() => items.count()).toBe(2);
    await items.nth(1).click();
    await expect.poll(() => items.nth(1).getAttribute('data-state'), { timeout: 90_000, interval: 500 }).toBe('done');
    expect(await items.nth(1).textContent()).toContain('Mug.jpg');
    await page.getByTestId('cutout-after').waitFor();
    // Exactly one cutout's price: the refused photo cost nothing.
    await expect.poll(() => headerBalance(page)).toBe(balance - 2);

    const png = await saved(page, 'download-cutout', 'mug-cutout.png');
    const meta = await sharp(png).metadata();
    expect({ format: meta.format, channels: meta.channels, width: meta.width, height: meta.height }).toEqual({
      format: 'png',
      channels: 4,
      width: 960,
      height: 720,
    });
    // The mug stands in the middle of the wooden table: opaque there, clear in the top corner.
    const alpha = await sharp(png).extractChannel(3).raw().toBuffer();
    expect(alpha[360 * 960 + 440]).toBeGreaterThan(200);
    expect(alpha[20 * 960 + 20]).toBeLessThan(20);
    const { rows } = await sql('select count(*)::int as paid from cutouts where owner_id = $1 and cost_kcoins = 2', [
      payer.id,
    ]);
    expect(rows[0].paid).toBe(1);
  }, 150_000);

  it('lays the cutout page out on a phone in Chinese without sideways scrolling', async () => {
    const { page } = await signedInPage(browser, user, { width: 390, height: 844 }, 'zh');
    await page.goto('cutout');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('智能抠图');
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'cutout-mobile-zh');
  });
});
