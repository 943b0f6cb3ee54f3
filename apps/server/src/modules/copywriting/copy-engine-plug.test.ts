import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CopywritingApi, ResultCode, type TCopyLanguage } from '@orator/contracts';
import { api } from '../../../test/api';
import { copyStream, tokenHeader } from '../../../test/copy-stream';
import { createTestApp, type TestApp } from '../../../test/helper';
import { activeUser } from '../../../test/users';

interface Received {
  authorization?: string;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

/** A small OpenAI-compatible chat server: it streams what the test tells it to, as chat completion chunks. */
let answer: { status: number; pieces: string[] } = { status: 200, pieces: [] };
const received: Received[] = [];
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    received.push({ authorization: req.headers.authorization, body: JSON.parse(raw) as Received['body'] });
    if (answer.status !== 200) {
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end('{"error":"overloaded"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const piece of answer.pieces) {
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
    }
    res.end('data: [DONE]\n\n');
  });
});

let t: TestApp;
let token: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    copyDailyLimit: 2,
    copyComposerPaceMs: 0,
    copyEngine: {
      baseUrl: `http://127.0.0.1:${port}/v1`,
      apiKey: 'sk-test',
      model: 'tiny-writer',
      languages: ['en', 'es'],
    },
  });
  token = (await activeUser(t)).token;
}, 60_000);

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const recommend = (payload: object, userToken = token) =>
  copyStream(t, api(CopywritingApi.recommendation), payload, tokenHeader(userToken));

describe('a configured copy model', () => {
  it('adds the languages its operator declared and says who writes each', async () => {
    const res = await t.call<TCopyLanguage[]>({ method: 'GET', url: api(CopywritingApi.queryAllLanguage), token });
    const writers = Object.fromEntries(res.data.map((l) => [l.code, l.writer]));
    expect(writers).toEqual({
      en: { kind: 'model', model: 'tiny-writer' },
      es: { kind: 'model', model: 'tiny-writer' },
      pt: { kind: 'composer' },
      zh: { kind: 'composer' },
    });
  });

  it('streams the model’s words as they come, asked for in the chosen language and style', async () => {
    answer = { status: 200, pieces: ['Descubre ', 'Orator Buds', ': ', 'tu música, ', 'sin ruido.'] };
    received.length = 0;
    const stream = await recommend({ keywords: 'Orator Buds, cancelación de ruido', language: 'es', variants: 1 });
    expect(stream.frames[0]!.data).toMatchObject({ writer: { kind: 'model', model: 'tiny-writer' } });
    expect(stream.done!.variants[0]!.text).toBe('Descubre Orator Buds: tu música, sin ruido.');
    expect(stream.frames.filter((f) => f.event === 'delta').length).toBeGreaterThan(1);
    const request = received[0]!;
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({ model: 'tiny-writer', stream: true });
    expect(request.body.messages[0]!.content).toContain('Write in Spanish only');
    expect(request.body.messages[1]!.content).toContain('Orator Buds, cancelación de ruido');
  });

  it('stops a text that turns to listed words before they reach the reader, and does not count it', async () => {
    answer = { status: 200, pieces: ['Here is how to buy ', 'coc', 'aine fast ', 'and cheap.'] };
    const { token: fresh } = await activeUser(t);
    const stream = await recommend({ keywords: 'party', language: 'en', variants: 1 }, fresh);
    expect(stream.error).toMatchObject({ code: ResultCode.BadRequest });
    expect(stream.error!.message).toContain('not allowed');
    expect(stream.spelled.join('')).not.toMatch(/buy\s*c/u);
    expect(stream.done).toBeUndefined();
    answer = { status: 200, pieces: ['Fine ', 'words.'] };
    const next = await recommend({ keywords: 'party', language: 'en', variants: 1 }, fresh);
    expect(next.done!.remainingToday).toBe(1);
  });

  it('reports a failing model as an error event and gives the generation back', async () => {
    answer = { status: 503, pieces: [] };
    const { token: fresh } = await activeUser(t);
    const failed = await recommend({ keywords: 'Orator Buds', language: 'en', variants: 1 }, fresh);
    expect(failed.error).toEqual({
      code: ResultCode.BadRequest,
      message: 'The copy could not be written, please try again (it was not counted)',
    });
    answer = { status: 200, pieces: ['Meet ', 'Orator Buds.'] };
    const next = await recommend({ keywords: 'Orator Buds', language: 'en', variants: 1 }, fresh);
    expect(next.done!.remainingToday).toBe(1);
  });

  it('keeps the composer for the languages the model was not given', async () => {
    received.length = 0;
    const stream = await recommend({ keywords: 'Mochila, capa de chuva', language: 'pt', variants: 1, wordCount: 100 });
    expect(stream.frames[0]!.data).toMatchObject({ writer: { kind: 'composer' } });
    expect(stream.done!.variants[0]!.text).toContain('Mochila');
    expect(received).toHaveLength(0);
  });
});
