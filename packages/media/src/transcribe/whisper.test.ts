import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TranscriptionError } from './errors';
import { detectLanguageWithWhisper, transcribeWithWhisper } from './whisper';

interface Received {
  url: string;
  authorization: string | undefined;
  fields: Record<string, string | string[]>;
  fileName: string;
  fileBytes: number;
}

/** A real HTTP server speaking the OpenAI transcription protocol, reading the multipart body like a real one. */
let server: Server;
let baseUrl: string;
let received: Received[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };
let dir: string;
let audioPath: string;

async function readForm(req: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Request('http://local', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type']! },
    body: Buffer.concat(chunks),
  }).formData();
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'orator-whisper-'));
  audioPath = path.join(dir, 'speech.mp3');
  await writeFile(audioPath, Buffer.alloc(2048, 7));
  server = createServer((req, res) => {
    void readForm(req).then((form) => {
      const fields: Record<string, string | string[]> = {};
      let fileName = '';
      let fileBytes = 0;
      for (const [key, value] of form.entries()) {
        if (typeof value === 'string') {
          const existing = fields[key];
          fields[key] = existing === undefined ? value : [existing as string, value].flat();
        } else {
          fileName = value.name;
          fileBytes = value.size;
        }
      }
      received.push({ url: req.url ?? '', authorization: req.headers.authorization, fields, fileName, fileBytes });
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('transcribeWithWhisper', () => {
  it('posts the file with the verbose segment request and turns segments into lines', async () => {
    received = [];
    reply = {
      status: 200,
      body: {
        text: 'Olá a todos. Bem-vindos.',
        segments: [
          { start: 0.4, end: 1.9, text: ' Olá a todos.' },
          { start: 2.3, end: 3.1, text: ' Bem-vindos.' },
          { start: 3.1, end: 3.1, text: ' ' },
        ],
      },
    };
    const cues = await transcribeWithWhisper(audioPath, 'pt-BR', {
      baseUrl: `${baseUrl}/`,
      apiKey: 'sk-test',
      model: 'whisper-1',
      languages: [],
    });

    expect(cues).toEqual([
      { start: 0.4, end: 1.9, text: 'Olá a todos.' },
      { start: 2.3, end: 3.1, text: 'Bem-vindos.' },
    ]);
    expect(received).toHaveLength(1);
    const request = received[0]!;
    expect(request.url).toBe('/v1/audio/transcriptions');
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.fields).toEqual({
      model: 'whisper-1',
      language: 'pt',
      response_format: 'verbose_json',
      'timestamp_granularities[]': 'segment',
    });
    expect(request.fileName).toBe('speech.mp3');
    expect(request.fileBytes).toBe(2048);
  });

  it('cuts a long segment into readable lines that share its time', async () => {
    const long =
      'This is a rather long segment of speech that a recogniser returned in one piece, and it has to be cut ' +
      'into lines that a viewer can read.';
    reply = { status: 200, body: { segments: [{ start: 10, end: 20, text: long }] } };
    const cues = await transcribeWithWhisper(audioPath, 'en-US', { baseUrl, model: 'w', languages: [] });
    expect(cues.length).toBeGreaterThan(1);
    expect(cues[0]!.start).toBe(10);
    expect(cues.at(-1)!.end).toBeCloseTo(20, 6);
    expect(cues.map((cue) => cue.text).join(' ')).toBe(long);
  });

  it('reports an endpoint error with its status', async () => {
    reply = { status: 401, body: { error: { message: 'Incorrect API key provided' } } };
    await expect(transcribeWithWhisper(audioPath, 'en', { baseUrl, model: 'w', languages: [] })).rejects.toThrow(
      new TranscriptionError(
        'the speech-to-text endpoint answered 401: {"error":{"message":"Incorrect API key provided"}}',
      ),
    );
  });

  it('reports an endpoint that cannot be reached', async () => {
    await expect(
      transcribeWithWhisper(audioPath, 'en', { baseUrl: 'http://127.0.0.1:1', model: 'w', languages: [] }),
    ).rejects.toBeInstanceOf(TranscriptionError);
  });
});

describe('detectLanguageWithWhisper', () => {
  it('asks without a language and reads the one the endpoint heard, by code or by English name', async () => {
    received = [];
    reply = { status: 200, body: { language: 'spanish', text: 'Hola a todos.', segments: [] } };
    const config = { baseUrl, model: 'whisper-1', languages: [] };
    expect(await detectLanguageWithWhisper(audioPath, config)).toBe('es');
    expect(received[0]!.fields).not.toHaveProperty('language');

    reply = { status: 200, body: { language: 'PT', text: 'Olá.' } };
    expect(await detectLanguageWithWhisper(audioPath, config)).toBe('pt');

    reply = { status: 200, body: { language: 'klingon', text: 'nuqneH' } };
    expect(await detectLanguageWithWhisper(audioPath, config)).toBeNull();
  });
});
