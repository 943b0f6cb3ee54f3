import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ffmpeg, probe } from '@orator/media';
import { pdfOfPages, type TPageFill } from '@orator/media/testing';
import { launchBrowser, screenshot } from './browser';
import { buyKcoins, registerUser, setPlan, signedInPage, sql, type TTestUser } from './session';

const DECK_PPTX = path.resolve(import.meta.dirname, '../../packages/media/src/slides/test/deck.pptx');
const PAGES: TPageFill[] = [
  [0.85, 0.1, 0.1],
  [0.1, 0.7, 0.2],
  [0.1, 0.2, 0.85],
];
const FIRST_SCRIPT = 'Good morning, and welcome to the results of our spring season in the studio.';
const LAST_SCRIPT = 'Thank you for watching, and see you all again at the next review.';
/** The second slide is silent: on screen for this long, then the default half second of pause. */
const SILENT_SEC = 2;
const PAUSE_SEC = 0.5;
/**
 * A frame this close to a page's colour (summed over R, G and B) shows that page whole: the PDF renderer and the
 * video's colour conversion move a page by about 45, a fade's frames are more than 80 from both pages but its ends.
 */
const WHOLE_SLIDE_DISTANCE = 80;
/** Frames are sampled this often to find the slide changes. */
const SAMPLE_FPS = 10;

let browser: Browser;
let user: TTestUser;
let workDir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await registerUser('Presenter Pia');
  await buyKcoins(user);
  await setPlan(user, 'pro');
  workDir = await mkdtemp(path.join(os.tmpdir(), 'orator-e2e-slides-'));
});
afterAll(() => browser.close());

async function upload(page: Page, file: string) {
  await page.getByTestId('slide-importer').locator('input[type=file]').setInputFiles(file);
  await page.getByTestId('ppt-studio').waitFor({ timeout: 180_000 });
}

/**
 * The slide index (0-2) each sampled frame shows whole, from the colour of its top-left corner (clear of the
 * presenter); -1 for a frame between two slides, in a fade.
 */
async function slidesOnScreen(video: string): Promise<number[]> {
  const { stdout } = await ffmpeg([
    ...['-i', video, '-vf', `fps=${SAMPLE_FPS},crop=iw/4:ih/4:0:0,scale=1:1,format=rgb24`],
    ...['-f', 'rawvideo', '-'],
  ]);
  const shown: number[] = [];
  for (let i = 0; i + 2 < stdout.length; i += 3) {
    const rgb = [stdout[i]!, stdout[i + 1]!, stdout[i + 2]!];
    const distances = PAGES.map((fill) => fill.reduce((sum, channel, c) => sum + Math.abs(channel * 255 - rgb[c]!), 0));
    const nearest = distances.indexOf(Math.min(...distances));
    shown.push(distances[nearest]! < WHOLE_SLIDE_DISTANCE ? nearest : -1);
  }
  return shown;
}

/** The loudest sample of the soundtrack between two times, 0-1. */
async function peakBetween(video: string, fromSec: number, toSec: number): Promise<number> {
  const { stdout } = await ffmpeg([
    ...['-ss', fromSec.toFixed(3), '-t', (toSec - fromSec).toFixed(3), '-i', video],
    ...['-ac', '1', '-ar', '8000', '-f', 's16le', '-'],
  ]);
  let peak = 0;
  for (let i = 0; i + 1 < stdout.length; i += 2) peak = Math.max(peak, Math.abs(stdout.readInt16LE(i)) / 32768);
  return peak;
}

/** The mean RGB of a region (ffmpeg crop w:h:x:y) of the frame at `sec`. */
async function regionColour(video: string, sec: number, crop: string): Promise<number[]> {
  const { stdout } = await ffmpeg([
    ...['-ss', sec.toFixed(3), '-i', video, '-frames:v', '1'],
    ...['-vf', `crop=${crop},scale=1:1,format=rgb24`, '-f', 'rawvideo', '-'],
  ]);
  return [stdout[0]!, stdout[1]!, stdout[2]!];
}

describe('slides to video', () => {
  it('imports a PPTX with notes and a PDF, edits the slides, moves the presenter, and shows each slide for its narration', async () => {
    const { page } = await signedInPage(browser, user);
    await page.goto('pptcreate');

    // A PowerPoint deck: each slide's script starts from its speaker notes.
    await upload(page, DECK_PPTX);
    expect(await page.getByTestId('slide-script').inputValue()).toContain('Welcome everyone');
    await screenshot(page, 'pptcreate-pptx');

    // Another deck, a PDF of three coloured pages, replaces it.
    const pdf = path.join(workDir, 'colours.pdf');
    await writeFile(pdf, pdfOfPages(PAGES));
    await page.getByTestId('slides-reimport').click();
    await page.getByRole('button', { name: 'Import others' }).click();
    await page.getByTestId('slide-importer').waitFor();
    await upload(page, pdf);
    await page.getByTestId('slide-0').waitFor();

    const select = (index: number) =>
      page
        .getByTestId(`slide-${index}`)
        .getByRole('button', { name: `Slide ${index + 1}`, exact: true })
        .click();
    await select(0);
    await page.getByTestId('slide-script').fill(FIRST_SCRIPT);
    await select(1);
    await page.getByTestId('slide-script').fill('');
    await page.getByTestId('slide-silent-sec').fill(String(SILENT_SEC));
    await page.getByTestId('slide-presenter-hidden').click();
    await select(2);
    await page.getByTestId('slide-script').fill(LAST_SCRIPT);
    // The presenter moves from the corner to the side column.
    await page.getByTestId('panel-slides').click();
    await page.getByTestId('layout-side').click();
    await screenshot(page, 'pptcreate-edited');

    await page.getByTestId('task-name').fill('Spring results');
    await page.getByTestId('generate').click();
    await page.waitForURL(/\/ai\/my\?tab=video/);
    const { rows } = await sql('select id, slides from video_tasks where task_name = $1 and owner_id = $2', [
      'Spring results',
      user.id,
    ]);
    const taskId = rows[0].id as number;
    expect(rows[0].slides).toMatchObject({ layout: 'side' });
    await expect
      .poll(async () => (await sql('select status from video_tasks where id = $1', [taskId])).rows[0].status, {
        timeout: 300_000,
        interval: 1000,
      })
      .toBe(192);

    await page.goto(`digitalDetail?id=${taskId}`);
    // Downloaded before playing: on a loaded machine a playing video can keep the button from holding still.
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByTestId('detail-download').click(),
    ]);
    const video = path.join(workDir, 'slides.mp4');
    await download.saveAs(video);
    const player = page.getByTestId('video-player');
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    await player.evaluate((element: HTMLVideoElement) => element.play());
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const info = await probe(video);
    expect(info.video).toMatchObject({ width: 1280, height: 720 });

    // The slides come in order, each whole on screen from its start, and the silent one stays its time and pause.
    const shown = await slidesOnScreen(video);
    const firstChange = shown.indexOf(1) / SAMPLE_FPS;
    const secondChange = shown.indexOf(2) / SAMPLE_FPS;
    expect(shown[0]).toBe(0);
    expect(shown.lastIndexOf(0)).toBeLessThan(shown.indexOf(1));
    expect(shown.lastIndexOf(1)).toBeLessThan(shown.indexOf(2));
    expect(shown.at(-1)).toBe(2);
    expect(Math.abs(secondChange - firstChange - (SILENT_SEC + PAUSE_SEC))).toBeLessThanOrEqual(0.15);
    // Each change comes in the pause after a slide's narration: silence just before it, speech from the third slide.
    expect(await peakBetween(video, 0, 1)).toBeGreaterThan(0.05);
    expect(await peakBetween(video, firstChange - 0.4, firstChange)).toBeLessThan(0.01);
    expect(await peakBetween(video, firstChange, secondChange)).toBeLessThan(0.01);
    expect(await peakBetween(video, secondChange, secondChange + 0.6)).toBeGreaterThan(0.05);

    // The presenter stands in the side column over the spoken slides and leaves the silent one alone.
    const column = '300:400:960:200';
    const slideColour = (index: number) => PAGES[index]!.map((channel) => channel * 255);
    const far = (rgb: number[], index: number) => rgb.some((value, c) => Math.abs(value - slideColour(index)[c]!) > 40);
    expect(far(await regionColour(video, firstChange / 2, column), 0)).toBe(true);
    expect(far(await regionColour(video, (firstChange + secondChange) / 2, column), 1)).toBe(false);
    expect(far(await regionColour(video, secondChange + 1, column), 2)).toBe(true);
  }, 600_000);
});
