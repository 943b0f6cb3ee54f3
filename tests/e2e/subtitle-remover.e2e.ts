import fs from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ffmpeg } from '@orator/media';
import { expectNoSidewaysScroll, launchBrowser, screenshot } from './browser';
import { buyKcoins, registerUser, setPlan, signedInPage, sql, type TTestUser } from './session';

const WIDTH = 640;
const HEIGHT = 360;
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
/** Where the clip's captions and logo are, in video pixels (drawtext at h-60, 28 px; the logo's yellow square). */
const CAPTION = { x: 60, y: 290, w: 520, h: 50 };
const LOGO = { x: 560, y: 16, w: 64, h: 48 };
/** Kept for the docs as well as the CI artifacts. */
const DOC_IMAGES = path.resolve(import.meta.dirname, '../../docs/images/subtitle-remover');
const REMOVED = { timeout: 300_000 };

let browser: Browser;
let user: TTestUser;
let workDir: string;
let clipPath: string;

/** A 6 s clip: a moving test picture, white captions with a black outline changing every 1.5 s, a corner logo. */
async function captionedClip(file: string) {
  const lines = ['Welcome to the shop', 'Fresh coffee daily', 'Open until nine', 'See you soon'];
  const captions = lines
    .map(
      (text, i) =>
        `drawtext=fontfile=${FONT}:text='${text}':fontsize=28:fontcolor=white:borderw=3:bordercolor=black:` +
        `x=(w-text_w)/2:y=h-60:enable='between(t,${i * 1.5},${i * 1.5 + 1.5})'`,
    )
    .join(',');
  await ffmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=size=${WIDTH}x${HEIGHT}:rate=25:duration=6`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=330:duration=6'],
    ...['-vf', `${captions},drawbox=x=572:y=24:w=40:h=32:color=yellow@1:t=fill`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
    file,
  ]);
}

/** One frame at `at` seconds as 8-bit grey pixels. */
async function greyFrame(file: string, at: number): Promise<Buffer> {
  const { stdout } = await ffmpeg([
    '-ss',
    String(at),
    '-i',
    file,
    '-frames:v',
    '1',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'gray',
    '-',
  ]);
  return stdout;
}

/** Mean absolute difference of two grey frames over the pixels `region` selects. */
function meanDifference(a: Buffer, b: Buffer, region: (x: number, y: number) => boolean): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      if (!region(x, y)) continue;
      sum += Math.abs(a[y * WIDTH + x]! - b[y * WIDTH + x]!);
      count++;
    }
  }
  return sum / count;
}

const within =
  (box: typeof CAPTION, margin = 0) =>
  (x: number, y: number) =>
    x >= box.x - margin && x < box.x + box.w + margin && y >= box.y - margin && y < box.y + box.h + margin;

/** Drags on the frame from one point to another, both in video pixels. */
async function dragOnFrame(page: Page, from: [number, number], to: [number, number]) {
  const rect = (await page.getByTestId('sr-canvas').boundingBox())!;
  const at = ([x, y]: [number, number]) =>
    [rect.x + (x / WIDTH) * rect.width, rect.y + (y / HEIGHT) * rect.height] as const;
  await page.mouse.move(...at(from));
  await page.mouse.down();
  await page.mouse.move(...at(to), { steps: 5 });
  await page.mouse.up();
}

async function uploadClip(page: Page) {
  await page.goto('video-subtitle-remover');
  await page.locator('[data-testid="sr-upload"] input[type="file"]').setInputFiles(clipPath);
  await page.getByTestId('sr-canvas').waitFor({ timeout: 60_000 });
}

async function account() {
  const money = await sql('select balance, held from kcoin_accounts where user_id = $1', [user.id]);
  return { balance: Number(money.rows[0].balance), held: Number(money.rows[0].held) };
}

async function keep(page: Page, name: string) {
  // From the top, so the shell's sticky header does not lie over the page in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `subtitle-remover-${name}`);
  fs.mkdirSync(DOC_IMAGES, { recursive: true });
  await page.screenshot({ path: path.join(DOC_IMAGES, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  browser = await launchBrowser();
  user = await registerUser('Clean Clara');
  // Past the free plan's free uses: this removal is paid.
  await setPlan(user, 'standard');
  await buyKcoins(user);
  workDir = await mkdtemp(path.join(os.tmpdir(), 'orator-e2e-subtitle-remover-'));
  clipPath = path.join(workDir, 'captioned.mp4');
  await captionedClip(clipPath);
}, 60_000);
afterAll(() => browser.close());

describe('the subtitle remover', () => {
  it('removes burned-in captions and a corner logo inside the boxes and leaves the rest of the picture alone', async () => {
    const { page } = await signedInPage(browser, user, { width: 1440, height: 900 });
    await uploadClip(page);
    // The suggested band, when found, is accepted; else the user draws the caption box.
    await expect.poll(() => page.getByTestId('sr-band-state').textContent(), { timeout: 60_000 }).not.toContain('…');
    if (await page.getByTestId('sr-use-band').isEnabled()) await page.getByTestId('sr-use-band').click();
    else await dragOnFrame(page, [CAPTION.x, CAPTION.y], [CAPTION.x + CAPTION.w, CAPTION.y + CAPTION.h]);
    await page.getByTestId('sr-kind').getByText('Watermark').click();
    await dragOnFrame(page, [LOGO.x, LOGO.y], [LOGO.x + LOGO.w, LOGO.y + LOGO.h]);
    await expect.poll(() => page.getByTestId('sr-box-1').getAttribute('data-kind')).toBe('watermark');

    // Three more boxes make five; a sixth is refused with the SPEC message.
    for (const x of [20, 120, 220]) await dragOnFrame(page, [x, 100], [x + 60, 160]);
    await dragOnFrame(page, [320, 100], [380, 160]);
    await expect.poll(() => page.getByTestId('sr-box-problem').textContent()).toBe('You can only add up to 5 boxes');
    expect(await page.locator('[data-testid^="sr-box-delete-"]').count()).toBe(5);
    await page.getByTestId('sr-submit').click();
    await expect
      .poll(() => page.getByTestId('sr-box-problem').textContent())
      .toBe('Only one watermark frame can be added');
    for (let i = 4; i >= 2; i--) await page.getByTestId(`sr-box-remove-${i}`).click();

    await expect.poll(() => page.getByTestId('sr-price').textContent()).toContain('6 K-coins for 6 s');
    const before = await account();
    await page.getByTestId('sr-submit').click();
    await page.getByTestId('sr-player').waitFor(REMOVED);
    const after = await account();
    expect(before.balance - after.balance).toBe(6);
    expect(after.held).toBe(before.held);
    await keep(page, 'en');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('sr-result').locator('[data-testid^="sr-download-"]').click(),
    ]);
    const output = path.join(workDir, download.suggestedFilename());
    await download.saveAs(output);
    // Compared with the source at the same moments: the caption band changed, the picture away from the boxes did not.
    for (const at of [0.7, 2.2, 3.7]) {
      const source = await greyFrame(clipPath, at);
      const cleaned = await greyFrame(output, at);
      expect(meanDifference(source, cleaned, within(CAPTION))).toBeGreaterThan(8);
      expect(meanDifference(source, cleaned, within(LOGO))).toBeGreaterThan(8);
      const away = (x: number, y: number) => !within(CAPTION, 24)(x, y) && !within(LOGO, 24)(x, y);
      expect(meanDifference(source, cleaned, away)).toBeLessThan(3);
    }

    await page.getByTestId('sr-compare').getByText('Before').click();
    await expect.poll(() => page.getByTestId('sr-player').getAttribute('data-side')).toBe('before');
  }, 420_000);

  it('shows the page on a phone without sideways scrolling, and in Chinese and Portuguese', async () => {
    const shots = [
      { name: 'phone', viewport: { width: 390, height: 844 }, locale: 'en', heading: 'Subtitle remover' },
      { name: 'zh', viewport: { width: 1440, height: 900 }, locale: 'zh', heading: '视频去字幕' },
      { name: 'pt', viewport: { width: 1440, height: 900 }, locale: 'pt', heading: 'Removedor de legendas' },
    ] as const;
    for (const shot of shots) {
      const { page, context } = await signedInPage(browser, user, shot.viewport, shot.locale);
      await uploadClip(page);
      await expect.poll(() => page.locator('.sr-page h1').textContent()).toBe(shot.heading);
      await page.getByTestId('sr-add-box').click();
      await page.getByTestId('sr-kind').locator('.ant-segmented-item').nth(1).click();
      await page.getByTestId('sr-add-box').click();
      await page.getByTestId('sr-history').locator('li').first().waitFor();
      await expectNoSidewaysScroll(page);
      await keep(page, shot.name);
      await context.close();
    }
  }, 180_000);
});
