import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ResultCode,
  TaskApi,
  TaskStatus,
  estimateSlideSeconds,
  translate,
  ZSlideVideo,
  type TSaveTaskRequest,
  type TSlideVideo,
  type TTaskQuote,
  type TVideoTask,
} from '@orator/contracts';
import { ffmpeg, probe } from '@orator/media';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyKcoins, expectLedgersBalanced, kcoinBalance } from '../../../test/money';
import { pdfOfPages, type TPageFill } from '@orator/media/testing';
import { importedSlides } from '../../../test/slides';
import { activeUser, setUser } from '../../../test/users';
import { saveTask, savedTask, taskDetail, videoTask } from '../../../test/video';
import { servicesFor } from '../services';
import { renderVideo } from './render-video.job';

const RED: TPageFill = [0.85, 0.1, 0.1];
const GREEN: TPageFill = [0.1, 0.7, 0.2];
const BLUE: TPageFill = [0.1, 0.2, 0.85];

let t: TestApp;
let token: string;
let importId: number;
beforeAll(async () => {
  t = await createTestApp();
  const user = await activeUser(t);
  token = user.token;
  await buyKcoins(t, token, 'kc500');
  await setUser(t, user.user.id, { plan: 'pro', subscriptionStatus: 45 });
  importId = await importedSlides(t, token, 'Colours.pdf', pdfOfPages([RED, GREEN, BLUE]));
}, 60_000);
afterAll(() => t.close());

/** The deck played blue, red (silent, without the presenter), green; the first page left out. */
function slideVideo(overrides: Partial<TSlideVideo> = {}): TSlideVideo {
  return {
    importId,
    layout: 'corner',
    transition: 'cut',
    slides: [
      { page: 2, script: 'Our results this quarter were the best we have had in years.', pauseAfterSec: 0.5 },
      { page: 0, script: '', silentSec: 2, pauseAfterSec: 0, presenterHidden: true },
      { page: 1, script: 'Thank you all for listening, see you next time.', speakRate: 1.25 },
    ],
    ...overrides,
  };
}

const slideTask = (slides: Partial<TSlideVideo> = {}, overrides: Partial<TSaveTaskRequest> = {}) =>
  videoTask({ inputMode: 'slides', copyContent: '', slides: slideVideo(slides), ...overrides });

async function storedVideo(task: TVideoTask): Promise<string> {
  const row = await servicesFor(t.ctx).fileRepo.byId(task.targetFileId!);
  const file = path.join(os.tmpdir(), `orator-slide-video-${task.id}.mp4`);
  const { stream } = await t.ctx.storage.get(row!.storageKey);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  await writeFile(file, Buffer.concat(chunks));
  return file;
}

/** The top-left corner of the frame (away from the presenter and subtitles), averaged, in RGB. */
const TOP_LEFT = 'iw/4:ih/4:0:0';
/** The middle of the corner layout's presenter, in the lower right of a 1280x720 frame (docs/slides-video.md). */
const PRESENTER = '60:60:1116:520';

/** The frame at `sec`, cropped to `crop` (ffmpeg's w:h:x:y) and averaged, in RGB. */
async function cornerColour(file: string, sec: number, crop = TOP_LEFT): Promise<number[]> {
  const { stdout } = await ffmpeg([
    ...['-ss', sec.toFixed(3), '-i', file, '-frames:v', '1'],
    ...['-vf', `crop=${crop},scale=8:8,format=rgb24`, '-f', 'rawvideo', '-'],
  ]);
  const sum = [0, 0, 0];
  for (let i = 0; i < stdout.length; i++) sum[i % 3]! += stdout[i]!;
  return sum.map((channel) => channel / (stdout.length / 3));
}

function expectFill(actual: number[], fill: TPageFill) {
  fill.forEach((channel, i) => expect(Math.abs(actual[i]! - channel * 255), `${actual} vs ${fill}`).toBeLessThan(20));
}

describe('a slide video', () => {
  it('quotes the slides own lengths', async () => {
    const res = await t.call<TTaskQuote>({ method: 'POST', url: api(TaskApi.quote), token, payload: slideTask() });
    expect(res.code, res.message).toBe(ResultCode.Success);
    expect(res.data.estimatedSeconds).toBe(estimateSlideSeconds(ZSlideVideo.parse(slideVideo()).slides));
  });

  it('shows each slide for its narration, in the chosen order, and charges at most the quote', async () => {
    const before = await kcoinBalance(t, token);
    const task = await savedTask(t, token, slideTask());
    expect(task.inputMode).toBe('slides');
    expect(task.copyContent).toBe(
      'Our results this quarter were the best we have had in years.\n\nThank you all for listening, see you next time.',
    );
    await renderVideo({ taskId: task.id }, t.ctx);

    const done = await taskDetail(t, token, task.id);
    expect(done.taskStatusTypeId, done.failMessage ?? '').toBe(TaskStatus.Finished);
    const file = await storedVideo(done);
    const info = await probe(file);
    expect(info.video).toMatchObject({ width: 1280, height: 720 });
    expect(Math.abs((info.audio?.durationSec ?? 0) - info.durationSec)).toBeLessThan(0.1);

    // The silent slide lasts its 2 s between the two spoken ones: blue, then red for 2 s, then green to the end.
    const total = info.durationSec;
    expectFill(await cornerColour(file, 0.5), BLUE);
    const spokenSec = total - 2;
    expect(spokenSec).toBeGreaterThan(4);
    const redStart = await firstSecondOf(file, RED, 0, total);
    expectFill(await cornerColour(file, redStart - 0.2), BLUE);
    expectFill(await cornerColour(file, redStart + 1), RED);
    expectFill(await cornerColour(file, redStart + 2.2), GREEN);

    // The presenter stands in the corner over the spoken slides and leaves the silent one to itself.
    const differs = (rgb: number[], fill: TPageFill) =>
      fill.some((channel, i) => Math.abs(rgb[i]! - channel * 255) > 40);
    expect(differs(await cornerColour(file, 0.5, PRESENTER), BLUE)).toBe(true);
    expectFill(await cornerColour(file, redStart + 1, PRESENTER), RED);
    expect(differs(await cornerColour(file, total - 0.3, PRESENTER), GREEN)).toBe(true);
    expectFill(await cornerColour(file, total - 0.3), GREEN);

    expect(done.costKcoins).toBeLessThanOrEqual(task.costKcoins);
    expect(await kcoinBalance(t, token)).toBe(before - done.costKcoins);
    await expectLedgersBalanced(t);
  });

  it('refuses, with nothing charged, slides that are missing, not in the import, or another user s', async () => {
    const before = await kcoinBalance(t, token);
    const withoutSlides = await saveTask(t, token, videoTask({ inputMode: 'slides', copyContent: '' }));
    expect(withoutSlides.message).toBe(translate('slidesRequired', 'en'));

    const missingPage = await saveTask(
      t,
      token,
      slideTask({ slides: [{ page: 7, script: 'This page is not in the deck at all, so it cannot be shown.' }] }),
    );
    expect(missingPage.message).toBe(translate('slidePageMissing', 'en', { page: 8 }));

    const stranger = await activeUser(t);
    await buyKcoins(t, stranger.token, 'kc500');
    const notTheirs = await saveTask(t, stranger.token, slideTask());
    expect(notTheirs.message).toBe(translate('slideImportNotFound', 'en'));

    const tooShort = await saveTask(t, token, slideTask({ slides: [{ page: 0, script: 'Hi.' }] }));
    expect(tooShort.message).toBe(translate('scriptTooShort', 'en', { min: 40 }));
    expect(await kcoinBalance(t, token)).toBe(before);
  });
});

/** When the slide of `fill` first fills the corner, searched to a tenth of a second. */
async function firstSecondOf(file: string, fill: TPageFill, from: number, to: number): Promise<number> {
  const near = (rgb: number[]) => fill.every((channel, i) => Math.abs(rgb[i]! - channel * 255) < 20);
  for (let sec = from; sec < to; sec += 0.1) if (near(await cornerColour(file, sec))) return sec;
  throw new Error(`no slide of ${fill} in ${file}`);
}
