import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { durationOf, type Pcm } from '../audio/pcm';
import { estimatePitch } from '../audio/pitch';
import { encodeWav } from '../audio/wav';
import { ffmpeg } from '../ffmpeg';
import { ESPEAK_VOICES } from './catalogue';
import { createCompositeEngine } from './composite-engine';
import type { TtsEngine } from './engine';
import { EmptyTextError, UnknownVoiceError } from './errors';
import { createEspeakEngine } from './espeak';
import { createHttpEngine, type HttpEngineConfig, RemoteSpeechError, SPEECH_SAMPLE_RATE } from './http-engine';
import { synthesizeScript } from './script';

const espeak = createEspeakEngine();
const API_KEY = 'test-key';
/** The stand-in server's voices, each spoken by a real espeak voice. */
const SERVER_VOICES: Record<string, string> = { nova: 'espeak:en-US:f2', onyx: 'espeak:en-US:m3' };

interface SpeechRequest {
  model: string;
  voice: string;
  input: string;
  speed: number;
  response_format: string;
}

/**
 * An OpenAI-compatible speech server: it speaks with espeak and answers 24 kHz WAV with the "unknown
 * length" header streaming servers write, as OpenAI's own does.
 */
const requests: SpeechRequest[] = [];
let failWith: number | undefined;
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    void answer(req, Buffer.concat(chunks)).then(
      ({ status, body, type }) => res.writeHead(status, { 'content-type': type }).end(body),
      (error: Error) => res.writeHead(500).end(error.message),
    );
  });
});

async function answer(req: http.IncomingMessage, raw: Buffer) {
  if (req.url !== '/v1/audio/speech' || req.method !== 'POST') return text(404, 'no such endpoint');
  if (req.headers.authorization !== `Bearer ${API_KEY}`) return text(401, 'bad key');
  if (failWith) return text(failWith, 'the model is overloaded');
  const request = JSON.parse(raw.toString()) as SpeechRequest;
  requests.push(request);
  const voiceId = SERVER_VOICES[request.voice];
  if (!voiceId) return text(400, 'unknown voice');
  const pcm = await espeak.synthesize(request.input, voiceId, { rate: request.speed, pitch: 1, volume: 1 });
  return { status: 200, type: 'audio/wav', body: await streamedWav24k(pcm) };
}

function text(status: number, body: string) {
  return { status, type: 'text/plain', body: Buffer.from(body) };
}

async function streamedWav24k(pcm: Pcm): Promise<Buffer> {
  const input = path.join(workDir, `${randomUUID()}.wav`);
  await fs.writeFile(input, encodeWav(pcm));
  const { stdout } = await ffmpeg(['-i', input, '-ar', '24000', '-f', 'wav', 'pipe:1']);
  return stdout;
}

let config: HttpEngineConfig;
let workDir: string;
beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'speech-server-'));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  config = {
    baseUrl: `http://127.0.0.1:${port}/`,
    apiKey: API_KEY,
    model: 'tts-1',
    voices: [
      { voice: 'nova', languages: ['en-US', 'pt-BR', 'yo'], gender: 'female', styles: ['news'] },
      { voice: 'onyx', name: 'Onyx Deep', languages: ['en-US'], gender: 'male', ageGroup: 'old', memberOnly: true },
    ],
  };
});
afterAll(async () => {
  server.close();
  await fs.rm(workDir, { recursive: true, force: true });
});
beforeEach(() => {
  requests.length = 0;
  failWith = undefined;
});

function medianF0(pcm: Pcm): number {
  const { medianHz } = estimatePitch(pcm);
  if (medianHz === null) throw new Error('no voiced speech');
  return medianHz;
}

/** Synthesis and pitch shifting take seconds on a busy machine: nothing here is about time. */
describe('HttpSpeechEngine', { timeout: 60_000 }, () => {
  it('lists each configured voice once per language it speaks, with its traits', () => {
    const voices = createHttpEngine(config).voices();
    expect(voices.map((voice) => voice.id)).toEqual([
      'remote:en-US:nova',
      'remote:pt-BR:nova',
      'remote:yo:nova',
      'remote:en-US:onyx',
    ]);
    expect(voices[1]).toMatchObject({ name: 'Nova', languageName: 'Portuguese (Brazil)', engine: 'remote' });
    expect(voices[2]?.languageName).toBe('Yoruba');
    expect(voices[3]).toMatchObject({ name: 'Onyx Deep', gender: 'male', ageGroup: 'old', memberOnly: true });
  });

  it('speaks through the server at the shared rate, sending model, voice, text and speed', async () => {
    const engine = createHttpEngine(config);
    const slow = await engine.synthesize('Hello from the speech server.', 'remote:en-US:nova', {
      rate: 0.6,
      pitch: 1,
      volume: 1,
    });
    const fast = await engine.synthesize('Hello from the speech server.', 'remote:en-US:nova', {
      rate: 1.5,
      pitch: 1,
      volume: 1,
    });
    expect(requests[0]).toEqual({
      model: 'tts-1',
      voice: 'nova',
      input: 'Hello from the speech server.',
      speed: 0.6,
      response_format: 'wav',
    });
    expect(slow.sampleRate).toBe(SPEECH_SAMPLE_RATE);
    expect(durationOf(slow)).toBeGreaterThan(durationOf(fast) * 1.8);
  });

  it('shifts the pitch itself and keeps the length', async () => {
    const engine = createHttpEngine(config);
    const sentence = 'A steady voice reads this sentence for the pitch test.';
    const plain = await engine.synthesize(sentence, 'remote:en-US:onyx');
    const higher = await engine.synthesize(sentence, 'remote:en-US:onyx', { rate: 1, pitch: 1.5, volume: 1 });
    expect(medianF0(higher) / medianF0(plain)).toBeGreaterThan(1.35);
    expect(medianF0(higher) / medianF0(plain)).toBeLessThan(1.65);
    expect(durationOf(higher)).toBe(durationOf(plain));
  });

  it('refuses unknown voices and empty text without calling the server', async () => {
    const engine = createHttpEngine(config);
    await expect(engine.synthesize('Hello', 'remote:en-US:alloy')).rejects.toBeInstanceOf(UnknownVoiceError);
    await expect(engine.synthesize(' ... ', 'remote:en-US:nova')).rejects.toBeInstanceOf(EmptyTextError);
    expect(requests).toHaveLength(0);
  });

  it('reports a failing or unreachable server as a RemoteSpeechError', async () => {
    failWith = 503;
    const engine = createHttpEngine(config);
    await expect(engine.synthesize('Hello', 'remote:en-US:nova')).rejects.toThrow(
      new RemoteSpeechError('speech server answered 503: the model is overloaded'),
    );
    const wrongKey = createHttpEngine({ ...config, apiKey: 'wrong' });
    await expect(wrongKey.synthesize('Hello', 'remote:en-US:nova')).rejects.toThrow(/answered 401/);
    const nowhere = createHttpEngine({ ...config, baseUrl: 'http://127.0.0.1:9/v1' });
    await expect(nowhere.synthesize('Hello', 'remote:en-US:nova')).rejects.toBeInstanceOf(RemoteSpeechError);
  });
});

describe('createCompositeEngine', () => {
  it('lists the offline and remote voices as one catalogue and routes each voice to its engine', async () => {
    const engine = createCompositeEngine([espeak, createHttpEngine(config)]);
    const ids = engine.voices().map((voice) => voice.id);
    expect(ids).toHaveLength(ESPEAK_VOICES.length + 4);
    expect(ids).toContain('remote:pt-BR:nova');

    await engine.synthesize('Spoken offline.', 'espeak:en-US:m3');
    expect(requests).toHaveLength(0);
    const script = await synthesizeScript(engine, 'Spoken remotely. [pause 1s] Then again.', 'remote:en-US:nova');
    expect(requests.map((request) => request.input)).toEqual(['Spoken remotely.', 'Then again.']);
    expect(script.durationSec).toBeGreaterThan(2);
  });

  it('hands voices nobody lists to the first engine', async () => {
    const engine = createCompositeEngine([espeak, createHttpEngine(config)]);
    await expect(engine.synthesize('Hello', 'clone:42')).rejects.toBeInstanceOf(UnknownVoiceError);
    expect(await engine.hasVoice?.('clone:42')).toBe(false);
    expect(await engine.hasVoice?.('remote:yo:nova')).toBe(true);

    // A first engine that speaks voices of its own beyond its list (as the cloning engine does).
    const spoken: string[] = [];
    const perUser: TtsEngine = {
      voices: () => espeak.voices(),
      hasVoice: async (voiceId) => voiceId.startsWith('clone:') || voiceId.startsWith('espeak:'),
      synthesize: async (text, voiceId, options) => {
        spoken.push(voiceId);
        return espeak.synthesize(text, voiceId.startsWith('clone:') ? 'espeak:en-US:m3' : voiceId, options);
      },
    };
    const withClones = createCompositeEngine([perUser, createHttpEngine(config)]);
    const script = await synthesizeScript(withClones, 'A cloned voice speaks.', 'clone:42');
    expect(script.durationSec).toBeGreaterThan(0.5);
    expect(spoken).toEqual(['clone:42']);
  });

  it('refuses two engines claiming one voice', () => {
    expect(() => createCompositeEngine([createHttpEngine(config), createHttpEngine(config)])).toThrow(
      /remote:en-US:nova/,
    );
  });
});
