import fs from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { AssetApi, type TPage, type TUploadedBackground } from '@orator/contracts';
import { probe } from '@orator/media';
import { PUBLIC_FIGURES } from '../../apps/server/src/modules/image-to-video/public-figures';
import { glassesPhoto } from '../../packages/media/src/try-on/test/product-photos';
import { ARTIFACTS, launchBrowser, screenshot } from './browser';
import { buyKcoins, registerUser, signedInPage, sql, type TTestUser } from './session';

let browser: Browser;
let user: TTestUser;
let workDir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await registerUser('Clip Cleo');
  await buyKcoins(user);
  workDir = await mkdtemp(path.join(os.tmpdir(), 'orator-e2e-video-gen-'));
});
afterAll(() => browser.close());

/** Clicks the download of the clip on screen and keeps the file. */
async function downloadedClip(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('video-gen-result').locator('[data-testid^="video-gen-download-"]').click(),
  ]);
  const file = path.join(workDir, download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** A studio shot of a product, as a seller would film it. */
async function productShot(): Promise<string> {
  const file = path.join(workDir, 'glasses.jpg');
  await writeFile(
    file,
    await sharp(await glassesPhoto())
      .resize({ width: 800 })
      .jpeg()
      .toBuffer(),
  );
  return file;
}

async function account(): Promise<{ balance: number; held: number; clips: number }> {
  const money = await sql('select balance, held from kcoin_accounts where user_id = $1', [user.id]);
  const clips = await sql('select count(*)::int as n from video_gen_tasks where owner_id = $1', [user.id]);
  return { balance: Number(money.rows[0].balance), held: Number(money.rows[0].held), clips: clips.rows[0].n };
}

const CLIP_READY = { timeout: 300_000 };

/** The user's uploaded backgrounds, read through the API as the studio reads them. */
async function uploads(): Promise<TUploadedBackground[]> {
  const response = await fetch(`${inject('baseUrl')}/api${AssetApi.queryUploadFileList}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', aigcToken: user.token },
    body: JSON.stringify({ current: 1, size: 50 }),
  });
  const envelope = (await response.json()) as { code: number | string; data: TPage<TUploadedBackground> };
  expect(String(envelope.code)).toBe('200');
  return envelope.data.records;
}

describe('image and text to video', () => {
  it('films one picture into a portrait clip, composed, and downloads it as an MP4', async () => {
    const { page } = await signedInPage(browser, user);
    await page.goto('ai-character-generation');
    await expect
      .poll(() => page.getByTestId('video-gen-engine-line').textContent())
      .toContain('filmed from your pictures with camera moves');
    await page.getByTestId('video-gen-picture-input').setInputFiles(await productShot());
    await expect.poll(() => page.getByTestId('video-gen-picture-count').textContent()).toBe('1 of 4');
    await page.getByTestId('video-gen-prompt-word-1').click();
    await page.getByTestId('video-gen-ratio-portrait').click();
    await page.getByTestId('video-gen-submit').click();
    await page.getByTestId('video-gen-player').waitFor(CLIP_READY);
    await screenshot(page, 'video-gen-image');
    expect(await page.getByTestId('video-gen-result-engine').textContent()).toBe('Composed from your pictures');

    const info = await probe(await downloadedClip(page));
    expect(info.formatName).toContain('mp4');
    expect(info.video).toMatchObject({ codec: 'h264', width: 720, height: 1280 });
    expect(info.durationSec).toBeGreaterThan(4.5);
  }, 360_000);

  it('makes scene cards from a few sentences into a square clip and downloads it', async () => {
    const { page } = await signedInPage(browser, user);
    await page.goto('aivideogen');
    await expect
      .poll(() => page.getByTestId('video-gen-engine-line').textContent())
      .toContain('scene cards from your text');
    await page.getByTestId('video-gen-text').fill('Fresh coffee every morning. Roasted in small batches.');
    await page.getByTestId('video-gen-ratio-square').click();
    await page.getByTestId('video-gen-submit').click();
    await page.getByTestId('video-gen-player').waitFor(CLIP_READY);
    await screenshot(page, 'video-gen-text');
    expect(await page.getByTestId('video-gen-result-engine').textContent()).toBe('Composed from your text');

    const info = await probe(await downloadedClip(page));
    expect(info.video).toMatchObject({ codec: 'h264', width: 720, height: 720 });
  }, 360_000);

  it('refuses a prompt naming a public figure with the SPEC message, holding and charging nothing', async () => {
    const celebrity = PUBLIC_FIGURES[0]!;
    const { page } = await signedInPage(browser, user);
    await page.goto('ai-character-generation');
    await page.getByTestId('video-gen-picture-input').setInputFiles(await productShot());
    await expect.poll(() => page.getByTestId('video-gen-submit').isEnabled()).toBe(true);
    const before = await account();
    await page.getByTestId('video-gen-prompt').fill(`Slow zoom in on ${celebrity} waving`);
    await page.getByTestId('video-gen-submit').click();
    await expect
      .poll(() => page.getByTestId('video-gen-submit-error').textContent())
      .toBe('The entered text contains violations');
    expect(await account()).toEqual(before);
  }, 120_000);

  it('films one of our template pictures and keeps the clip among the uploads', async () => {
    const { page } = await signedInPage(browser, user);
    await page.goto('ai-character-generation');
    await page.getByTestId('video-gen-ratio-square').click();
    const template = page.locator(
      '[data-testid="video-gen-templates"][data-ratio="1:1"] [data-testid^="video-gen-template-"]',
    );
    await template.first().click();
    await expect.poll(() => page.getByTestId('video-gen-picture-0').getAttribute('data-state')).toBe('ready');
    // The template's own prompt fills the empty prompt.
    expect(await page.getByTestId('video-gen-prompt').inputValue()).not.toBe('');
    await page.getByTestId('video-gen-submit').click();
    await page.getByTestId('video-gen-player').waitFor(CLIP_READY);

    const before = (await uploads()).length;
    await page.getByTestId('video-gen-result').locator('[data-testid^="video-gen-save-"]').click();
    await expect
      .poll(() => page.getByTestId('video-gen-saved').textContent())
      .toBe('Saved to your uploads: you can use it as a video background in the studio');
    const kept = await uploads();
    expect(kept).toHaveLength(before + 1);
    expect(kept[0]).toMatchObject({ kind: 'video', fileName: expect.stringMatching(/\.mp4$/) });
  }, 360_000);

  it('makes a picture from a description offline, picked from the painted scenes for free, into the pictures', async () => {
    const { page } = await signedInPage(browser, user);
    await page.goto('ai-character-generation');
    await expect
      .poll(() => page.getByTestId('video-gen-art-engine').textContent())
      .toBe('Picked from our painted scenes by your words, free: no new picture is drawn');
    const before = await account();
    await page.getByTestId('video-gen-art-prompt').fill('A sunny kitchen with a wooden table');
    await page.getByTestId('video-gen-art-submit').click();
    await expect
      .poll(() => page.getByTestId('video-gen-art-made').textContent())
      .toBe('Added to your pictures: picked from our painted scenes by your words, free');
    await expect.poll(() => page.getByTestId('video-gen-picture-0').getAttribute('data-state')).toBe('ready');
    expect(await page.getByTestId('video-gen-picture-count').textContent()).toBe('1 of 4');
    // The picture shows from its bytes.
    await expect
      .poll(() =>
        page
          .getByTestId('video-gen-picture-0')
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await page.locator('[data-testid^="video-gen-art-recent-"]').first().waitFor();
    expect(await account()).toEqual(before);
  }, 120_000);

  it('shows both pages with a finished clip on a desktop and a phone, and in Chinese and Portuguese', async () => {
    const desktop = { width: 1440, height: 900 };
    const phone = { width: 390, height: 844 };
    const shots = [
      { name: 'image-desktop', kind: 'image', viewport: desktop, locale: 'en', heading: 'Image to video' },
      { name: 'text-desktop', kind: 'text', viewport: desktop, locale: 'en', heading: 'Text to video' },
      { name: 'image-phone', kind: 'image', viewport: phone, locale: 'en', heading: 'Image to video' },
      { name: 'text-phone', kind: 'text', viewport: phone, locale: 'en', heading: 'Text to video' },
      { name: 'image-zh', kind: 'image', viewport: desktop, locale: 'zh', heading: '图片转视频' },
      { name: 'image-pt', kind: 'image', viewport: desktop, locale: 'pt', heading: 'Imagem em vídeo' },
    ] as const;
    for (const shot of shots) {
      const { page, context } = await signedInPage(browser, user, shot.viewport, shot.locale);
      await page.goto(shot.kind === 'image' ? 'ai-character-generation' : 'aivideogen');
      await expect.poll(() => page.locator('.video-gen-page h1').textContent()).toBe(shot.heading);
      // The clip of the page's own kind, opened from the history into the player.
      await page.locator(`[data-kind="${shot.kind}"] [data-testid^="video-gen-history-open-"]`).first().click();
      await page.getByTestId('video-gen-player').waitFor({ timeout: 60_000 });
      // A desktop shows the clip beside the form from the top of the page, a phone the clip itself.
      const top =
        shot.viewport === desktop ? page.locator('.video-gen-page__header') : page.locator('.video-gen-page__result');
      await top.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      fs.mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: path.join(ARTIFACTS, `video-gen-${shot.name}.png`) });
      await context.close();
    }
  }, 240_000);
});
