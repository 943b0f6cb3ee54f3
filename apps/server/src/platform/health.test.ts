import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { startHealthServer } from './health';
import { createDiskStorage } from './storage/disk-storage';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A worker's health port over a real socket, with its dependencies as given and its stopping flag. */
async function ask(ctx: Pick<TestApp['ctx'], 'database' | 'queue' | 'storage'>, isStopping = false, url = '/health') {
  const server = await startHealthServer(ctx, { port: 0, host: '127.0.0.1', isStopping: () => isStopping });
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}${url}`);
    return { status: res.status, body: res.status === 404 ? undefined : await res.json() };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('worker health port', () => {
  it('answers 200 when the database, queue and storage answer', async () => {
    expect(await ask(t.ctx)).toEqual({
      status: 200,
      body: {
        status: 'ok',
        database: { status: 'ok', kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
        queue: { status: 'ok' },
        storage: { status: 'ok', kind: 'disk' },
      },
    });
  });

  it('answers 503 and names the dependency that failed', async () => {
    // A storage folder that went away after start, as an unmounted volume does.
    const folder = path.join(t.dataDir, 'unmounted');
    const storage = createDiskStorage(folder);
    await rm(folder, { recursive: true });
    const { status, body } = await ask({ ...t.ctx, storage });
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: 'degraded', database: { status: 'ok' }, storage: { status: 'error' } });
  });

  it('answers 503 stopping once the worker is shutting down', async () => {
    expect(await ask(t.ctx, true)).toEqual({ status: 503, body: { status: 'stopping' } });
  });

  it('answers nothing else', async () => {
    expect((await ask(t.ctx, false, '/api/health')).status).toBe(404);
  });
});
