import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AVATAR_CLONE_PRICE_KCOINS,
  OpenApiV3,
  OpenJobStatus,
  SupportType,
  UploadType,
  downloadUrl,
  type TOpenAvatar,
  type TOpenJob,
  type TOpenPage,
  type TOpenSubtitleUploadV3,
} from '@orator/contracts';
import { makeCloneVideo, portrait } from '@orator/media/testing';
import { ffmpegFile } from '../../../test/audio-subtitle';
import { createTestApp, type TestApp } from '../../../test/helper';
import { creditKcoins, expectLedgersBalanced, kcoinPosition } from '../../../test/money';
import { keptClonesAndFiles, openCall, openCaller, openUpload, type OpenCaller } from '../../../test/open-api';
import { uploadFile } from '../../../test/users';
import { avatarClones } from '../../db/schema/index';
import { analyzePhoto } from '../avatar/analyze-photo.job';
import { reviewAvatarClone, synthesizeAvatarClone } from '../avatar-clone/avatar-clone.jobs';
import { fromOpenAvatarId } from './open-avatar-ids';
import {
  OpenApiV3Uploads,
  type TOpenAvatarResultV3,
  type TOpenAvatarUploadV3,
  type TOpenCloneStatusV3,
  type TOpenCloneUploadV3,
} from './open-v3-upload-schemas';

let t: TestApp;
let onePerson: Buffer;
let twoPeople: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  [onePerson, twoPeople] = await Promise.all([
    makeCloneVideo('onePerson', { seconds: 11 }),
    makeCloneVideo('twoPeople', { seconds: 11 }),
  ]);
}, 180_000);
afterAll(() => t.close());

const FAST_PRICE = AVATAR_CLONE_PRICE_KCOINS[UploadType.CloneUpload];

const credit = (userId: number, amount: number) => creditKcoins(t, userId, amount);
const position = (userId: number) => kcoinPosition(t, userId);

const keptOf = (userId: number) => keptClonesAndFiles(t, userId);

const photoResult = (who: OpenCaller, jobId: string) =>
  openCall<TOpenAvatarResultV3>(t, who, OpenApiV3Uploads.uploadAvatarResult, { jobId });
const cloneStatus = (who: OpenCaller, jobId: string) =>
  openCall<TOpenCloneStatusV3>(t, who, OpenApiV3Uploads.uploadCloneVideoStatus, { jobId });

describe('V3 talking photos', () => {
  it('turns a portrait sent as a part into a talking photo, followed by its jobId to the avatar', async () => {
    const me = await openCaller(t);
    const uploaded = await openUpload<TOpenAvatarUploadV3>(
      t,
      me,
      OpenApiV3Uploads.uploadAvatar,
      {},
      {
        fileName: 'me.jpg',
        body: await portrait('blonde'),
        contentType: 'image/jpeg',
      },
    );
    expect(uploaded.code, uploaded.message).toBe('200');
    expect(uploaded.data.jobId).toMatch(/^\d+$/);
    const checking = await photoResult(me, uploaded.data.jobId);
    expect(checking.data).toMatchObject({ status: OpenJobStatus.Processing, digitalHuman: null, failMessage: null });

    await analyzePhoto({ photoId: Number(uploaded.data.jobId) }, t.ctx);
    const ready = await photoResult(me, uploaded.data.jobId);
    expect(ready.data).toMatchObject({ status: OpenJobStatus.Success, progress: 100 });
    const avatar = ready.data.digitalHuman!;
    expect(fromOpenAvatarId(avatar.digitalHumanId)).toBe(`photo-${uploaded.data.jobId}`);
    expect(avatar).toMatchObject({ supportTypeId: SupportType.TalkingPhoto, digitalHumanName: 'me' });
    const picture = await t.app.inject({
      method: 'GET',
      url: avatar.digitalHumanPhotoUrl.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(picture.statusCode).toBe(200);
    const listed = await openCall<TOpenPage<TOpenAvatar>>(t, me, OpenApiV3.avatarList, { supportTypeId: 100 });
    expect(listed.data.data.map((each) => each.digitalHumanId)).toEqual([avatar.digitalHumanId]);
  }, 60_000);

  it("takes a picture the caller already has, by the installation's address or its id, and no other", async () => {
    const me = await openCaller(t);
    const stored = await uploadFile(t, me.token, { fileName: 'desk.jpg', body: await portrait('blonde') });
    const byAddress = await openCall<TOpenAvatarUploadV3>(t, me, OpenApiV3Uploads.uploadAvatar, {
      fileUrl: `http://elsewhere.example${downloadUrl(stored.id)}`,
    });
    expect(byAddress.code, byAddress.message).toBe('200');
    expect(byAddress.data.fileId).toBe(stored.id);
    const byId = await openCall<TOpenAvatarUploadV3>(t, me, OpenApiV3Uploads.uploadAvatar, { fileId: stored.id });
    expect(byId.code, byId.message).toBe('200');
    expect(byId.data.jobId).not.toBe(byAddress.data.jobId);

    const elsewhere = await openCall(t, me, OpenApiV3Uploads.uploadAvatar, {
      fileUrl: 'https://cdn.example.com/me.jpg',
    });
    expect(elsewhere.code).toBe('400');
    expect(elsewhere.message).toContain('fetches no files from other addresses');
    const nothing = await openCall(t, me, OpenApiV3Uploads.uploadAvatar, {}, { Language: 'pt' });
    expect(nothing.code).toBe('400');
    expect(nothing.message).toBe(
      'Envie o arquivo como parte multipart chamada file, ou informe um endereço que esta instalação forneceu ou o id do arquivo',
    );
    const stranger = await openCaller(t);
    expect((await openCall(t, stranger, OpenApiV3Uploads.uploadAvatar, { fileId: stored.id })).code).toBe('404');
    expect((await photoResult(stranger, byId.data.jobId)).code).toBe('404');
    // Past any row's id: refused as a bad jobId, not looked up.
    expect((await photoResult(me, '99999999999')).message).toContain('jobId');
    expect((await cloneStatus(me, '99999999999')).message).toContain('jobId');
  });

  it('reports a picture without a face as failed, saying why, and refuses one over 10 MB without keeping it', async () => {
    const me = await openCaller(t);
    const sky = await ffmpegFile(['-f', 'lavfi', '-i', 'color=c=0x6a8caf:s=480x480:d=1', '-frames:v', '1'], 'png');
    const uploaded = await openUpload<TOpenAvatarUploadV3>(
      t,
      me,
      OpenApiV3Uploads.uploadAvatar,
      {},
      {
        fileName: 'sky.png',
        body: sky,
        contentType: 'image/png',
      },
    );
    expect(uploaded.code, uploaded.message).toBe('200');
    await analyzePhoto({ photoId: Number(uploaded.data.jobId) }, t.ctx);
    const refused = await openCall<TOpenAvatarResultV3>(
      t,
      me,
      OpenApiV3Uploads.uploadAvatarResult,
      { jobId: Number(uploaded.data.jobId) },
      { Language: 'zh' },
    );
    expect(refused.data).toMatchObject({ status: OpenJobStatus.Failed, digitalHuman: null });
    expect(refused.data.failMessage).toMatch(/[\u4e00-\u9fff]/);

    const before = await keptOf(me.user.id);
    const big = await openUpload(
      t,
      me,
      OpenApiV3Uploads.uploadAvatar,
      {},
      {
        fileName: 'big.jpg',
        body: Buffer.alloc(10 * 1024 * 1024 + 1, 1),
        contentType: 'image/jpeg',
      },
    );
    expect(big).toMatchObject({ code: '400', message: 'The photo can be at most 10 MB' });
    expect(await keptOf(me.user.id)).toEqual(before);
  });
});

describe('V3 avatar clones', () => {
  it('files and pays a clone of a video sent as a part, followed by its jobId to a ready avatar', async () => {
    const me = await openCaller(t);
    await credit(me.user.id, 1000);
    const uploaded = await openUpload<TOpenCloneUploadV3>(
      t,
      me,
      OpenApiV3Uploads.uploadCloneVideo,
      { digitalHumanName: 'Me at my desk', noticeAccepted: '1' },
      { fileName: 'me.mp4', body: onePerson, contentType: 'video/mp4' },
    );
    expect(uploaded.code, uploaded.message).toBe('200');
    expect(uploaded.data).toMatchObject({
      uploadTypeId: UploadType.CloneUpload,
      status: OpenJobStatus.Waiting,
      costMoney: FAST_PRICE,
    });
    expect(uploaded.data.jobId).toMatch(/^\d+$/);
    expect(await position(me.user.id)).toEqual({ balance: 1000, held: FAST_PRICE, available: 1000 - FAST_PRICE });
    const waiting = await cloneStatus(me, uploaded.data.jobId);
    expect(waiting.data).toMatchObject({
      jobId: uploaded.data.jobId,
      taskName: 'Me at my desk',
      status: OpenJobStatus.Waiting,
      digitalHumanId: null,
    });

    const cloneId = Number(uploaded.data.jobId);
    await reviewAvatarClone({ cloneId }, t.ctx);
    await synthesizeAvatarClone({ cloneId }, t.ctx);
    const [row] = await t.ctx.database.db.select().from(avatarClones).where(eq(avatarClones.id, cloneId));
    await analyzePhoto({ photoId: row!.photoAvatarId! }, t.ctx);
    const ready = await cloneStatus(me, uploaded.data.jobId);
    expect(ready.data.status).toBe(OpenJobStatus.Success);
    expect(fromOpenAvatarId(ready.data.digitalHumanId!)).toBe(`photo-${row!.photoAvatarId}`);
    expect(await position(me.user.id)).toEqual({ balance: 1000 - FAST_PRICE, held: 0, available: 1000 - FAST_PRICE });
    const clones = await openCall<TOpenPage<TOpenAvatar>>(t, me, OpenApiV3.avatarList, { cloneDigitalHuman: 1 });
    expect(clones.data.data.map((avatar) => avatar.digitalHumanId)).toEqual([ready.data.digitalHumanId]);
    await expectLedgersBalanced(t);
  }, 180_000);

  it('takes a video the installation handed out by its videoUrl, named after its file when unnamed', async () => {
    const me = await openCaller(t);
    await credit(me.user.id, 3000);
    const source = await openUpload<TOpenSubtitleUploadV3>(
      t,
      me,
      OpenApiV3.subtitleUpload,
      {},
      {
        fileName: 'studio take.mp4',
        body: onePerson,
        contentType: 'video/mp4',
      },
    );
    expect(source.code, source.message).toBe('200');
    const unconsented = await openCall(t, me, OpenApiV3Uploads.uploadCloneVideo, {
      videoUrl: source.data.srcFileUrl,
      noticeAccepted: 0,
    });
    expect(unconsented.code).toBe('400');
    expect(unconsented.message).toContain('Notice');
    const filed = await openCall<TOpenCloneUploadV3>(t, me, OpenApiV3Uploads.uploadCloneVideo, {
      videoUrl: source.data.srcFileUrl,
      noticeAccepted: true,
      uploadTypeId: UploadType.CloneCustomised,
    });
    expect(filed.code, filed.message).toBe('200');
    expect(filed.data).toMatchObject({
      fileId: source.data.fileId,
      uploadTypeId: UploadType.CloneCustomised,
      costMoney: AVATAR_CLONE_PRICE_KCOINS[UploadType.CloneCustomised],
    });
    expect((await cloneStatus(me, filed.data.jobId)).data.taskName).toBe('studio take');
    const stranger = await openCaller(t);
    expect((await cloneStatus(stranger, filed.data.jobId)).code).toBe('404');
    await credit(stranger.user.id, 3000);
    for (const named of [{ videoUrl: source.data.srcFileUrl }, { videoFileId: source.data.fileId }]) {
      const taken = await openCall(t, stranger, OpenApiV3Uploads.uploadCloneVideo, { ...named, noticeAccepted: 1 });
      expect(taken.code).toBe('404');
    }
    expect(await keptOf(stranger.user.id)).toEqual({ clones: 0, files: 0 });
    expect((await position(stranger.user.id)).held).toBe(0);
  });

  it('refuses a short balance, a missing consent, a video of two people and no video, keeping nothing and charging nothing', async () => {
    const me = await openCaller(t);
    const before = await keptOf(me.user.id);
    const send = (body: Buffer, fields: Record<string, string>) =>
      openUpload<TOpenJob>(t, me, OpenApiV3Uploads.uploadCloneVideo, fields, {
        fileName: 'me.mp4',
        body,
        contentType: 'video/mp4',
      });
    expect((await send(onePerson, { noticeAccepted: '1' })).code).toBe('507');
    const unconsented = await send(onePerson, { digitalHumanName: 'Nobody asked' });
    expect(unconsented.code).toBe('400');
    expect(unconsented.message).toContain('Notice');
    await credit(me.user.id, 1000);
    const two = await send(twoPeople, { digitalHumanName: 'Two of us', noticeAccepted: '1' });
    expect(two.code).toBe('400');
    expect(two.message).toMatch(/face/i);
    expect(await keptOf(me.user.id)).toEqual(before);

    // A video the caller already had stays theirs when the clone of it is refused.
    const kept = await uploadFile(t, me.token, { fileName: 'two.mp4', body: twoPeople });
    const refused = await openCall(t, me, OpenApiV3Uploads.uploadCloneVideo, {
      videoFileId: kept.id,
      noticeAccepted: 1,
    });
    expect(refused.code).toBe('400');
    expect(await keptOf(me.user.id)).toEqual({ clones: before.clones, files: before.files + 1 });
    const nothing = await openCall(t, me, OpenApiV3Uploads.uploadCloneVideo, { noticeAccepted: 1 });
    expect(nothing.code).toBe('400');
    expect(nothing.message).toContain('multipart part named file');
    expect(await position(me.user.id)).toEqual({ balance: 1000, held: 0, available: 1000 });
  });
});
