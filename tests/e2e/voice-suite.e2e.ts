import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { createEspeakEngine, encodeWav, ffmpeg, probe } from '@orator/media';
import { expectNoSidewaysScroll, launchBrowser, screenshot } from './browser';
import { buyKcoins, registerUser, setPlan, signedInPage, sql, type TTestUser } from './session';

const PHONE = { width: 390, height: 844 };
const SAMPLE_SCRIPT =
  'Good morning, and welcome to our weekly product update. Today I will walk you through three new features, ' +
  'explain why we built them, and show how they save you time. First, the new dashboard loads twice as fast.';
const SUBTITLE_SCRIPT = 'The river was calm this morning. We walked along the bank and counted seven boats.';
const SENSITIVE_SPEC_MESSAGE = 'Clone task failed due to sensitive content, please resubmit';

const DUBBINGS = [
  {
    language: 'en-US',
    name: 'Launch English',
    text: 'Welcome to our spring launch. Every store opens an hour earlier this week.',
    word: 'spring',
  },
  {
    language: 'zh-CN',
    /** What a user types into the language picker, and the option it then picks. */
    pick: { typed: 'mandarin', option: '中文（普通话） · Chinese (Mandarin)' },
    name: 'Launch Chinese',
    text: '欢迎来到我们的春季发布会。本周每家门店都提前一小时开门。',
    word: '春季',
  },
  {
    language: 'pt-BR',
    pick: { typed: 'brasil', option: 'Português (Brasil) · Portuguese (Brazil)' },
    name: 'Launch Portuguese',
    text: 'Bem-vindo ao nosso lançamento de primavera. Todas as lojas abrem uma hora mais cedo.',
    word: 'primavera',
  },
] as const;

let browser: Browser;
let user: TTestUser;
let workDir: string;
/** 20 s of real speech: a voice changer input, a clone sample and the fake microphone's sound. */
let speech20s: string;

/** Real speech from the offline engine, as a mono WAV file. */
async function speechFile(name: string, text: string, seconds?: number): Promise<string> {
  const spoken = path.join(workDir, `spoken-${name}`);
  await writeFile(spoken, encodeWav(await createEspeakEngine().synthesize(text, 'espeak:en-US:m3')));
  if (seconds === undefined) return spoken;
  const looped = path.join(workDir, name);
  await ffmpeg(['-y', '-stream_loop', '-1', '-i', spoken, '-t', String(seconds), '-ac', '1', looped]);
  return looped;
}

/** An MP3 frame header followed by noise: stored as an MP3, impossible to decode. */
async function corruptMp3(): Promise<string> {
  const file = path.join(workDir, 'damaged.mp3');
  const junk = Buffer.alloc(150 * 1024).map((_, index) => (index * 7919) % 251);
  await writeFile(file, Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), junk]));
  return file;
}

function renamedTextFile(): string {
  return path.join(workDir, 'notes.mp3');
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'orator-e2e-voice-'));
  speech20s = await speechFile('speech-20s.wav', SAMPLE_SCRIPT, 20);
  await writeFile(renamedTextFile(), 'Meeting notes: call the printer about the flyers.\n'.repeat(100));
  browser = await launchBrowser({ fakeMicrophone: speech20s });
  user = await registerUser('Voice Valerie');
  await buyKcoins(user);
  // Member-only voices are in the pickers too; a member can dub with any of them.
  await setPlan(user, 'pro');
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await rm(workDir, { recursive: true, force: true });
});

async function headerBalance(page: Page): Promise<number> {
  const balance = page.getByTestId('header-kcoins');
  await expect.poll(async () => /\d/.test((await balance.textContent()) ?? '')).toBe(true);
  return Number(((await balance.textContent()) ?? '').replace(/\D/g, ''));
}

/** Clicks something that downloads a file and keeps the file on disk under `name`. */
async function savedDownload(page: Page, click: () => Promise<void>, name: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const saved = path.join(workDir, name);
  await download.saveAs(saved);
  return saved;
}

/** Opens an antd select, types into its search, and picks the option whose label contains `option`. */
async function chooseOption(page: Page, select: Locator, { typed, option }: { typed: string; option: string }) {
  await select.click();
  await page.keyboard.type(typed);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

async function quotedCost(page: Page): Promise<number> {
  const value = page.getByTestId('dubbing-cost').locator('.ant-statistic-content-value').first();
  await expect.poll(async () => Number(((await value.textContent()) ?? '').replace(/\D/g, '')) || 0).toBeGreaterThan(0);
  return Number(((await value.textContent()) ?? '').replace(/\D/g, ''));
}

/** Generates the dubbing on the page and checks the MP3 and the SRT the user downloads. */
async function generateAndDownload(page: Page, name: string, word: string) {
  const cost = await quotedCost(page);
  const before = await headerBalance(page);
  await page.getByTestId('dubbing-generate').click();
  await page.getByTestId('dubbing-done').waitFor({ timeout: 90_000 });
  await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(before - cost);

  const mp3 = await savedDownload(page, () => page.getByTestId('dubbing-download-mp3').click(), `${name}.mp3`);
  const info = await probe(mp3);
  expect(info.audio?.codec).toBe('mp3');
  expect(info.durationSec).toBeGreaterThan(1);
  const srt = await savedDownload(page, () => page.getByTestId('dubbing-download-srt').click(), `${name}.srt`);
  const subtitles = await readFile(srt, 'utf8');
  expect(subtitles).toMatch(/^1\r?\n\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}/);
  expect(subtitles).toContain(word);
  return cost;
}

describe('voice suite', () => {
  it('dubs a text in English, Chinese and Portuguese, auditions it, downloads MP3 and SRT and charges the quote', async () => {
    const { context, page } = await signedInPage(browser, user);
    for (const [index, dubbing] of DUBBINGS.entries()) {
      await page.goto('dubbing');
      await page.getByTestId('paragraph-0-text').waitFor();
      await page.getByTestId('dubbing-name').fill(dubbing.name);
      if ('pick' in dubbing) await chooseOption(page, page.getByTestId('dubbing-language'), dubbing.pick);
      await page.getByTestId('paragraph-0-text').fill(dubbing.text);
      // Each language with a voice other than its default: the second of the picker.
      await page.getByTestId('paragraph-0-voice').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1).click();
      if (index === 0) {
        const audition = page.getByTestId('paragraph-0-audition');
        await audition.click();
        // The button turns into Stop once the first clause of the streamed reading plays.
        await expect.poll(() => audition.textContent(), { timeout: 20_000 }).toBe('Stop');
        await screenshot(page, 'voice-dubbing-en');
        await expect.poll(() => audition.textContent(), { timeout: 30_000 }).toBe('Audition');
      }
      await generateAndDownload(page, dubbing.name, dubbing.word);
      if (index === 0) await screenshot(page, 'voice-dubbing-done-en');
    }

    await page.goto('my?tab=textToSpeech');
    const history = page.getByTestId('dubbing-history');
    await history.locator('[data-testid^="dubbing-item-"]').first().waitFor();
    for (const { name } of DUBBINGS) expect(await history.textContent()).toContain(name);
    const { rows } = await sql('select count(*)::int as n from dubbing_tasks where owner_id = $1 and status = 192', [
      user.id,
    ]);
    expect(rows[0].n).toBe(3);
    await screenshot(page, 'voice-my-dubbings-en');
    await context.close();
  }, 300_000);

  it('changes an uploaded and a recorded voice, and refuses a file that is not audio', async () => {
    const { context, page } = await signedInPage(browser, user);
    await page.goto('dubbing?tab=voiceChanger');
    const before = await headerBalance(page);
    await page.getByTestId('voice-changer-tool').waitFor();
    await page.locator('.voice-changer-source input[type=file]').setInputFiles(speech20s);
    await expect
      .poll(() => page.getByTestId('voice-source-name').textContent(), { timeout: 20_000 })
      .toBe('speech-20s.wav');
    await page.getByTestId('preset-robot').click();
    await page.getByTestId('voice-change-convert').click();
    await page.getByTestId('voice-change-result').waitFor({ timeout: 60_000 });
    await screenshot(page, 'voice-changer-en');
    const changed = await savedDownload(page, () => page.getByTestId('voice-change-download').click(), 'robot.mp3');
    const info = await probe(changed);
    expect(info.audio?.codec).toBe('mp3');
    expect(Math.abs(info.durationSec - 20)).toBeLessThan(1);

    // The fake microphone plays the same speech: four seconds of it become the next input.
    await page.getByTestId('voice-source-remove').click();
    await page.getByTestId('recorder-start').click();
    await expect
      .poll(() => page.getByTestId('recorder-elapsed').textContent(), { timeout: 10_000 })
      .toMatch(/0:0[4-9] \//);
    await page.getByTestId('recorder-stop').click();
    await expect
      .poll(() => page.getByTestId('voice-source-name').textContent(), { timeout: 20_000 })
      .toMatch(/^recording-.*\.wav$/);
    await page.getByTestId('preset-higher').click();
    await page.getByTestId('voice-change-convert').click();
    await page.getByTestId('voice-change-result').waitFor({ timeout: 60_000 });
    const recorded = await savedDownload(page, () => page.getByTestId('voice-change-download').click(), 'higher.mp3');
    expect((await probe(recorded)).durationSec).toBeGreaterThan(3);

    // A text file renamed to .mp3 is refused on upload, by what its bytes are.
    await page.getByTestId('voice-source-remove').click();
    await page.locator('.voice-changer-source input[type=file]').setInputFiles(renamedTextFile());
    expect(await page.getByTestId('voice-source-problem').textContent({ timeout: 20_000 })).not.toBe('');
    await screenshot(page, 'voice-changer-renamed-en');
    // A damaged MP3 is stored, then refused by its content when the change is asked for.
    await page.locator('.voice-changer-source input[type=file]').setInputFiles(await corruptMp3());
    await page.getByTestId('voice-source-name').waitFor({ timeout: 20_000 });
    await page.getByTestId('voice-change-convert').click();
    expect(await page.getByTestId('voice-change-refused').textContent({ timeout: 20_000 })).toBe(
      'The audio file could not be read, please upload it again',
    );
    await screenshot(page, 'voice-changer-refused-en');

    await page.goto('my?tab=voiceChange');
    const history = page.getByTestId('voice-change-history');
    await history.waitFor();
    expect(await history.locator('article.voice-change-item').count()).toBe(2);
    await screenshot(page, 'voice-my-changes-en');
    // The voice changer is free: nothing left the balance.
    expect(await headerBalance(page)).toBe(before);
    await context.close();
  }, 240_000);

  it('takes an instant clone from the form through payment to a ready voice used in a dubbing', async () => {
    const { context, page } = await signedInPage(browser, user);
    await page.goto('instant-voice-clone');
    await page.getByTestId('clone-name').fill('Narrator Nina');
    await screenshot(page, 'voice-instant-clone-form-en');

    // A damaged MP3 is refused by its content when the clone is saved.
    await page.locator('.clone-sample input[type=file]').setInputFiles(await corruptMp3());
    await page.getByTestId('clone-sample-chosen').waitFor({ timeout: 20_000 });
    await page.getByTestId('clone-submit').click();
    await page.getByText('Please read and agree to the Customized Service Notice').waitFor();
    await page.getByTestId('clone-notice').click();
    await page.getByTestId('clone-submit').click();
    await page
      .locator('.ant-message')
      .getByText('The recording could not be read as audio, please upload an MP3, WAV or M4A file')
      .waitFor({ timeout: 20_000 });
    await screenshot(page, 'voice-instant-clone-refused-en');
    expect(page.url()).toMatch(/\/ai\/instant-voice-clone$/);
    const none = await sql('select count(*)::int as n from voice_clones where owner_id = $1', [user.id]);
    expect(none.rows[0].n).toBe(0);

    await page.locator('.clone-sample input[type=file]').setInputFiles(speech20s);
    await expect
      .poll(() => page.getByTestId('clone-sample-chosen').textContent(), { timeout: 20_000 })
      .toBe('speech-20s.wav (20 s)');
    await page.getByTestId('clone-submit').click();
    await page.waitForURL(/\/api\/user\/v1\/payment\/sandbox\/checkout\?orderNo=\w+&lang=en$/);
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/\/ai\/voice-clone/);

    const { rows } = await sql('select id from voice_clones where owner_id = $1 and name = $2', [
      user.id,
      'Narrator Nina',
    ]);
    const card = page.getByTestId(`clone-${rows[0].id}`);
    // The list looks again every 30 s while the clone is reviewed and synthesised.
    await expect.poll(() => card.getByTestId('clone-status').textContent(), { timeout: 90_000 }).toBe('Ready');
    await screenshot(page, 'voice-clone-list-en');
    // The owner hears the recording the clone was made from (the player sends the session cookie).
    const sample = card.locator('audio.clone-card__sample');
    await sample.evaluate((audio: HTMLAudioElement) => audio.load());
    await expect
      .poll(() => sample.evaluate((audio: HTMLAudioElement) => audio.duration), { timeout: 15_000 })
      .toBeCloseTo(20, 0);

    await card.getByTestId('clone-use').click();
    await page.waitForURL(/\/ai\/dubbing\?voiceId=clone%3A\d+$/);
    await expect
      .poll(() => page.getByTestId('paragraph-0-voice').textContent(), { timeout: 15_000 })
      .toContain('Narrator Nina');
    await page.getByTestId('dubbing-name').fill('Nina reads');
    await page.getByTestId('paragraph-0-text').fill(DUBBINGS[0].text);
    await generateAndDownload(page, 'Nina reads', DUBBINGS[0].word);
    await screenshot(page, 'voice-clone-dubbing-en');
    await context.close();
  }, 240_000);

  it('fails a clone whose name is sensitive, with the SPEC message', async () => {
    const { context, page } = await signedInPage(browser, user);
    await page.goto('instant-voice-clone');
    await page.getByTestId('clone-name').fill('terrorist attack voice');
    await page.locator('.clone-sample input[type=file]').setInputFiles(speech20s);
    await page.getByTestId('clone-sample-chosen').waitFor({ timeout: 20_000 });
    await page.getByTestId('clone-notice').click();
    await page.getByTestId('clone-submit').click();
    await page.waitForURL(/sandbox\/checkout/);
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/\/ai\/voice-clone/);
    const { rows } = await sql('select id from voice_clones where owner_id = $1 and name = $2', [
      user.id,
      'terrorist attack voice',
    ]);
    const card = page.getByTestId(`clone-${rows[0].id}`);
    await expect.poll(() => card.getByTestId('clone-status').textContent(), { timeout: 90_000 }).toBe('Failed');
    expect(await card.getByTestId('clone-reason').textContent()).toBe(SENSITIVE_SPEC_MESSAGE);
    await card.getByTestId('clone-resubmit').waitFor();
    await context.close();
  }, 150_000);

  it('lets an administrator reject a pro clone with a reason the owner then reads', async () => {
    const proSample = await speechFile('pro-sample.wav', SAMPLE_SCRIPT, 305);
    const { context, page } = await signedInPage(browser, user);
    await page.goto('pro-voice-clone');
    await page.getByTestId('clone-name').fill('Studio voice');
    await page.locator('.clone-sample input[type=file]').setInputFiles(proSample);
    await page.getByTestId('clone-sample-chosen').waitFor({ timeout: 30_000 });
    await page.getByTestId('clone-notice').click();
    await screenshot(page, 'voice-pro-clone-form-en');
    await page.getByTestId('clone-submit').click();
    await page.waitForURL(/sandbox\/checkout/);
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/\/ai\/voice-clone/);
    const { rows } = await sql('select id from voice_clones where owner_id = $1 and name = $2', [
      user.id,
      'Studio voice',
    ]);
    const id = rows[0].id as number;
    await expect
      .poll(async () => (await sql('select status from voice_clones where id = $1', [id])).rows[0].status, {
        timeout: 60_000,
        interval: 1000,
      })
      .toBe('review');

    const admin = await registerUser('Admin Ada');
    await sql("update users set role = 'admin' where id = $1", [admin.id]);
    const operator = await signedInPage(browser, admin);
    await operator.page.goto('admin/voice-clones');
    const review = operator.page.getByTestId(`review-${id}`);
    await review.waitFor();
    await screenshot(operator.page, 'voice-admin-review-en');
    await review.getByTestId('review-reject').click();
    const reason = 'The recording has music under the voice; please record in a quiet room.';
    await operator.page.getByTestId('reject-reason').fill(reason);
    await operator.page.locator('.ant-modal-footer .ant-btn-dangerous').click();
    await review.waitFor({ state: 'detached' });
    await operator.context.close();

    await page.reload();
    const card = page.getByTestId(`clone-${id}`);
    await expect.poll(() => card.getByTestId('clone-status').textContent()).toBe('Rejected');
    expect(await card.getByTestId('clone-reason').textContent()).toBe(reason);
    await screenshot(page, 'voice-clone-rejected-en');
    await context.close();
  }, 240_000);

  it('makes subtitles from audio with its text, keeps an edit and downloads it as SRT and VTT', async () => {
    const audio = await speechFile('subtitle-audio.wav', SUBTITLE_SCRIPT);
    const { context, page } = await signedInPage(browser, user);
    await page.goto('dubbing?tab=audioToSubtitle');
    await page.getByTestId('audio-subtitle-tool').waitFor();
    await page.locator('.audio-subtitle__form input[type=file]').setInputFiles(audio);
    await page.locator('.audio-subtitle__upload-title', { hasText: 'spoken-subtitle-audio.wav' }).waitFor();
    await page.getByLabel('What is said (optional)').fill(SUBTITLE_SCRIPT);
    await page.getByRole('button', { name: 'Make subtitles' }).click();
    await page.getByTestId('subtitle-editor').waitFor({ timeout: 60_000 });
    const firstLine = page.getByLabel('Line 1', { exact: true });
    expect(await firstLine.inputValue()).toMatch(/^The river/);
    await screenshot(page, 'voice-audio-subtitle-en');

    await firstLine.fill('The river was very calm this morning.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Changes saved').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Download SRT' }).isEnabled()).toBe(true);
    const srt = await savedDownload(page, () => page.getByRole('button', { name: 'Download SRT' }).click(), 'subs.srt');
    expect(await readFile(srt, 'utf8')).toContain('The river was very calm this morning.');
    const vtt = await savedDownload(page, () => page.getByRole('button', { name: 'Download VTT' }).click(), 'subs.vtt');
    const webvtt = await readFile(vtt, 'utf8');
    expect(webvtt.startsWith('WEBVTT')).toBe(true);
    expect(webvtt).toContain('The river was very calm this morning.');
    await context.close();
  }, 150_000);

  it('shows the voice library and the clone intro on a desktop', async () => {
    const { context, page } = await signedInPage(browser, user);
    await page.goto('voices');
    await page.getByTestId('voice-grid').locator('[data-testid$="-save"]').first().waitFor();
    await screenshot(page, 'voice-library-en');
    await page.goto('voice-clone');
    await page.getByTestId('clone-list').waitFor();
    await screenshot(page, 'voice-clone-intro-en');
    await context.close();
  });

  it.each(['zh', 'pt'] as const)('lays every voice screen out on a phone in %s', async (locale) => {
    const { context, page } = await signedInPage(browser, user, PHONE, locale);
    for (const [route, ready] of [
      ['dubbing', 'paragraph-0-text'],
      ['dubbing?tab=voiceChanger', 'voice-changer-tool'],
      ['dubbing?tab=audioToSubtitle', 'audio-subtitle-tool'],
      ['voices', 'voice-grid'],
      ['voice-clone', 'clone-list'],
      ['instant-voice-clone', 'clone-form'],
      ['my?tab=textToSpeech', 'dubbing-history'],
      ['my?tab=voiceChange', 'voice-change-history'],
    ] as const) {
      await page.goto(route);
      await page.getByTestId(ready).waitFor();
      await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
      // Form help and tab ink slide in: the picture is taken once nothing is moving.
      await page.locator('[class*="-appear-active"], [class*="-enter-active"]').first().waitFor({ state: 'detached' });
      const name = route.replace(/[?=]/g, '-');
      await screenshot(page, `voice-mobile-${name}-${locale}`);
      await expectNoSidewaysScroll(page, route);
    }
    await context.close();
  });
});
