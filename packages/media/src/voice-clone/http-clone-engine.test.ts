import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durationOf } from '../audio/pcm';
import { decodeWav, encodeWav } from '../audio/wav';
import { UnknownVoiceError } from '../tts/errors';
import { createEspeakEngine } from '../tts/espeak';
import { synthesizeScript } from '../tts/script';
import { CLONE_VOICE_PREFIX, type CloneProfile } from './clone-profile';
import { createCloningEngine } from './cloning-engine';
import { resample } from './dsp';
import { createHttpCloneEngine, CloneServerError } from './http-clone-engine';

const API_KEY = 'test-key';
const espeak = createEspeakEngine();

/**
 * A small cloning server speaking the documented protocol: it keeps each uploaded sample's length
 * and "clones" by speaking with an espeak voice, answering 16-bit WAV at 16 kHz (not the engine's rate).
 */
function startCloneServer(): Promise<{
  server: Server;
  baseUrl: string;
  voices: Map<string, { sampleSec: number; name: string }>;
}> {
  const voices = new Map<string, { sampleSec: number; name: string }>();
  const server = createServer((request, response) => {
    void handle(request).then(
      ({ status, body, type }) => {
        response.writeHead(status, { 'content-type': type });
        response.end(body);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { code: 'internal', message: String(error) } }));
      },
    );
  });

  async function handle(request: IncomingMessage): Promise<{ status: number; body: Buffer | string; type: string }> {
    const json = (status: number, value: unknown) => ({
      status,
      body: JSON.stringify(value),
      type: 'application/json',
    });
    if (request.headers.authorization !== `Bearer ${API_KEY}`) {
      return json(401, { error: { code: 'unauthorized', message: 'bad API key' } });
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = request.url ?? '';
    if (request.method === 'GET' && url === '/v1/health') return json(200, { status: 'ok' });
    if (request.method === 'POST' && url === '/v1/voices') {
      const form = await new Response(body, {
        headers: { 'content-type': request.headers['content-type'] ?? '' },
      }).formData();
      const sample = form.get('sample');
      if (!(sample instanceof Blob)) return json(400, { error: { code: 'noSample', message: 'sample missing' } });
      const pcm = decodeWav(new Uint8Array(await sample.arrayBuffer()));
      const voiceId = `v${voices.size + 1}`;
      voices.set(voiceId, { sampleSec: durationOf(pcm), name: String(form.get('name')) });
      return json(201, { voiceId });
    }
    if (request.method === 'POST' && url === '/v1/speech') {
      const { voiceId, text, rate } = JSON.parse(body.toString()) as { voiceId: string; text: string; rate: number };
      if (!voices.has(voiceId)) return json(404, { error: { code: 'unknownVoice', message: `no voice ${voiceId}` } });
      const speech = await espeak.synthesize(text, 'espeak:en-US:m3', { rate, pitch: 1, volume: 1 });
      return { status: 200, body: encodeWav(resample(speech, 16000)), type: 'audio/wav' };
    }
    const voice = /^\/v1\/voices\/([^/]+)$/.exec(url);
    if (request.method === 'DELETE' && voice?.[1]) {
      return voices.delete(decodeURIComponent(voice[1]))
        ? { status: 204, body: '', type: 'text/plain' }
        : json(404, {});
    }
    return json(404, { error: { code: 'notFound', message: url } });
  }

  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, baseUrl: `http://127.0.0.1:${port}`, voices });
    });
  });
}

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
    expect(running.voices.get('v1')).toEqual({ sampleSec: expect.closeTo(durationOf(sample), 1), name: 'My voice' });
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
