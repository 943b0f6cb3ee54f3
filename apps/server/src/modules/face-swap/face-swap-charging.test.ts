import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FaceSwapApi,
  FileSource,
  ResultCode,
  SubscriptionStatus,
  TaskStatus,
  translate,
  type TFaceSwapFace,
  type TFaceSwapTask,
} from '@orator/contracts';
import { ffmpeg } from '@orator/media';
import { portrait } from '@orator/media/testing';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyKcoins, expectLedgersBalanced, kcoinBalance } from '../../../test/money';
import { activeUser, setUser, uploadFile, type ActiveUser } from '../../../test/users';
import { servicesFor } from '../services';
import { faceSwapClient, readyTask } from './face-swap-test-kit';
import { renderFaceSwap } from './render-face-swap.job';
import { workKeys } from './work-keys';

let t: TestApp;
let work: string;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  work = await mkdtemp(join(tmpdir(), 'face-swap-charging-'));
  photo = await portrait('painted');
}, 60_000);

afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

async function member(): Promise<ActiveUser> {
  const user = await activeUser(t);
  await setUser(t, user.user.id, {
    plan: 'standard',
    subscriptionStatus: SubscriptionStatus.Subscribed,
    vipExpireTime: new Date(Date.now() + 30 * 86_400_000),
  });
  return user;
}

/** A library face marked ready without running the engine: charging does not depend on the photo. */
async function readyFace(user: ActiveUser): Promise<TFaceSwapFace> {
  const client = faceSwapClient(t, user.token);
  const file = await uploadFile(t, user.token, { fileName: 'me.jpg', body: photo }, FileSource.FaceSwapFace);
  const added = await client.post<TFaceSwapFace>(FaceSwapApi.avatarCheckFace, { fileId: file.id });
  expect(added.code, added.message).toBe(ResultCode.Success);
  await servicesFor(t.ctx).faceSwapRepo.updateFace(added.data.id, { state: 'ready', progress: 100 });
  return { ...added.data, state: 'ready' };
}

describe('face swap video rules (SPEC 5)', () => {
  it('refuses a free user a video over 20 MB as soon as the limit is passed, saying what upgrading gives', async () => {
    const user = await activeUser(t);
    const res = await faceSwapClient(t, user.token).uploadVideo(Buffer.alloc(21 * 1024 * 1024, 1));
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe(translate('faceSwapVideoTooLargeFree', 'en', { maxMb: 20, paidMb: 200 }));
    const list = await faceSwapClient(t, user.token).post<{ total: number }>(FaceSwapApi.list, {});
    expect(list.data.total).toBe(0);
  });

  it('takes the same 21 MB on a paid plan up to the format check', async () => {
    const user = await member();
    const res = await faceSwapClient(t, user.token).uploadVideo(Buffer.alloc(21 * 1024 * 1024, 1));
    expect(res.message).toBe(translate('faceSwapVideoWrongFormat', 'en'));
  });

  it('refuses a six-minute video with the five-minute rule, whatever its size', async () => {
    const user = await activeUser(t);
    const clip = join(work, 'six-minutes.mp4');
    await ffmpeg([
      ...['-f', 'lavfi', '-i', 'color=c=0x3366aa:s=64x64:r=1:d=360'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip],
    ]);
    const body = await readFile(clip);
    expect(body.length).toBeLessThan(1024 * 1024);
    const res = await faceSwapClient(t, user.token).uploadVideo(body);
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe(translate('faceSwapVideoTooLong', 'en', { maxMinutes: 5 }));
  });
});

describe('face swap charging', () => {
  it('quotes 1 K-coin per started second and holds it at submission', async () => {
    const user = await member();
    await buyKcoins(t, user.token, 'kc500');
    const face = await readyFace(user);
    const task = await readyTask(t, user.user.id, face.fileId, 12.2);
    const client = faceSwapClient(t, user.token);
    const quote = await client.permission('single', task.id);
    expect(quote.data).toMatchObject({ isPermission: true, cost: 13, price: 13, blockedBy: null });
    const before = await kcoinBalance(t, user.token);
    const saved = await client.save({ id: task.id, mode: 'single', mapping: { 'person-1': face.id } });
    expect(saved.code, saved.message).toBe(ResultCode.Success);
    expect(saved.data).toMatchObject({ stage: 'submitted', taskStatusTypeId: TaskStatus.Queued, costKcoins: 13 });
    expect(await kcoinBalance(t, user.token)).toBe(before - 13);
    const again = await client.save({ id: task.id, mode: 'single', mapping: { 'person-1': face.id } });
    expect(again.message).toBe(translate('faceSwapNotEditable', 'en'));
  });

  it('lets parallel submissions against one balance hold no more than it has', async () => {
    const user = await member();
    await buyKcoins(t, user.token, 'kc500');
    const face = await readyFace(user);
    const tasks = await Promise.all([1, 2, 3].map(() => readyTask(t, user.user.id, face.fileId, 300)));
    const client = faceSwapClient(t, user.token);
    const answers = await Promise.all(
      tasks.map((task) => client.save({ id: task.id, mode: 'single', mapping: { 'person-1': face.id } })),
    );
    const codes = answers.map((answer) => answer.code).sort();
    expect(codes).toEqual([ResultCode.Success, ResultCode.InsufficientBalance, ResultCode.InsufficientBalance]);
    expect(await kcoinBalance(t, user.token)).toBe(200);
    await expectLedgersBalanced(t);
  });

  it('gives the K-coins back when the render fails for good', async () => {
    const user = await member();
    await buyKcoins(t, user.token, 'kc500');
    const face = await readyFace(user);
    const task = await readyTask(t, user.user.id, face.fileId, 20);
    const client = faceSwapClient(t, user.token);
    expect((await client.save({ id: task.id, mode: 'single', mapping: { 'person-1': face.id } })).code).toBe(
      ResultCode.Success,
    );
    expect(await kcoinBalance(t, user.token)).toBe(480);
    // The transcoded video was never stored: every run fails as a lost file would make it.
    await t.ctx.storage.delete(workKeys(task).video);
    for (let run = 1; run < 3; run++) {
      await expect(renderFaceSwap({ taskId: task.id }, t.ctx)).rejects.toThrow();
    }
    await renderFaceSwap({ taskId: task.id }, t.ctx);
    const failed = (await client.info(task.id)).data;
    expect(failed.taskStatusTypeId).toBe(TaskStatus.Failed);
    expect(failed.failReason).toBe(translate('faceSwapFailed', 'en'));
    expect(await kcoinBalance(t, user.token)).toBe(500);
    await expectLedgersBalanced(t);
  });

  it('gives the K-coins back when a swap is deleted before it is made', async () => {
    const user = await member();
    await buyKcoins(t, user.token, 'kc500');
    const face = await readyFace(user);
    const task = await readyTask(t, user.user.id, face.fileId, 30);
    const client = faceSwapClient(t, user.token);
    await client.save({ id: task.id, mode: 'single', mapping: { 'person-1': face.id } });
    expect(await kcoinBalance(t, user.token)).toBe(470);
    const deleted = await client.post(FaceSwapApi.taskBatchDelete, { ids: [task.id] });
    expect(deleted.code, deleted.message).toBe(ResultCode.Success);
    expect(await kcoinBalance(t, user.token)).toBe(500);
    expect((await client.info(task.id)).code).toBe(ResultCode.NotFound);
    // The job that was queued finds the swap gone and neither renders nor charges.
    await renderFaceSwap({ taskId: task.id }, t.ctx);
    const row = await servicesFor(t.ctx).faceSwapRepo.byId(task.id);
    expect(row).toMatchObject({ status: TaskStatus.Queued, resultFileId: null });
    expect(await kcoinBalance(t, user.token)).toBe(500);
    await expectLedgersBalanced(t);
  });
});

describe('face swap permission (isPermissionSubmit)', () => {
  it('gives a free user a free use, then refuses a second swap while one is rendering', async () => {
    const user = await activeUser(t);
    const face = await readyFace(user);
    const client = faceSwapClient(t, user.token);
    const first = await readyTask(t, user.user.id, face.fileId, 10);
    const second = await readyTask(t, user.user.id, face.fileId, 10);
    const quote = (await client.permission('single', first.id)).data;
    expect(quote).toMatchObject({ isPermission: true, cost: 0, price: 10, uploadMaxMb: 20 });
    expect(quote.freeUses.thisUse).toBe(1);
    const saved = await client.save({ id: first.id, mode: 'single', mapping: { 'person-1': face.id } });
    expect(saved.data.isFreeUse).toBe(true);
    expect((await client.permission('single', second.id)).data).toMatchObject({
      isPermission: false,
      blockedBy: 'busy',
    });
    const refused = await client.save({ id: second.id, mode: 'single', mapping: { 'person-1': face.id } });
    expect(refused.code).toBe(ResultCode.TaskInProgress);
    expect(refused.message).toBe(translate('faceSwapBusy', 'en'));
  });

  it('tells a member the larger upload limit, and a task still analysing that it is not ready', async () => {
    const user = await member();
    const face = await readyFace(user);
    const task = await readyTask(t, user.user.id, face.fileId, 10);
    await servicesFor(t.ctx).faceSwapRepo.update(task.id, { stage: 'analysing' });
    const quote = (await faceSwapClient(t, user.token).permission('multi', task.id)).data;
    expect(quote).toMatchObject({
      isPermission: false,
      blockedBy: 'notReady',
      uploadMaxMb: 200,
      feature: 'multiFaceSwap',
    });
  });

  it('refuses mappings the task cannot take: two people in single mode, unknown people, unchecked faces', async () => {
    const user = await member();
    const face = await readyFace(user);
    const client = faceSwapClient(t, user.token);
    const task = await readyTask(t, user.user.id, face.fileId, 10);
    await servicesFor(t.ctx).faceSwapRepo.update(task.id, {
      people: [...task.people!, { id: 'person-2', thumbnailFileId: face.fileId, secondsSeen: 5, firstSeenSec: 2 }],
    });
    const both = { 'person-1': face.id, 'person-2': face.id };
    expect((await client.save({ id: task.id, mode: 'single', mapping: both })).message).toBe(
      translate('faceSwapSingleOnePerson', 'en'),
    );
    expect((await client.save({ id: task.id, mode: 'multi', mapping: { 'person-9': face.id } })).message).toBe(
      translate('faceSwapPersonUnknown', 'en'),
    );
    expect((await client.save({ id: task.id, mode: 'multi', mapping: {} })).message).toBe(
      translate('faceSwapMappingEmpty', 'en'),
    );
    await servicesFor(t.ctx).faceSwapRepo.updateFace(face.id, { state: 'refused', problem: 'noFace' });
    expect((await client.save({ id: task.id, mode: 'multi', mapping: both })).message).toBe(
      translate('faceSwapFaceNotReady', 'en'),
    );
    const other = await activeUser(t);
    expect((await faceSwapClient(t, other.token).info(task.id)).code).toBe(ResultCode.NotFound);
  });

  it('saves the name, mode and mapping before submission, and only the name after (taskUpdate)', async () => {
    const user = await member();
    await buyKcoins(t, user.token, 'kc500');
    const face = await readyFace(user);
    const task = await readyTask(t, user.user.id, face.fileId, 5);
    const client = faceSwapClient(t, user.token);
    const saved = await client.post<TFaceSwapTask>(FaceSwapApi.taskUpdate, {
      id: task.id,
      taskName: 'Beach day',
      mode: 'multi',
      mapping: { 'person-1': face.id },
    });
    expect(saved.data).toMatchObject({ taskName: 'Beach day', mode: 'multi', mapping: { 'person-1': face.id } });
    await client.save({ id: task.id, mode: 'multi', mapping: { 'person-1': face.id } });
    const late = await client.post(FaceSwapApi.taskUpdate, { id: task.id, mapping: {} });
    expect(late.message).toBe(translate('faceSwapNotEditable', 'en'));
    const renamed = await client.post<TFaceSwapTask>(FaceSwapApi.taskUpdate, { id: task.id, taskName: 'Beach' });
    expect(renamed.data).toMatchObject({ taskName: 'Beach', mapping: { 'person-1': face.id } });
  });

  it('names new swaps by date and number, in the reader language', async () => {
    const user = await activeUser(t);
    const name = await faceSwapClient(t, user.token).get<string>(FaceSwapApi.getNewTaskName, 'pt');
    expect(name.data).toMatch(/^Troca de rosto \d{4}-\d{2}-\d{2} 01$/);
  });
});
