import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AVATAR_CLONE_PRICE_KCOINS,
  OpenApi,
  OpenJobStatus,
  SupportType,
  UploadType,
  type TOpenAvatar,
  type TOpenCloneStatus,
  type TOpenCloneUpload,
  type TOpenPage,
  type TOpenVideoAdded,
} from '@orator/contracts';
import { makeCloneVideo } from '@orator/media/testing';
import { multipartBody } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { creditKcoins, expectLedgersBalanced, kcoinPosition } from '../../../test/money';
import { keptClonesAndFiles, openCall, openCaller, type OpenCaller } from '../../../test/open-api';
import { ENGLISH_SCRIPT } from '../../../test/video';
import { avatarClones } from '../../db/schema/index';
import { analyzePhoto } from '../avatar/analyze-photo.job';
import { reviewAvatarClone, synthesizeAvatarClone } from '../avatar-clone/avatar-clone.jobs';
import { fromOpenAvatarId } from './open-avatar-ids';

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

async function uploadClone(who: OpenCaller, body: Buffer, fields: Record<string, string>) {
  const multipart = multipartBody(fields, { fileName: 'me.mp4', body, contentType: 'video/mp4' });
  const res = await t.call<TOpenCloneUpload>({
    method: 'POST',
    url: `/apis${OpenApi.uploadCloneVideo}`,
    headers: { apiToken: who.apiToken, ...multipart.headers },
    payload: multipart.payload,
  });
  return { ...res, code: res.code as unknown as string };
}

const credit = (userId: number, amount: number) => creditKcoins(t, userId, amount);
const position = (userId: number) => kcoinPosition(t, userId);

const keptOf = (userId: number) => keptClonesAndFiles(t, userId);

const status = (who: OpenCaller, taskId: number) =>
  openCall<TOpenCloneStatus>(t, who, OpenApi.uploadCloneVideoStatus, { taskId });

describe('avatar clones through the open API', () => {
  it('files, pays and follows a clone to an avatar that lists as a clone and speaks in a v2 video', async () => {
    const me = await openCaller(t);
    await credit(me.user.id, 1000);
    const uploaded = await uploadClone(me, onePerson, { digitalHumanName: 'Me at my desk', noticeAccepted: '1' });
    expect(uploaded.code, uploaded.message).toBe('200');
    expect(uploaded.data).toMatchObject({
      uploadTypeId: UploadType.CloneUpload,
      status: OpenJobStatus.Waiting,
      costMoney: FAST_PRICE,
    });
    expect(uploaded.data.durationSec).toBeCloseTo(11, 0);
    expect(await position(me.user.id)).toEqual({ balance: 1000, held: FAST_PRICE, available: 1000 - FAST_PRICE });

    const { taskId } = uploaded.data;
    const waiting = await status(me, taskId);
    expect(waiting.data).toMatchObject({ taskId, taskName: 'Me at my desk', status: OpenJobStatus.Waiting });
    expect(waiting.data.digitalHumanId).toBeNull();

    await reviewAvatarClone({ cloneId: taskId }, t.ctx);
    await synthesizeAvatarClone({ cloneId: taskId }, t.ctx);
    const [row] = await t.ctx.database.db.select().from(avatarClones).where(eq(avatarClones.id, taskId));
    await analyzePhoto({ photoId: row!.photoAvatarId! }, t.ctx);

    const ready = await status(me, taskId);
    expect(ready.data.status).toBe(OpenJobStatus.Success);
    expect(fromOpenAvatarId(ready.data.digitalHumanId!)).toBe(`photo-${row!.photoAvatarId}`);
    expect(new Date(ready.data.expireTime!).getTime()).toBeGreaterThan(Date.now());
    expect(await position(me.user.id)).toEqual({ balance: 1000 - FAST_PRICE, held: 0, available: 1000 - FAST_PRICE });

    const clones = await openCall<TOpenPage<TOpenAvatar>>(t, me, OpenApi.avatarListV2, { cloneDigitalHuman: 1 });
    expect(clones.data.data).toEqual([
      expect.objectContaining({
        digitalHumanId: ready.data.digitalHumanId,
        digitalHumanName: 'Me at my desk',
        supportTypeId: SupportType.DigitalHuman,
        uploadTypeId: UploadType.CloneUpload,
      }),
    ]);
    const video = await openCall<TOpenVideoAdded>(t, me, OpenApi.videoAddV2, {
      taskName: 'My clone speaks',
      digitalHuman: { digitalHumanId: ready.data.digitalHumanId },
      digitalHumanVoice: { voiceId: 'espeak:en-US:f2', copyContent: ENGLISH_SCRIPT },
    });
    expect(video.code, video.message).toBe('200');
    await expectLedgersBalanced(t);
  }, 180_000);

  it('refuses a short balance, a missing consent and a video of two people, keeping nothing and charging nothing', async () => {
    const me = await openCaller(t);
    const before = await keptOf(me.user.id);
    const poor = await uploadClone(me, onePerson, { digitalHumanName: 'Poor', noticeAccepted: 'true' });
    expect(poor.code).toBe('507');
    const unconsented = await uploadClone(me, onePerson, { digitalHumanName: 'Nobody asked' });
    expect(unconsented.code).toBe('400');
    expect(unconsented.message).toContain('Notice');
    await credit(me.user.id, 1000);
    const two = await uploadClone(me, twoPeople, { digitalHumanName: 'Two of us', noticeAccepted: '1' });
    expect(two.code).toBe('400');
    const unnamed = await uploadClone(me, onePerson, { digitalHumanName: '', noticeAccepted: '1' });
    expect(unnamed.code).toBe('400');
    expect(await keptOf(me.user.id)).toEqual(before);
    expect(await position(me.user.id)).toEqual({ balance: 1000, held: 0, available: 1000 });
  });

  it("does not show one user's clone to another", async () => {
    const owner = await openCaller(t);
    await credit(owner.user.id, 1000);
    const uploaded = await uploadClone(owner, onePerson, { digitalHumanName: 'Mine', noticeAccepted: '1' });
    const stranger = await openCaller(t);
    const peek = await status(stranger, uploaded.data.taskId);
    expect(peek.code).not.toBe('200');
  });
});
