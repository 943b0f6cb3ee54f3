import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AudioSubtitleApi, ResultCode, TaskStatus, translate, type TSubtitleLanguage } from '@orator/contracts';
import { api } from '../../../test/api';
import {
  knownSpeech,
  submitSubtitles,
  submittedSubtitles,
  subtitleResult,
  uploadAudio,
} from '../../../test/audio-subtitle';
import { createTestApp, type TestApp } from '../../../test/helper';
import { activeUser } from '../../../test/users';
import { extractSubtitles, MAX_EXTRACT_ATTEMPTS } from './extract-subtitles.job';

/** A Whisper-compatible endpoint on this machine: counts what it receives and answers as told. */
let whisper: Server;
let requests: { language: string; fileBytes: number }[] = [];
let reply: { status: number; body: unknown };
let t: TestApp;

beforeAll(async () => {
  whisper = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void new Request('http://local', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type']! },
        body: Buffer.concat(chunks),
      })
        .formData()
        .then((form) => {
          requests.push({ language: String(form.get('language')), fileBytes: (form.get('file') as File).size });
          res.writeHead(reply.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(reply.body));
        });
    });
  });
  await new Promise<void>((resolve) => whisper.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(whisper.address() as AddressInfo).port}`;
  t = await createTestApp({
    speechToText: {
      whisper: { baseUrl, model: 'whisper-1', languages: ['ja'] },
      // This installation has no pocketsphinx: English without text must then be refused.
      pocketsphinx: { binary: 'no-such-pocketsphinx', modelDir: '/nonexistent' },
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => whisper.close(resolve));
});

const JAPANESE = 'こんにちは。今日はとてもいい天気ですね。公園に散歩に行きましょう。';

describe('an installation with a Whisper endpoint for Japanese and no pocketsphinx', () => {
  it('says so in its language list', async () => {
    const { token } = await activeUser(t);
    const res = await t.call<TSubtitleLanguage[]>({
      method: 'GET',
      url: api(AudioSubtitleApi.getSupportLanguage),
      token,
    });
    const of = (code: string) => res.data.find((language) => language.code === code);
    expect(of('ja-JP')).toMatchObject({ engines: ['alignment', 'whisper'], needsText: false });
    expect(of('en-US')).toMatchObject({ engines: ['alignment'], needsText: true });
  });

  it('sends Japanese without text to the endpoint and keeps its segments as subtitles', async () => {
    const { token } = await activeUser(t);
    const speech = await knownSpeech(JAPANESE, 'espeak:ja-JP:f2');
    const file = await uploadAudio(t, token, speech.mp3);
    const task = await submittedSubtitles(t, token, { fileId: file.id, language: 'ja-JP' });
    expect(task.engine).toBe('whisper');

    requests = [];
    reply = {
      status: 200,
      body: {
        segments: [
          { start: 0.6, end: 1.9, text: 'こんにちは。' },
          { start: 2.2, end: 4.8, text: '今日はとてもいい天気ですね。' },
        ],
      },
    };
    await extractSubtitles({ taskId: task.id }, t.ctx);
    expect(requests).toEqual([{ language: 'ja', fileBytes: speech.mp3.length }]);
    const done = (await subtitleResult(t, token, task.id)).data;
    expect(done.status).toBe(TaskStatus.Finished);
    expect(done.cues).toEqual([
      { start: 0.6, end: 1.9, text: 'こんにちは。' },
      { start: 2.2, end: 4.8, text: '今日はとてもいい天気ですね。' },
    ]);
  }, 30_000);

  it('retries a failing endpoint, then reports the failure in the user language', async () => {
    const { token } = await activeUser(t);
    const file = await uploadAudio(t, token, (await knownSpeech(JAPANESE, 'espeak:ja-JP:f2')).mp3);
    const task = await submittedSubtitles(t, token, { fileId: file.id, language: 'ja-JP' });
    reply = { status: 503, body: { error: 'overloaded' } };
    for (let attempt = 1; attempt < MAX_EXTRACT_ATTEMPTS; attempt++) {
      await expect(extractSubtitles({ taskId: task.id }, t.ctx)).rejects.toThrow(/503/);
    }
    await extractSubtitles({ taskId: task.id }, t.ctx);
    const failed = await t.call<{ status: number; failMessage: string }>({
      method: 'GET',
      url: `${api(AudioSubtitleApi.getAudioToSubtitleResult)}?id=${task.id}`,
      token,
      headers: { Language: 'zh' },
    });
    expect(failed.data).toMatchObject({
      status: TaskStatus.Failed,
      failMessage: translate('subtitleExtractFailed', 'zh'),
    });
  }, 30_000);

  it('fails at once, with its reason, when nothing was recognised', async () => {
    const { token } = await activeUser(t);
    const file = await uploadAudio(t, token, (await knownSpeech(JAPANESE, 'espeak:ja-JP:f2')).mp3);
    const task = await submittedSubtitles(t, token, { fileId: file.id, language: 'ja-JP' });
    reply = { status: 200, body: { text: '', segments: [] } };
    await extractSubtitles({ taskId: task.id }, t.ctx);
    const done = (await subtitleResult(t, token, task.id)).data;
    expect(done).toMatchObject({ status: TaskStatus.Failed, failMessage: translate('subtitleNoSpeechFound', 'en') });
  }, 30_000);

  it('refuses English without text', async () => {
    const { token } = await activeUser(t);
    const file = await uploadAudio(
      t,
      token,
      (await knownSpeech('Hello there. How are you today, my friend?', 'espeak:en-US:f2')).mp3,
    );
    const res = await submitSubtitles(t, token, { fileId: file.id, language: 'en-US' });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe(translate('subtitleTextRequired', 'en', { language: 'American English' }));
  }, 30_000);
});
