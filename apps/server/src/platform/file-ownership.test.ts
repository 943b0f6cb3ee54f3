import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@orator/contracts';
import {
  AiModelApi,
  OPEN_API_BASE,
  OpenApi,
  OpenApiV3,
  AiPhotoApi,
  ImageToVideoApi,
  SubtitleRemoverApi,
  FaceSwapApi,
  AssetApi,
  AudioSubtitleApi,
  AvatarCloneApi,
  CutoutApi,
  DigitalHumanApi,
  FileSource,
  ResultCode,
  TaskApi,
  TaskStatus,
  UserApi,
  VoiceChangerApi,
  VoiceCloneApi,
  ZFileRef,
  translate,
} from '@orator/contracts';
import { makeCloneVideo, portrait } from '@orator/media/testing';
import { ffmpegFile } from '../../test/audio-subtitle';
import { api, multipartBody } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/helper';
import { testStockModelsDir } from '../../test/stock-models';
import { buyKcoins } from '../../test/money';
import { encodePng } from '../../test/png';
import { activeUser, type ActiveUser, setUser, uploadFile } from '../../test/users';
import { cloneForm, speechSample, uploadSample } from '../../test/voice-clone';
import { videoTask } from '../../test/video';
import {
  aiModelTasks,
  aiPhotoTasks,
  videoGenTasks,
  subtitleRemovalTasks,
  faceSwapFaces,
  audioSubtitleTasks,
  avatarClones,
  cutouts,
  files,
  kcoinAccounts,
  kcoinEntries,
  kcoinHolds,
  photoAvatars,
  users,
  videoTasks,
  voiceChangeTasks,
  voiceClones,
} from '../db/schema/index';
import { createFileRepo } from '../modules/file/file.repo';
import { analyzePhoto } from '../modules/avatar/analyze-photo.job';
import { MAX_RENDER_ATTEMPTS, renderVideo } from '../modules/video-task/render-video.job';
import type { AuthUser } from './auth';
import { registerEnvelope } from './envelope';
import { fileRefFields, registerFileOwnership, schemaFields } from './file-ownership';

/** Every file a user uploads for the requests below: one of each kind. */
interface Uploads {
  image: number;
  mp3: number;
  speech: number;
  sample: number;
  secondSample: number;
  video: number;
  /** The same video uploaded to the subtitle remover, which takes only its own uploads. */
  subtitleVideo: number;
  /** A photo with a subject the cutout finds. */
  photo: number;
}

interface Attack {
  /** The contract schema and the field that names the file. */
  field: string;
  send(user: ActiveUser, fileId: number): Promise<{ code: number; message: string; data: unknown }>;
  /** Which of the user's own uploads the honest request names. */
  own: keyof Uploads;
}

let t: TestApp;
let attacker: ActiveUser;
/** The attacker's own product photos that fill an AI model generation up to its four. */
const modelProducts: number[] = [];
let victim: ActiveUser;
const mine = {} as Uploads;
const theirs = {} as Uploads;
let cloneId: number;
let avatarCloneId: number;
let cutoutId: number;

const post = (url: string, user: ActiveUser, payload: object) =>
  t.call({ method: 'POST', url: api(url), token: user.token, payload });
/** API tokens of the users, for the open API, whose envelope code is a string. */
const apiTokens = new Map<number, string>();
async function openPost(url: string, user: ActiveUser, payload: object) {
  const res = await t.call({
    method: 'POST',
    url: `${OPEN_API_BASE}${url}`,
    headers: { apiToken: apiTokens.get(user.user.id)! },
    payload,
  });
  return { ...res, code: Number(res.code) };
}
const openVideo = (voice: object, extra: object = {}) => ({
  taskName: 'Open API',
  digitalHuman: { digitalHumanId: 11 },
  digitalHumanVoice: { copyContent: videoTask().copyContent, ...voice },
  ...extra,
});

/** Each request family that names a file, with the file in each of its fields. */
const ATTACKS: Attack[] = [
  {
    field: 'ZSaveTaskRequest.background.fileId',
    own: 'image',
    send: (user, fileId) => post(TaskApi.saveTask, user, videoTask({ background: { type: 'upload', fileId } })),
  },
  {
    field: 'ZSaveTaskRequest.audioFileId',
    own: 'mp3',
    send: (user, fileId) =>
      post(TaskApi.saveTask, user, videoTask({ inputMode: 'audio', copyContent: '', audioFileId: fileId })),
  },
  {
    field: 'ZQuoteRequest.audioFileId',
    own: 'mp3',
    send: (user, fileId) =>
      post(TaskApi.quote, user, videoTask({ inputMode: 'audio', copyContent: '', audioFileId: fileId })),
  },
  {
    field: 'ZPhotoUploadRequest.fileId',
    own: 'image',
    send: (user, fileId) => post(DigitalHumanApi.photoUploadNew, user, { fileId }),
  },
  {
    field: 'ZBackgroundFileRequest.fileId',
    own: 'image',
    send: (user, fileId) => post(AssetApi.handleUploadBackGroundFile, user, { fileId }),
  },
  {
    field: 'ZUpdateUserInfoRequest.avatarFileId',
    own: 'image',
    send: (user, avatarFileId) => post(UserApi.updateUserInfo, user, { avatarFileId }),
  },
  {
    field: 'ZSaveVoiceChangeRequest.fileId',
    own: 'speech',
    send: (user, fileId) => post(VoiceChangerApi.save, user, { fileId, preset: 'radio' }),
  },
  {
    field: 'ZAudioToSubtitleRequest.fileId',
    own: 'speech',
    send: (user, fileId) => post(AudioSubtitleApi.asyncAudioToSubtitle, user, { fileId, language: 'en-US' }),
  },
  {
    field: 'ZSaveVoiceCloneRequest.sampleFileId',
    own: 'sample',
    send: (user, sampleFileId) => post(VoiceCloneApi.saveTask, user, cloneForm(sampleFileId)),
  },
  {
    // A rejected clone sent back to review with another sample (SPEC 4 "with resubmit").
    field: 'ZUpdateVoiceCloneRequest.sampleFileId',
    own: 'secondSample',
    send: (user, sampleFileId) => post(VoiceCloneApi.updateInfoById, user, { id: cloneId, sampleFileId }),
  },
  {
    field: 'ZCloneVideoRequest.fileId',
    own: 'video',
    send: (user, fileId) => post(AvatarCloneApi.handleUploadCloneVideo, user, { fileId }),
  },
  {
    field: 'ZSaveAvatarCloneRequest.videoFileId',
    own: 'video',
    send: (user, videoFileId) =>
      post(AvatarCloneApi.saveTask, user, { uploadTypeId: 114, name: 'Me', videoFileId, noticeAccepted: true }),
  },
  {
    field: 'ZUpdateAvatarCloneRequest.videoFileId',
    own: 'video',
    send: (user, videoFileId) => post(AvatarCloneApi.updateInfoById, user, { id: avatarCloneId, videoFileId }),
  },
  {
    field: 'ZCutoutRequest.fileId',
    own: 'photo',
    send: (user, fileId) => post(CutoutApi.pixianV2, user, { fileId }),
  },
  {
    field: 'ZCutoutComposeRequest.background.fileId',
    own: 'image',
    send: (user, fileId) => post(CutoutApi.compose, user, { cutoutId, background: { type: 'image', fileId } }),
  },
  {
    field: 'ZAiPhotoGenerateRequest.referenceFileIds.*',
    own: 'photo',
    send: (user, fileId) =>
      post(AiPhotoApi.generateAiPhotoV3, user, { prompt: 'on a marble table', referenceFileIds: [fileId] }),
  },
  {
    field: 'ZAiModelGenerateRequest.productFileIds.*',
    own: 'photo',
    send: (user, fileId) =>
      post(AiModelApi.generateAiModel, user, {
        kind: 'glasses',
        productFileIds: [fileId, ...modelProducts],
        stockModelId: 'model-1',
      }),
  },
  {
    field: 'ZAiModelGenerateRequest.personFileId',
    own: 'photo',
    send: (user, fileId) =>
      post(AiModelApi.generateAiModel, user, {
        kind: 'glasses',
        productFileIds: [mine.photo, ...modelProducts],
        personFileId: fileId,
      }),
  },
  {
    field: 'ZImageToVideoRequest.imageFileIds.*',
    own: 'photo',
    send: (user, fileId) =>
      post(ImageToVideoApi.submitImageToVideo, user, { prompt: 'slow zoom in', imageFileIds: [fileId] }),
  },
  {
    field: 'ZSubtitleRemoverFileQuery.fileId',
    own: 'subtitleVideo',
    send: (user, fileId) =>
      t.call({
        method: 'GET',
        url: api(SubtitleRemoverApi.suggestBand),
        token: user.token,
        query: { fileId: `${fileId}` },
      }),
  },
  {
    field: 'ZSubtitleRemoverQuoteRequest.fileId',
    own: 'subtitleVideo',
    send: (user, fileId) => post(SubtitleRemoverApi.quote, user, { fileId }),
  },
  {
    field: 'ZSubtitleRemoverSubmitRequest.fileId',
    own: 'subtitleVideo',
    send: (user, fileId) =>
      post(SubtitleRemoverApi.submit, user, { fileId, rectAreaList: [{ lt_x: 0, lt_y: 0, rb_x: 100, rb_y: 40 }] }),
  },
  {
    // The file's own routes name it by `id`.
    field: 'ZFindFileQuery.id',
    own: 'image',
    send: (user, id) =>
      t.call({ method: 'GET', url: api(UserApi.findFileById), token: user.token, query: { id: `${id}` } }),
  },
  {
    field: 'ZAvatarCheckFaceRequest.fileId',
    own: 'photo',
    send: (user, fileId) => post(FaceSwapApi.avatarCheckFace, user, { fileId }),
  },
  {
    field: 'ZUpdateFileRequest.id',
    own: 'image',
    send: (user, id) => post(UserApi.updateFile, user, { id, fileName: 'renamed.png' }),
  },
  {
    field: 'ZOpenVideoAddV1.digitalHumanVoice.voicePackageFileId',
    own: 'mp3',
    send: (user, fileId) => openPost(OpenApi.videoAddV1, user, openVideo({ voicePackageFileId: fileId })),
  },
  {
    field: 'ZOpenVideoAddV2.digitalHumanVoice.voicePackageFileId',
    own: 'mp3',
    send: (user, fileId) => openPost(OpenApi.videoAddV2, user, openVideo({ voicePackageFileId: fileId })),
  },
  {
    field: 'ZOpenUploadStatus.fileId',
    own: 'photo',
    send: (user, fileId) => openPost(OpenApi.uploadAvatarStatus, user, { fileId: String(fileId) }),
  },
  {
    field: 'ZOpenDigitalHumanMsg.fileId',
    own: 'photo',
    send: (user, fileId) => openPost(OpenApi.digitalHumanMsg, user, { supportTypeId: 100, fileId }),
  },
  {
    field: 'ZOpenLipTaskV3.audio.audioId',
    own: 'mp3',
    send: (user, audioId) =>
      openPost(OpenApiV3.submitSystemLipTask, user, {
        taskName: 'V3',
        digitalHuman: { digitalHumanId: 11 },
        audio: { audioId },
      }),
  },
  {
    field: 'ZOpenLipTaskV3.background.backgroundElements.*.fileId',
    own: 'image',
    send: (user, fileId) =>
      openPost(OpenApiV3.submitSystemLipTask, user, {
        taskName: 'V3',
        digitalHuman: { digitalHumanId: 11 },
        audio: { audioId: mine.mp3 },
        background: { type: 303, backgroundElements: [{ elementType: 330, fileId }] },
      }),
  },
  {
    field: 'ZOpenSubtitleSubmitV3.srcFileId',
    own: 'subtitleVideo',
    send: (user, srcFileId) =>
      openPost(OpenApiV3.subtitleSubmit, user, {
        taskName: 'V3',
        srcFileId,
        rectAreaList: [{ lt_x: 0, lt_y: 0, rb_x: 100, rb_y: 40 }],
      }),
  },
  {
    field: 'ZOpenVideoAddV2.backgroundParam.backgroundFileId',
    own: 'image',
    send: (user, fileId) =>
      openPost(
        OpenApi.videoAddV2,
        user,
        openVideo(
          { voiceId: videoTask().speech.voiceId },
          { backgroundParam: { backgroundType: 330, uploadWay: 1, backgroundFileId: fileId } },
        ),
      ),
  },
];

async function uploadsOf(user: ActiveUser, into: Uploads) {
  const tone = await ffmpegFile(['-f', 'lavfi', '-i', 'sine=f=220:d=5', '-ac', '1'], 'mp3');
  const image = await uploadFile(t, user.token, { fileName: 'me.png', body: encodePng(400, 400) });
  into.image = image.id;
  into.mp3 = (await uploadFile(t, user.token, { fileName: 'narration.mp3', body: tone }, FileSource.Narration)).id;
  const speech = await speechSample(t, 12);
  into.speech = (await uploadFile(t, user.token, { fileName: 'speech.wav', body: speech }, FileSource.AudioInput)).id;
  into.sample = (await uploadSample(t, user.token, speech)).id;
  into.secondSample = (await uploadSample(t, user.token, speech, 'second.wav')).id;
  const video = await makeCloneVideo('onePerson', { seconds: 11 });
  into.video = (await uploadFile(t, user.token, { fileName: 'me.mp4', body: video, contentType: 'video/mp4' })).id;
  const form = multipartBody({}, { fileName: 'me.mp4', body: video, contentType: 'video/mp4' });
  const source = await t.call<{ fileId: number }>({
    method: 'POST',
    url: api(SubtitleRemoverApi.uploadVideo),
    token: user.token,
    headers: form.headers,
    payload: form.payload,
  });
  into.subtitleVideo = source.data.fileId;
  into.photo = (await uploadFile(t, user.token, { fileName: 'portrait.jpg', body: await portrait('blonde') })).id;
}

/** Everything a request could leave behind for a user: tasks, photos, clones, money, profile, files. */
async function footprint(userId: number) {
  const db = t.ctx.database.db;
  return {
    tasks: await db.select().from(videoTasks).where(eq(videoTasks.ownerId, userId)),
    photos: await db.select().from(photoAvatars).where(eq(photoAvatars.ownerId, userId)),
    voiceChanges: await db.select().from(voiceChangeTasks).where(eq(voiceChangeTasks.ownerId, userId)),
    subtitles: await db.select().from(audioSubtitleTasks).where(eq(audioSubtitleTasks.ownerId, userId)),
    clones: await db.select().from(voiceClones).where(eq(voiceClones.ownerId, userId)),
    avatarClones: await db.select().from(avatarClones).where(eq(avatarClones.ownerId, userId)),
    cutouts: await db.select().from(cutouts).where(eq(cutouts.ownerId, userId)),
    aiPhotos: await db.select().from(aiPhotoTasks).where(eq(aiPhotoTasks.ownerId, userId)),
    aiModels: await db.select().from(aiModelTasks).where(eq(aiModelTasks.ownerId, userId)),
    videoGens: await db.select().from(videoGenTasks).where(eq(videoGenTasks.ownerId, userId)),
    subtitleRemovals: await db.select().from(subtitleRemovalTasks).where(eq(subtitleRemovalTasks.ownerId, userId)),
    faces: await db.select().from(faceSwapFaces).where(eq(faceSwapFaces.ownerId, userId)),
    holds: await db.select().from(kcoinHolds).where(eq(kcoinHolds.userId, userId)),
    entries: await db.select().from(kcoinEntries).where(eq(kcoinEntries.userId, userId)),
    account: await db.select().from(kcoinAccounts).where(eq(kcoinAccounts.userId, userId)),
    profile: await db.select({ avatarFileId: users.avatarFileId }).from(users).where(eq(users.id, userId)),
    files: await db.select().from(files).where(eq(files.ownerId, userId)),
  };
}

beforeAll(async () => {
  t = await createTestApp({ stockModelsDir: await testStockModelsDir() });
  attacker = await activeUser(t);
  victim = await activeUser(t);
  await buyKcoins(t, attacker.token, 'kc500');
  // An enterprise member may run ten videos at once, so each honest submission below is admitted, and may call the
  // open API.
  await setUser(t, attacker.user.id, { plan: 'enterprise', subscriptionStatus: 45 });
  const token = await t.call<{ token: string }>({
    method: 'GET',
    url: api(UserApi.generateToken),
    token: attacker.token,
  });
  apiTokens.set(attacker.user.id, token.data.token);
  await uploadsOf(attacker, mine);
  await uploadsOf(victim, theirs);
  // An AI model generation takes at least four product photos: the attacked one and three more of the attacker's.
  for (const n of [1, 2, 3]) {
    modelProducts.push(
      (await uploadFile(t, attacker.token, { fileName: `product-${n}.jpg`, body: await portrait('blonde') })).id,
    );
  }
  const clone = await post(VoiceCloneApi.saveTask, attacker, cloneForm(mine.sample));
  expect(clone.code, clone.message).toBe(ResultCode.Success);
  cloneId = (clone.data as { id: number }).id;
  await t.ctx.database.db
    .update(voiceClones)
    .set({ status: 'rejected', reason: 'Too noisy' })
    .where(eq(voiceClones.id, cloneId));
  const avatarClone = await post(AvatarCloneApi.saveTask, attacker, {
    uploadTypeId: 114,
    name: 'Me',
    videoFileId: mine.video,
    noticeAccepted: true,
  });
  expect(avatarClone.code, avatarClone.message).toBe(ResultCode.Success);
  avatarCloneId = (avatarClone.data as { id: number }).id;
  const cutout = await post(CutoutApi.pixianV2, attacker, { fileId: mine.photo });
  expect(cutout.code, cutout.message).toBe(ResultCode.Success);
  cutoutId = (cutout.data as { id: number }).id;
  // The open API finds a talking photo by the file it was made from: the attacker's portrait becomes one.
  const photo = await post(DigitalHumanApi.photoUploadNew, attacker, { fileId: mine.photo });
  expect(photo.code, photo.message).toBe(ResultCode.Success);
  await analyzePhoto({ photoId: (photo.data as { id: number }).id }, t.ctx);
}, 180_000);
afterAll(() => t.close());

describe("another user's file named in a request", () => {
  it.each(ATTACKS)(
    '$field: refused as an unknown file, nothing stored or held',
    async (attack) => {
      const unknown = await attack.send(attacker, 2_000_000_000);
      expect(unknown.code).not.toBe(ResultCode.Success);
      const before = await footprint(attacker.user.id);
      const victimBefore = await footprint(victim.user.id);

      const foreign = await attack.send(attacker, theirs[attack.own]);
      expect({ code: foreign.code, message: foreign.message }).toEqual({
        code: unknown.code,
        message: unknown.message,
      });
      expect(await footprint(attacker.user.id)).toEqual(before);
      expect(await footprint(victim.user.id)).toEqual(victimBefore);

      const honest = await attack.send(attacker, mine[attack.own]);
      expect(honest.code, honest.message).toBe(ResultCode.Success);
    },
    60_000,
  );

  it('answers a deleted file of my own as an unknown one', async () => {
    const image = await uploadFile(t, attacker.token, { fileName: 'gone.png', body: encodePng(64, 64) });
    await t.ctx.database.db.update(files).set({ deletedAt: new Date() }).where(eq(files.id, image.id));
    const res = await ATTACKS[0]!.send(attacker, image.id);
    expect(res).toMatchObject({ code: ResultCode.NotFound, message: translate('notFound', 'en') });
  });

  it("does not render another user's background into a task saved before the rule", async () => {
    const task = await ATTACKS[0]!.send(attacker, mine.image);
    expect(task.code, task.message).toBe(ResultCode.Success);
    const taskId = (task.data as { id: number }).id;
    await t.ctx.database.db
      .update(videoTasks)
      .set({ background: { type: 'upload', fileId: theirs.image }, attempts: MAX_RENDER_ATTEMPTS - 1 })
      .where(eq(videoTasks.id, taskId));
    const filesBefore = await footprint(attacker.user.id).then((print) => print.files);
    await renderVideo({ taskId }, t.ctx);
    const [row] = await t.ctx.database.db.select().from(videoTasks).where(eq(videoTasks.id, taskId));
    expect(row!.status).toBe(TaskStatus.Failed);
    expect(row!.targetFileId).toBeNull();
    expect((await footprint(attacker.user.id)).files).toEqual(filesBefore);
  }, 60_000);

  it("refuses in the caller's language, and an id past the database's range as any unknown one", async () => {
    const res = await t.call({
      method: 'POST',
      url: api(VoiceChangerApi.save),
      token: attacker.token,
      headers: { Language: 'pt' },
      payload: { fileId: 99_999_999_999, preset: 'radio' },
    });
    expect(res).toMatchObject({ code: ResultCode.BadRequest, message: translate('uploadAudioRequired', 'pt') });
  });

  it('tries a foreign id against every file reference of the contracts', () => {
    const refs = contractSchemas().flatMap(([name, schema]) =>
      schemaFields(schema)
        .filter((field) => field.refusal)
        .map((field) => `${name}.${field.path.join('.')}`),
    );
    // ZBackground, ZCutoutBackground and ZOpenBackgroundParam are parts of ZSaveTaskRequest, ZCutoutComposeRequest
    // and ZOpenVideoAddV2, attacked there.
    const attacked = [
      ...ATTACKS.map((attack) => attack.field),
      'ZBackground.fileId',
      'ZCutoutBackground.fileId',
      'ZOpenBackgroundParam.backgroundFileId',
    ];
    expect(new Set(refs)).toEqual(new Set(attacked));
  });
});

describe('no file id escapes the check', () => {
  it('every schema of the contracts names its file ids with a file reference', () => {
    for (const [name, schema] of contractSchemas()) {
      expect(() => fileRefFields(name, { body: schema }), name).not.toThrow();
    }
  });

  it('a route with a plain number for a file id, or an ambiguous union, does not start', async () => {
    const plain = z.object({ slides: z.array(z.object({ slideFileId: z.number().int() })) });
    await expect(appWith(plain)).rejects.toThrow('POST /probe body slides.*.slideFileId: a file id must be ZFileRef');
    const ambiguous = z.union([z.object({ id: ZFileRef }), z.object({ id: z.number() })]);
    await expect(appWith(ambiguous)).rejects.toThrow('a file reference in one shape, not in another');
  });

  it('checks a file reference anywhere in a new route: in arrays, unions and queries', async () => {
    const body = z.object({
      slides: z.array(z.object({ image: z.union([z.object({ fileId: ZFileRef }), z.object({ color: z.string() })]) })),
    });
    const app = await appWith(body);
    const send = (fileId: number) =>
      app.inject({
        method: 'POST',
        url: '/probe',
        payload: { slides: [{ image: { color: '#fff' } }, { image: { fileId } }] },
      });
    expect((await send(mine.image)).json()).toMatchObject({ code: ResultCode.Success });
    expect((await send(theirs.image)).json()).toMatchObject({ code: ResultCode.NotFound });
    await app.close();
  });

  it('checks a file id of a query, also when asked with HEAD', async () => {
    let served = 0;
    const app = await appWith(z.object({}), (probe) =>
      probe.get(
        '/probe-query',
        { schema: { querystring: z.object({ fileId: z.string().transform(Number).pipe(ZFileRef) }) } },
        () => ({ served: ++served }),
      ),
    );
    const ask = (method: 'GET' | 'HEAD', fileId: number) =>
      app.inject({ method, url: '/probe-query', query: { fileId: String(fileId) } });
    expect((await ask('GET', theirs.image)).json()).toMatchObject({ code: ResultCode.NotFound });
    await ask('HEAD', theirs.image);
    expect(served).toBe(0);
    await ask('HEAD', mine.image);
    expect(served).toBe(1);
    expect((await ask('GET', mine.image)).json()).toMatchObject({ code: ResultCode.Success });
    expect(served).toBe(2);
    await app.close();
  });
});

/** Every zod schema the contracts export, by name. */
function contractSchemas(): [string, z.core.$ZodType][] {
  return Object.entries(contracts).flatMap(([name, value]): [string, z.core.$ZodType][] =>
    value instanceof z.core.$ZodType && !name.endsWith('Ref') ? [[name, value]] : [],
  );
}

const probeApp = () => Fastify().withTypeProvider<ZodTypeProvider>();
type ProbeApp = ReturnType<typeof probeApp>;

/** A bare app with the check and a route or two, its caller being the attacker. */
async function appWith(body: z.ZodType, moreRoutes: (app: ProbeApp) => void = () => undefined) {
  const app = probeApp();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerEnvelope(app);
  app.decorateRequest('auth', null);
  app.addHook('preValidation', async (request) => {
    // The check reads only who the caller is.
    request.auth = { userId: attacker.user.id } as AuthUser;
  });
  registerFileOwnership(app, createFileRepo(t.ctx.database.db));
  app.post('/probe', { schema: { body } }, () => ({ probed: true }));
  moreRoutes(app);
  await app.ready();
  return app;
}
