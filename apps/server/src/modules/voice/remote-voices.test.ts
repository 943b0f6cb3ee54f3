import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ResultCode,
  SavedVoiceApi,
  TaskStatus,
  VoiceApi,
  VoiceSource,
  type TLanguage,
  type TPage,
  type TSavedVoice,
  type TVoice,
} from '@orator/contracts';
import { createEspeakEngine, decodeWav, durationOf, encodeWav } from '@orator/media';
import { api } from '../../../test/api';
import { dubbingDetail, dubbingRequest, submittedDubbing } from '../../../test/dubbing';
import { offeredVoices } from '../../../test/natural-voices';
import { createTestApp, type TestApp } from '../../../test/helper';
import { activeUser } from '../../../test/users';
import { savedTask, taskDetail, videoTask } from '../../../test/video';
import { synthesizeDubbing } from '../dubbing/synthesize-dubbing.job';
import { renderVideo } from '../video-task/render-video.job';

/** A local OpenAI-compatible speech server that reads with an offline voice. */
const spoken: { voice: string; input: string }[] = [];
const espeak = createEspeakEngine();
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const request = JSON.parse(Buffer.concat(chunks).toString()) as { voice: string; input: string; speed: number };
    spoken.push({ voice: request.voice, input: request.input });
    espeak
      .synthesize(request.input, 'espeak:en-US:f4', { rate: request.speed, pitch: 1, volume: 1 })
      .then((pcm) => res.writeHead(200, { 'content-type': 'audio/wav' }).end(encodeWav(pcm)))
      .catch((error: Error) => res.writeHead(500).end(error.message));
  });
});

let t: TestApp;
let token: string;
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    ttsHttp: {
      baseUrl: `http://127.0.0.1:${port}`,
      model: 'kokoro',
      voices: [
        { voice: 'af_heart', name: 'Heart', languages: ['en-US', 'yo'], gender: 'female', styles: ['calm'] },
        { voice: 'am_adam', languages: ['en-US'], gender: 'male', memberOnly: true },
      ],
    },
  });
  token = (await activeUser(t)).token;
});
afterAll(async () => {
  server.close();
  await t.close();
});

const page = (payload: object) =>
  t.call<TPage<TVoice>>({ method: 'POST', url: api(VoiceApi.queryVoicePageNew), token, payload });

describe('a configured remote speech engine', () => {
  it('adds its voices and languages to the catalogue', async () => {
    const languages = (await t.call<TLanguage[]>({ method: 'GET', url: api(VoiceApi.queryLanguage) })).data;
    expect(languages.find((language) => language.code === 'en-US')?.voiceCount).toBe(2 + offeredVoices('en-US').length);
    expect(languages.find((language) => language.code === 'yo')).toMatchObject({
      name: 'Yoruba',
      nativeName: 'Èdè Yorùbá',
      voiceCount: 1,
    });

    const remote = await page({ voiceSource: VoiceSource.Remote });
    expect(remote.data.records.map((voice) => [voice.voiceId, voice.voiceName, voice.memberOnly])).toEqual([
      ['remote:en-US:af_heart', 'Heart', false],
      ['remote:yo:af_heart', 'Heart', false],
      ['remote:en-US:am_adam', 'Am_adam', true],
    ]);
    const english = await page({ language: 'en-US', size: 20 });
    expect(english.data.total).toBe(2 + offeredVoices('en-US').length);
  });

  it('plays a remote voice sample spoken by the server, then kept', async () => {
    const [voice] = (await page({ voiceSource: VoiceSource.Remote, language: 'yo' })).data.records;
    const play = () => t.app.inject({ method: 'GET', url: voice!.defaultVoiceUrl });
    const first = await play();
    expect(first.headers['content-type'], first.body).toBe('audio/wav');
    expect(durationOf(decodeWav(first.rawPayload))).toBeGreaterThan(1);
    expect(spoken).toHaveLength(1);
    expect(spoken[0]?.voice).toBe('af_heart');
    await play();
    expect(spoken).toHaveLength(1);
  });

  it('reads an audition with the remote voice', async () => {
    const text = 'An audition read by the neural server.';
    const res = await t.app.inject({
      method: 'POST',
      url: api(VoiceApi.audition),
      headers: { aigcToken: token },
      payload: { text, voiceId: 'remote:en-US:af_heart' },
    });
    expect(res.headers['content-type'], res.body).toBe('audio/wav');
    expect(durationOf(decodeWav(res.rawPayload))).toBeGreaterThan(1);
    expect(spoken.at(-1)).toEqual({ voice: 'af_heart', input: text });
  });

  it('speaks a dubbing and a presenter video with the remote voice', async () => {
    const dubbing = await submittedDubbing(
      t,
      token,
      dubbingRequest({
        paragraphs: [{ content: 'A dubbing read by the neural server.', voiceId: 'remote:en-US:af_heart' }],
      }),
    );
    await synthesizeDubbing({ taskId: dubbing.id }, t.ctx);
    expect((await dubbingDetail(t, token, dubbing.id)).data.taskStatusTypeId).toBe(TaskStatus.Finished);
    expect(spoken).toContainEqual({ voice: 'af_heart', input: 'A dubbing read by the neural server.' });

    const script = 'A presenter video read by the neural server.';
    const video = await savedTask(
      t,
      token,
      videoTask({
        copyContent: script,
        speech: { voiceId: 'remote:en-US:af_heart', speakRate: 1, speakPitch: 1, volume: 1 },
      }),
    );
    await renderVideo({ taskId: video.id }, t.ctx);
    const rendered = await taskDetail(t, token, video.id);
    expect(rendered.taskStatusTypeId).toBe(TaskStatus.Finished);
    expect(spoken).toContainEqual({ voice: 'af_heart', input: script });
  });

  it('saves a remote voice like any other', async () => {
    const saved = await t.call<TSavedVoice>({
      method: 'POST',
      url: api(SavedVoiceApi.save),
      token,
      payload: { voiceId: 'remote:en-US:am_adam', name: 'Adam for ads', speakRate: 1.1 },
    });
    expect(saved.code, saved.message).toBe(ResultCode.Success);
    expect(saved.data.voice?.voiceSource).toBe(VoiceSource.Remote);
  });
});
