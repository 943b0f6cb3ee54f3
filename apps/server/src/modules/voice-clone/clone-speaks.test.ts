import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, TaskStatus, VoiceApi } from '@orator/contracts';
import { analyseVoice, decodeWav, voiceDistance, type VoiceAnalysis } from '@orator/media';
import { CLONE_SERVER_API_KEY, startCloneServer } from '@orator/media/testing';
import { api } from '../../../test/api';
import { dubbingDetail, dubbingRequest, submitDubbing, submittedDubbing } from '../../../test/dubbing';
import { createTestApp, type TestApp } from '../../../test/helper';
import { buyKcoins } from '../../../test/money';
import { activeUser } from '../../../test/users';
import { cloneForm, payClone, savedClone, speechSample, transcode, uploadSample } from '../../../test/voice-clone';
import { synthesizeDubbing } from '../dubbing/synthesize-dubbing.job';
import { servicesFor } from '../services';
import { reviewVoiceClone, synthesizeVoiceClone } from './voice-clone.jobs';

let t: TestApp;
/** A speaker the catalogue does not have: a catalogue reading moved up in pitch and formants by rubberband. */
let sample: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  sample = await transcode(await speechSample(t, 20), 'speech.wav', 'speaker.wav', [
    '-i',
    '{in}',
    '-af',
    'rubberband=pitch=1.35:formant=shifted',
    '-ac',
    '1',
    '-c:a',
    'pcm_s16le',
  ]);
});
afterAll(() => t.close());

const TEXT =
  'Our new season starts next week. Every store opens an hour earlier, and members get early access ' +
  'to the collection. Visit us online or in person, and bring a friend along.';

async function readyClone(token: string, app = t) {
  const file = await uploadSample(app, token, sample);
  const clone = await savedClone(app, token, cloneForm(file.id, { name: 'Shop voice' }));
  await payClone(app, token, clone.id);
  await reviewVoiceClone({ cloneId: clone.id }, app.ctx);
  await synthesizeVoiceClone({ cloneId: clone.id }, app.ctx);
  return clone.id;
}

/** Dubs the text with one voice and returns the MP3 the user downloads, as WAV. */
async function dubbedWav(token: string, voiceId: string, app = t): Promise<Buffer> {
  const task = await submittedDubbing(
    app,
    token,
    dubbingRequest({ paragraphs: [{ content: TEXT, voiceId, speakRate: 1, speakPitch: 1, volume: 1 }] }),
  );
  await synthesizeDubbing({ taskId: task.id }, app.ctx);
  const done = (await dubbingDetail(app, token, task.id)).data;
  expect(done.taskStatusTypeId, done.failReason ?? '').toBe(TaskStatus.Finished);
  const mp3 = await app.app.inject({ method: 'GET', url: done.audioUrl!, headers: { aigcToken: token } });
  return transcode(mp3.rawPayload, 'dub.mp3', 'dub.wav', ['-i', '{in}', '-ac', '1', '-c:a', 'pcm_s16le']);
}

async function dubbedAnalysis(token: string, voiceId: string): Promise<VoiceAnalysis> {
  return analyseVoice(decodeWav(await dubbedWav(token, voiceId)));
}

describe('a finished voice clone', () => {
  it('speaks in a dubbing closer to its sample than the voice it was built on', async () => {
    const owner = await activeUser(t);
    await buyKcoins(t, owner.token, 'kc500');
    const cloneId = await readyClone(owner.token);
    const resolved = await servicesFor(t.ctx).voiceClones.resolveClone(`clone:${cloneId}`);
    expect(resolved?.profile.kind).toBe('espeak');
    const baseVoiceId = resolved?.profile.kind === 'espeak' ? resolved.profile.baseVoiceId : '';

    const target = analyseVoice(decodeWav(sample));
    const cloned = await dubbedAnalysis(owner.token, `clone:${cloneId}`);
    const base = await dubbedAnalysis(owner.token, baseVoiceId);
    expect(voiceDistance(cloned, target)).toBeLessThan(0.7 * voiceDistance(base, target));
  });

  it('auditions for its owner, and nobody else can speak it', async () => {
    const owner = await activeUser(t);
    const cloneId = await readyClone(owner.token);
    const audition = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: api(VoiceApi.audition),
        headers: { aigcToken: token },
        payload: { text: 'Hello from my own voice.', voiceId: `clone:${cloneId}` },
      });
    const heard = await audition(owner.token);
    expect(heard.statusCode).toBe(200);
    expect(heard.headers['content-type']).toBe('audio/wav');
    expect(decodeWav(heard.rawPayload).samples.length).toBeGreaterThan(0);

    const stranger = await activeUser(t);
    await buyKcoins(t, stranger.token, 'kc500');
    expect((await audition(stranger.token)).json()).toMatchObject({ code: ResultCode.BadRequest });
    const dub = await submitDubbing(
      t,
      stranger.token,
      dubbingRequest({ paragraphs: [{ content: TEXT, voiceId: `clone:${cloneId}` }] }),
    );
    expect(dub.code).toBe(ResultCode.BadRequest);
  });
});

describe('a deployment with a neural cloning server', () => {
  it('has the server make the voice and speak every dubbing with it', async () => {
    const cloneServer = await startCloneServer();
    const app = await createTestApp({
      cloneEngine: { baseUrl: cloneServer.baseUrl, apiKey: CLONE_SERVER_API_KEY },
    });
    try {
      const owner = await activeUser(app);
      await buyKcoins(app, owner.token, 'kc500');
      const cloneId = await readyClone(owner.token, app);
      const resolved = await servicesFor(app.ctx).voiceClones.resolveClone(`clone:${cloneId}`);
      expect(resolved?.profile).toMatchObject({ kind: 'remote', engine: 'http' });
      expect([...cloneServer.voices.values()]).toEqual([expect.objectContaining({ name: 'Shop voice' })]);

      const wav = await dubbedWav(owner.token, `clone:${cloneId}`, app);
      expect(decodeWav(wav).samples.length).toBeGreaterThan(0);
      expect([...cloneServer.voices.values()][0]?.spoken).toBeGreaterThan(0);
    } finally {
      await app.close();
      await new Promise((resolve) => cloneServer.server.close(resolve));
    }
  });
});
