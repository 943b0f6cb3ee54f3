import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResultCode, ZEmail, ZLoginRequest } from '@orator/contracts';
import { registerEnvelope } from './envelope';
import { AppError } from './errors';

const SECRET = 'postgres://orator:hunter2@db.internal/orator';
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = Fastify({ loggerInstance: pino({ level: 'info' }, sink) as FastifyBaseLogger });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.withTypeProvider<ZodTypeProvider>().register(
    async (api) => {
      registerEnvelope(api);
      api.get('/data', () => ({ answer: 42 }));
      api.get('/nothing', async () => null);
      api.get('/raw', { config: { rawReply: true } }, (_req, reply) => reply.type('text/plain').send('as it is'));
      api.get('/bad-request', () => {
        throw AppError.badRequest('uploadFailed');
      });
      api.get('/with-params', () => {
        throw AppError.badRequest('fileTooLarge', { max: '5 MB' });
      });
      api.get('/with-data', () => {
        throw new AppError(ResultCode.ServerError, 'loginFailed', {}, { isShowMsg: true });
      });
      api.get('/too-many', () => {
        throw AppError.tooManyRequests();
      });
      api.get('/boom', () => {
        throw new Error(`could not connect to ${SECRET}`);
      });
      api.get('/async-boom', async () => {
        await Promise.resolve();
        throw new TypeError(`cannot read ${SECRET}`);
      });
      api.get('/not-acceptable', () => {
        throw Object.assign(new Error('plain client failure'), { statusCode: 406 });
      });
      api.post('/email', { schema: { body: z.object({ email: ZEmail }) } }, (req) => req.body);
      api.post('/count', { schema: { body: z.object({ count: z.number().int() }) } }, (req) => req.body);
      api.post('/login', { schema: { body: ZLoginRequest } }, () => null);
      api.post('/small', { bodyLimit: 1024 }, () => null);
    },
    { prefix: '/api' },
  );
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the envelope', () => {
  it('wraps a result as code 200 with data and message', async () => {
    const res = await get('/api/data');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, data: { answer: 42 }, message: 'success' });
  });

  it('wraps an empty result as null data', async () => {
    expect((await get('/api/nothing')).json()).toEqual({ code: 200, data: null, message: 'success' });
  });

  it('translates the success message', async () => {
    expect((await get('/api/data', { Language: 'pt' })).json().message).toBe('sucesso');
  });

  it('leaves a raw reply alone', async () => {
    const res = await get('/api/raw');
    expect(res.body).toBe('as it is');
  });

  it('sends a business failure with HTTP 200 and its envelope code', async () => {
    const res = await get('/api/bad-request', { Language: 'zh' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 400, data: null, message: '上传失败' });
  });

  it('fills the parameters of a message', async () => {
    expect((await get('/api/with-params')).json().message).toBe('The file is too large (at most 5 MB)');
  });

  it('carries the data of a failure', async () => {
    const res = await get('/api/with-data');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 500,
      data: { isShowMsg: true },
      message: 'Incorrect e-mail address or password',
    });
  });

  it('sends code 429 with HTTP 429', async () => {
    const res = await get('/api/too-many');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe(429);
  });

  it('answers an unknown /api route with HTTP 404 and a 404 envelope', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, data: null, message: 'Not found' });
  });

  it('translates the not-found message', async () => {
    expect((await get('/api/nowhere', { Language: 'pt' })).json().message).toBe('Não encontrado');
  });

  it.each(['/api/boom', '/api/async-boom'])(
    'answers an unexpected exception in %s with HTTP 500 and no details',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: 500,
        data: null,
        message: 'Something went wrong on our side, please try again',
      });
      expect(res.body).not.toContain('hunter2');
      expect(res.body).not.toMatch(/Error|stack|at /);
    },
  );

  it('keeps the details of an unexpected exception in the log', async () => {
    logLines.length = 0;
    await get('/api/boom');
    const entry = logLines
      .map((line) => JSON.parse(line) as { msg: string; err?: { message: string } })
      .find((l) => l.msg === 'unexpected error');
    expect(entry?.err?.message).toContain(SECRET);
  });

  it('translates the server-error message', async () => {
    expect((await get('/api/boom', { Language: 'zh' })).json().message).toBe('服务器出错了，请重试');
  });

  it('answers a framework client error as code 400', async () => {
    const res = await get('/api/not-acceptable');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 400, data: null, message: 'Invalid request: plain client failure' });
  });

  it('explains a body over the size limit with the limit', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/small', payload: { text: 'x'.repeat(2048) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 400, data: null, message: 'The file is too large (at most 1 KB)' });
  });
});

describe('validation failures', () => {
  it('translate a message key from the schema', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/email',
      payload: { email: 'nope' },
      headers: { Language: 'zh' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 400, data: null, message: '请输入有效的邮箱地址' });
  });

  it('name the field when the schema has no message of its own', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/count', payload: { count: 'many' } });
    expect(res.json()).toEqual({
      code: 400,
      data: null,
      message: 'Invalid request: count: Invalid input: expected number, received string',
    });
  });

  it('use the message of the login variant the caller meant', async () => {
    const missingEmail = await app.inject({ method: 'POST', url: '/api/login', payload: { password: 'x' } });
    expect(missingEmail.json().message).toBe('Please enter your email address');
    const missingCode = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { loginType: 'phone', countryCode: 'BR', phone: '11987654321' },
    });
    expect(missingCode.json().message).toBe('Please enter the verification code');
  });

  it('name the field when no login variant fits', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { loginType: 'fax' } });
    expect(res.json()).toMatchObject({
      code: 400,
      data: null,
      message: expect.stringMatching(/^Invalid request: loginType: /),
    });
  });

  it('answer malformed JSON as code 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/email',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(400);
  });
});
