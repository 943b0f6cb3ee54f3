import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPEN_API_BASE,
  OpenApi,
  OpenApiV3,
  OpenJobStatus,
  FileSource,
  downloadUrl,
  TaskStatus,
  estimateScriptSeconds,
  openApiSpeechCost,
  type TOpenAudition,
  type TOpenAvatar,
  type TOpenBackground,
  type TOpenJob,
  type TOpenLanguageV3,
  type TOpenLipResultV3,
  type TOpenSubtitleResultV3,
  type TOpenSubtitleUploadV3,
  type TOpenTextToSpeechV3,
  type TOpenVoiceV3,
  type TOpenDigitalHumanMsg,
  type TOpenUpload,
  type TOpenUploadStatus,
  type TOpenPage,
  type TOpenUserInfo,
  type TOpenVideo,
  type TOpenVideoAdded,
  type TOpenVideoDetail,
  type TOpenVoiceLanguageV1,
  type TOpenVoiceLanguageV2,
  type TPlan,
} from '@orator/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import { probe, STOCK_AVATARS } from '@orator/media';
import { portrait } from '@orator/media/testing';
import { ffmpegFile } from '../../../test/audio-subtitle';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyKcoins, creditKcoins, expectLedgersBalanced, kcoinBalance } from '../../../test/money';
import { openCall, openCaller, openUpload, type OpenCaller } from '../../../test/open-api';
import { ENGLISH_SCRIPT } from '../../../test/video';
import { files, photoAvatars } from '../../db/schema/index';
import { analyzePhoto } from '../avatar/analyze-photo.job';
import { removeSubtitles } from '../subtitle-remover/remove-subtitles.job';
import { renderVideo } from '../video-task/render-video.job';
import { servicesFor } from '../services';
import { createUrlSigner, SIGNED_URL_TTL_MS } from '../../platform/url-signer';
import { fromOpenAvatarId, toOpenAvatarId } from './open-avatar-ids';
import { OpenApiV3Uploads } from './open-v3-upload-schemas';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const caller = (plan?: TPlan, on: TestApp = t) => openCaller(on, plan);
const open = <T>(
  who: { apiToken: string } | null,
  path: string,
  payload?: object,
  headers: Record<string, string> = {},
  on: TestApp = t,
) => openCall<T>(on, who, path, payload, headers);

describe('the open API', () => {
  it('answers with the public envelope: code "200" as a string, message and data', async () => {
    const me = await caller();
    const res = await open<TOpenUserInfo>(me, OpenApi.userInfo, {});
    expect(res.code).toBe('200');
    expect(res.message).toBe('success');
    expect(res.data).toMatchObject({ userId: me.user.id, userEmail: me.email, plan: 'pro', balance: 0 });
    const v3 = await open<TOpenUserInfo>(me, OpenApi.userInfoV3);
    expect(v3.code).toBe('200');
    expect(v3.data.userId).toBe(me.user.id);
  });

  it('lets in only an API token in the apiToken header', async () => {
    const me = await caller();
    const none = await open(null, OpenApi.userInfo, {});
    expect(none.code).toBe('405');
    expect(none.message).toContain('apiToken');
    const session = await t.call({
      method: 'POST',
      url: `${OPEN_API_BASE}${OpenApi.userInfo}`,
      token: me.token,
      payload: {},
    });
    expect(session.code).toBe('405');
    expect((await open(me, OpenApi.userInfo, {}, { Language: 'zh' })).message).toBe('成功');
  });

  it('refuses a token whose owner left the Pro plan, in the language of the request', async () => {
    const me = await caller('standard');
    const res = await open(me, OpenApi.userInfo, {}, { Language: 'pt' });
    expect(res.code).toBe('403');
    expect(res.message).toBe('O acesso à API requer um plano Pro ou Enterprise');
  });

  it("answers for the token's account only", async () => {
    const me = await caller();
    expect((await open(me, OpenApi.userInfo, { userEmail: me.email.toUpperCase() })).code).toBe('200');
    expect((await open(me, OpenApi.userInfo, { userEmail: 'someone@example.com' })).code).toBe('403');
  });

  it('refuses a bad body with code "400" and says which field', async () => {
    const me = await caller();
    const res = await open(me, OpenApi.avatarListV2, { pageIndex: 0 });
    expect(res.code).toBe('400');
    expect(res.message).toContain('pageIndex');
  });

  it('limits each user, not everyone, to the endpoint rate (10 a second for the account)', async () => {
    // The other tests' app raises the limits; this one has the installation's own.
    const strict = await createTestApp({ openApiRateScale: 1 });
    const [busy, other] = [await caller('pro', strict), await caller('pro', strict)];
    // Forty at once: refusals come even if the calls spread over three seconds of a slow machine.
    const answers = await Promise.all(Array.from({ length: 40 }, () => open(busy, OpenApi.userInfo, {}, {}, strict)));
    const refused = answers.filter((res) => res.code === '429');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.res.statusCode).toBe(429);
    expect(answers.filter((res) => res.code === '200').length).toBeGreaterThan(0);
    expect((await open(other, OpenApi.userInfo, {}, {}, strict)).code).toBe('200');
    await strict.close();
  });
});

describe('its OpenAPI document', () => {
  it('describes the open API alone, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${OPEN_API_BASE}/openapi.json` });
    expect(res.statusCode).toBe(200);
    const document = res.json<{ openapi: string; info: { title: string }; paths: Record<string, object> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Orator open API');
    const paths = Object.keys(document.paths);
    expect(paths).toContain(`${OPEN_API_BASE}${OpenApi.videoAddV2}`);
    expect(paths).toContain(`${OPEN_API_BASE}${OpenApi.avatarListV2}`);
    expect(paths.every((path) => path.startsWith(`${OPEN_API_BASE}/`))).toBe(true);
    expect(document.paths[`${OPEN_API_BASE}${OpenApi.videoAddV2}`]).toHaveProperty('post.requestBody');
    // The reference page (/ai/api-docs) lists these paths: each is served.
    for (const path of [...Object.values(OpenApi), ...Object.values(OpenApiV3), ...Object.values(OpenApiV3Uploads)]) {
      expect(paths, path).toContain(`${OPEN_API_BASE}${path}`);
    }
    // The V3 uploads take the file itself or an address of it.
    const upload = document.paths[`${OPEN_API_BASE}${OpenApiV3Uploads.uploadAvatar}`] as {
      post: { requestBody: { content: object } };
    };
    expect(Object.keys(upload.post.requestBody.content)).toEqual(['application/json', 'multipart/form-data']);
  });
});

describe('signed download addresses', () => {
  it('hand out a file without a token for a week, and refuse a forged, altered or expired one', async () => {
    const me = await caller();
    const stored = await servicesFor(t.ctx).files.storeGenerated(me.user.id, {
      fileName: 'note.txt',
      mimeType: 'text/plain',
      ext: 'txt',
      body: Buffer.from('hello'),
    });
    const { urlSigner } = servicesFor(t.ctx);
    const get = async (token: string) =>
      t.app.inject({ method: 'GET', url: `${OPEN_API_BASE}/file/v1/download/${token}` });
    const token = await urlSigner.sign(stored.id);
    const ok = await get(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('hello');
    const otherFile = token.replace(/^\d+/, String(stored.id + 1));
    expect((await get(otherFile)).statusCode).toBe(404);
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect((await get(flipped)).statusCode).toBe(404);
    expect((await get(await urlSigner.sign(stored.id, -1000))).statusCode).toBe(404);
    const weekLater = createUrlSigner(t.ctx.database.db, () => Date.now() + SIGNED_URL_TTL_MS + 60_000);
    expect(await weekLater.verify(token)).toBeNull();
    const sameKey = createUrlSigner(t.ctx.database.db);
    expect(await sameKey.verify(token)).toBe(stored.id);
  });
});

describe('avatars', () => {
  it('maps every avatar id to an integer and back', () => {
    for (const id of ['stock-0001', 'stock-0420', 'photo-1', 'photo-98765']) {
      const openId = toOpenAvatarId(id);
      expect(Number.isSafeInteger(openId)).toBe(true);
      expect(fromOpenAvatarId(openId)).toBe(id);
    }
    expect(fromOpenAvatarId(13)).toBeNull();
    expect(fromOpenAvatarId(1)).toBeNull();
  });

  it('pages the stock presenters with pageIndex and pageSize into data.data, totalCount and totalPages', async () => {
    const me = await caller();
    const first = await open<TOpenPage<TOpenAvatar>>(me, OpenApi.avatarListV2, { supportTypeId: 101, pageSize: 7 });
    expect(first.code).toBe('200');
    expect(first.data).toMatchObject({ pageIndex: 1, pageSize: 7, totalCount: STOCK_AVATARS.length });
    expect(first.data.totalPages).toBe(Math.ceil(STOCK_AVATARS.length / 7));
    expect(first.data.data).toHaveLength(7);
    const avatar = first.data.data[0]!;
    expect(avatar).toMatchObject({ supportTypeId: 101, digitalHumanName: STOCK_AVATARS[0]!.name });
    expect(Number.isInteger(avatar.digitalHumanId)).toBe(true);
    expect(avatar.digitalHumanThumbnailUrl).toMatch(/^https?:\/\/.+\/api\/digitalhuman\/v1\/digitalhuman\/poster\?id=/);
    const picture = await t.app.inject({
      method: 'GET',
      url: avatar.digitalHumanThumbnailUrl.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(picture.headers['content-type']).toBe('image/png');
    const second = await open<TOpenPage<TOpenAvatar>>(me, OpenApi.avatarListV1, { pageIndex: 2, pageSize: 7 });
    expect(second.data.data[0]!.digitalHumanId).not.toBe(avatar.digitalHumanId);
  });

  it('filters by gender and area tags, by id, and finds no video clones', async () => {
    const me = await caller();
    const women = await open<TOpenPage<TOpenAvatar>>(me, OpenApi.avatarListV2, { tagIds: [211], pageSize: 100 });
    expect(women.data.data.length).toBeGreaterThan(0);
    expect(women.data.data.every((avatar) => avatar.gender === 'female' && avatar.tagIds.includes(211))).toBe(true);
    const area = STOCK_AVATARS[0]!.area;
    const inArea = await open<TOpenPage<TOpenAvatar>>(me, OpenApi.avatarListV1, { areaTypeId: area, pageSize: 100 });
    expect(inArea.data.data.every((avatar) => avatar.areaTypeId === area)).toBe(true);
    const inAreaCount = STOCK_AVATARS.filter((avatar) => avatar.area === area).length;
    expect(inArea.data.totalCount).toBe(inAreaCount);
    expect(inAreaCount).toBeLessThan(STOCK_AVATARS.length);
    const lastArea = STOCK_AVATARS.at(-1)!.area;
    const inAreasV3 = await open<TOpenPage<TOpenAvatar>>(me, OpenApiV3.avatarList, { areaTypeIds: [area, lastArea] });
    expect(inAreasV3.data.totalCount).toBe(
      STOCK_AVATARS.filter((avatar) => avatar.area === area || avatar.area === lastArea).length,
    );
    const id = toOpenAvatarId(STOCK_AVATARS[3]!.id);
    const one = await open<TOpenPage<TOpenAvatar>>(me, OpenApi.avatarListV2, { digitalHumanId: id });
    expect(one.data.data.map((avatar) => avatar.digitalHumanId)).toEqual([id]);
    const clones = await open<TOpenPage<TOpenAvatar>>(me, OpenApi.avatarListV2, { cloneDigitalHuman: 1 });
    expect(clones.data).toMatchObject({ totalCount: 0, totalPages: 0, data: [] });
  });
});

describe('voices', () => {
  it('lists every voice by language (v1, GET) and filters them (v2)', async () => {
    const me = await caller();
    const all = await open<TOpenVoiceLanguageV1[]>(me, OpenApi.voiceListV1);
    expect(all.code).toBe('200');
    const english = all.data.find((group) => group.language.startsWith('English'));
    expect(english?.voices.length).toBeGreaterThan(0);
    expect(english!.voices[0]).toMatchObject({ isSystem: true, defaultVoiceFileId: null });
    const filtered = await open<TOpenVoiceLanguageV2[]>(me, OpenApi.voiceListV2, {
      language: 'English',
      gender: 'Female',
      isSystem: 1,
    });
    const voices = filtered.data.flatMap((group) => group.voices);
    expect(voices.length).toBeGreaterThan(0);
    expect(voices.length).toBeLessThan(all.data.flatMap((group) => group.voices).length);
    expect(voices.every((voice) => voice.gender === 'female' && voice.isSystem === 1)).toBe(true);
    expect(filtered.data.every((group) => group.languageType.startsWith('English'))).toBe(true);
    expect(voices.every((voice) => Number.isInteger(voice.voiceType))).toBe(true);
    const sample = await t.app.inject({
      method: 'GET',
      url: voices[0]!.defaultVoiceUrl.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(sample.headers['content-type']).toBe('audio/wav');
  });
});

describe('backgrounds', () => {
  it('lists the built-in pictures as type 301 and the caller uploads with custom 1', async () => {
    const me = await caller();
    const system = await open<TOpenPage<TOpenBackground>>(me, OpenApi.backgroundListV2, { pageSize: 100 });
    expect(system.data.data.length).toBeGreaterThan(0);
    expect(system.data.data.every((background) => background.backgroundType === 301)).toBe(true);
    expect(system.data.data[0]!.backgroundId).toBe(1);
    const videos = await open<TOpenPage<TOpenBackground>>(me, OpenApi.backgroundListV2, { backgroundTypes: [300] });
    expect(videos.data.totalCount).toBe(0);
    const mine = await open<TOpenPage<TOpenBackground>>(me, OpenApi.backgroundListV2, { custom: 1 });
    expect(mine.data).toMatchObject({ totalCount: 0, data: [] });
  });
});

/** Sends one file as the multipart part named `file`, as the public clients do. */
const upload = <T>(who: OpenCaller, path: string, fileName: string, body: Buffer, contentType: string) =>
  openUpload<T>(t, who, path, {}, { fileName, body, contentType });

describe('uploads', () => {
  it('turns an uploaded portrait into a talking photo, found by its file, that speaks in a video', async () => {
    const me = await caller();
    await buyKcoins(t, me.token, 'kc500');
    const uploaded = await upload<TOpenUpload>(
      me,
      OpenApi.uploadAvatar,
      'me.jpg',
      await portrait('blonde'),
      'image/jpeg',
    );
    expect(uploaded.code, uploaded.message).toBe('200');
    expect(uploaded.data.bizType).toBe(FileSource.Portrait);
    const fileId = String(uploaded.data.fileId);
    const checking = await open<TOpenUploadStatus>(me, OpenApi.uploadAvatarStatus, { fileId });
    expect(checking.data).toMatchObject({ status: 0, digitalHumanId: null });

    const [photo] = await t.ctx.database.db
      .select()
      .from(photoAvatars)
      .where(eq(photoAvatars.photoFileId, uploaded.data.fileId));
    await analyzePhoto({ photoId: photo!.id }, t.ctx);
    const ready = await open<TOpenUploadStatus>(me, OpenApi.uploadAvatarStatus, { fileId });
    expect(ready.data).toMatchObject({ status: 1, digitalHumanId: toOpenAvatarId(`photo-${photo!.id}`) });
    const message = await open<TOpenDigitalHumanMsg>(me, OpenApi.digitalHumanMsg, { supportTypeId: 100, fileId });
    expect(message.data).toMatchObject({ supportTypeId: 100, digitalHumanId: ready.data.digitalHumanId });
    const photos = await open<TOpenPage<TOpenAvatar>>(me, OpenApi.avatarListV2, { supportTypeId: 100 });
    expect(photos.data.data.map((avatar) => avatar.digitalHumanId)).toEqual([ready.data.digitalHumanId]);

    const added = await open<TOpenVideoAdded>(me, OpenApi.videoAddV2, {
      taskName: 'My photo speaks',
      digitalHuman: { digitalHumanId: ready.data.digitalHumanId },
      digitalHumanVoice: { voiceId: 'espeak:en-US:f2', copyContent: ENGLISH_SCRIPT },
    });
    expect(added.code, added.message).toBe('200');
    expect(added.data.supportTypeId).toBe(100);
  }, 60_000);

  it('refuses a portrait over 10 MB and a file that is not a picture, keeping neither', async () => {
    const me = await caller();
    const [filesBefore] = await t.ctx.database.db
      .select({ n: count() })
      .from(files)
      .where(and(eq(files.ownerId, me.user.id), isNull(files.deletedAt)));
    const big = await upload(me, OpenApi.uploadAvatar, 'big.jpg', Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'image/jpeg');
    expect(big).toMatchObject({ code: '400', message: 'The photo can be at most 10 MB' });
    const tone = await ffmpegFile(['-f', 'lavfi', '-i', 'sine=f=220:d=5', '-ac', '1'], 'mp3');
    const notPicture = await upload(me, OpenApi.uploadAvatar, 'song.mp3', tone, 'audio/mpeg');
    expect(notPicture.code).toBe('400');
    const [filesAfter] = await t.ctx.database.db
      .select({ n: count() })
      .from(files)
      .where(and(eq(files.ownerId, me.user.id), isNull(files.deletedAt)));
    expect(filesAfter!.n).toBe(filesBefore!.n);
  });

  it('keeps an uploaded MP3 as a narration for video/v2/add, and refuses one too short', async () => {
    const me = await caller();
    await buyKcoins(t, me.token, 'kc500');
    const tone = await ffmpegFile(['-f', 'lavfi', '-i', 'sine=f=220:d=5', '-ac', '1'], 'mp3');
    const voice = await upload<TOpenUpload>(me, OpenApi.uploadVoice, 'voice.mp3', tone, 'audio/mpeg');
    expect(voice.code, voice.message).toBe('200');
    expect(voice.data.bizType).toBe(FileSource.Narration);
    const added = await open<TOpenVideoAdded>(me, OpenApi.videoAddV2, {
      taskName: 'Uploaded voice',
      digitalHuman: { digitalHumanId: toOpenAvatarId(STOCK_AVATARS[0]!.id) },
      digitalHumanVoice: { isSystem: 0, voicePackageFileId: voice.data.fileId },
    });
    expect(added.code, added.message).toBe('200');
    const blip = await ffmpegFile(['-f', 'lavfi', '-i', 'sine=f=220:d=1', '-ac', '1'], 'mp3');
    expect((await upload(me, OpenApi.uploadVoice, 'blip.mp3', blip, 'audio/mpeg')).code).toBe('400');
  });
});

describe('speech and videos', () => {
  it('speaks a text into an MP3 for 0.3 K-coin a second, and refuses one over the balance with 507', async () => {
    const me = await caller();
    const poor = await open(me, OpenApi.auditionV2, { voiceId: 'espeak:en-US:f2', content: ENGLISH_SCRIPT });
    expect(poor.code).toBe('507');
    await buyKcoins(t, me.token, 'kc500');
    const before = await kcoinBalance(t, me.token);
    const res = await open<TOpenAudition>(me, OpenApi.auditionV2, {
      voiceId: 'espeak:en-US:f2',
      content: ENGLISH_SCRIPT,
      prosodyRate: 10,
      volume: 100,
    });
    expect(res.code, res.message).toBe('200');
    expect(res.data.fileDuration).toBeGreaterThan(3);
    // Priced by the speech itself, without the file's lead-in and tail of silence.
    expect(res.data.costMoney).toBeGreaterThanOrEqual(1);
    expect(res.data.costMoney).toBeLessThanOrEqual(openApiSpeechCost(res.data.fileDuration));
    expect(await kcoinBalance(t, me.token)).toBe(before - res.data.costMoney);
    const file = await t.app.inject({
      method: 'GET',
      url: res.data.fileUrl.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(file.headers['content-type']).toBe('audio/mpeg');
    await expectLedgersBalanced(t);
  });

  it('spends a balance once across parallel requests: those it covers speak, the others get 507', async () => {
    const me = await caller();
    const request = { voiceId: 'espeak:en-US:f2', content: ENGLISH_SCRIPT };
    const estimate = openApiSpeechCost(estimateScriptSeconds(ENGLISH_SCRIPT));
    const covered = 2;
    const balance = estimate * covered + Math.floor(estimate / 2);
    await creditKcoins(t, me.user.id, balance);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => open<TOpenAudition>(me, OpenApi.auditionV2, request)),
    );
    const spoken = answers.filter((answer) => answer.code === '200');
    expect(answers.filter((answer) => answer.code !== '200').every((answer) => answer.code === '507')).toBe(true);
    // Each request holds its estimate before it speaks; a hold freed early may admit one more, never an overdraft.
    expect(spoken.length).toBeGreaterThanOrEqual(covered);
    expect(spoken.length).toBeLessThan(answers.length);
    const paid = spoken.reduce((sum, answer) => sum + answer.data.costMoney, 0);
    expect(await kcoinBalance(t, me.token)).toBe(balance - paid);
    await expectLedgersBalanced(t);
  });

  it('refuses an unknown voice without charging', async () => {
    const me = await caller();
    await buyKcoins(t, me.token, 'kc500');
    const before = await kcoinBalance(t, me.token);
    const res = await open(me, OpenApi.auditionV1, { voiceId: 'no-such-voice', content: 'Hello there.' });
    expect(res.code).toBe('400');
    expect(await kcoinBalance(t, me.token)).toBe(before);
  });

  it('makes a video from an audition (v2), lists it, renders it, shows it done, and deletes it', async () => {
    const me = await caller();
    await buyKcoins(t, me.token, 'kc500');
    const speech = await open<TOpenAudition>(me, OpenApi.auditionV2, {
      voiceId: 'espeak:en-US:f2',
      content: ENGLISH_SCRIPT,
    });
    const avatarId = toOpenAvatarId(STOCK_AVATARS[0]!.id);
    const added = await open<TOpenVideoAdded>(me, OpenApi.videoAddV2, {
      taskName: 'API tour',
      aspectRatio: '9:16',
      digitalHuman: { digitalHumanId: avatarId, supportTypeId: 101, maskType: 'noMask' },
      digitalHumanVoice: {
        isSystem: 1,
        voicePackageFileId: speech.data.fileId,
        voicePackageDuration: speech.data.fileDuration,
        copyContent: ENGLISH_SCRIPT,
      },
      backgroundParam: { backgroundType: 302, backgroundColor: 'rgb,0,255,0' },
    });
    expect(added.code, added.message).toBe('200');
    expect(added.data).toMatchObject({ taskName: 'API tour', digitalHumanId: avatarId, supportTypeId: 101 });
    const taskId = added.data.taskId;

    const listed = await open<TOpenPage<TOpenVideo>>(me, OpenApi.videoList, { taskIds: [taskId] });
    expect(listed.data.data).toHaveLength(1);
    expect(listed.data.data[0]).toMatchObject({ taskId, taskStatusTypeId: TaskStatus.Queued, targetFileUrl: null });
    expect(listed.data.data[0]).not.toHaveProperty('copyContent');

    await renderVideo({ taskId }, t.ctx);
    const done = await open<TOpenVideoDetail>(me, OpenApi.videoDetail, { taskId });
    // An audio-driven video keeps no script, as in the web app: the audio is its narration.
    expect(done.data).toMatchObject({
      taskStatusTypeId: TaskStatus.Finished,
      voicePackageSource: 'upload_voice',
      copyContent: '',
    });
    expect(done.data.voicePackageDuration).toMatch(/^\d\d:\d\d$/);
    const video = await t.app.inject({
      method: 'GET',
      url: done.data.targetFileUrl!.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(video.headers['content-type']).toBe('video/mp4');
    const saved = path.join(t.dataDir, 'open-api-video.mp4');
    await writeFile(saved, video.rawPayload);
    const facts = await probe(saved);
    expect(facts.video!.height).toBeGreaterThan(facts.video!.width);

    expect((await open(me, OpenApi.videoDelete, { taskIdList: [taskId] })).code).toBe('200');
    expect((await open(me, OpenApi.videoDetail, { taskId })).code).toBe('404');
    await expectLedgersBalanced(t);
  });

  it('speaks the script itself when given a voiceId (v1), with a v1 background colour', async () => {
    const me = await caller();
    await buyKcoins(t, me.token, 'kc500');
    const added = await open<TOpenVideoAdded>(me, OpenApi.videoAddV1, {
      taskName: 'Spoken by the server',
      backgroundColor: 'rgb,10,20,30',
      digitalHuman: { digitalHumanId: toOpenAvatarId(STOCK_AVATARS[1]!.id) },
      digitalHumanVoice: { voiceId: 'espeak:en-US:f2', copyContent: ENGLISH_SCRIPT },
    });
    expect(added.code, added.message).toBe('200');
    const detail = await open<TOpenVideoDetail>(me, OpenApi.videoDetail, { taskId: added.data.taskId });
    expect(detail.data).toMatchObject({ voicePackageSource: 'azure', languageType: expect.any(String) });
  });

  it('refuses what this installation cannot do with clear messages', async () => {
    const me = await caller();
    await buyKcoins(t, me.token, 'kc500');
    const base = {
      taskName: 'Refused',
      digitalHuman: { digitalHumanId: toOpenAvatarId(STOCK_AVATARS[0]!.id) },
      digitalHumanVoice: { voiceId: 'espeak:en-US:f2', copyContent: ENGLISH_SCRIPT },
    };
    const masked = await open(me, OpenApi.videoAddV2, {
      ...base,
      digitalHuman: { ...base.digitalHuman, maskType: 'circle' },
    });
    expect(masked.message).toContain('noMask');
    const unnarrated = await open(me, OpenApi.videoAddV2, { ...base, digitalHumanVoice: { copyContent: 'Hi' } });
    expect(unnarrated.message).toContain('voicePackageFileId');
    const byUrl = await open(me, OpenApi.videoAddV2, {
      ...base,
      backgroundParam: { backgroundType: 330, uploadWay: 2, backgroundUrl: 'https://example.com/a.jpg' },
    });
    expect(byUrl.message).toContain('uploadWay 1');
    const badColour = await open(me, OpenApi.videoAddV2, {
      ...base,
      backgroundParam: { backgroundType: 302, backgroundColor: 'green' },
    });
    expect(badColour.message).toContain('rgb,R,G,B');
    const unknown = await open(me, OpenApi.videoAddV2, { ...base, digitalHuman: { digitalHumanId: 9 } });
    expect(unknown.code).toBe('400');
    for (const res of [masked, unnarrated, byUrl, badColour]) expect(res.code).toBe('400');
  });

  it("refuses another user's audio file as the narration", async () => {
    const [owner, thief] = [await caller(), await caller()];
    await buyKcoins(t, owner.token, 'kc500');
    await buyKcoins(t, thief.token, 'kc500');
    const speech = await open<TOpenAudition>(owner, OpenApi.auditionV2, {
      voiceId: 'espeak:en-US:f2',
      content: ENGLISH_SCRIPT,
    });
    const res = await open(thief, OpenApi.videoAddV2, {
      taskName: 'Not mine',
      digitalHuman: { digitalHumanId: toOpenAvatarId(STOCK_AVATARS[0]!.id) },
      digitalHumanVoice: { voicePackageFileId: speech.data.fileId, copyContent: ENGLISH_SCRIPT },
    });
    expect(res.code).toBe('400');
  });
});

describe('the V3 family', () => {
  it('lists languages and pages voices by language and gender', async () => {
    const me = await caller();
    const languages = await open<TOpenLanguageV3[]>(me, OpenApiV3.voiceLanguages);
    const english = languages.data.find((language) => language.language.startsWith('English'));
    expect(english?.voiceCount).toBeGreaterThan(0);
    const voices = await open<TOpenPage<TOpenVoiceV3>>(me, OpenApiV3.voiceList, {
      language: english!.languageId,
      gender: 'female',
      voiceClone: 0,
      pageSize: 1,
    });
    expect(voices.data.data).toHaveLength(1);
    expect(voices.data.totalPages).toBe(voices.data.totalCount);
    expect(voices.data.data.every((voice) => voice.gender === 'female' && voice.voiceClone === 0)).toBe(true);
  });

  it('speaks a script, makes a video from its audioUrl and reports the job until it is done', async () => {
    const me = await caller();
    await buyKcoins(t, me.token, 'kc500');
    const speech = await open<TOpenTextToSpeechV3>(me, OpenApiV3.textToSpeech, {
      languageId: 'en',
      content: ENGLISH_SCRIPT,
      voiceId: 'espeak:en-US:f2',
      voiceClone: 0,
      voiceSource: 101,
    });
    expect(speech.code, speech.message).toBe('200');
    // Priced by the speech itself, without the file's lead-in and tail of silence.
    const paid = Number(speech.data.textToSpeech.paymentMoney);
    expect(paid).toBeGreaterThanOrEqual(1);
    expect(paid).toBeLessThanOrEqual(openApiSpeechCost(speech.data.textToSpeech.duration));
    const avatars = await open<TOpenPage<TOpenAvatar>>(me, OpenApiV3.avatarList, {
      supportTypeId: 101,
      areaTypeIds: [STOCK_AVATARS[0]!.area],
      pageSize: 1,
    });
    const submitted = await open<TOpenJob>(me, OpenApiV3.submitSystemLipTask, {
      taskName: 'V3 tour',
      videoRatio: 2,
      digitalHuman: { digitalHumanId: avatars.data.data[0]!.digitalHumanId, mask: 0 },
      audio: { audioUrl: speech.data.textToSpeech.audioUrl },
      background: { type: 302, color: 'rgb(0,255,0)' },
    });
    expect(submitted.code, submitted.message).toBe('200');
    expect(submitted.data.jobId).toMatch(/^\d+$/);
    const waiting = await open<TOpenLipResultV3>(me, OpenApiV3.lipVideoResult, { jobId: submitted.data.jobId });
    expect(waiting.data).toMatchObject({ status: OpenJobStatus.Waiting, videoTask: null });
    // An id no row can have is refused by name, not looked up (the database would refuse the query).
    const tooLarge = await open<unknown>(me, OpenApiV3.lipVideoResult, { jobId: '99999999999' });
    expect([tooLarge.code, tooLarge.message]).toEqual(['400', expect.stringContaining('jobId')]);

    await renderVideo({ taskId: Number(submitted.data.jobId) }, t.ctx);
    const done = await open<TOpenLipResultV3>(me, OpenApiV3.lipVideoResult, { jobId: submitted.data.jobId });
    expect(done.data.status).toBe(OpenJobStatus.Success);
    expect(done.data.videoTask?.videoUrl).toMatch(/^https?:\/\//);
    const succeeded = await open<TOpenPage<TOpenVideo>>(me, OpenApiV3.videoList, { status: OpenJobStatus.Success });
    expect(succeeded.data.data.map((video) => video.taskId)).toEqual([Number(submitted.data.jobId)]);
    const waitingList = await open<TOpenPage<TOpenVideo>>(me, OpenApiV3.videoList, { status: OpenJobStatus.Waiting });
    expect(waitingList.data.totalCount).toBe(0);
    expect((await open<TOpenPage<unknown>>(me, OpenApiV3.emoList, {})).data.totalCount).toBe(0);
  });

  it("takes the web app's download address of the caller's own MP3 as audioUrl", async () => {
    const me = await caller();
    await buyKcoins(t, me.token, 'kc500');
    const tone = await ffmpegFile(['-f', 'lavfi', '-i', 'sine=f=220:d=5', '-ac', '1'], 'mp3');
    const voice = await upload<TOpenUpload>(me, OpenApi.uploadVoice, 'voice.mp3', tone, 'audio/mpeg');
    const res = await open<TOpenJob>(me, OpenApiV3.submitSystemLipTask, {
      taskName: 'Own address',
      digitalHuman: { digitalHumanId: toOpenAvatarId(STOCK_AVATARS[0]!.id) },
      audio: { audioUrl: `http://elsewhere.example${downloadUrl(voice.data.fileId)}` },
    });
    expect(res.code, res.message).toBe('200');
  });

  it('refuses an address of somewhere else, saying what to give instead', async () => {
    const me = await caller();
    await buyKcoins(t, me.token, 'kc500');
    const res = await open(me, OpenApiV3.submitSystemLipTask, {
      taskName: 'Elsewhere',
      digitalHuman: { digitalHumanId: toOpenAvatarId(STOCK_AVATARS[0]!.id) },
      audio: { audioUrl: 'https://aigc-cdn.example.com/audio/speech.mp3' },
    });
    expect(res.code).toBe('400');
    expect(res.message).toContain('audioUrl');
  });

  it('removes subtitles from an uploaded clip, submitted by its srcFileUrl and polled by its jobId', async () => {
    const me = await caller();
    await buyKcoins(t, me.token, 'kc500');
    const clip = await ffmpegFile(
      [
        ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=5.5'],
        ...[
          '-vf',
          "drawtext=fontfile=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf:text='Hello there':fontsize=18:fontcolor=white:borderw=2:bordercolor=black:x=(w-text_w)/2:y=h-34",
        ],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ],
      'mp4',
    );
    const uploaded = await upload<TOpenSubtitleUploadV3>(me, OpenApiV3.subtitleUpload, 'clip.mp4', clip, 'video/mp4');
    expect(uploaded.code, uploaded.message).toBe('200');
    expect(uploaded.data).toMatchObject({ width: 320, height: 180, price: 6 });
    const submitted = await open<TOpenJob>(me, OpenApiV3.subtitleSubmit, {
      taskName: 'Clean it',
      srcFileUrl: uploaded.data.srcFileUrl,
      rectAreaList: [{ lt_x: 20, lt_y: 140, rb_x: 300, rb_y: 172 }],
    });
    expect(submitted.code, submitted.message).toBe('200');
    expect(
      (await open<TOpenSubtitleResultV3>(me, OpenApiV3.subtitleResult, { jobId: submitted.data.jobId })).data,
    ).toMatchObject({
      status: OpenJobStatus.Waiting,
      videoUrl: null,
    });
    await removeSubtitles({ taskId: Number(submitted.data.jobId) }, t.ctx);
    const done = await open<TOpenSubtitleResultV3>(me, OpenApiV3.subtitleResult, {
      jobId: Number(submitted.data.jobId),
    });
    expect(done.data).toMatchObject({ status: OpenJobStatus.Success, costMoney: 6 });
    const video = await t.app.inject({
      method: 'GET',
      url: done.data.videoUrl!.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(video.headers['content-type']).toBe('video/mp4');
    const noBox = await open(me, OpenApiV3.subtitleSubmit, { taskName: 'No box', srcFileId: uploaded.data.fileId });
    expect(noBox.message).toBe('Please add at least one watermark box or subtitle box');
    await expectLedgersBalanced(t);
  });
});
