import { spawn, type ChildProcess } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { writeTestStockModelPack } from '../../packages/media/src/try-on/test/stock-model-pack';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    databaseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
const adminUrl = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A built app on a fresh PostgreSQL database and data folder, as `npm start` runs it. */
export default async function setup(project: TestProject) {
  const { buildWeb } = await import(path.join(root, 'scripts/build-web.mjs'));
  buildWeb();
  const name = `orator_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'orator-e2e-'));
  const stockModelsDir = await writeTestStockModelPack(path.join(dataDir, 'stock-models'));
  const port = 18_000 + Math.floor(Math.random() * 2000);
  const server: ChildProcess = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'apps/server/src/main.ts'), 'serve'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
        // Every test signs in from 127.0.0.1; the per-IP login limit has its own integration test.
        RATE_LIMIT_MAX: '1000',
        CAPTCHA_RATE_LIMIT_MAX: '1000',
        CODES_PER_CLIENT_PER_DAY: '1000',
        STOCK_MODELS_DIR: stockModelsDir,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('databaseUrl', databaseUrl);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
    await fsp.rm(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealth(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy in 120 s');
}
