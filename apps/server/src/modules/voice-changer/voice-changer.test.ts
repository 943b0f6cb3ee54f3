import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FileSource,
  ResultCode,
  TaskStatus,
  VOICE_CHANGE_PRESETS,
  VoiceChangerApi,
  type TPage,
  type TSaveVoiceChangeRequest,
  type TVoiceChangePresets,
  type TVoiceChangeTask,
} from '@orator/contracts';
import {
  createEspeakEngine,
  CUSTOM_FORMANT_RANGE,
  CUSTOM_PITCH_RANGE,
  encodeWav,
  ESPEAK_VOICES,
  ffmpeg,
  probe,
  VOICE_PRESETS,
} from '@orator/media';
import { lyingMp3 } from '@orator/media/testing';
import { api } from '../../../test/api';
import { runWhileDeleted } from '../../../test/delete-while-running';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyKcoins, expectLedgersBalanced, kcoinBalance } from '../../../test/money';
import { activeUser, uploadFile } from '../../../test/users';
import { servicesFor } from '../services';
import { changeVoiceJob, MAX_CHANGE_ATTEMPTS } from './change-voice.job';

let t: TestApp;
let dir: string;
let speech: Buffer;
let speechSec: number;

beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'voice-changer-api-'));
  const voice = ESPEAK_VOICES.find((candidate) => candidate.language === 'en-US')!;
  const pcm = await createEspeakEngine().synthesize(
    'Good morning. This recording becomes a different voice, and it keeps every word it says.',
    voice.id,
  );
  speech = encodeWav(pcm);
  speechSec = pcm.samples.length / pcm.sampleRate;
}, 60_000);

afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** Audio made by ffmpeg from `args` (inputs and encoding), as bytes. */
async function encoded(name: string, args: string[]): Promise<Buffer> {
  const file = path.join(dir, name);
  await ffmpeg([...args, file]);
  return readFile(file);
}

async function uploadAudio(token: string, fileName: string, body: Buffer) {
  return uploadFile(t, token, { fileName, body }, FileSource.AudioInput);
}

function save(token: string, payload: TSaveVoiceChangeRequest, headers: Record<string, string> = {}) {
  return t.call<TVoiceChangeTask>({ method: 'POST', url: api(VoiceChangerApi.save), token, headers, payload });
}

function detail(token: string, id: number) {
  return t.call<TVoiceChangeTask>({ method: 'GET', url: api(`${VoiceChangerApi.detail}?id=${id}`), token });
}

function list(token: string, payload: { current?: number; size?: number; ids?: number[] } = {}) {
  return t.call<TPage<TVoiceChangeTask>>({ method: 'POST', url: api(VoiceChangerApi.list), token, payload });
}

/** The stored result of a finished change, probed. */
async function resultOf(task: TVoiceChangeTask) {
  const row = await servicesFor(t.ctx).fileRepo.byId(task.resultFileId!);
  const file = path.join(dir, `result-${task.id}.mp3`);
  const { stream } = await t.ctx.storage.get(row!.storageKey);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  await writeFile(file, Buffer.concat(chunks));
  return { row: row!, info: await probe(file) };
}

describe('voice changer', () => {
  it('lists the presets, the slider ranges and the input limits, and says it is free', async () => {
    const { token } = await activeUser(t);
    const res = await t.call<TVoiceChangePresets>({ method: 'GET', url: api(VoiceChangerApi.presets), token });
    expect(res.code, res.message).toBe(ResultCode.Success);
    expect(res.data.presets.map((p) => p.preset)).toEqual([...VOICE_CHANGE_PRESETS]);
    expect(res.data.presets.find((p) => p.preset === 'deeper')).toMatchObject({ pitchSemitones: -4 });
    expect(res.data.input).toMatchObject({ maxSec: 600, maxBytes: 50 * 1024 * 1024, formats: ['mp3', 'wav', 'm4a'] });
    expect(res.data.isFree).toBe(true);
    // The contract and the engine must offer the same presets and ranges, or a saved change could not run as asked.
    expect([...VOICE_CHANGE_PRESETS]).toEqual([...VOICE_PRESETS]);
    expect(res.data.pitchRange).toEqual(CUSTOM_PITCH_RANGE);
    expect(res.data.formantRange).toEqual(CUSTOM_FORMANT_RANGE);
  });

  it.each(VOICE_CHANGE_PRESETS)(
    'changes a recording with the %s preset into an MP3 as long as it, for free',
    async (preset) => {
      const { token } = await activeUser(t);
      const source = await uploadAudio(token, 'morning.wav', speech);
      const custom = preset === 'custom' ? { pitchSemitones: 3, formantSemitones: -2 } : {};
      const saved = await save(token, { fileId: source.id, preset, ...custom });
      expect(saved.code, saved.message).toBe(ResultCode.Success);
      expect(saved.data).toMatchObject({
        taskName: 'morning',
        taskStatusTypeId: TaskStatus.Queued,
        preset,
        pitchSemitones: preset === 'custom' ? 3 : 0,
        formantSemitones: preset === 'custom' ? -2 : 0,
        sourceFileId: source.id,
        sourceFileName: 'morning.wav',
        resultFileUrl: null,
      });

      await changeVoiceJob({ taskId: saved.data.id }, t.ctx);
      const done = (await detail(token, saved.data.id)).data;
      expect(done.taskStatusTypeId).toBe(TaskStatus.Finished);
      expect(done.resultFileUrl).toMatch(/downloadFileById/);
      expect(done.finishTime).not.toBeNull();
      const { row, info } = await resultOf(done);
      expect(row).toMatchObject({ mimeType: 'audio/mpeg', source: FileSource.Generated });
      expect(info.formatName).toBe('mp3');
      expect(Math.abs(info.durationSec / speechSec - 1)).toBeLessThan(0.02);
      expect(Math.abs(done.durationSec! / speechSec - 1)).toBeLessThan(0.02);

      // The result downloads for its owner.
      const download = await t.app.inject({ method: 'GET', url: done.resultFileUrl!, headers: { aigcToken: token } });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.length).toBe(row.size);
      // Named after its voice, so it never overwrites the original "morning" recording on the user's disk.
      expect(row.fileName).toBe(`morning (${preset}).mp3`);
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename*=UTF-8''${encodeURIComponent(`morning (${preset}).mp3`)}`,
      );

      expect(await kcoinBalance(t, token)).toBe(0);
      // A redelivered job changes nothing.
      await changeVoiceJob({ taskId: saved.data.id }, t.ctx);
      expect((await detail(token, saved.data.id)).data.resultFileId).toBe(done.resultFileId);
    },
  );

  it('takes MP3 and M4A uploads, names the change as asked and leaves K-coins alone', async () => {
    const { token } = await activeUser(t);
    await buyKcoins(t, token, 'kc500');
    const balance = await kcoinBalance(t, token);
    const wav = path.join(dir, 'speech.wav');
    await writeFile(wav, speech);
    for (const [name, codec] of [
      ['talk.mp3', 'libmp3lame'],
      ['talk.m4a', 'aac'],
    ] as const) {
      const source = await uploadAudio(token, name, await encoded(name, ['-i', wav, '-c:a', codec]));
      const saved = await save(token, { fileId: source.id, preset: 'robot', taskName: `Robot ${name}` });
      expect(saved.code, saved.message).toBe(ResultCode.Success);
      expect(saved.data.taskName).toBe(`Robot ${name}`);
      await changeVoiceJob({ taskId: saved.data.id }, t.ctx);
      expect((await detail(token, saved.data.id)).data.taskStatusTypeId).toBe(TaskStatus.Finished);
    }
    expect(await kcoinBalance(t, token)).toBe(balance);
    await expectLedgersBalanced(t);
  });

  describe('refuses bad input with a clear message and keeps nothing', () => {
    let token: string;
    beforeAll(async () => {
      ({ token } = await activeUser(t));
    });

    async function refusal(fileName: string, body: Buffer, headers: Record<string, string> = {}) {
      const source = await uploadAudio(token, fileName, body);
      const res = await save(token, { fileId: source.id, preset: 'deeper' }, headers);
      expect(res.code).toBe(ResultCode.BadRequest);
      return res.message;
    }

    it('an image', async () => {
      const png = await encoded('image.png', ['-f', 'lavfi', '-i', 'color=c=blue:s=32x32', '-frames:v', '1']);
      expect(await refusal('voice.png', png)).toBe('Please upload an MP3, WAV or M4A audio file');
    });

    it('a corrupt MP3', async () => {
      const wav = path.join(dir, 'whole.wav');
      await writeFile(wav, speech);
      const mp3 = await encoded('whole.mp3', ['-i', wav, '-c:a', 'libmp3lame']);
      // The first frames survive, so it still looks like an MP3; the rest is noise.
      const kept = Math.floor(mp3.length / 10);
      const noise = Buffer.from(Array.from({ length: mp3.length - kept }, (_, i) => (i * 7919) % 251));
      const corrupt = Buffer.concat([mp3.subarray(0, kept), noise]);
      expect(await refusal('broken.mp3', corrupt)).toBe('The audio file could not be read, please upload it again');
    });

    it("silence, in the user's language", async () => {
      const silent = await encoded('silent.wav', ['-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', '5']);
      expect(await refusal('silent.wav', silent)).toBe(
        'This audio is silent or almost silent, please upload a recording with a voice in it',
      );
      expect(await refusal('silent.wav', silent, { Language: 'zh' })).toBe('该音频无声或几乎无声，请上传有人声的录音');
      expect(await refusal('silent.wav', silent, { Language: 'pt' })).toBe(
        'Este áudio está em silêncio ou quase, envie uma gravação com voz',
      );
    });

    it('audio over 10 minutes', async () => {
      const long = await encoded('long.mp3', [
        '-f',
        'lavfi',
        '-i',
        'sine=f=220:r=8000',
        '-t',
        '601',
        '-ac',
        '1',
        '-b:a',
        '8k',
      ]);
      expect(await refusal('long.mp3', long)).toBe('The audio can be at most 10 minutes long');
    });

    it('an MP3 whose header states under a minute and which plays for over 10 minutes', async () => {
      const lying = await readFile(await lyingMp3(path.join(dir, 'lying.mp3'), 700));
      expect(await refusal('lying.mp3', lying)).toBe('The audio can be at most 10 minutes long');
    });

    it('audio of 2 seconds', async () => {
      const short = await encoded('short.wav', ['-f', 'lavfi', '-i', 'sine=f=220:r=16000', '-t', '2']);
      expect(await refusal('short.wav', short)).toBe('The audio must be longer than 3 seconds');
    });

    it("another user's file, or none", async () => {
      const other = await activeUser(t);
      const theirs = await uploadAudio(other.token, 'theirs.wav', speech);
      for (const fileId of [theirs.id, 999_999]) {
        const res = await save(token, { fileId, preset: 'radio' });
        expect(res.code).toBe(ResultCode.BadRequest);
        expect(res.message).toBe('Please upload audio');
      }
    });

    it('and none of it left a change behind or cost anything', async () => {
      expect((await list(token)).data.total).toBe(0);
      expect(await kcoinBalance(t, token)).toBe(0);
    });
  });

  it("keeps each user's changes to themselves: list, detail and delete", async () => {
    const owner = await activeUser(t);
    const stranger = await activeUser(t);
    const source = await uploadAudio(owner.token, 'mine.wav', speech);
    const first = (await save(owner.token, { fileId: source.id, preset: 'child' })).data;
    const second = (await save(owner.token, { fileId: source.id, preset: 'elderly' })).data;

    const page = await list(owner.token);
    expect(page.data.records.map((task) => task.id)).toEqual([second.id, first.id]);
    expect(page.data.total).toBe(2);
    expect((await list(owner.token, { ids: [first.id] })).data.records.map((task) => task.id)).toEqual([first.id]);
    expect((await list(stranger.token)).data.total).toBe(0);
    expect((await list(stranger.token, { ids: [first.id] })).data.total).toBe(0);

    const peek = await detail(stranger.token, first.id);
    expect(peek.code).toBe(ResultCode.BadRequest);
    expect(peek.message).toBe('This voice change no longer exists');
    const steal = await t.call({
      method: 'POST',
      url: api(VoiceChangerApi.delete),
      token: stranger.token,
      payload: { ids: [first.id] },
    });
    expect(steal.code).toBe(ResultCode.BadRequest);
    expect((await detail(owner.token, first.id)).code).toBe(ResultCode.Success);

    const removed = await t.call({
      method: 'POST',
      url: api(VoiceChangerApi.delete),
      token: owner.token,
      payload: { ids: [first.id] },
    });
    expect(removed.code, removed.message).toBe(ResultCode.Success);
    expect((await list(owner.token)).data.records.map((task) => task.id)).toEqual([second.id]);
    expect((await detail(owner.token, first.id)).code).toBe(ResultCode.BadRequest);
    // A deleted change is not worked on.
    await changeVoiceJob({ taskId: first.id }, t.ctx);
    expect((await servicesFor(t.ctx).voiceChangerRepo.byId(first.id))?.resultFileId).toBeNull();
  });

  it('stops a change deleted while it runs, storing nothing', async () => {
    const { token, user } = await activeUser(t);
    const source = await uploadAudio(token, 'speech.wav', speech);
    const saved = (await save(token, { fileId: source.id, preset: 'deeper' })).data;
    // The user deletes it as soon as the page shows it being worked on.
    await runWhileDeleted(
      t,
      { ownerId: user.id, kind: 'voiceChanger', id: saved.id },
      () => changeVoiceJob({ taskId: saved.id }, t.ctx),
      () => t.call({ method: 'POST', url: api(VoiceChangerApi.delete), token, payload: { ids: [saved.id] } }),
    );
    const row = await servicesFor(t.ctx).voiceChangerRepo.byId(saved.id);
    expect(row?.deletedAt).toBeTruthy();
    expect(row?.resultFileId).toBeNull();
  });

  it("gives up after its last attempt and says why in the user's language", async () => {
    const { token } = await activeUser(t);
    const source = await uploadAudio(token, 'fragile.wav', speech);
    const saved = (await save(token, { fileId: source.id, preset: 'higher' })).data;
    // The stored source is damaged after it was accepted, so every run fails.
    const row = await servicesFor(t.ctx).fileRepo.byId(source.id);
    await t.ctx.storage.put(row!.storageKey, Buffer.from('not audio any more'), 'audio/wav');

    for (let attempt = 1; attempt < MAX_CHANGE_ATTEMPTS; attempt++) {
      await expect(changeVoiceJob({ taskId: saved.id }, t.ctx)).rejects.toThrow();
      expect((await detail(token, saved.id)).data.taskStatusTypeId).toBe(TaskStatus.Processing);
    }
    await changeVoiceJob({ taskId: saved.id }, t.ctx);
    const failed = await t.call<TVoiceChangeTask>({
      method: 'GET',
      url: api(`${VoiceChangerApi.detail}?id=${saved.id}`),
      token,
      headers: { Language: 'pt' },
    });
    expect(failed.data.taskStatusTypeId).toBe(TaskStatus.Failed);
    expect(failed.data.failMessage).toBe('A mudança de voz falhou, tente novamente');
    expect(failed.data.resultFileUrl).toBeNull();
  });
});
