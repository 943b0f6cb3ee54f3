import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, SystemApi, UserApi } from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('reports the database, queue and storage as ok', async () => {
    const res = await t.call({ method: 'GET', url: api(SystemApi.health) });
    expect(res.res.statusCode).toBe(200);
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toEqual({
      status: 'ok',
      database: { status: 'ok', kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
      queue: { status: 'ok' },
      storage: { status: 'ok', kind: 'disk' },
    });
  });

  it('needs no session', async () => {
    const res = await t.call({ method: 'GET', url: api(SystemApi.health), token: 'expired-token' });
    expect(res.code).toBe(ResultCode.Success);
  });
});

describe('unknown /api routes', () => {
  it('answer HTTP 404 with a 404 envelope', async () => {
    const res = await t.call({ method: 'GET', url: api('/user/v9/nothing-here') });
    expect(res.res.statusCode).toBe(404);
    expect(res.res.json()).toEqual({ code: ResultCode.NotFound, data: null, message: 'Not found' });
  });

  it('answer an unknown method on a known path the same way', async () => {
    const res = await t.call({ method: 'DELETE', url: api(SystemApi.health) });
    expect(res.res.statusCode).toBe(404);
    expect(res.code).toBe(ResultCode.NotFound);
  });

  it('answer in the caller language', async () => {
    const res = await t.call({ method: 'POST', url: api('/missing'), headers: { Language: 'zh' } });
    expect(res.message).toBe('未找到');
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI document that lists the user and file endpoints', async () => {
    const res = await t.app.inject({ method: 'GET', url: api(`${SystemApi.docs}/json`) });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        api(UserApi.register),
        api(UserApi.uploadFile),
        api(UserApi.downloadFileById),
        api(SystemApi.health),
      ]),
    );
  });
});

describe('the root path', () => {
  it('redirects to the workbench', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ai/workbench');
  });
});
