import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { durationOf } from '../audio/pcm';
import { decodeWav, encodeWav } from '../audio/wav';
import { createEspeakEngine } from '../tts/espeak';
import { resample } from './dsp';

/** What the test server keeps of a voice: enough for tests to see what it was asked. */
export interface ClonedOnServer {
  sampleSec: number;
  name: string;
  /** How many speech requests used it. */
  spoken: number;
}

/** The key the test server asks for in `Authorization: Bearer`. */
export const CLONE_SERVER_API_KEY = 'test-key';
const espeak = createEspeakEngine();

/**
 * A small cloning server speaking the documented protocol: it keeps each uploaded sample's length
 * and "clones" by speaking with an espeak voice, answering 16-bit WAV at 16 kHz (not the engine's rate).
 */
export function startCloneServer(): Promise<{
  server: Server;
  baseUrl: string;
  voices: Map<string, ClonedOnServer>;
}> {
  const voices = new Map<string, ClonedOnServer>();
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
    if (request.headers.authorization !== `Bearer ${CLONE_SERVER_API_KEY}`) {
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
      voices.set(voiceId, { sampleSec: durationOf(pcm), name: String(form.get('name')), spoken: 0 });
      return json(201, { voiceId });
    }
    if (request.method === 'POST' && url === '/v1/speech') {
      const { voiceId, text, rate } = JSON.parse(body.toString()) as { voiceId: string; text: string; rate: number };
      const voice = voices.get(voiceId);
      if (!voice) return json(404, { error: { code: 'unknownVoice', message: `no voice ${voiceId}` } });
      voice.spoken += 1;
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
