import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { composite } from '../../packages/media/src/cutout/test/composites';
import { expectNoSidewaysScroll, launchBrowser, screenshot } from './browser';
import { registerUser, signedInPage, sql, type TTestUser } from './session';

let browser: Browser;
let user: TTestUser;
let workDir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await registerUser('Product Pia');
  workDir = await mkdtemp(path.join(os.tmpdir(), 'orator-e2e-ai-photo-'));
});
afterAll(() => browser.close());

async function downloaded(page: Page, testId: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const file = path.join(workDir, download.suggestedFilename());
  await download.saveAs(file);
  return readFile(file);
}

/** Two product shots as a seller takes them: a kettle on a white sweep, a rubber duck on grey. */
async function productShots(): Promise<string[]> {
  const shots = [
    ['kettle.jpg', await composite('household/kettle.png', 'studioWhite')],
    ['duck.jpg', await composite('household/rubberduck.png', 'greyGradient')],
  ] as const;
  return Promise.all(
    shots.map(async ([name, shot]) => {
      const file = path.join(workDir, name);
      await writeFile(file, shot.photo);
      return file;
    }),
  );
}

describe('AI product photos', () => {
  it('composes four product photos from two pictures on a free use, then downloads and keeps one', async () => {
    const { page } = await signedInPage(browser, user);
    await page.goto('image-generator');
    await expect
      .poll(() => page.getByTestId('ai-photo-engine-line').textContent())
      .toContain('Composed from your photos');
    await page.getByTestId('ai-photo-reference-input').setInputFiles(await productShots());
    await page.getByTestId('ai-photo-prompt').fill('on a kitchen counter');
    await page.getByTestId('ai-photo-generate').click();
    await page.getByTestId('ai-photo-image-3').waitFor({ timeout: 240_000 });
    await screenshot(page, 'image-generator-result');

    const first = await downloaded(page, 'ai-photo-download-0');
    expect(await sharp(first).metadata()).toMatchObject({ format: 'jpeg', width: 1024, height: 1024 });
    await page.getByTestId('ai-photo-save-1').click();
    await expect.poll(() => page.getByTestId('ai-photo-save-1').textContent()).toContain('Saved');

    const { rows } = await sql('select count(*)::int as used from feature_trials where user_id = $1 and feature = $2', [
      user.id,
      'aiPhoto',
    ]);
    expect(rows[0].used).toBe(1);
    const kept = await sql('select count(*)::int as n from files where owner_id = $1 and source = 14', [user.id]);
    expect(kept.rows[0].n).toBe(1);
  }, 300_000);

  it('refuses a 7000 px reference picture with the SPEC message without taking a free use', async () => {
    const huge = path.join(workDir, 'huge-reference.jpg');
    await sharp({ create: { width: 7000, height: 3000, channels: 3, background: '#e8e6e1' } })
      .jpeg()
      .toFile(huge);
    const usedBefore = await sql(
      'select count(*)::int as used from feature_trials where user_id = $1 and feature = $2',
      [user.id, 'aiPhoto'],
    );
    const { page } = await signedInPage(browser, user);
    await page.goto('image-generator');
    await page.getByTestId('ai-photo-reference-input').setInputFiles(huge);
    await expect
      .poll(() => page.getByTestId('ai-photo-reference-error-0').textContent())
      .toBe('The picture can be at most 6000 x 6000 pixels');
    const usedAfter = await sql(
      'select count(*)::int as used from feature_trials where user_id = $1 and feature = $2',
      [user.id, 'aiPhoto'],
    );
    expect(usedAfter.rows[0].used).toBe(usedBefore.rows[0].used);
  });

  it('lays the page out on a phone in Portuguese without sideways scrolling', async () => {
    const { page } = await signedInPage(browser, user, { width: 390, height: 844 }, 'pt');
    await page.goto('image-generator');
    await page.getByTestId('ai-photo-generate').waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'image-generator-mobile-pt');
  });
});
