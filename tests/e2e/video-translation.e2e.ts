import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { analyseVoice, decodeWav, ffmpeg, probe } from '@orator/media';
import { makeTalkingHeadVideo, TALKING_HEAD_TEXT } from '@orator/media/testing';
import { launchBrowser, screenshot } from './browser';
import { buyKcoins, registerUser, setPlan, signedInPage, sql, type TTestUser } from './session';

const CORRECTED = 'Hello and welcome to our studio.';
/** What the user pastes as the speaker's words, with a slip in the first sentence that they correct afterwards. */
const PASTED = TALKING_HEAD_TEXT.replace('our studio.', 'our studios.');
const REGENERATED = 'Hoy les enseño algo nuevo.';
/** The cloned voice stays near the speaker's: its median pitch within this many semitones of theirs. */
const PITCH_SEMITONES = 3;

let browser: Browser;
let user: TTestUser;
let workDir: string;
let source: string;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await registerUser('Translator Tess');
  await buyKcoins(user);
  await setPlan(user, 'pro');
  workDir = await mkdtemp(path.join(os.tmpdir(), 'orator-e2e-translation-'));
  source = path.join(workDir, 'welcome.mp4');
  await writeFile(source, await makeTalkingHeadVideo({ seconds: 7, music: true }));
});
afterAll(() => browser.close());

/** Median pitch of a file's voice, from 16 kHz mono. */
async function medianPitch(file: string): Promise<number> {
  const wav = path.join(workDir, `${path.basename(file)}.wav`);
  await ffmpeg(['-i', file, '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', wav]);
  return analyseVoice(decodeWav(await readFile(wav))).f0MedianHz;
}

async function waitForStage(taskId: number, stage: string) {
  await expect
    .poll(
      async () => (await sql('select stage, fail_reason from video_translations where id = $1', [taskId])).rows[0],
      {
        timeout: 300_000,
        interval: 1000,
      },
    )
    .toMatchObject({ stage });
}

describe('AI video translation', () => {
  it('translates an English talking head to Spanish in the speaker’s voice, with one sentence corrected and one regenerated', async () => {
    const { page } = await signedInPage(browser, user);
    await page.goto('ai-video-translation');
    await page.getByTestId('vt-upload').locator('input[type=file]').setInputFiles(source);
    await page.getByTestId('vt-language').waitFor({ timeout: 120_000 });
    const { rows } = await sql('select id from video_translations where owner_id = $1', [user.id]);
    const taskId = rows[0].id as number;
    await screenshot(page, 'video-translation-language');

    // The track is untagged, so the user picks English and pastes what the speaker says (music under the voice
    // leaves pocketsphinx's words too rough to split into sentences reliably); it is aligned to the speech.
    await page.getByTestId('vt-source-language').click();
    await page.keyboard.type('English');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'English' }).first().click();
    await page.getByTestId('vt-has-transcript').click();
    await page.getByTestId('vt-transcript').fill(PASTED);
    await page.getByTestId('vt-transcribe').click();
    await page.getByTestId('vt-editor').waitFor({ timeout: 120_000 });

    expect(await page.getByTestId('vt-sentence-0-source').inputValue()).toBe('Hello and welcome to our studios.');
    // The first sentence is corrected by hand, then everything is translated to Spanish.
    await page.getByTestId('vt-sentence-0-source').fill(CORRECTED);
    await page.getByTestId('vt-target-language').click();
    await page.keyboard.type('Spanish');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Spanish' }).first().click();
    await page.getByTestId('vt-translate').click();
    await expect.poll(() => page.getByTestId('vt-sentence-0-text').inputValue(), { timeout: 60_000 }).not.toBe('');
    expect((await page.getByTestId('vt-sentence-0-text').inputValue()).toLowerCase()).toMatch(/bienvenid|hola/);
    await screenshot(page, 'video-translation-editing');
    await page.getByTestId('vt-submit').click();
    await waitForStage(taskId, 'finished');
    await page.getByTestId('vt-result').waitFor({ timeout: 60_000 });
    const saved = await sql('select sentences from video_translations where id = $1', [taskId]);
    expect(saved.rows[0].sentences[0].source).toBe(CORRECTED);

    // The last sentence is regenerated alone with new words.
    const sentences = saved.rows[0].sentences as { text: string }[];
    const last = sentences.length - 1;
    await page.getByTestId(`vt-result-sentence-${last}-regenerate`).click();
    await page.getByTestId('vt-regenerate-text').fill(REGENERATED);
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await waitForStage(taskId, 'rendering');
    await waitForStage(taskId, 'finished');
    await expect
      .poll(() => page.getByTestId(`vt-result-sentence-${last}`).textContent(), { timeout: 60_000 })
      .toContain(REGENERATED);
    await screenshot(page, 'video-translation-finished');

    const [videoDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('vt-download-video').click(),
    ]);
    const output = path.join(workDir, 'translated.mp4');
    await videoDownload.saveAs(output);
    const [srtDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('vt-download-targetSrt').click(),
    ]);
    const srtPath = path.join(workDir, 'target.srt');
    await srtDownload.saveAs(srtPath);

    const [before, after] = [await probe(source), await probe(output)];
    expect(Math.abs(after.durationSec - before.durationSec)).toBeLessThanOrEqual(0.1);
    const srt = await readFile(srtPath, 'utf8');
    expect(srt).toContain(REGENERATED);
    expect(srt.toLowerCase()).toMatch(/bienvenid|hola/);
    expect(srt).not.toContain(CORRECTED);
    const semitones = 12 * Math.log2((await medianPitch(output)) / (await medianPitch(source)));
    expect(Math.abs(semitones)).toBeLessThanOrEqual(PITCH_SEMITONES);
  }, 900_000);
});
