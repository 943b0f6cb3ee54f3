import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durationOf } from '../audio/pcm';
import { UnknownVoiceError } from '../tts/errors';
import { createEspeakEngine } from '../tts/espeak';
import { synthesizeScript } from '../tts/script';
import { CLONE_VOICE_PREFIX, type CloneProfile } from './clone-profile';
import { createCloningEngine } from './cloning-engine';
import { createHttpCloneEngine, CloneServerError } from './http-clone-engine';
import { CLONE_SERVER_API_KEY as API_KEY, startCloneServer } from './test-clone-server';

const espeak = createEspeakEngine();

let running: Awaited<ReturnType<typeof startCloneServer>>;

beforeAll(async () => {
  running = await startCloneServer();
});

afterAll(async () => {
  await new Promise((resolve) => running.server.close(resolve));
});

describe('createHttpCloneEngine', () => {
  it('makes a voice from a sample, speaks with it at the offline rate, and removes it', async () => {
    const engine = createHttpCloneEngine({ baseUrl: `${running.baseUrl}/v1/`, apiKey: API_KEY, name: 'neural' });
    await engine.health();
    const sample = await espeak.synthesize(
      'This is the sample the server clones. It has to be long enough.',
      'espeak:en-US:f2',
    );

    const profile = await engine.create(sample, { language: 'en-US', gender: 'female', name: 'My voice' });
    expect(profile).toMatchObject({ kind: 'remote', engine: 'neural', voiceRef: 'v1', language: 'en-US' });
    expect(running.voices.get('v1')).toMatchObject({
      sampleSec: expect.closeTo(durationOf(sample), 1),
      name: 'My voice',
    });
    expect(JSON.parse(JSON.stringify(profile))).toEqual(profile);

    const speech = await engine.synthesize('Spoken by the cloning server.', profile);
    expect(speech.sampleRate).toBe(22050);
    expect(durationOf(speech)).toBeGreaterThan(1);

    await engine.remove(profile);
    expect(running.voices.has('v1')).toBe(false);
    await engine.remove(profile);
    await expect(engine.synthesize('Gone.', profile)).rejects.toMatchObject({
      status: 404,
      serverCode: 'unknownVoice',
    });
  }, 30_000);

  it('reports a refused key and an unreachable server as CloneServerError', async () => {
    const wrongKey = createHttpCloneEngine({ baseUrl: running.baseUrl, apiKey: 'nope' });
    await expect(wrongKey.health()).rejects.toMatchObject({
      name: 'CloneServerError',
      status: 401,
      serverCode: 'unauthorized',
    });
    const nowhere = createHttpCloneEngine({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(nowhere.health()).rejects.toBeInstanceOf(CloneServerError);
  });

  it('serves clone voices to synthesizeScript through the cloning engine; unknown clones are unknown voices', async () => {
    const remote = createHttpCloneEngine({ baseUrl: running.baseUrl, apiKey: API_KEY });
    const sample = await espeak.synthesize('Another sample for the cloning server to keep.', 'espeak:en-US:m3');
    const profiles = new Map<string, CloneProfile>([
      [`${CLONE_VOICE_PREFIX}7`, await remote.create(sample, { language: 'en-US', gender: 'male' })],
    ]);
    const engine = createCloningEngine(
      espeak,
      (voiceId) =>
        Promise.resolve(profiles.has(voiceId) ? { profile: profiles.get(voiceId) as CloneProfile } : undefined),
      { remoteEngines: [remote] },
    );

    const spoken = await synthesizeScript(
      engine,
      'First clause, [pause 1s] then the second.',
      `${CLONE_VOICE_PREFIX}7`,
    );
    expect(spoken.durationSec).toBeGreaterThan(2);
    expect(spoken.cues.length).toBeGreaterThan(0);
    expect(await engine.hasVoice('espeak:en-US:f2')).toBe(true);
    await expect(synthesizeScript(engine, 'Hello.', `${CLONE_VOICE_PREFIX}8`)).rejects.toBeInstanceOf(
      UnknownVoiceError,
    );
    await expect(engine.synthesize('Hello.', 'espeak:xx:nobody')).rejects.toBeInstanceOf(UnknownVoiceError);
  }, 30_000);
});
