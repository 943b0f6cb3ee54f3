import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { probe } from '@orator/media';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './browser';
import { buyKcoins, createApiToken, registerUser, setPlan } from './session';

/**
 * A program calling the open API, written from docs/open-api.md alone: it uses nothing of Orator's and knows only
 * the base address and an API token, which the harness makes for it (a Pro account with K-coins). The harness checks
 * the downloaded video with ffprobe.
 */
class OpenApiClient {
  constructor(
    private readonly base: string,
    private readonly token: string,
  ) {}

  async call<T>(path: string, body?: object): Promise<T> {
    const res = await fetch(this.base + path, {
      method: body ? 'POST' : 'GET',
      headers: { apiToken: this.token, 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    const reply = (await res.json()) as { code: string; message: string; data: T };
    if (reply.code !== '200') throw new Error(`${path}: ${reply.code} ${reply.message}`);
    return reply.data;
  }

  /** Files are at signed addresses that need no token, like a CDN's. */
  async download(url: string): Promise<Buffer> {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`download ${url}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }
}

interface Page<T> {
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  data: T[];
}

let client: OpenApiClient;
beforeAll(async () => {
  const owner = await registerUser('API Client');
  await setPlan(owner, 'pro');
  await buyKcoins(owner);
  client = new OpenApiClient(`${inject('baseUrl')}/apis`, await createApiToken(owner));
});

describe('a program on the open API', () => {
  it('lists avatars and voices, speaks a script, makes a V2 video, polls it to success and downloads it', async () => {
    const account = await client.call<{ balance: number }>('/digitalhuman/user/v1/getInfo', {});
    expect(account.balance).toBeGreaterThan(0);

    const avatars = await client.call<Page<{ digitalHumanId: number; supportTypeId: number }>>(
      '/digitalhuman/avatar/v2/list',
      { supportTypeId: 101, cloneDigitalHuman: 0, pageIndex: 1, pageSize: 5 },
    );
    expect(avatars.totalCount).toBeGreaterThan(5);
    expect(avatars.data).toHaveLength(5);

    const languages = await client.call<{ languageType: string; voices: { id: string; isSystem: number }[] }[]>(
      '/digitalhuman/voice/v2/list',
      { language: 'English', gender: 'Female', isSystem: 1 },
    );
    const voice = languages[0]!.voices[0]!;

    const speech = await client.call<{ fileId: number; fileDuration: number; costMoney: number }>(
      '/digitalhuman/voice/v2/audition',
      {
        voiceId: voice.id,
        content: 'Welcome to our product tour. In one minute you will see how a presenter video is made.',
      },
    );
    expect(speech.costMoney).toBeGreaterThan(0);

    const added = await client.call<{ taskId: number }>('/digitalhuman/video/v2/add', {
      taskName: 'API tour',
      aspectRatio: '16:9',
      digitalHuman: { digitalHumanId: avatars.data[0]!.digitalHumanId, supportTypeId: 101, maskType: 'noMask' },
      digitalHumanVoice: {
        isSystem: 1,
        voicePackageFileId: speech.fileId,
        voicePackageDuration: speech.fileDuration,
      },
      backgroundParam: { backgroundType: 302, backgroundColor: 'rgb,0,255,0' },
    });

    let video = await client.call<{
      taskStatusTypeId: number;
      targetFileUrl: string | null;
      failMessage: string | null;
    }>('/digitalhuman/video/v1/detail', { taskId: added.taskId });
    const deadline = Date.now() + 240_000;
    while ((video.taskStatusTypeId === 190 || video.taskStatusTypeId === 191) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      video = await client.call('/digitalhuman/video/v1/detail', { taskId: added.taskId });
    }
    expect(video.failMessage).toBeNull();
    expect(video.taskStatusTypeId).toBe(192);

    const mp4 = await client.download(video.targetFileUrl!);
    const file = path.join(os.tmpdir(), `open-api-client-${added.taskId}.mp4`);
    await writeFile(file, mp4);
    const facts = await probe(file);
    expect(facts.video!.width).toBeGreaterThan(facts.video!.height);
    expect(facts.durationSec).toBeGreaterThan(speech.fileDuration - 1);

    const listed = await client.call<Page<{ taskId: number }>>('/digitalhuman/video/v1/list', { pageIndex: 1 });
    expect(listed.data.map((task) => task.taskId)).toContain(added.taskId);
  }, 300_000);
});

describe('the reference page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['', 'Open API'],
    ['zh/', '开放 API'],
    ['pt/', 'API aberta'],
  ])('reads at /ai/%sapi-docs without a console error', async (prefix, heading) => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${prefix}api-docs`);
    await page.getByTestId('api-docs').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    // The page is drawn at build time with the path alone; the origin is the browser's, shown once it hydrates.
    const base = `${inject('baseUrl')}/apis`;
    await page.waitForFunction(
      (expected) => document.querySelector('[data-testid="api-docs-base"]')?.textContent === expected,
      base,
    );
    const reference = await page.request.get(`${inject('baseUrl')}/apis/openapi.json`);
    expect(reference.ok()).toBe(true);
    await screenshot(page, `api-docs-${prefix.replace('/', '') || 'en'}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
