import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { probe } from '@orator/media';
import { portrait } from '@orator/media/testing';
import { launchBrowser, screenshot } from './browser';
import { buyKcoins, registerUser, setPlan, signedInPage, sql, type TTestUser } from './session';

const SCRIPT =
  'Hello and welcome. In this short video I will show you how our studio turns a written script into a presenter video.';

let browser: Browser;
let user: TTestUser;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await registerUser('Video Vera');
  await buyKcoins(user);
  // Two videos render side by side: the free plan allows one at a time.
  await setPlan(user, 'pro');
});
afterAll(() => browser.close());

/** The K-coins the page shows: the create page's cost summary, or the shell header elsewhere. */
async function headerBalance(page: Page): Promise<number> {
  const onCreate = page.url().includes('/ai/create');
  const balance = page.getByTestId(onCreate ? 'cost-balance' : 'header-kcoins');
  await expect.poll(async () => /\d/.test((await balance.textContent()) ?? '')).toBe(true);
  return Number(((await balance.textContent()) ?? '').replace(/\D/g, ''));
}

async function quotedCost(page: Page): Promise<number> {
  await expect
    .poll(async () => Number((await page.getByTestId('cost-kcoins').textContent())?.replace(/\D/g, '') ?? 0))
    .toBeGreaterThan(0);
  return Number((await page.getByTestId('cost-kcoins').textContent())?.replace(/\D/g, ''));
}

/** Writes the script, generates, and returns the quoted cost once the app has moved to the project centre. */
async function generate(page: Page, name: string): Promise<number> {
  await page.getByTestId('script-input').fill(SCRIPT);
  await page.getByTestId('task-name').fill(name);
  const cost = await quotedCost(page);
  await page.getByTestId('generate').click();
  await page.waitForURL(/\/ai\/my\?tab=video/);
  return cost;
}

/** Clicks something that downloads a file and keeps the file on disk. */
async function savedDownload(page: Page, click: () => Promise<void>, taskId: number): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const saved = path.join(os.tmpdir(), `orator-e2e-${process.pid}-${taskId}.mp4`);
  await download.saveAs(saved);
  return saved;
}

async function taskIdByName(name: string): Promise<number> {
  const { rows } = await sql('select id from video_tasks where task_name = $1 and owner_id = $2', [name, user.id]);
  return rows[0].id as number;
}

describe('avatar video studio', () => {
  it('makes a 9:16 stock-presenter video and a talking-photo video, charging at most the quoted K-coins', async () => {
    const { page } = await signedInPage(browser, user);
    await page.goto('create');
    await page.getByTestId('presenter-grid').locator('button').first().waitFor();
    const start = await headerBalance(page);

    await page.getByTestId('ratio-9:16').click();
    await expect.poll(() => page.getByTestId('preview-frame').getAttribute('data-ratio')).toBe('9:16');
    await screenshot(page, 'create-stock-9x16');
    const stockCost = await generate(page, 'Stock 9x16');

    await page.goto('create');
    await page.getByTestId('avatar-tab-photos').click();
    const photoFile = path.join(os.tmpdir(), `orator-e2e-portrait-${process.pid}.jpg`);
    await writeFile(photoFile, await portrait('blonde'));
    await page.locator('.photo-upload input[type=file]').setInputFiles(photoFile);
    const photoTile = page.getByTestId('photo-grid').locator('button.avatar-tile__pick').first();
    // The tile becomes a button once the face is found and the sprite drawn.
    await photoTile.waitFor({ timeout: 60_000 });
    await photoTile.click();
    await expect.poll(() => photoTile.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'create-talking-photo');
    const photoCost = await generate(page, 'Talking photo');

    const stockId = await taskIdByName('Stock 9x16');
    const photoId = await taskIdByName('Talking photo');
    for (const id of [stockId, photoId]) {
      await expect
        .poll(async () => (await sql('select status from video_tasks where id = $1', [id])).rows[0].status, {
          timeout: 120_000,
          interval: 1000,
        })
        .toBe(192);
    }
    // Each finished video opens the popup once; the poller looks again within 30 s of its last round.
    // antd keeps the popup's test id on a wrapper, so the visible name stands for the popup.
    const popupName = page.getByTestId('video-completed-name');
    await popupName.waitFor({ timeout: 45_000 });
    await screenshot(page, 'video-completed-popup');
    const firstName = await popupName.textContent();
    const [firstId, secondId] = firstName === 'Stock 9x16' ? [stockId, photoId] : [photoId, stockId];
    await page.getByTestId('video-completed-view').click();
    await page.waitForURL(new RegExp(`digitalDetail\\?id=${firstId}$`));

    // The other video's popup follows; its download button saves the MP4.
    await expect.poll(() => popupName.textContent(), { timeout: 45_000 }).not.toBe(firstName);
    const fromPopup = await savedDownload(page, () => page.getByTestId('video-completed-download').click(), secondId);
    expect((await probe(fromPopup)).video).toMatchObject(
      secondId === stockId ? { width: 720, height: 1280 } : { width: 1280, height: 720 },
    );

    // Downloaded before playing: on a loaded machine a playing video can keep the button from holding still.
    const fromDetail = await savedDownload(page, () => page.getByTestId('detail-download').click(), firstId);
    const player = page.getByTestId('video-player');
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    await player.evaluate((video: HTMLVideoElement) => video.play());
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.2);
    await screenshot(page, 'video-detail');

    const info = await probe(fromDetail);
    expect(info.video).toMatchObject(firstId === stockId ? { width: 720, height: 1280 } : { width: 1280, height: 720 });
    expect(Math.abs((info.audio?.durationSec ?? 0) - info.durationSec)).toBeLessThan(0.1);

    // Each finished video costs the price of its real length, never more than its quote.
    const { rows: charged } = await sql('select id, cost_kcoins from video_tasks where id = any($1)', [
      [stockId, photoId],
    ]);
    const costOf = (id: number) => charged.find((row) => row.id === id).cost_kcoins as number;
    expect(costOf(stockId)).toBeLessThanOrEqual(stockCost);
    expect(costOf(photoId)).toBeLessThanOrEqual(photoCost);
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(start - costOf(stockId) - costOf(photoId));
    const { rows: downloaded } = await sql('select bool_and(downloaded) as all from video_tasks where id = any($1)', [
      [stockId, photoId],
    ]);
    expect(downloaded[0].all).toBe(true);
  }, 300_000);

  it('refunds a video whose render fails, and shows why', async () => {
    const { page } = await signedInPage(browser, user);
    await page.goto('create');
    await page.getByTestId('presenter-grid').locator('button').first().waitFor();
    const start = await headerBalance(page);
    // An MP4 header with nothing behind it: accepted as a video upload, impossible to render.
    const broken = path.join(os.tmpdir(), `orator-e2e-broken-${process.pid}.mp4`);
    await writeFile(
      broken,
      Buffer.concat([Buffer.from('00000018667479706d703432000000006d703432', 'hex'), Buffer.alloc(64)]),
    );
    await page.getByTestId('panel-background').click();
    // A finished upload becomes the chosen background.
    await page.locator('input[type=file][accept*="video/mp4"]').setInputFiles(broken);
    await expect
      .poll(() => page.getByTestId('preview-frame').locator('video.preview-background').count(), { timeout: 20_000 })
      .toBe(1);
    const cost = await generate(page, 'Broken background');
    expect(await headerBalance(page)).toBe(start - cost);

    const id = await taskIdByName('Broken background');
    await page.getByTestId(`task-retry-${id}`).waitFor({ timeout: 120_000 });
    await expect.poll(() => headerBalance(page), { timeout: 60_000 }).toBe(start);
    expect(await page.getByTestId(`task-fail-reason-${id}`).textContent()).toBe(
      'Sorry, your video generation failed due to system reasons',
    );
    await screenshot(page, 'my-videos-failed');
  }, 180_000);

  it.each(['zh', 'pt'] as const)('lays the studio and the project centre out on a phone in %s', async (locale) => {
    const { page } = await signedInPage(browser, user, { width: 390, height: 844 }, locale);
    await page.goto('create');
    await page.getByTestId('presenter-grid').locator('button').first().waitFor();
    await page.getByTestId('generate').waitFor();
    await screenshot(page, `create-mobile-${locale}`);
    await page.goto('my?tab=video');
    await page.locator('[data-testid^="task-card-"]').first().waitFor();
    await screenshot(page, `my-videos-mobile-${locale}`);
  });
});
