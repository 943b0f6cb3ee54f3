import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  FileSource,
  ResultCode,
  SubtitleRemoverApi,
  TaskStatus,
  subtitleRemovalCostFor,
  type TPage,
  type TSubtitleBandSuggestion,
  type TSubtitleRemoverQuote,
  type TSubtitleRemoverSource,
  type TSubtitleRemoverSubmitRequest,
  type TSubtitleRemoverTask,
} from '@orator/contracts';
import { probe } from '@orator/media';
import { api, multipartBody } from '../../../test/api';
import { ffmpegFile } from '../../../test/audio-subtitle';
import { createTestApp, type TestApp } from '../../../test/helper';
import { expectLedgersBalanced, kcoinBalance } from '../../../test/money';
import { activeUser, setUser, uploadFile, type ActiveUser } from '../../../test/users';
import { servicesFor } from '../services';
import { MAX_SUBTITLE_REMOVAL_ATTEMPTS, removeSubtitles } from './remove-subtitles.job';

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const WIDTH = 320;
const HEIGHT = 180;
/** Where the fixture burns its captions and its logo. */
const CAPTION = { lt_x: 20, lt_y: 140, rb_x: 300, rb_y: 172 };
const LOGO = { lt_x: 270, lt_y: 8, rb_x: 312, rb_y: 40 };

let t: TestApp;
let work: string;
let clip: Buffer;

/** A moving test picture with a caption line that changes every 1.5 s, a corner logo and a tone. */
function captionedClip(seconds: number, size = `${WIDTH}x${HEIGHT}`) {
  const lines = ['Hello there', 'Second line', 'Goodbye now', 'The end'];
  const captions = lines
    .map(
      (text, i) =>
        `drawtext=fontfile=${FONT}:text='${text}':fontsize=18:fontcolor=white:borderw=2:bordercolor=black:` +
        `x=(w-text_w)/2:y=h-34:enable='between(t,${i * 1.5},${i * 1.5 + 1.5})'`,
    )
    .join(',');
  return ffmpegFile(
    [
      ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
      ...['-vf', `${captions},drawbox=x=272:y=10:w=38:h=28:color=yellow@1:t=fill`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
    ],
    'mp4',
  );
}

beforeAll(async () => {
  t = await createTestApp();
  work = await mkdtemp(join(tmpdir(), 'subtitle-remover-test-'));
  clip = await captionedClip(5.5);
}, 60_000);

afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

function upload(user: ActiveUser, body: Buffer, fileName = 'clip.mp4', locale = 'en') {
  const form = multipartBody({}, { fileName, body, contentType: 'video/mp4' });
  return t.call<TSubtitleRemoverSource>({
    method: 'POST',
    url: api(SubtitleRemoverApi.uploadVideo),
    token: user.token,
    headers: { ...form.headers, Language: locale },
    payload: form.payload,
  });
}

async function uploaded(user: ActiveUser, body = clip) {
  const res = await upload(user, body);
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data;
}

function submit(user: ActiveUser, payload: TSubtitleRemoverSubmitRequest, locale = 'en') {
  return t.call<TSubtitleRemoverTask>({
    method: 'POST',
    url: api(SubtitleRemoverApi.submit),
    token: user.token,
    payload,
    headers: { Language: locale },
  });
}

async function detail(user: ActiveUser, id: number) {
  const res = await t.call<TSubtitleRemoverTask>({
    method: 'GET',
    url: `${api(SubtitleRemoverApi.detail)}?id=${id}`,
    token: user.token,
  });
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data;
}

function list(user: ActiveUser) {
  return t.call<TPage<TSubtitleRemoverTask>>({
    method: 'POST',
    url: api(SubtitleRemoverApi.list),
    token: user.token,
    payload: { current: 1, size: 20 },
  });
}

function download(user: ActiveUser, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { aigcToken: user.token } });
}

/** A Standard member: no free uses, three removals at once; only the balance limits a burst. */
async function memberWith(kcoins: number) {
  const user = await activeUser(t);
  await setUser(t, user.user.id, { plan: 'standard', subscriptionStatus: 45 });
  if (kcoins > 0) {
    await servicesFor(t.ctx).ledger.credit({
      userId: user.user.id,
      amount: kcoins,
      idempotencyKey: `grant-${user.user.id}`,
      reason: 'redeem',
    });
  }
  return user;
}

describe('uploadVideo', () => {
  it('keeps an MP4 of 5 s to 10 min with a full-size frame to draw on and its price', async () => {
    const user = await activeUser(t);
    const source = await uploaded(user);
    expect(source).toMatchObject({ width: WIDTH, height: HEIGHT, price: 6, fileName: 'clip.mp4' });
    expect(source.durationSec).toBeGreaterThan(5.4);
    expect(source.durationSec).toBeLessThan(5.6);
    const frame = await download(user, source.frameUrl);
    expect(frame.statusCode).toBe(200);
    expect(await sharp(frame.rawPayload).metadata()).toMatchObject({ width: WIDTH, height: HEIGHT, format: 'jpeg' });
    // Someone else's download is refused in the API envelope, not answered with the file.
    const stranger = await activeUser(t);
    expect((await download(stranger, source.videoUrl)).json()).toMatchObject({ code: ResultCode.NotFound });
  });

  it('refuses what is not an MP4 or MOV of 5 s to 10 min, in the reader’s language, and keeps nothing', async () => {
    const user = await activeUser(t);
    const mp3 = await ffmpegFile(['-f', 'lavfi', '-i', 'sine=d=6'], 'mp3');
    expect(await upload(user, mp3, 'clip.mp4')).toMatchObject({
      code: ResultCode.BadRequest,
      message: 'Please upload an MP4 or MOV video',
    });
    const webm = await ffmpegFile(['-f', 'lavfi', '-i', 'testsrc2=size=160x90:duration=6', '-c:v', 'libvpx'], 'webm');
    expect(await upload(user, webm, 'clip.webm', 'pt')).toMatchObject({ message: 'Envie um vídeo MP4 ou MOV' });
    expect(await upload(user, await captionedClip(3), 'short.mp4')).toMatchObject({
      code: ResultCode.BadRequest,
      message: 'The video must be at least 5 seconds long',
    });
    const long = await ffmpegFile(
      ['-f', 'lavfi', '-i', 'testsrc=size=32x32:rate=1:duration=605', '-c:v', 'libx264', '-preset', 'ultrafast'],
      'mp4',
    );
    expect(await upload(user, long, 'long.mp4', 'zh')).toMatchObject({
      code: ResultCode.BadRequest,
      message: '视频时长不能超过 10 分钟',
    });
    const garbage = Buffer.concat([clip.subarray(0, 4096), Buffer.alloc(4096)]);
    expect((await upload(user, garbage, 'broken.mp4')).code).toBe(ResultCode.BadRequest);
    const kept = await servicesFor(t.ctx).files.listBySource(user.user.id, FileSource.SubtitleRemoverVideo, 1, 10);
    expect(kept.total).toBe(0);
  });

  it('refuses a file over 200 MB before reading it', async () => {
    const user = await activeUser(t);
    const refused = servicesFor(t.ctx).subtitleRemover.acceptUpload(user.user.id, {
      filePath: join(work, 'never-read.mp4'),
      fileName: 'huge.mp4',
      size: 200 * 1024 * 1024 + 1,
    });
    await expect(refused).rejects.toMatchObject({ messageKey: 'subtitleRemoverTooLarge' });
  });
});

describe('boxes', () => {
  it('applies the SPEC box rules with their messages and holds nothing for a refused drawing', async () => {
    const user = await memberWith(100);
    const { fileId } = await uploaded(user);
    const box = (n: number) => ({ lt_x: 10 + n, lt_y: 10, rb_x: 60 + n, rb_y: 40 });
    const cases: [Partial<TSubtitleRemoverSubmitRequest>, string][] = [
      [{}, 'Please add at least one watermark box or subtitle box'],
      [
        { rectAreaList: [box(0), box(1), box(2)], customRectAreaList: [box(3), box(4), box(5)] },
        'You can only add up to 5 boxes',
      ],
      [{ rectAreaList: [box(0), box(1)] }, 'Only one subtitle box can be added'],
      [{ rectAreaList: [box(0)], customRectAreaList: [box(1), box(2)] }, 'Only one watermark frame can be added'],
      [
        { rectAreaList: [{ lt_x: 400, lt_y: 10, rb_x: 500, rb_y: 40 }] },
        'Each box must lie inside the video frame and be at least 8 pixels wide and high',
      ],
    ];
    for (const [boxes, message] of cases) {
      expect(await submit(user, { fileId, ...boxes })).toMatchObject({ code: ResultCode.BadRequest, message });
    }
    expect(await submit(user, { fileId }, 'zh')).toMatchObject({ message: '请至少添加一个水印框或字幕框' });
    expect(await kcoinBalance(t, user.token)).toBe(100);
    expect((await list(user)).data.total).toBe(0);
  });

  it('cuts a box that spills over the frame at its edge and puts reversed corners in order', async () => {
    const user = await memberWith(100);
    const { fileId } = await uploaded(user);
    const res = await submit(user, {
      fileId,
      rectAreaList: [{ lt_x: 330, lt_y: 190, rb_x: 10.4, rb_y: 130.6 }],
      customRectAreaList: [{ lt_x: -20, lt_y: -5, rb_x: 40, rb_y: 30 }],
    });
    expect(res.code, res.message).toBe(ResultCode.Success);
    expect(res.data.rectAreaList).toEqual([{ lt_x: 10, lt_y: 131, rb_x: WIDTH, rb_y: HEIGHT }]);
    expect(res.data.customRectAreaList).toEqual([{ lt_x: 0, lt_y: 0, rb_x: 40, rb_y: 30 }]);
  });

  it('refuses a video not uploaded to this tool, and someone else’s as unknown', async () => {
    const user = await memberWith(100);
    const picture = await uploadFile(
      t,
      user.token,
      {
        fileName: 'p.png',
        body: await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
          .png()
          .toBuffer(),
      },
      FileSource.UserUpload,
    );
    expect(await submit(user, { fileId: picture.id, rectAreaList: [CAPTION] })).toMatchObject({
      code: ResultCode.BadRequest,
      message: 'Please upload the video on this page first',
    });
    const owner = await activeUser(t);
    const { fileId } = await uploaded(owner);
    expect((await submit(user, { fileId, rectAreaList: [CAPTION] })).code).toBe(ResultCode.NotFound);
  });
});

describe('charging', () => {
  it('quotes 1 K-coin per started second, the first three free on the free plan', async () => {
    const user = await activeUser(t);
    const { fileId } = await uploaded(user);
    const quote = await t.call<TSubtitleRemoverQuote>({
      method: 'POST',
      url: api(SubtitleRemoverApi.quote),
      token: user.token,
      payload: { fileId },
    });
    expect(quote.data).toMatchObject({ seconds: 6, price: 6, cost: 0, isTrial: true, canSubmit: true });
    expect(subtitleRemovalCostFor(5)).toBe(5);
    expect(subtitleRemovalCostFor(5.004)).toBe(5);
    expect(subtitleRemovalCostFor(5.2)).toBe(6);
  });

  it('admits exactly as many parallel submissions as the balance pays for, atomically', async () => {
    const user = await memberWith(12);
    const { fileId } = await uploaded(user);
    const answers = await Promise.all([1, 2, 3].map(() => submit(user, { fileId, rectAreaList: [CAPTION] })));
    const accepted = answers.filter((answer) => answer.code === ResultCode.Success);
    expect(accepted).toHaveLength(2);
    expect(answers.filter((answer) => answer.code === ResultCode.InsufficientBalance)).toHaveLength(1);
    expect(await kcoinBalance(t, user.token)).toBe(0);
    expect((await list(user)).data.total).toBe(2);
    await expectLedgersBalanced(t);
  });

  it('lets a free user run one removal at a time', async () => {
    const user = await activeUser(t);
    const { fileId } = await uploaded(user);
    expect((await submit(user, { fileId, rectAreaList: [CAPTION] })).code).toBe(ResultCode.Success);
    expect(await submit(user, { fileId, rectAreaList: [CAPTION] })).toMatchObject({
      code: ResultCode.TaskInProgress,
      message: 'Sorry, video tasks are being generated. Please wait for completion before resubmitting.',
    });
  });

  it('gives the K-coins back when the removal fails on its last attempt', async () => {
    const user = await memberWith(10);
    const { fileId } = await uploaded(user);
    const task = (await submit(user, { fileId, rectAreaList: [CAPTION] })).data;
    expect(await kcoinBalance(t, user.token)).toBe(4);
    // The stored video vanishes (a lost disk): no run can read it.
    const source = await servicesFor(t.ctx).fileRepo.byId(fileId);
    await t.ctx.storage.delete(source!.storageKey);
    for (let attempt = 1; attempt < MAX_SUBTITLE_REMOVAL_ATTEMPTS; attempt++) {
      await expect(removeSubtitles({ taskId: task.id }, t.ctx)).rejects.toThrow();
      expect(await kcoinBalance(t, user.token)).toBe(4);
    }
    await removeSubtitles({ taskId: task.id }, t.ctx);
    expect(await detail(user, task.id)).toMatchObject({
      taskStatusTypeId: TaskStatus.Failed,
      failReason: 'Sorry, the subtitles could not be removed due to system reasons; your K-coins were returned',
      targetFileUrl: null,
    });
    expect(await kcoinBalance(t, user.token)).toBe(10);
    await expectLedgersBalanced(t);
  });

  it('gives the K-coins back when a queued removal is deleted, and its job then does nothing', async () => {
    const user = await memberWith(10);
    const { fileId } = await uploaded(user);
    const task = (await submit(user, { fileId, rectAreaList: [CAPTION] })).data;
    const deleted = await t.call({
      method: 'POST',
      url: api(SubtitleRemoverApi.taskBatchDelete),
      token: user.token,
      payload: { ids: [task.id] },
    });
    expect(deleted.code).toBe(ResultCode.Success);
    await removeSubtitles({ taskId: task.id }, t.ctx);
    expect(await kcoinBalance(t, user.token)).toBe(10);
    expect((await list(user)).data.total).toBe(0);
    await expectLedgersBalanced(t);
  });
});

describe('removal', () => {
  it('erases the boxes with the offline engine, charges on success and serves the video to its owner', async () => {
    const user = await memberWith(10);
    const { fileId } = await uploaded(user);
    const task = (
      await submit(user, { fileId, taskName: 'Promo', rectAreaList: [CAPTION], customRectAreaList: [LOGO] })
    ).data;
    expect(task).toMatchObject({ taskStatusTypeId: TaskStatus.Queued, costKcoins: 6, engine: 'offline' });
    await removeSubtitles({ taskId: task.id }, t.ctx);
    const done = await detail(user, task.id);
    expect(done).toMatchObject({
      taskStatusTypeId: TaskStatus.Finished,
      progress: 100,
      costKcoins: 6,
      taskName: 'Promo',
    });
    expect(await kcoinBalance(t, user.token)).toBe(4);
    const video = await download(user, done.targetFileUrl!);
    expect(video.headers['content-type']).toBe('video/mp4');
    const path = join(work, `${task.id}.mp4`);
    await writeFile(path, video.rawPayload);
    const measured = await probe(path);
    expect(measured.video).toMatchObject({ width: WIDTH, height: HEIGHT });
    expect(measured.durationSec).toBeGreaterThan(5.3);
    expect(measured.audio).toBeDefined();
    const stranger = await activeUser(t);
    expect((await download(stranger, done.targetFileUrl!)).json()).toMatchObject({ code: ResultCode.NotFound });
    expect(
      (
        await t.call({
          method: 'GET',
          url: `${api(SubtitleRemoverApi.detail)}?id=${task.id}`,
          token: stranger.token,
        })
      ).message,
    ).toBe('This subtitle removal no longer exists');
    await expectLedgersBalanced(t);
  });

  it('suggests the band where the captions are', async () => {
    const user = await activeUser(t);
    const { fileId } = await uploaded(user);
    const res = await t.call<TSubtitleBandSuggestion>({
      method: 'GET',
      url: `${api(SubtitleRemoverApi.suggestBand)}?fileId=${fileId}`,
      token: user.token,
    });
    expect(res.code, res.message).toBe(ResultCode.Success);
    const box = res.data.box!;
    // The captions sit at y 146-164 (drawtext at h-34, 18 px): the band must cover them and stay in the lower half.
    expect(box.lt_y).toBeLessThanOrEqual(150);
    expect(box.rb_y).toBeGreaterThanOrEqual(160);
    expect(box.lt_y).toBeGreaterThan(HEIGHT / 2);
  }, 60_000);
});

describe('the removal server plug', () => {
  it('sends removals to SUBTITLE_REMOVER_ENGINE_URL and gives the K-coins back when the server fails them', async () => {
    const asked: string[] = [];
    const server = createServer((req, res) => {
      asked.push(`${req.method} ${req.url}`);
      req.resume();
      req.on('end', () => res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"no GPU"}'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const app = await createTestApp({
      subtitleRemoverEngine: { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` },
    });
    try {
      const user = await activeUser(app);
      await setUser(app, user.user.id, { plan: 'standard', subscriptionStatus: 45 });
      await servicesFor(app.ctx).ledger.credit({
        userId: user.user.id,
        amount: 10,
        idempotencyKey: `grant-${user.user.id}`,
        reason: 'redeem',
      });
      const form = multipartBody({}, { fileName: 'clip.mp4', body: clip, contentType: 'video/mp4' });
      const source = await app.call<TSubtitleRemoverSource>({
        method: 'POST',
        url: api(SubtitleRemoverApi.uploadVideo),
        token: user.token,
        headers: form.headers,
        payload: form.payload,
      });
      const task = await app.call<TSubtitleRemoverTask>({
        method: 'POST',
        url: api(SubtitleRemoverApi.submit),
        token: user.token,
        payload: { fileId: source.data.fileId, rectAreaList: [CAPTION] },
      });
      expect(task.data).toMatchObject({ engine: 'server', costKcoins: 6 });
      for (let attempt = 1; attempt < MAX_SUBTITLE_REMOVAL_ATTEMPTS; attempt++) {
        await expect(removeSubtitles({ taskId: task.data.id }, app.ctx)).rejects.toThrow();
      }
      await removeSubtitles({ taskId: task.data.id }, app.ctx);
      expect(asked.length).toBeGreaterThanOrEqual(MAX_SUBTITLE_REMOVAL_ATTEMPTS);
      const failed = await app.call<TSubtitleRemoverTask>({
        method: 'GET',
        url: `${api(SubtitleRemoverApi.detail)}?id=${task.data.id}`,
        token: user.token,
      });
      expect(failed.data.taskStatusTypeId).toBe(TaskStatus.Failed);
      expect(await kcoinBalance(app, user.token)).toBe(10);
    } finally {
      await app.close();
      server.close();
    }
  }, 60_000);
});
