import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ResultCode,
  TaskStatus,
  VideoTranslationApi,
  translate,
  type TLanguageGuess,
  type TVideoTranslationQuote,
  type TVideoTranslationTask,
} from '@orator/contracts';
import { isPocketsphinxAvailable, probe } from '@orator/media';
import { startLipSyncServer, startSeparationServer } from '@orator/media/testing';
import { api } from '../../../test/api';
import { ffmpegFile } from '../../../test/audio-subtitle';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyKcoins, expectLedgersBalanced, kcoinBalance } from '../../../test/money';
import { activeUser, setUser } from '../../../test/users';
import {
  englishTalkingHead,
  submitted,
  transcribed,
  translationCall,
  translationDetail,
  uploadTranslationVideo,
  uploadedTranslation,
} from '../../../test/video-translation';
import { copyToFile } from '../../platform/storage/local-copy';
import { streamToBuffer } from '../../platform/storage/stream-to-buffer';
import { servicesFor } from '../services';
import { analyseTranslationVideo } from './analyse-video.job';
import { MAX_RENDER_ATTEMPTS, renderTranslation } from './render-translation.job';
import { trackTranslationFaces } from './speaker-faces.job';
import { transcribeTranslationVideo } from './transcribe-video.job';
import { workKeys } from './work-keys';

const SPOKEN =
  'Hello and welcome to our studio. Today I will show you how a short video becomes a film in another language.';

let t: TestApp;
let video: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  video = await englishTalkingHead({ seconds: 7, music: true });
});
afterAll(() => t.close());

/** A Pro member with K-coins: no free uses, every render is paid. */
async function payingMember(app = t) {
  const user = await activeUser(app);
  await buyKcoins(app, user.token, 'kc500');
  await setUser(app, user.user.id, { plan: 'pro', subscriptionStatus: 45 });
  return user;
}

/** Uploaded, analysed and transcribed from the known text: a task at the editing step. */
async function editingTask(token: string, app = t): Promise<TVideoTranslationTask> {
  const uploaded = await uploadedTranslation(app, token, video);
  await analyseTranslationVideo({ taskId: uploaded.id }, app.ctx);
  await transcribed(app, token, { id: uploaded.id, language: 'en', text: SPOKEN });
  await transcribeTranslationVideo({ taskId: uploaded.id }, app.ctx);
  return translationDetail(app, token, uploaded.id);
}

async function translatedTask(token: string, app = t) {
  const task = await editingTask(token, app);
  const res = await translationCall(app, token, 'translate', { id: task.id, targetLanguage: 'es' });
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data;
}

describe('uploadVideo', () => {
  it('refuses what is not an MP4 or MOV talking video, each with its own message, and stores nothing', async () => {
    const { token } = await activeUser(t);
    const cases: [Buffer, string, string][] = [
      [await ffmpegFile(['-f', 'lavfi', '-i', 'sine=d=5'], 'mp3'), 'talk.mp4', 'videoTranslationWrongFormat'],
      [
        await ffmpegFile(
          ['-f', 'lavfi', '-i', 'color=s=640x360:d=2', '-f', 'lavfi', '-i', 'sine=d=2', '-shortest'],
          'mp4',
        ),
        'short.mp4',
        'videoTranslationTooShort',
      ],
      [await ffmpegFile(['-f', 'lavfi', '-i', 'color=s=640x360:d=4'], 'mp4'), 'silent.mp4', 'videoTranslationNoAudio'],
      [
        await ffmpegFile(
          ['-f', 'lavfi', '-i', 'color=s=160x120:d=4', '-f', 'lavfi', '-i', 'sine=d=4', '-shortest'],
          'mp4',
        ),
        'tiny.mp4',
        'videoTranslationLowResolution',
      ],
    ];
    for (const [body, name, key] of cases) {
      const res = await uploadTranslationVideo(t, token, body, name);
      expect(res.code, name).toBe(ResultCode.BadRequest);
      expect(res.message).toBe(translate(key as never, 'en', { maxMb: 200, minSec: 3, maxMinutes: 10, minSide: 240 }));
    }
    const list = await translationCall<{ total: number }>(t, token, 'list', {});
    expect(list.data.total).toBe(0);
  });

  it('stores the video, proposes the tagged language and waits for the user to confirm it', async () => {
    const { token } = await activeUser(t);
    const task = await uploadedTranslation(t, token, video);
    expect(task).toMatchObject({ stage: 'analysing', taskStatusTypeId: null, width: 854, height: 480 });
    expect(task.durationSec).toBeCloseTo(7, 1);
    await analyseTranslationVideo({ taskId: task.id }, t.ctx);
    const guess = await t.call<TLanguageGuess>({
      method: 'GET',
      url: `${api(VideoTranslationApi.detectLanguageType)}?id=${task.id}`,
      token,
    });
    expect(guess.data).toEqual({ language: 'en', confidence: 0.5, engine: 'metadata', ready: true });
    expect((await translationDetail(t, token, task.id)).stage).toBe('confirmLanguage');
  });
});

describe('transcribe', () => {
  it('aligns the speaker’s own text to the speech, sentence by sentence, and lets them correct it', async () => {
    const { token } = await activeUser(t);
    const task = await editingTask(token);
    expect(task.stage).toBe('editing');
    expect(task.transcriptEngine).toBe('alignment');
    expect(task.sentences.map((sentence) => sentence.source)).toEqual([
      'Hello and welcome to our studio.',
      'Today I will show you how a short video becomes a film in another language.',
    ]);
    // The fixture's speech starts after half a second of lead-in.
    expect(task.sentences[0]!.start).toBeGreaterThan(0.2);
    expect(task.sentences[1]!.end).toBeLessThanOrEqual(task.durationSec);

    const res = await translationCall(t, token, 'saveSentences', {
      id: task.id,
      sentences: [{ index: 0, source: 'Hello, and welcome to our studio!', text: '' }],
    });
    expect(res.code, res.message).toBe(ResultCode.Success);
    expect(res.data.sentences[0]!.source).toBe('Hello, and welcome to our studio!');
    const unknown = await translationCall(t, token, 'saveSentences', {
      id: task.id,
      sentences: [{ index: 9, source: 'x', text: 'y' }],
    });
    expect(unknown.message).toBe(translate('videoTranslationSentenceUnknown', 'en', { index: 10 }));
  });

  it.runIf(isPocketsphinxAvailable())('recognises English speech offline with pocketsphinx', async () => {
    const { token } = await activeUser(t);
    // pocketsphinx's small English model is only reliable on clean speech: no music bed, the voice it knows best.
    const clean = await englishTalkingHead({ seconds: 7, voiceId: 'espeak:en-US:f2' });
    const uploaded = await uploadedTranslation(t, token, clean);
    await analyseTranslationVideo({ taskId: uploaded.id }, t.ctx);
    expect((await transcribed(t, token, { id: uploaded.id, language: 'en' })).transcriptEngine).toBe('pocketsphinx');
    await transcribeTranslationVideo({ taskId: uploaded.id }, t.ctx);
    const task = await translationDetail(t, token, uploaded.id);
    expect(task.stage).toBe('editing');
    expect(task.sentences.length).toBeGreaterThan(0);
    expect(
      task.sentences
        .map((sentence) => sentence.source)
        .join(' ')
        .toLowerCase(),
    ).toMatch(/welcome|studio|video/);
  });

  it('keeps the timings of the user’s SRT and refuses a file that is not one', async () => {
    const { token } = await activeUser(t);
    const uploaded = await uploadedTranslation(t, token, video);
    await analyseTranslationVideo({ taskId: uploaded.id }, t.ctx);
    const broken = await translationCall(t, token, 'transcribe', {
      id: uploaded.id,
      language: 'en',
      subtitles: 'hello',
    });
    expect(broken.message).toBe(translate('videoTranslationSubtitlesInvalid', 'en'));
    const srt =
      '1\n00:00:00,500 --> 00:00:02,400\nHello and welcome to our studio.\n\n2\n00:00:02,700 --> 00:00:06,500\nToday I will show you how.\n';
    await transcribed(t, token, { id: uploaded.id, language: 'en', subtitles: srt });
    await transcribeTranslationVideo({ taskId: uploaded.id }, t.ctx);
    const task = await translationDetail(t, token, uploaded.id);
    expect(task.sentences.map(({ start, end, source }) => ({ start, end, source }))).toEqual([
      { start: 0.5, end: 2.4, source: 'Hello and welcome to our studio.' },
      { start: 2.7, end: 6.5, source: 'Today I will show you how.' },
    ]);
  });

  it('refuses a language this installation cannot translate from, in the user’s language', async () => {
    const { token } = await activeUser(t);
    const uploaded = await uploadedTranslation(t, token, video);
    await analyseTranslationVideo({ taskId: uploaded.id }, t.ctx);
    const res = await translationCall(t, token, 'transcribe', { id: uploaded.id, language: 'tlh' }, 'pt');
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toContain('Esta instalação não consegue traduzir');
  });
});

describe('translate, submit and render', () => {
  it('translates to Spanish, holds 40 K-coins for the started minute, renders and captures them once', async () => {
    const { token } = await payingMember();
    const task = await translatedTask(token);
    expect(task.targetLanguage).toBe('es');
    expect(task.sentences.every((sentence) => sentence.text.length > 0)).toBe(true);
    expect(task.sentences[0]!.text.toLowerCase()).toMatch(/bienvenid|hola/);

    const quote = await translationCall<TVideoTranslationQuote>(t, token, 'quote', { id: task.id });
    expect(quote.data).toMatchObject({ canSubmit: true, minutes: 1, cost: 40, price: 40, isTrial: false });
    const before = await kcoinBalance(t, token);
    const queued = await submitted(t, token, { id: task.id, voice: { mode: 'clone' }, subtitles: 'both' });
    expect(queued).toMatchObject({ stage: 'rendering', taskStatusTypeId: TaskStatus.Queued, costKcoins: 40 });
    expect(await kcoinBalance(t, token)).toBe(before - 40);

    await renderTranslation({ taskId: task.id }, t.ctx);
    const done = await translationDetail(t, token, task.id);
    expect(done, done.failReason ?? '').toMatchObject({ stage: 'finished', taskStatusTypeId: TaskStatus.Finished });
    expect(done.sentences.every((sentence) => sentence.fit !== null)).toBe(true);
    expect(done.videoUrl && done.sourceSrtUrl && done.targetSrtUrl && done.coverUrl).toBeTruthy();
    const download = await t.app.inject({ method: 'GET', url: done.videoUrl!, headers: { aigcToken: token } });
    expect(download.statusCode).toBe(200);
    const srt = await t.app.inject({ method: 'GET', url: done.targetSrtUrl!, headers: { aigcToken: token } });
    expect(srt.body).toContain(done.sentences[0]!.text);
    const stored = await servicesFor(t.ctx).fileRepo.byId(done.videoFileId!);
    const info = await t.ctx.storage.get(stored!.storageKey);
    expect(info.size).toBeGreaterThan(10_000);
    info.stream.destroy();
    expect(await kcoinBalance(t, token)).toBe(before - 40);
    await expectLedgersBalanced(t);
  });

  it('regenerates one sentence alone, for nothing, keeping the other sentences’ speech', async () => {
    const { token } = await payingMember();
    const task = await translatedTask(token);
    await submitted(t, token, { id: task.id, subtitles: 'target' });
    await renderTranslation({ taskId: task.id }, t.ctx);
    const first = await servicesFor(t.ctx).videoTranslationRepo.byId(task.id);
    const balance = await kcoinBalance(t, token);

    const res = await translationCall(t, token, 'regenerateSentence', {
      id: task.id,
      index: 1,
      text: 'Hoy les muestro algo nuevo.',
    });
    expect(res.code, res.message).toBe(ResultCode.Success);
    expect(res.data.stage).toBe('rendering');
    await renderTranslation({ taskId: task.id }, t.ctx);
    const second = await servicesFor(t.ctx).videoTranslationRepo.byId(task.id);
    expect(second!.stage).toBe('finished');
    expect(second!.sentences[0]!.speech!.key).toBe(first!.sentences[0]!.speech!.key);
    expect(second!.sentences[1]!.speech!.key).not.toBe(first!.sentences[1]!.speech!.key);
    expect(second!.sentences[1]!.text).toBe('Hoy les muestro algo nuevo.');
    expect(second!.renderCache).toEqual(first!.renderCache);
    expect(second!.videoFileId).not.toBe(first!.videoFileId);
    expect(await kcoinBalance(t, token)).toBe(balance);
    await expectLedgersBalanced(t);
  });

  it('tracks the speaker’s face while the user edits, renders with that track, and deletes it with the task', async () => {
    const { token } = await payingMember();
    const task = await translatedTask(token);
    const row = (await servicesFor(t.ctx).videoTranslationRepo.byId(task.id))!;
    const facesKey = workKeys(row).faces;
    await trackTranslationFaces({ taskId: task.id }, t.ctx);
    const tracked = JSON.parse((await streamToBuffer((await t.ctx.storage.get(facesKey)).stream)).toString()) as {
      meshes: (number[] | null)[];
    };
    expect(tracked.meshes.filter(Boolean).length).toBeGreaterThan(tracked.meshes.length * 0.9);

    // Marked so the render's use of it shows: a track in which nobody was found.
    const marked = JSON.stringify({ ...tracked, meshes: tracked.meshes.map(() => null) });
    await t.ctx.storage.put(facesKey, Buffer.from(marked), 'application/json');
    await submitted(t, token, { id: task.id, subtitles: 'none' });
    await renderTranslation({ taskId: task.id }, t.ctx);
    expect((await translationDetail(t, token, task.id)).stage).toBe('finished');
    expect((await streamToBuffer((await t.ctx.storage.get(facesKey)).stream)).toString()).toBe(marked);

    const res = await translationCall(t, token, 'delete', { ids: [task.id] });
    expect(res.code, res.message).toBe(ResultCode.Success);
    expect(await t.ctx.storage.exists(facesKey)).toBe(false);
    await trackTranslationFaces({ taskId: task.id }, t.ctx);
    expect(await t.ctx.storage.exists(facesKey)).toBe(false);
  });

  it('holds once when the same task is submitted from several tabs at the same moment', async () => {
    const { token } = await payingMember();
    const task = await translatedTask(token);
    const before = await kcoinBalance(t, token);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => translationCall(t, token, 'submit', { id: task.id })),
    );
    expect(results.filter((res) => res.code === ResultCode.Success)).toHaveLength(1);
    expect(await kcoinBalance(t, token)).toBe(before - 40);
    await expectLedgersBalanced(t);
  });

  it('gives the K-coins back when the render fails for good, and when the task is deleted while it renders', async () => {
    const { token } = await payingMember();
    const before = await kcoinBalance(t, token);
    const failing = await translatedTask(token);
    await submitted(t, token, { id: failing.id });
    const repo = servicesFor(t.ctx).videoTranslationRepo;
    // The soundtrack is gone from storage: no run can succeed.
    await t.ctx.storage.delete((await repo.byId(failing.id))!.audioKey!);
    await repo.update(failing.id, { attempts: MAX_RENDER_ATTEMPTS - 1 });
    await renderTranslation({ taskId: failing.id }, t.ctx);
    const failed = await translationDetail(t, token, failing.id);
    expect(failed).toMatchObject({ stage: 'failed', taskStatusTypeId: TaskStatus.Failed });
    expect(failed.failReason).toBe(translate('videoTranslationFailed', 'en'));

    const deleted = await translatedTask(token);
    await submitted(t, token, { id: deleted.id });
    const res = await translationCall(t, token, 'delete', { ids: [deleted.id] });
    expect(res.code, res.message).toBe(ResultCode.Success);
    await renderTranslation({ taskId: deleted.id }, t.ctx);
    expect(await kcoinBalance(t, token)).toBe(before);
    await expectLedgersBalanced(t);
  });

  it('refuses to submit before every sentence is translated, and a voice that cannot speak the target', async () => {
    const { token } = await payingMember();
    const task = await editingTask(token);
    const untranslated = await translationCall(t, token, 'submit', { id: task.id });
    expect(untranslated.message).toBe(translate('videoTranslationSentenceEmpty', 'en'));
    await translationCall(t, token, 'translate', { id: task.id, targetLanguage: 'es' });
    const english = await translationCall(t, token, 'submit', {
      id: task.id,
      voice: { mode: 'library', voiceId: 'espeak:en-US:f2' },
    });
    expect(english.code).toBe(ResultCode.BadRequest);
    expect(english.message).toContain('Spanish');
  });
});

describe('the output', () => {
  it('lasts as long as the source', async () => {
    const { token } = await payingMember();
    const task = await translatedTask(token);
    await submitted(t, token, { id: task.id, subtitles: 'none', lipSync: false });
    await renderTranslation({ taskId: task.id }, t.ctx);
    const done = await translationDetail(t, token, task.id);
    const stored = await servicesFor(t.ctx).fileRepo.byId(done.videoFileId!);
    const { stream } = await t.ctx.storage.get(stored!.storageKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-translation-out-'));
    await writeFile(path.join(dir, 'out.mp4'), Buffer.concat(chunks));
    const info = await probe(path.join(dir, 'out.mp4'));
    await rm(dir, { recursive: true, force: true });
    expect(Math.abs(info.durationSec - done.durationSec)).toBeLessThan(0.1);
  });
});

describe('with a separation server configured', () => {
  it('sends the soundtrack to it as WAV and mixes the new speech over the background it returns', async () => {
    const server = await startSeparationServer({ requireKey: 'sep-key' });
    const app = await createTestApp({ separationEngine: { baseUrl: server.url, apiKey: 'sep-key' } });
    try {
      const user = await payingMember(app);
      const uploaded = await translatedTask(user.token, app);
      await submitted(app, user.token, { id: uploaded.id, subtitles: 'none', lipSync: false });
      await renderTranslation({ taskId: uploaded.id }, app.ctx);
      expect((await translationDetail(app, user.token, uploaded.id)).stage).toBe('finished');
      expect(server.received).toHaveLength(1);
      expect(server.received[0]).toMatchObject({ audioType: 'audio/wav', authorization: 'Bearer sep-key' });
      expect(server.received[0]!.audioSec).toBeCloseTo(uploaded.durationSec, 0);
    } finally {
      await app.close();
      await server.close();
    }
    // A whole translation render behind the plug: 30 s was not enough on a loaded 2-core machine.
  });
});

describe('with a lip-sync server configured', () => {
  it('sends it the source video and the new speech, and titles and mixes the video it returns', async () => {
    const server = await startLipSyncServer();
    const app = await createTestApp({ lipSyncEngine: { baseUrl: server.url } });
    const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-translation-lipsync-'));
    try {
      const user = await payingMember(app);
      const uploaded = await translatedTask(user.token, app);
      await submitted(app, user.token, { id: uploaded.id, subtitles: 'target', lipSync: true });
      await renderTranslation({ taskId: uploaded.id }, app.ctx);
      const done = await translationDetail(app, user.token, uploaded.id);
      expect(done.stage, done.failReason ?? '').toBe('finished');
      expect(server.received).toHaveLength(1);
      expect(server.received[0]!.faceType).toBe('video/mp4');
      expect(server.received[0]!.audioSec).toBeCloseTo(uploaded.durationSec, 0);

      // The server's mark fills the bottom-left quarter of every frame it returns.
      const stored = await servicesFor(app.ctx).fileRepo.byId(done.videoFileId!);
      const output = await copyToFile(app.ctx.storage, stored!.storageKey, path.join(dir, 'out.mp4'));
      const { width, height } = (await probe(output)).video!;
      const [r, g, b] = await ffmpegFile(
        [
          ...['-ss', '1', '-i', output, '-frames:v', '1'],
          ...['-vf', `format=rgb24,crop=1:1:${Math.round(width / 10)}:${Math.round(height * 0.8)}`],
          ...['-f', 'rawvideo', '-pix_fmt', 'rgb24'],
        ],
        'rgb',
      );
      expect({ r: r! > 200, g: g! < 60, b: b! > 200 }).toEqual({ r: true, g: true, b: true });
    } finally {
      await rm(dir, { recursive: true, force: true });
      await app.close();
      await server.close();
    }
  }, 180_000);
});
