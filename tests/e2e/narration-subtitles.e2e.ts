import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createEspeakEngine, encodeWav, ffmpeg, probe } from '@orator/media';
import { ARTIFACTS, launchBrowser, screenshot } from './browser';
import { buyKcoins, registerUser, setPlan, signedInPage, sql, type TTestUser } from './session';

const SCRIPT = 'Welcome to the spring tour of our studio. Today we show how a recorded voice becomes a video.';
const EDITED = 'EDITED BY THE TESTER';
/** The lower band of a 1280 x 720 frame, where subtitles are drawn, as RGB. */
const BAND = 'crop=1280:160:0:560,format=rgb24';
/** The first line is moved to start here, so the moment before it shows no subtitle. */
const EDITED_START = 1;

let browser: Browser;
let user: TTestUser;
let workDir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await registerUser('Narrator Nia');
  await buyKcoins(user);
  await setPlan(user, 'pro');
  workDir = await mkdtemp(path.join(os.tmpdir(), 'orator-e2e-narration-'));
});
afterAll(() => browser.close());

/** An English narration read by the product's own offline voice, as an MP3 a user would upload. */
async function narrationMp3(): Promise<string> {
  const wav = path.join(workDir, 'narration.wav');
  await writeFile(wav, encodeWav(await createEspeakEngine().synthesize(SCRIPT, 'espeak:en-US:f2')));
  const mp3 = path.join(workDir, 'narration.mp3');
  await ffmpeg(['-y', '-i', wav, '-ac', '1', '-b:a', '96k', mp3]);
  return mp3;
}

/** One frame of the video, as the subtitle band's RGB pixels, and as a PNG kept with the screenshots. */
async function frameAt(video: string, seconds: number, name: string): Promise<Buffer> {
  await ffmpeg(['-y', '-ss', String(seconds), '-i', video, '-frames:v', '1', path.join(ARTIFACTS, `${name}.png`)]);
  const { stdout } = await ffmpeg([
    '-ss',
    String(seconds),
    '-i',
    video,
    '-frames:v',
    '1',
    '-vf',
    BAND,
    '-f',
    'rawvideo',
    '-',
  ]);
  return stdout as Buffer;
}

/** Pixels near the subtitle yellow (#ffe14d). */
function yellowPixels(rgb: Buffer): number {
  let count = 0;
  for (let i = 0; i + 2 < rgb.length; i += 3) {
    if (rgb[i]! > 200 && rgb[i + 1]! > 170 && rgb[i + 2]! < 130) count++;
  }
  return count;
}

describe('subtitles of a video narrated from an uploaded MP3', () => {
  it('makes the lines from the narration and its script, keeps an edit, and burns the edited line into the video', async () => {
    const { page } = await signedInPage(browser, user);
    await page.goto('create');
    await page.getByTestId('presenter-grid').locator('button').first().waitFor();
    await page.getByText('Upload audio').click();
    await page.locator('.audio-input input[type=file]').setInputFiles(await narrationMp3());
    await page.getByTestId('narration-subtitles').waitFor();
    await page.getByTestId('narration-subtitles-enabled').click();
    await page.getByTestId('narration-subtitle-text').fill(SCRIPT);
    await page.getByTestId('make-narration-subtitles').click();

    const lines = page.getByTestId('narration-subtitle-lines');
    await lines.waitFor({ timeout: 90_000 });
    const first = lines.getByLabel('Line 1', { exact: true });
    expect(await first.inputValue()).toBe('Welcome to the spring tour of our studio.');
    await first.fill(EDITED);
    await lines.getByLabel('Start (s) 1', { exact: true }).fill(String(EDITED_START));
    const end = Number(await lines.getByLabel('End (s) 1', { exact: true }).inputValue());
    expect(end).toBeGreaterThan(EDITED_START + 0.5);
    // Yellow subtitles: nothing else in the picture is that colour.
    await page.getByTestId('panel-subtitles').click();
    await page.getByTestId('subtitles-color-ffe14d').click();
    await expect.poll(() => page.getByTestId('subtitles-from-narration').count()).toBe(1);
    await screenshot(page, 'narration-subtitles-edited');

    await page.getByTestId('task-name').fill('Narrated with subtitles');
    await page.getByTestId('generate').click();
    await page.waitForURL(/\/ai\/my\?tab=video/);
    const { rows } = await sql('select id, subtitles from video_tasks where task_name = $1 and owner_id = $2', [
      'Narrated with subtitles',
      user.id,
    ]);
    const taskId = rows[0].id as number;
    expect(rows[0].subtitles.cues[0]).toMatchObject({ text: EDITED, start: EDITED_START });
    await expect
      .poll(async () => (await sql('select status from video_tasks where id = $1', [taskId])).rows[0].status, {
        timeout: 240_000,
        interval: 1000,
      })
      .toBe(192);

    await page.goto(`digitalDetail?id=${taskId}`);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByTestId('detail-download').click(),
    ]);
    const video = path.join(workDir, 'narrated.mp4');
    await download.saveAs(video);
    expect((await probe(video)).video).toMatchObject({ width: 1280, height: 720 });

    // The edited line is on screen during its own time and gone before it: compare the band at both moments.
    const during = await frameAt(video, (EDITED_START + end) / 2, 'narration-subtitles-frame-during');
    const before = await frameAt(video, EDITED_START / 2, 'narration-subtitles-frame-before');
    expect(yellowPixels(during)).toBeGreaterThan(600);
    expect(yellowPixels(before)).toBeLessThan(50);
    expect((await readFile(path.join(ARTIFACTS, 'narration-subtitles-frame-during.png'))).length).toBeGreaterThan(0);
  }, 420_000);
});
