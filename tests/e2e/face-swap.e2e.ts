import fs from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ffmpeg, probe } from '@orator/media';
import { makeCloneVideo, portrait } from '@orator/media/testing';
import { expectNoSidewaysScroll, launchBrowser, screenshot } from './browser';
import { buyKcoins, registerUser, setPlan, signedInPage, sql, type TTestUser } from './session';

/** Kept for the docs as well as the CI artifacts. */
const DOC_IMAGES = path.resolve(import.meta.dirname, '../../docs/images/face-swap');
const SWAPPED = { timeout: 600_000 };

let browser: Browser;
let member: TTestUser;
let workDir: string;
let facePath: string;
let clipPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerUser('Swapper Sam');
  await buyKcoins(member);
  await setPlan(member, 'standard');
  workDir = await mkdtemp(path.join(os.tmpdir(), 'orator-e2e-face-swap-'));
  facePath = path.join(workDir, 'Painted.jpg');
  await writeFile(facePath, await portrait('painted'));
  clipPath = path.join(workDir, 'two-people.mp4');
  await writeFile(clipPath, await makeCloneVideo('twoPeople', { seconds: 3, height: 360 }));
});
afterAll(() => browser.close());

async function keep(page: Page, name: string) {
  await screenshot(page, `face-swap-${name}`);
  fs.mkdirSync(DOC_IMAGES, { recursive: true });
  await page.screenshot({ path: path.join(DOC_IMAGES, `${name}.png`), fullPage: true });
}

async function kcoins(user: TTestUser) {
  const { rows } = await sql('select balance::int, held::int from kcoin_accounts where user_id = $1', [user.id]);
  return rows[0] as { balance: number; held: number };
}

/** Adds the face photo to the library and waits for its check to admit it; answers its id. */
async function addFace(page: Page): Promise<number> {
  await page.getByTestId('face-swap-face-input').setInputFiles(facePath);
  await expect
    .poll(async () => (await sql('select id, state from face_swap_faces where owner_id = $1', [member.id])).rows[0], {
      timeout: 120_000,
    })
    .toMatchObject({ state: 'ready' });
  const { rows } = await sql('select id from face_swap_faces where owner_id = $1', [member.id]);
  const faceId = rows[0].id as number;
  await page.getByTestId(`face-swap-face-ready-${faceId}`).waitFor({ timeout: 30_000 });
  return faceId;
}

describe('video face swap', () => {
  it('swaps both people of a two-person clip: face, upload, mapping, preview, payment, download', async () => {
    const { page } = await signedInPage(browser, member);
    await page.goto('video-face-swap');
    const faceId = await addFace(page);

    await page.getByTestId('face-swap-mode-multi').click();
    await page.getByTestId('face-swap-video-input').setInputFiles(clipPath);
    await expect
      .poll(() => page.getByTestId('face-swap-steps').getAttribute('data-step'), { timeout: 300_000 })
      .toBe('ready');
    await page.getByTestId('face-swap-person-person-2').waitFor();
    await page.getByTestId(`face-swap-map-person-1-${faceId}`).click();
    await page.getByTestId(`face-swap-map-person-2-${faceId}`).click();
    await page.getByTestId('face-swap-preview-button').click();
    await page.getByTestId('face-swap-preview-frame-0').waitFor({ timeout: 300_000 });
    await keep(page, 'desktop-preview');

    const before = await kcoins(member);
    const { rows } = await sql('select id, duration_sec from face_swap_tasks where owner_id = $1', [member.id]);
    const price = Math.ceil(rows[0].duration_sec - 1e-6);
    expect(await page.getByTestId('face-swap-price').textContent()).toContain(`cost ${price} K-coins`);
    await page.getByTestId('face-swap-submit-button').click();
    await page
      .getByTestId('face-swap-rendering')
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
    await page.getByTestId('face-swap-player').waitFor(SWAPPED);
    await keep(page, 'desktop-result');
    expect((await kcoins(member)).balance).toBe(before.balance - price);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId(`face-swap-download-${rows[0].id}`).click(),
    ]);
    const output = path.join(workDir, 'swapped.mp4');
    await download.saveAs(output);
    const [source, swapped] = await Promise.all([probe(clipPath), probe(output)]);
    expect(swapped.video).toMatchObject({ codec: 'h264', width: source.video!.width, height: source.video!.height });
    expect(Math.abs(swapped.durationSec - source.durationSec)).toBeLessThanOrEqual(0.2);

    await page.goto('my?tab=videoFaceSwap');
    await expect
      .poll(() => page.getByTestId(`face-swap-history-state-${rows[0].id}`).textContent(), { timeout: 30_000 })
      .toBe('Finished');
  }, 900_000);

  it('refuses a six-minute upload on the free plan with the five-minute rule', async () => {
    const free = await registerUser('Free Fay');
    const longClip = path.join(workDir, 'six-minutes.mp4');
    await ffmpeg([
      ...['-f', 'lavfi', '-i', 'color=c=0x3366aa:s=64x64:r=1:d=360'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', longClip],
    ]);
    const { page } = await signedInPage(browser, free);
    await page.goto('video-face-swap');
    expect(await page.getByTestId('face-swap-video-rules').textContent()).toContain('Free plan: up to 20 MB');
    await page.getByTestId('face-swap-video-input').setInputFiles(longClip);
    await expect
      .poll(() => page.getByTestId('face-swap-video-error').textContent(), { timeout: 60_000 })
      .toBe('The video is longer than 5 minutes. Face swap takes videos of up to 5 minutes');
    const { rows } = await sql('select count(*)::int as n from face_swap_tasks where owner_id = $1', [free.id]);
    expect(rows[0].n).toBe(0);
  }, 120_000);

  it('fits a phone, and reads in Chinese and Portuguese', async () => {
    const shots = [
      { name: 'phone', viewport: { width: 390, height: 844 }, locale: 'en', heading: 'Video face swap' },
      { name: 'zh', viewport: { width: 1440, height: 900 }, locale: 'zh', heading: '视频换脸' },
      { name: 'pt', viewport: { width: 1440, height: 900 }, locale: 'pt', heading: 'Troca de rosto em vídeo' },
    ] as const;
    const { rows } = await sql('select id from face_swap_tasks where owner_id = $1', [member.id]);
    for (const shot of shots) {
      const { page, context } = await signedInPage(browser, member, shot.viewport, shot.locale);
      await page.goto(`video-face-swap?id=${rows[0].id}`);
      await expect.poll(() => page.locator('.face-swap-page h2').first().textContent()).toBe(shot.heading);
      await page.getByTestId('face-swap-player').waitFor({ timeout: 60_000 });
      // The page must fit the phone's width: nothing scrolls sideways.
      await expectNoSidewaysScroll(page);
      await keep(page, shot.name);
      await context.close();
    }
  }, 180_000);
});
