import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AVATAR_CLONE_PRICE_KCOINS,
  AvatarCloneAdminApi,
  AvatarCloneApi,
  ResultCode,
  SupportType,
  TaskStatus,
  UploadType,
  type TAvatarClone,
  type TAvatarCloneDetail,
  type TAvatarClonePrice,
  type TAvatarCloneReviewItem,
  type TCloneVideoCheck,
  type TDigitalHuman,
  type TFastClonePermission,
  type TPage,
} from '@orator/contracts';
import { ffmpeg } from '@orator/media';
import { makeCloneVideo } from '@orator/media/testing';
import { avatarClones, photoAvatars } from '../../db/schema/index';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { activeUser, setUser, uploadRaw } from '../../../test/users';
import { buyKcoins, creditKcoins, expectLedgersBalanced, kcoinPosition } from '../../../test/money';
import { savedTask, taskDetail, videoTask } from '../../../test/video';
import { analyzePhoto } from '../avatar/analyze-photo.job';
import { servicesFor } from '../services';
import { renderVideo } from '../video-task/render-video.job';
import { reviewAvatarClone, sweepAvatarClones, synthesizeAvatarClone } from './avatar-clone.jobs';

let t: TestApp;
let onePerson: Buffer;
let twoPeople: Buffer;
let nobody: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  [onePerson, twoPeople, nobody] = await Promise.all([
    makeCloneVideo('onePerson', { seconds: 11 }),
    makeCloneVideo('twoPeople', { seconds: 11 }),
    makeCloneVideo('nobody', { seconds: 11 }),
  ]);
}, 180_000);
afterAll(() => t.close());

const FAST = UploadType.CloneUpload;
const CUSTOM = UploadType.CloneCustomised;
const HOUR_MS = 60 * 60 * 1000;

async function upload(token: string, body: Buffer, fileName = 'me.mp4') {
  const res = await uploadRaw(t, token, { fileName, body, contentType: 'video/mp4' });
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data.id;
}

const post = <T>(token: string, path: string, payload: object) =>
  t.call<T>({ method: 'POST', url: api(path), token, payload });
const get = <T>(token: string, path: string, query: Record<string, string>) =>
  t.call<T>({ method: 'GET', url: api(path), token, query });

async function ok<T>(call: Promise<{ code: number; data: T; message: string }>): Promise<T> {
  const res = await call;
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data;
}

const credit = (userId: number, amount: number) => creditKcoins(t, userId, amount);
const position = (userId: number) => kcoinPosition(t, userId);

async function saved(token: string, uploadTypeId: number = FAST, name = 'Me at my desk') {
  const videoFileId = await upload(token, onePerson);
  return ok(
    post<TAvatarClone>(token, AvatarCloneApi.saveTask, { uploadTypeId, name, videoFileId, noticeAccepted: true }),
  );
}
const detail = (token: string, id: number) =>
  ok(get<TAvatarCloneDetail>(token, AvatarCloneApi.detailClone, { id: String(id) }));
const pay = (token: string, id: number) => post<TAvatarClone>(token, AvatarCloneApi.pay, { id });
const listClone = (token: string) => ok(post<TDigitalHuman[]>(token, AvatarCloneApi.listClone, {}));

async function mailsTo(email: string) {
  const files = (await t.outbox()).filter((file) => file.includes(email.replace(/[^a-zA-Z0-9@.+_-]/g, '_')));
  return Promise.all(files.map(async (file) => (await readFile(file, 'utf8')).replace(/=\r?\n/g, '')));
}

/** What the queue runs after payment of a fast clone, then the talking photo's own analysis. */
async function runToSuccess(cloneId: number) {
  await reviewAvatarClone({ cloneId }, t.ctx);
  await synthesizeAvatarClone({ cloneId }, t.ctx);
  const [row] = await t.ctx.database.db.select().from(avatarClones).where(eq(avatarClones.id, cloneId));
  if (row?.photoAvatarId) await analyzePhoto({ photoId: row.photoAvatarId }, t.ctx);
}

async function admin() {
  const operator = await activeUser(t);
  await setUser(t, operator.user.id, { role: 'admin' });
  return operator;
}

describe('portrait video upload check', () => {
  it('accepts a video of one person and reports its decoded length and size', async () => {
    const { token } = await activeUser(t);
    const fileId = await upload(token, onePerson);
    const check = await ok(post<TCloneVideoCheck>(token, AvatarCloneApi.handleUploadCloneVideo, { fileId }));
    expect(check.fileId).toBe(fileId);
    expect(check.durationSec).toBeGreaterThan(10.5);
    expect(check.durationSec).toBeLessThan(11.5);
    expect(Math.min(check.width, check.height)).toBeGreaterThanOrEqual(480);
  });

  it('refuses two faces and no face in the user language, and nothing is saved or charged', async () => {
    const { token, user } = await activeUser(t);
    await credit(user.id, 1000);
    const two = await upload(token, twoPeople);
    const twoRes = await post(token, AvatarCloneApi.saveTask, {
      uploadTypeId: FAST,
      name: 'Us',
      videoFileId: two,
      noticeAccepted: true,
    });
    expect(twoRes.code).toBe(ResultCode.BadRequest);
    expect(twoRes.message).toMatch(/^More than one face is in the video \(at 0 s\)/);
    const none = await upload(token, nobody);
    const noneRes = await t.call({
      method: 'POST',
      url: api(AvatarCloneApi.handleUploadCloneVideo),
      token,
      headers: { Language: 'pt' },
      payload: { fileId: none },
    });
    expect(noneRes.code).toBe(ResultCode.BadRequest);
    expect(noneRes.message).toMatch(/^Nenhum rosto foi encontrado no vídeo/);
    const page = await ok(post<TPage<TAvatarClone>>(token, AvatarCloneApi.list, {}));
    expect(page.total).toBe(0);
    expect(await position(user.id)).toEqual({ balance: 1000, held: 0, available: 1000 });
  });

  it('refuses a picture as the video, and another user cannot use the file', async () => {
    const { token } = await activeUser(t);
    const other = await activeUser(t);
    const fileId = await upload(token, onePerson);
    const stolen = await post(other.token, AvatarCloneApi.handleUploadCloneVideo, { fileId });
    expect(stolen.code).toBe(ResultCode.NotFound);
    const { portrait } = await import('@orator/media/testing');
    const photo = await uploadRaw(t, token, { fileName: 'me.jpg', body: await portrait('blonde') });
    const res = await post(token, AvatarCloneApi.handleUploadCloneVideo, { fileId: photo.data.id });
    expect(res.message).toBe('Only MP4 and MOV videos can be cloned');
  });
});

describe('fast clone lifecycle', () => {
  it('goes submitted, paid, review, synthesis, success; holds the price, captures it, and shows up as a 101 avatar', async () => {
    const { token, user, email } = await activeUser(t);
    const clone = await saved(token);
    expect(clone.status).toBe('submitted');
    expect(new Date(clone.lapseTime!).getTime() - new Date(clone.createTime).getTime()).toBeCloseTo(24 * HOUR_MS, -4);
    expect(clone.priceKcoins).toBe(AVATAR_CLONE_PRICE_KCOINS[FAST]);

    const poor = await pay(token, clone.id);
    expect(poor.code).toBe(ResultCode.InsufficientBalance);
    expect((await detail(token, clone.id)).status).toBe('submitted');
    const refused = await ok(get<TFastClonePermission>(token, AvatarCloneApi.fastCloneIsPermissionSubmit, {}));
    expect(refused).toEqual({ canSubmit: false, reason: 'balanceInsufficient' });

    await credit(user.id, 1000);
    const price = await ok(get<TAvatarClonePrice>(token, AvatarCloneApi.serviceTotalPrice, { uploadTypeId: '114' }));
    expect(price).toEqual({ uploadTypeId: FAST, priceKcoins: 600, availableKcoins: 1000 });
    expect((await ok(pay(token, clone.id))).status).toBe('paid');
    expect(await position(user.id)).toEqual({ balance: 1000, held: 600, available: 400 });

    await runToSuccess(clone.id);
    const done = await detail(token, clone.id);
    expect(done.status).toBe('success');
    expect(done.prep!.frameCount).toBe(100);
    expect(done.prep!.loopEnd - done.prep!.loopStart).toBeGreaterThanOrEqual(37);
    expect(done.digitalHumanId).toMatch(/^photo-\d+$/);
    expect(new Date(done.expireTime!).getTime()).toBeGreaterThan(Date.now() + 360 * 24 * HOUR_MS);
    expect(await position(user.id)).toEqual({ balance: 400, held: 0, available: 400 });

    const avatars = await listClone(token);
    expect(avatars).toHaveLength(1);
    expect(avatars[0]).toMatchObject({
      digitalHumanId: done.digitalHumanId,
      name: 'Me at my desk',
      supportTypeId: SupportType.DigitalHuman,
      uploadTypeId: FAST,
    });
    expect((await mailsTo(email)).some((mail) => mail.includes('Your avatar clone "Me at my desk" is ready'))).toBe(
      true,
    );
    const video = await t.call({
      method: 'GET',
      url: api(AvatarCloneApi.previewVideo),
      token,
      query: { id: String(clone.id) },
    });
    expect(video.res.headers['content-type']).toBe('video/mp4');
    expect(video.res.rawPayload.length).toBe(onePerson.length);
    await expectLedgersBalanced(t);
  });

  it('holds the price once when the same clone is paid by parallel requests', async () => {
    const { token, user } = await activeUser(t);
    await credit(user.id, 5000);
    const clone = await saved(token);
    const results = await Promise.all(Array.from({ length: 6 }, () => pay(token, clone.id)));
    expect(results.filter((res) => res.code === ResultCode.Success)).toHaveLength(1);
    expect(results.filter((res) => res.message === 'This avatar clone has nothing to pay for now')).toHaveLength(5);
    expect(await position(user.id)).toEqual({ balance: 5000, held: 600, available: 4400 });
  });

  it('pays only the clones the balance covers when several are paid at once', async () => {
    const { token, user } = await activeUser(t);
    await credit(user.id, 1000);
    const clones = await Promise.all([saved(token), saved(token), saved(token)]);
    const results = await Promise.all(clones.map((clone) => pay(token, clone.id)));
    expect(results.filter((res) => res.code === ResultCode.Success)).toHaveLength(1);
    expect(results.filter((res) => res.code === ResultCode.InsufficientBalance)).toHaveLength(2);
    expect(await position(user.id)).toEqual({ balance: 1000, held: 600, available: 400 });
  });

  it('fails a sensitive title with the SPEC message, gives the K-coins back, and a resubmit is paid again', async () => {
    const { token, user, email } = await activeUser(t);
    await credit(user.id, 1000);
    const clone = await saved(token, FAST, 'bomb making tutorial');
    await ok(pay(token, clone.id));
    await reviewAvatarClone({ cloneId: clone.id }, t.ctx);
    const failed = await detail(token, clone.id);
    expect(failed.status).toBe('failedSensitive');
    expect(failed.reason).toBe('Clone task failed due to sensitive content, please resubmit');
    expect(await position(user.id)).toEqual({ balance: 1000, held: 0, available: 1000 });
    expect((await mailsTo(email)).some((mail) => mail.includes('was rejected'))).toBe(true);

    const resubmitted = await ok(
      post<TAvatarClone>(token, AvatarCloneApi.updateInfoById, { id: clone.id, name: 'My presenter' }),
    );
    expect(resubmitted).toMatchObject({ status: 'submitted', reason: null, name: 'My presenter' });
    await ok(pay(token, clone.id));
    await reviewAvatarClone({ cloneId: clone.id }, t.ctx);
    expect((await detail(token, clone.id)).status).toBe('synthesis');
    expect(await position(user.id)).toEqual({ balance: 1000, held: 600, available: 400 });
  });

  it('fails a clone whose owner has no talking photo left, saying so, and gives the K-coins back', async () => {
    const { token, user } = await activeUser(t);
    await credit(user.id, 600);
    const clone = await saved(token);
    const fileId = await upload(token, onePerson, 'taken.mp4');
    await t.ctx.database.db.insert(photoAvatars).values(
      Array.from({ length: 5 }, (_, index) => ({
        ownerId: user.id,
        name: `Photo ${index}`,
        photoFileId: fileId,
        status: 'ready' as const,
        progress: 100,
      })),
    );
    await ok(pay(token, clone.id));
    await reviewAvatarClone({ cloneId: clone.id }, t.ctx);
    await synthesizeAvatarClone({ cloneId: clone.id }, t.ctx);
    const failed = await detail(token, clone.id);
    expect(failed.status).toBe('failed');
    expect(failed.reason).toBe(
      'You can keep at most 5 talking photos (refused photos do not count). Delete one to upload another',
    );
    expect(await position(user.id)).toEqual({ balance: 600, held: 0, available: 600 });
  }, 60_000);

  it('gives the held K-coins back when a paid clone is deleted, and stops its preparation', async () => {
    const { token, user } = await activeUser(t);
    await credit(user.id, 600);
    const clone = await saved(token);
    await ok(pay(token, clone.id));
    await reviewAvatarClone({ cloneId: clone.id }, t.ctx);
    await ok(post(token, AvatarCloneApi.cloneBatchDelete, { ids: [clone.id] }));
    await synthesizeAvatarClone({ cloneId: clone.id }, t.ctx);
    expect(await position(user.id)).toEqual({ balance: 600, held: 0, available: 600 });
    expect((await get(token, AvatarCloneApi.getInfoById, { id: String(clone.id) })).code).toBe(ResultCode.NotFound);
  });
});

describe('customised clone review', () => {
  it('waits for an operator, who rejects with a reason (K-coins back) and approves the resubmission', async () => {
    const { token, user, email } = await activeUser(t);
    const operator = await admin();
    await credit(user.id, 5000);
    const clone = await saved(token, CUSTOM, 'Studio me');
    expect(clone.priceKcoins).toBe(2400);
    await ok(pay(token, clone.id));
    await reviewAvatarClone({ cloneId: clone.id }, t.ctx);
    expect((await detail(token, clone.id)).status).toBe('review');

    expect((await post(token, AvatarCloneAdminApi.reviewList, {})).code).toBe(ResultCode.Forbidden);
    const queue = await ok(post<TPage<TAvatarCloneReviewItem>>(operator.token, AvatarCloneAdminApi.reviewList, {}));
    expect(queue.records.map((item) => item.id)).toContain(clone.id);
    const seen = await t.call({
      method: 'GET',
      url: api(AvatarCloneApi.previewVideo),
      token: operator.token,
      query: { id: String(clone.id) },
    });
    expect(seen.res.statusCode).toBe(200);

    const rejected = await ok(
      post<TAvatarClone>(operator.token, AvatarCloneAdminApi.review, {
        id: clone.id,
        decision: 'reject',
        reason: 'Please film in brighter light',
      }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Please film in brighter light' });
    expect(await position(user.id)).toEqual({ balance: 5000, held: 0, available: 5000 });
    expect((await mailsTo(email)).some((mail) => mail.includes('Please film in brighter light'))).toBe(true);
    const twice = await post(operator.token, AvatarCloneAdminApi.review, { id: clone.id, decision: 'approve' });
    expect(twice.message).toBe('This avatar clone is not waiting for review');

    await ok(post(token, AvatarCloneApi.updateInfoById, { id: clone.id, videoFileId: await upload(token, onePerson) }));
    await ok(pay(token, clone.id));
    await reviewAvatarClone({ cloneId: clone.id }, t.ctx);
    const approved = await ok(
      post<TAvatarClone>(operator.token, AvatarCloneAdminApi.review, { id: clone.id, decision: 'approve' }),
    );
    expect(approved.status).toBe('synthesis');
  });
});

describe('lapse, expiry and renewal', () => {
  it('lapses an unpaid clone after 24 hours with an e-mail; it cannot be paid until resubmitted', async () => {
    const { token, email } = await activeUser(t);
    const clone = await saved(token);
    const fresh = await saved(token);
    await t.ctx.database.db
      .update(avatarClones)
      .set({ submittedAt: new Date(Date.now() - 25 * HOUR_MS) })
      .where(eq(avatarClones.id, clone.id));
    await sweepAvatarClones({}, t.ctx);
    const lapsed = await detail(token, clone.id);
    expect(lapsed.status).toBe('lapsed');
    expect(lapsed.reason).toBe('This avatar clone was not paid within 24 hours; resubmit it to pay');
    expect((await detail(token, fresh.id)).status).toBe('submitted');
    expect((await mailsTo(email)).some((mail) => mail.includes('was not paid within 24 hours'))).toBe(true);
    expect((await pay(token, clone.id)).message).toBe('This avatar clone has nothing to pay for now');
    const back = await ok(post<TAvatarClone>(token, AvatarCloneApi.updateInfoById, { id: clone.id }));
    expect(back.status).toBe('submitted');
  });

  it('expires a clone at the end of its term (gone from the picker) and renews it once for parallel requests', async () => {
    const { token, user, email } = await activeUser(t);
    await credit(user.id, 2000);
    const clone = await saved(token);
    await ok(pay(token, clone.id));
    await runToSuccess(clone.id);
    await t.ctx.database.db
      .update(avatarClones)
      .set({ expiresAt: new Date(Date.now() - HOUR_MS) })
      .where(eq(avatarClones.id, clone.id));
    await sweepAvatarClones({}, t.ctx);
    expect((await detail(token, clone.id)).status).toBe('expired');
    expect(await listClone(token)).toEqual([]);
    expect((await mailsTo(email)).some((mail) => mail.includes('has expired'))).toBe(true);

    const { expireTime } = await detail(token, clone.id);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => post<TAvatarClone>(token, AvatarCloneApi.renew, { id: clone.id, expireTime })),
    );
    expect(results.filter((res) => res.code === ResultCode.Success)).toHaveLength(1);
    expect(await position(user.id)).toEqual({ balance: 800, held: 0, available: 800 });
    const renewed = await detail(token, clone.id);
    expect(renewed.status).toBe('success');
    expect(new Date(renewed.expireTime!).getTime()).toBeGreaterThan(Date.now() + 360 * 24 * HOUR_MS);
    expect(await listClone(token)).toHaveLength(1);
    await expectLedgersBalanced(t);
  });

  it('does not let another user see, pay or delete a clone', async () => {
    const owner = await activeUser(t);
    const other = await activeUser(t);
    const clone = await saved(owner.token);
    expect((await get(other.token, AvatarCloneApi.getInfoById, { id: String(clone.id) })).code).toBe(
      ResultCode.NotFound,
    );
    expect((await pay(other.token, clone.id)).code).toBe(ResultCode.BadRequest);
    expect((await post(other.token, AvatarCloneApi.cloneDelete, { id: clone.id })).code).toBe(ResultCode.NotFound);
    const video = await t.call({
      method: 'GET',
      url: api(AvatarCloneApi.previewVideo),
      token: other.token,
      query: { id: String(clone.id) },
    });
    expect(video.code).toBe(ResultCode.NotFound);
    const rows = await t.ctx.database.db.select().from(photoAvatars).where(eq(photoAvatars.ownerId, owner.user.id));
    expect(rows).toEqual([]);
  });
});

/** A finished task's video, as grey frames of its upper half (eyes and forehead, above any mouth), one a second. */
async function upperHalfFrames(taskVideoFileId: number, dir: string): Promise<Buffer[]> {
  const row = await servicesFor(t.ctx).fileRepo.byId(taskVideoFileId);
  const { stream } = await t.ctx.storage.get(row!.storageKey);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const file = path.join(dir, `task-${taskVideoFileId}.mp4`);
  await writeFile(file, Buffer.concat(chunks));
  const { stdout } = await ffmpeg([
    '-i',
    file,
    '-vf',
    'fps=2,crop=iw:ih/2:0:0,scale=320:90',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'gray',
    '-',
  ]);
  const size = 320 * 90;
  return Array.from({ length: Math.floor(stdout.length / size) }, (_unused, i) =>
    stdout.subarray(i * size, (i + 1) * size),
  );
}

function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let p = 0; p < a.length; p++) sum += Math.abs(a[p]! - b[p]!);
  return sum / a.length;
}

describe('videos of a clone', () => {
  it('speak from the moving loop of its video while the term runs, and from its still after', async () => {
    const { token, user } = await activeUser(t);
    await credit(user.id, 600);
    await buyKcoins(t, token, 'kc500');
    await setUser(t, user.id, { plan: 'pro', subscriptionStatus: 45 });
    const clone = await saved(token);
    await ok(pay(token, clone.id));
    await runToSuccess(clone.id);
    const done = await detail(token, clone.id);
    expect(done.status).toBe('success');
    const [row] = await t.ctx.database.db.select().from(avatarClones).where(eq(avatarClones.id, clone.id));
    const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-clone-render-'));
    try {
      const clones = servicesFor(t.ctx).avatarClones;
      const source = await clones.speakingSource(user.id, row!.photoAvatarId!, dir);
      expect(source?.prep.meshes).toHaveLength(done.prep!.frameCount);
      expect(source?.prep).toMatchObject({ loopStart: done.prep!.loopStart, loopEnd: done.prep!.loopEnd });
      expect(await clones.speakingSource(user.id + 1, row!.photoAvatarId!, dir)).toBeUndefined();

      const render = async () => {
        const task = await savedTask(t, token, videoTask({ digitalHumanId: done.digitalHumanId!, ratio: '1:1' }));
        await renderVideo({ taskId: task.id }, t.ctx);
        const finished = await taskDetail(t, token, task.id);
        expect(finished.taskStatusTypeId).toBe(TaskStatus.Finished);
        return upperHalfFrames(finished.targetFileId!, dir);
      };
      const moving = await render();
      // The term ends: the clone's talking photo still speaks, as a still.
      await t.ctx.database.db
        .update(avatarClones)
        .set({ expiresAt: new Date(Date.now() - HOUR_MS) })
        .where(eq(avatarClones.id, clone.id));
      expect(await clones.speakingSource(user.id, row!.photoAvatarId!, dir)).toBeUndefined();
      const still = await render();
      // The still's first frame is the photo at rest (its head motion eases in): the loop's frames depart from it
      // only where the person moved, since no presenter moves as a whole.
      const departures = moving.map((frame) => meanDifference(frame, still[0]!));
      // The loop passes the still's own frame (encoding noise only) and leans in and out far from it (here 2 and 29).
      expect(Math.min(...departures)).toBeLessThan(5);
      expect(Math.max(...departures)).toBeGreaterThan(12);
      // After the term the person no longer leans in and out: only the photo's head turns a little.
      const stillDepartures = still.map((frame) => meanDifference(frame, still[0]!));
      expect(Math.max(...stillDepartures)).toBeLessThan(Math.max(...departures) / 2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
