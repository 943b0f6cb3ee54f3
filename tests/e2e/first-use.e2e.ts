import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createEspeakEngine, encodeWav, ffmpeg, probe, synthesizeScript } from '@orator/media';
import { expectText, launchBrowser, newPage, screenshot } from './browser';
import {
  activateFromOutbox,
  buyKcoins,
  closeIntroTour,
  fillRegisterForm,
  registerUser,
  setPlan,
  signedInPage,
  sql,
  type TTestUser,
} from './session';

const VIDEO_SCRIPT = 'Hello there. This is my very first presenter video, made with a free use of the studio.';
const DUBBING_TEXT = 'Welcome to the shop. Every order ships the same day.';
const TASK_TIMEOUT_MS = 90_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Registers through the sign-up page as a new visitor does, and lands on the workbench signed in. */
async function registerInBrowser(page: Page, email: string) {
  await page.goto('register');
  await fillRegisterForm(page, email, 'First Timer');
  await page.getByTestId('register-submit').click();
  await activateFromOutbox(page, email);
  await page.waitForURL(/\/ai\/workbench/);
  await closeIntroTour(page);
}

async function userIdOf(email: string): Promise<number> {
  const { rows } = await sql('select id from users where email = $1', [email]);
  return rows[0].id as number;
}

async function balanceOf(userId: number): Promise<number> {
  const { rows } = await sql('select balance from kcoin_accounts where user_id = $1', [userId]);
  return Number(rows[0]?.balance ?? 0);
}

/** Waits until the user's newest task in the table has finished, and returns its row. */
async function newestFinished(table: 'video_tasks' | 'dubbing_tasks', userId: number) {
  let row: Record<string, unknown> | undefined;
  await expect
    .poll(
      async () => {
        const { rows } = await sql(
          `select id, status, cost_kcoins, is_trial from ${table} where owner_id = $1 and deleted_at is null order by id desc limit 1`,
          [userId],
        );
        row = rows[0];
        return row?.status;
      },
      { timeout: TASK_TIMEOUT_MS, interval: 500 },
    )
    .toBe(192);
  return row!;
}

async function makeFreeVideo(page: Page, userId: number, use: number) {
  await page.goto('create');
  await page.getByTestId('presenter-grid').locator('button').first().waitFor();
  await page.getByTestId('script-input').fill(VIDEO_SCRIPT);
  await page.getByTestId('task-name').fill(`Free video ${use}`);
  await expectText(page, 'cost-free-use', `Free use ${use} of 3`);
  if (use === 1) await screenshot(page, 'first-use-create-free');
  await page.getByTestId('generate').click();
  await page.waitForURL(/\/ai\/my\?tab=video/);
  const task = await newestFinished('video_tasks', userId);
  expect(task.is_trial).toBe(true);
  expect(task.cost_kcoins).toBe(0);
  // The finished video's popup opens once the poller settles it (within 30 s); close it as a user would,
  // or it would open over the next page and take the next click.
  const popupName = page.getByTestId('video-completed-name');
  await popupName.waitFor({ timeout: 45_000 });
  await page.keyboard.press('Escape');
  await popupName.waitFor({ state: 'hidden' });
}

async function makeFreeDubbing(page: Page, userId: number, use: number) {
  await page.goto('dubbing');
  await page.getByTestId('dubbing-name').fill(`Free dubbing ${use}`);
  await page.getByTestId('paragraph-0-text').fill(DUBBING_TEXT);
  await expectText(page, 'dubbing-free-use-tag', `Free use ${use} of 3`);
  if (use === 1) await screenshot(page, 'first-use-dubbing-free');
  await page.getByTestId('dubbing-generate').click();
  await page.getByTestId('dubbing-done').waitFor({ timeout: TASK_TIMEOUT_MS });
  const task = await newestFinished('dubbing_tasks', userId);
  expect(task.is_trial).toBe(true);
  expect(task.cost_kcoins).toBe(0);
}

/** An MP3 of speech padded with silence to exactly `seconds`, as a user's recorded narration. */
async function narrationOf(seconds: number): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-e2e-narration-'));
  const wav = path.join(dir, 'speech.wav');
  const spoken = await synthesizeScript(createEspeakEngine(), VIDEO_SCRIPT, 'espeak:en-US:f2');
  await writeFile(wav, encodeWav(spoken.pcm));
  const mp3 = path.join(dir, 'narration.mp3');
  await ffmpeg(['-i', wav, '-af', 'apad', '-t', String(seconds), '-ac', '1', '-ar', '24000', '-b:a', '64k', mp3]);
  return mp3;
}

describe('first use', () => {
  it('a new account with 0 K-coins makes videos and dubbings with its 3 free uses; the fourth asks for K-coins', async () => {
    const { page } = await newPage(browser);
    const email = `first.${Date.now()}.x@example.com`;
    await registerInBrowser(page, email);
    const userId = await userIdOf(email);
    expect(await balanceOf(userId)).toBe(0);

    for (const use of [1, 2, 3]) await makeFreeVideo(page, userId, use);
    await page.goto('create');
    await page.getByTestId('presenter-grid').locator('button').first().waitFor();
    await page.getByTestId('script-input').fill(VIDEO_SCRIPT);
    await page.getByTestId('task-name').fill('Fourth video');
    await page.getByTestId('cost-free-uses-used').waitFor();
    await expect.poll(async () => await page.getByTestId('cost-kcoins').textContent()).toMatch(/K-coins/);
    await page.getByTestId('generate').click();
    await expectText(page, 'insufficient-balance-title', 'Oops, the K-coin balance is insufficient!');
    await screenshot(page, 'first-use-create-fourth');

    for (const use of [1, 2, 3]) await makeFreeDubbing(page, userId, use);
    await page.goto('dubbing');
    await page.getByTestId('dubbing-name').fill('Fourth dubbing');
    await page.getByTestId('paragraph-0-text').fill(DUBBING_TEXT);
    await page.getByTestId('dubbing-free-uses-used').waitFor();
    await page.getByTestId('dubbing-generate').click();
    await expectText(page, 'insufficient-balance-title', 'Oops, the K-coin balance is insufficient!');
    await screenshot(page, 'first-use-dubbing-fourth');

    const { rows } = await sql(
      `select (select count(*)::int from video_tasks where owner_id = $1 and deleted_at is null) as videos,
              (select count(*)::int from dubbing_tasks where owner_id = $1 and deleted_at is null) as dubbings`,
      [userId],
    );
    expect(rows[0]).toEqual({ videos: 3, dubbings: 3 });
    expect(await balanceOf(userId)).toBe(0);
  }, 300_000);

  it('charges a 14 s video 14 K-coins and shows that cost on the detail page', async () => {
    const user: TTestUser = await registerUser('Fourteen Seconds');
    await buyKcoins(user);
    // A member has no free uses, so the video is paid for.
    await setPlan(user, 'pro');
    const start = await balanceOf(user.id);
    const narration = await narrationOf(14);
    // MP3 frames pad a few hundredths of a second, which the price leaves out.
    expect(Math.abs((await probe(narration)).durationSec - 14)).toBeLessThan(0.1);

    const { page } = await signedInPage(browser, user);
    await page.goto('create');
    await page.getByTestId('presenter-grid').locator('button').first().waitFor();
    await page.getByTestId('input-mode').getByText('Upload audio').click();
    await page.locator('.audio-input input[type=file]').setInputFiles(narration);
    await page.getByTestId('narration').waitFor();
    await page.getByTestId('task-name').fill('Fourteen seconds');
    await expect.poll(async () => await page.getByTestId('cost-kcoins').textContent()).toMatch(/\b14\b/);
    await page.getByTestId('generate').click();
    await page.waitForURL(/\/ai\/my\?tab=video/);

    const task = await newestFinished('video_tasks', user.id);
    expect(task.cost_kcoins).toBe(14);
    expect(start - (await balanceOf(user.id))).toBe(14);
    await page.goto(`digitalDetail?id=${String(task.id)}`);
    await expect.poll(async () => await page.getByTestId('detail-cost').textContent()).toMatch(/\b14 K-coins\b/);
    await screenshot(page, 'first-use-detail-cost');
  });
});
