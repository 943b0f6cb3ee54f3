import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { probe } from '@orator/media';
import { makeCloneVideo } from '@orator/media/testing';
import { launchBrowser, screenshot } from './browser';
import { buyKcoins, registerUser, signedInPage, sql, type TTestUser } from './session';

const SCRIPT = 'Hello, this is my avatar clone speaking. It was made from a short video I filmed of myself at my desk.';

let browser: Browser;
let user: TTestUser;
let goodVideo: string;
let twoPeopleVideo: string;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await registerUser('Clone Carla');
  await buyKcoins(user, 'kc1200');
  goodVideo = path.join(os.tmpdir(), `orator-e2e-clone-${process.pid}.mp4`);
  twoPeopleVideo = path.join(os.tmpdir(), `orator-e2e-two-${process.pid}.mp4`);
  await writeFile(goodVideo, await makeCloneVideo('onePerson', { seconds: 12 }));
  await writeFile(twoPeopleVideo, await makeCloneVideo('twoPeople', { seconds: 12 }));
});
afterAll(() => browser.close());

async function balance(): Promise<{ balance: number; held: number }> {
  const { rows } = await sql('select balance, held from kcoin_accounts where user_id = $1', [user.id]);
  return { balance: Number(rows[0].balance), held: Number(rows[0].held) };
}

async function upload(page: Page, file: string) {
  await page.locator('.clone-video-field input[type=file]').setInputFiles(file);
}

describe('avatar clone', () => {
  it('refuses a video with two people, with the reason and no charge', async () => {
    const { page } = await signedInPage(browser, user);
    const before = await balance();
    await page.goto('fast-clone-upload');
    await upload(page, twoPeopleVideo);
    const error = page.getByTestId('clone-video-error');
    await error.waitFor({ timeout: 60_000 });
    expect(await error.textContent()).toMatch(/^More than one face is in the video/);
    await screenshot(page, 'avatar-clone-two-faces');
    expect(await balance()).toEqual(before);
    const { rows } = await sql('select count(*)::int as n from avatar_clones where owner_id = $1', [user.id]);
    expect(rows[0].n).toBe(0);
  }, 120_000);

  it('clones a portrait video, pays, follows it to ready and makes a video with it from /create', async () => {
    const { page } = await signedInPage(browser, user);
    const start = await balance();
    await page.goto('fast-clone-upload');
    await upload(page, goodVideo);
    await page.getByTestId('clone-video-ok').waitFor({ timeout: 60_000 });
    await page.getByTestId('avatar-clone-name').fill('Carla at her desk');
    await page.getByTestId('avatar-clone-notice').click();
    await screenshot(page, 'avatar-clone-upload');
    await page.getByTestId('avatar-clone-submit').click();
    await page.waitForURL(/fast-clone-success\?id=\d+/);
    const cloneId = Number(new URL(page.url()).searchParams.get('id'));
    expect(await balance()).toEqual({ balance: start.balance, held: 600 });

    // The worker reviews and prepares it; the page looks again every 30 s.
    await expect
      .poll(async () => (await sql('select status from avatar_clones where id = $1', [cloneId])).rows[0].status, {
        timeout: 120_000,
        interval: 1000,
      })
      .toBe('success');
    await page.reload();
    await expect
      .poll(() => page.getByTestId('fast-clone-success-title').textContent())
      .toBe('Your avatar clone is ready');
    await screenshot(page, 'avatar-clone-ready');
    expect(await balance()).toEqual({ balance: start.balance - 600, held: 0 });

    await page.getByTestId('fast-clone-make-video').click();
    await page.waitForURL(/\/ai\/create\?tab=clones/);
    const tile = page.getByTestId('clone-grid').locator('button.avatar-tile__pick').first();
    // The clone's still becomes a talking photo a few seconds after the clone is ready.
    await expect
      .poll(
        async () => {
          if (await tile.count()) return true;
          await page.reload();
          return false;
        },
        { timeout: 60_000, interval: 3000 },
      )
      .toBe(true);
    await tile.click();
    await expect.poll(() => tile.getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('script-input').fill(SCRIPT);
    await page.getByTestId('task-name').fill('Clone video');
    await screenshot(page, 'avatar-clone-create');
    await page.getByTestId('generate').click();
    await page.waitForURL(/\/ai\/my\?tab=video/);

    const { rows } = await sql('select id from video_tasks where task_name = $1 and owner_id = $2', [
      'Clone video',
      user.id,
    ]);
    const taskId = rows[0].id as number;
    await expect
      .poll(async () => (await sql('select status from video_tasks where id = $1', [taskId])).rows[0].status, {
        timeout: 120_000,
        interval: 1000,
      })
      .toBe(192);

    await page.goto(`digitalDetail?id=${taskId}`);
    const player = page.getByTestId('video-player');
    await player.waitFor();
    // The finished video's popup may have come over the page meanwhile: it closes first. The file is downloaded
    // before playing: on a loaded machine a playing video can keep the button from holding still.
    await page.keyboard.press('Escape');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByTestId('detail-download').click(),
    ]);
    const saved = path.join(os.tmpdir(), `orator-e2e-clone-video-${process.pid}.mp4`);
    await download.saveAs(saved);
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    await player.evaluate((video: HTMLVideoElement) => video.play());
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.2);
    await screenshot(page, 'avatar-clone-video');
    const info = await probe(saved);
    expect(info.durationSec).toBeGreaterThan(3);
    expect(info.video?.width).toBeGreaterThan(0);
  }, 300_000);

  it('fits the clone pages on a phone in English, Chinese and Portuguese, with no sideways scrolling', async () => {
    const { rows } = await sql(
      "insert into avatar_clones (owner_id, upload_type_id, name, video_file_id, video_duration_sec, status, price_kcoins, notice_accepted_at) select owner_id, 114, $2, video_file_id, video_duration_sec, 'submitted', 600, now() from avatar_clones where owner_id = $1 limit 1 returning id",
      [user.id, 'Carla at her desk in the morning light, with a name long enough to wrap twice on a phone'],
    );
    expect(rows).toHaveLength(1);
    for (const locale of ['en', 'zh', 'pt'] as const) {
      const { context, page } = await signedInPage(browser, user, { width: 390, height: 844 }, locale);
      for (const url of [
        'digitalHumanClone',
        'fast-clone',
        'fast-clone-upload',
        'avatars',
        'video-shooting-specifications',
      ]) {
        await page.goto(url);
        await page.locator('.avatar-clone-page h2').first().waitFor();
        await page.waitForFunction(() => !document.querySelector('.page-loader'));
        // Clipped text does not make the page scroll, so every element's right edge is checked as well.
        const beyondEdge = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          return Array.from(document.querySelectorAll('.avatar-clone-page *'))
            .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > width + 1)
            .map((el) => `${el.tagName} ${(el.textContent ?? '').slice(0, 40)}`);
        });
        expect(beyondEdge, `${url} in ${locale}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      await screenshot(page, `avatar-clone-phone-${locale}`);
      await context.close();
    }
  }, 180_000);
});
