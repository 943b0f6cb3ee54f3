import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DigitalHumanApi,
  FileSource,
  ResultCode,
  TaskApi,
  TaskStatus,
  estimateScriptSeconds,
  translate,
  videoCostFor,
  type TPhotoAvatar,
  type TTaskPermission,
  type TTaskQuote,
  type TVideoTask,
} from '@orator/contracts';
import { STOCK_AVATARS, findStockAvatar } from '@orator/media';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyKcoins, expectLedgersBalanced, kcoinBalance } from '../../../test/money';
import { encodePng } from '../../../test/png';
import { activeUser, setUser, uploadFile } from '../../../test/users';
import { photoAvatars } from '../../db/schema/index';
import { ENGLISH_SCRIPT, saveTask, savedTask, taskDetail, videoTask } from '../../../test/video';
import { servicesFor } from '../services';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function userWithKcoins(options: { member?: boolean } = {}) {
  const user = await activeUser(t);
  await buyKcoins(t, user.token, 'kc500');
  if (options.member) await setUser(t, user.user.id, { plan: 'pro', subscriptionStatus: 45 });
  return user;
}

const memberOnlyAvatar = STOCK_AVATARS.find((avatar) => avatar.memberOnly)!;

describe('submitting a video task', () => {
  it('holds exactly the quoted K-coins of a member and queues the task at 190', async () => {
    const { token } = await userWithKcoins({ member: true });
    const before = await kcoinBalance(t, token);
    const quote = await t.call<TTaskQuote>({
      method: 'POST',
      url: api(TaskApi.quote),
      token,
      payload: { ...videoTask() },
    });
    expect(quote.data).toMatchObject({
      cost: videoCostFor(estimateScriptSeconds(ENGLISH_SCRIPT)),
      price: videoCostFor(estimateScriptSeconds(ENGLISH_SCRIPT)),
      isTrial: false,
      freeUses: { total: 0, used: 0, thisUse: null },
      balance: before,
    });
    const task = await savedTask(t, token);
    expect(task.isFreeUse).toBe(false);
    expect(task.taskStatusTypeId).toBe(TaskStatus.Queued);
    expect(task.costKcoins).toBe(quote.data.cost);
    expect(task.scene.canvasConfig.showRatio).toBe('16:9');
    expect(await kcoinBalance(t, token)).toBe(before - quote.data.cost);
  });

  it('refuses a script under 40 characters, or under 400 in the long mode', async () => {
    const { token } = await userWithKcoins();
    const short = await saveTask(t, token, videoTask({ copyContent: 'Too short to be a script.' }));
    expect(short.code).toBe(ResultCode.BadRequest);
    expect(short.message).toBe(translate('scriptTooShort', 'en', { min: 40 }));
    const long = await saveTask(t, token, videoTask({ longMode: true }));
    expect(long.message).toBe(translate('scriptTooShort', 'en', { min: 400 }));
  });

  it('blocks scripts over the plan limit with the upgrade code', async () => {
    const { token } = await userWithKcoins();
    const res = await saveTask(t, token, videoTask({ copyContent: ENGLISH_SCRIPT.repeat(20) }));
    expect(res.code).toBe(ResultCode.NeedsUpgrade);
    expect(res.message).toBe('Character limit exceeded, upgrade');
  });

  it('lists the sensitive words found and charges nothing', async () => {
    const { token } = await userWithKcoins();
    const before = await kcoinBalance(t, token);
    const res = await saveTask(t, token, videoTask({ copyContent: `${ENGLISH_SCRIPT} It explains bomb making.` }));
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.data).toEqual({ sensitiveWord: ['bomb making'] });
    const check = await t.call<{ sensitiveWord: string[] }>({
      method: 'POST',
      url: api(TaskApi.checkSensitiveWords),
      token,
      payload: { text: '一次恐怖袭击 and a terrorist attack' },
    });
    expect(check.data.sensitiveWord).toEqual(['terrorist attack', '恐怖袭击']);
    expect(await kcoinBalance(t, token)).toBe(before);
  });

  it('keeps member-only avatars for members', async () => {
    const free = await userWithKcoins();
    const refused = await saveTask(t, free.token, videoTask({ digitalHumanId: memberOnlyAvatar.id }));
    expect(refused.code).toBe(ResultCode.NeedsUpgrade);
    const member = await userWithKcoins({ member: true });
    await savedTask(t, member.token, videoTask({ digitalHumanId: memberOnlyAvatar.id }));
  });

  it('allows one task at a time on the free plan', async () => {
    const { token } = await userWithKcoins();
    await savedTask(t, token);
    const second = await saveTask(t, token, videoTask());
    expect(second.code).toBe(ResultCode.TaskInProgress);
    expect(second.message).toBe(
      'Sorry, video tasks are being generated. Please wait for completion before resubmitting.',
    );
    const permission = await t.call<TTaskPermission>({ method: 'GET', url: api(TaskApi.isPermissionSubmit), token });
    expect(permission.data).toMatchObject({ allowed: false, processing: 1, concurrentLimit: 1 });
  });

  it('answers 507 to a member without K-coins and leaves no task behind', async () => {
    const { token, user } = await activeUser(t);
    await setUser(t, user.id, { plan: 'pro', subscriptionStatus: 45 });
    const res = await saveTask(t, token, videoTask());
    expect(res.code).toBe(ResultCode.InsufficientBalance);
    const list = await t.call<{ total: number }>({ method: 'POST', url: api(TaskApi.list), token, payload: {} });
    expect(list.data.total).toBe(0);
  });

  it('refuses unknown avatars and voices', async () => {
    const { token } = await userWithKcoins();
    const avatar = await saveTask(t, token, videoTask({ digitalHumanId: 'stock-9999' }));
    expect(avatar.message).toBe(translate('avatarNotFound', 'en'));
    const voice = await saveTask(
      t,
      token,
      videoTask({ speech: { voiceId: 'espeak:xx:none', speakRate: 1, speakPitch: 1, volume: 1 } }),
    );
    expect(voice.message).toBe(translate('voiceNotFound', 'en'));
  });
});

describe('managing tasks', () => {
  it('gives the K-coins back when a queued task is deleted', async () => {
    const { token } = await userWithKcoins();
    const before = await kcoinBalance(t, token);
    const task = await savedTask(t, token);
    await t.call({ method: 'POST', url: api(TaskApi.deleteBatch), token, payload: { ids: [task.id] } });
    expect(await kcoinBalance(t, token)).toBe(before);
    await expectLedgersBalanced(t);
  });

  it('pages the list, polls by ids and scopes everything to the owner', async () => {
    const member = await userWithKcoins({ member: true });
    const tasks: TVideoTask[] = [];
    for (let i = 0; i < 3; i++) tasks.push(await savedTask(t, member.token, videoTask({ taskName: `Clip ${i}` })));
    const page = await t.call<{ records: TVideoTask[]; total: number }>({
      method: 'POST',
      url: api(TaskApi.list),
      token: member.token,
      payload: { current: 1, size: 2 },
    });
    expect(page.data.total).toBe(3);
    expect(page.data.records.map((r) => r.taskName)).toEqual(['Clip 2', 'Clip 1']);
    const polled = await t.call<{ records: TVideoTask[] }>({
      method: 'POST',
      url: api(TaskApi.list),
      token: member.token,
      payload: { current: 1, size: 9999, ids: [tasks[0]!.id] },
    });
    expect(polled.data.records.map((r) => r.id)).toEqual([tasks[0]!.id]);
    const pastTheEnd = await t.call<{ records: TVideoTask[]; total: number }>({
      method: 'POST',
      url: api(TaskApi.list),
      token: member.token,
      payload: { current: 3, size: 2 },
    });
    expect(pastTheEnd.data).toMatchObject({ records: [], total: 3 });

    const stranger = await activeUser(t);
    const strangerPoll = await t.call<{ records: TVideoTask[]; total: number }>({
      method: 'POST',
      url: api(TaskApi.list),
      token: stranger.token,
      payload: { ids: tasks.map((task) => task.id) },
    });
    expect(strangerPoll.data).toMatchObject({ records: [], total: 0 });
    const foreign = await t.call({
      method: 'GET',
      url: `${api(TaskApi.detailUpgrade)}?id=${tasks[0]!.id}`,
      token: stranger.token,
    });
    expect(foreign.code).toBe(ResultCode.NotFound);
  });

  it('names the talking photo of each listed task, and by its id once the photo is deleted', async () => {
    const member = await userWithKcoins({ member: true });
    const png = await uploadFile(
      t,
      member.token,
      { fileName: 'anna.png', body: encodePng(400, 400) },
      FileSource.Portrait,
    );
    const photo = await t.call<TPhotoAvatar>({
      method: 'POST',
      url: api(DigitalHumanApi.photoUploadNew),
      token: member.token,
      payload: { fileId: png.id },
    });
    // Ready as the analysis job leaves it; the list only reads the photo's name.
    await t.ctx.database.db.update(photoAvatars).set({ status: 'ready' }).where(eq(photoAvatars.id, photo.data.id));
    const digitalHumanId = photo.data.digitalHumanId;
    await savedTask(t, member.token, videoTask({ taskName: 'Photo', digitalHumanId }));
    await savedTask(t, member.token, videoTask({ taskName: 'Stock' }));
    const names = async () => {
      const list = await t.call<{ records: TVideoTask[] }>({
        method: 'POST',
        url: api(TaskApi.list),
        token: member.token,
        payload: {},
      });
      return Object.fromEntries(list.data.records.map((r) => [r.taskName, r.digitalHumanName]));
    };
    expect(await names()).toEqual({ Photo: 'anna', Stock: findStockAvatar('stock-0001')!.name });

    await t.call({
      method: 'POST',
      url: api(DigitalHumanApi.photoDelete),
      token: member.token,
      payload: { ids: [photo.data.id] },
    });
    expect((await names()).Photo).toBe(digitalHumanId);
  });

  it('renames, names new tasks uniquely and counts them', async () => {
    const { token } = await userWithKcoins();
    const first = await t.call<string>({ method: 'GET', url: api(TaskApi.getNewTaskName), token });
    const task = await savedTask(t, token, videoTask({ taskName: first.data }));
    const second = await t.call<string>({ method: 'GET', url: api(TaskApi.getNewTaskName), token });
    expect(second.data).not.toBe(first.data);
    const renamed = await t.call<TVideoTask>({
      method: 'POST',
      url: api(TaskApi.update),
      token,
      payload: { id: task.id, taskName: 'Launch video' },
    });
    expect(renamed.data.taskName).toBe('Launch video');
    const counts = await t.call({ method: 'GET', url: api(TaskApi.getTaskCount), token });
    expect(counts.data).toEqual({ total: 1, processing: 1, finished: 0, failed: 0 });
    const processing = await t.call({ method: 'GET', url: api(TaskApi.getProcessingTaskCount), token });
    expect(processing.data).toBe(1);
  });

  it('shares only finished videos', async () => {
    const { token } = await userWithKcoins();
    const task = await savedTask(t, token);
    const res = await t.call({
      method: 'POST',
      url: api(TaskApi.share),
      token,
      payload: { id: task.id, enabled: true },
    });
    expect(res.message).toBe('Please proceed after the video is generated successfully');
    expect((await taskDetail(t, token, task.id)).shareEnabled).toBe(false);
  });

  it('gives a video a new link each time sharing is turned on, so an old link stays dead', async () => {
    const { token, user } = await userWithKcoins();
    const task = await savedTask(t, token);
    const services = servicesFor(t.ctx);
    const video = await services.files.storeGenerated(user.id, {
      fileName: 'shared.mp4',
      mimeType: 'video/mp4',
      ext: 'mp4',
      body: Buffer.from('not played here'),
    });
    await services.taskRepo.update(task.id, { status: TaskStatus.Finished, targetFileId: video.id });
    const share = (enabled: boolean) =>
      t.call<TVideoTask>({ method: 'POST', url: api(TaskApi.share), token, payload: { id: task.id, enabled } });
    const open = (shareToken: string) =>
      t.call({ method: 'GET', url: `${api(TaskApi.sharedVideo)}?token=${encodeURIComponent(shareToken)}` });

    const first = (await share(true)).data.shareToken!;
    expect((await open(first)).code).toBe(ResultCode.Success);
    await share(false);
    expect((await open(first)).code).toBe(ResultCode.NotFound);
    const second = (await share(true)).data.shareToken!;
    expect(second).not.toBe(first);
    expect((await open(first)).code).toBe(ResultCode.NotFound);
    expect((await open(second)).code).toBe(ResultCode.Success);
  });
});
