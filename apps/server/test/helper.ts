import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { pino } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { seed } from '../src/db/seed';
import { loadConfig, type AppConfig } from '../src/platform/config';
import type { AppContext } from '../src/platform/context';
import { closeContext, createContext } from '../src/platform/context-factory';
import './provided-context';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  dataDir: string;
  /** Calls the API and returns the parsed envelope with the raw response. */
  call<T = unknown>(
    options: InjectOptions & { token?: string },
  ): Promise<{ code: number; data: T; message: string; res: Awaited<ReturnType<FastifyInstance['inject']>> }>;
  outbox(): Promise<string[]>;
  /** The newest one-time code sent to this e-mail address or phone number. */
  lastCodeFor(recipient: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh database per test file: in-memory PGlite by default, a new PostgreSQL database when
 * TEST_DATABASE_URL points at a server (the database named there is only used to create others).
 */
async function freshDatabaseUrl(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { drop: async () => undefined };
  const name = `orator_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      // pool.end() resolves before its sockets have closed; forcing the drop while they still close
      // makes the server kill them, and their clients report that as an unhandled error.
      for (let i = 0; i < 100; i += 1) {
        const { rows } = await c.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

let pgliteTemplate: Promise<Blob | undefined> | undefined;

/**
 * The migrated PGlite the server project's global setup made (test/global-setup.ts), read once per file. The
 * benchmarks, which run outside Vitest, create their own.
 */
function pgliteTemplateBlob(): Promise<Blob | undefined> {
  pgliteTemplate ??= (async () => {
    const file = process.env.VITEST ? inject('pgliteTemplate') : '';
    return file ? new Blob([await fsp.readFile(file)]) : undefined;
  })();
  return pgliteTemplate;
}

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'orator-test-'));
  const database = await freshDatabaseUrl();
  const config = loadConfig(
    { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', S3_BUCKET: '', LOG_LEVEL: 'silent' },
    // Tests solve many captchas and send many codes from one address; their own tests set these low.
    {
      databaseUrl: database.url,
      rateLimitMax: 1000,
      captchaRateLimitMax: 1000,
      codesPerClientPerDay: 1000,
      openApiRateScale: 100,
      ...overrides,
    },
  );
  // PGlite in memory: the data folder is only for files and the outbox.
  const ctx = await createContext(config, {
    createQueues: true,
    log: pino({ level: 'silent' }),
    inMemory: !database.url,
    pgliteTemplate: database.url ? undefined : await pgliteTemplateBlob(),
  });
  await seed(ctx.database.db);
  return testAppOn(ctx, dataDir, async () => {
    await closeContext(ctx);
    await database.drop();
    await fsp.rm(dataDir, { recursive: true, force: true });
  });
}

/**
 * A second API process on the database of `t`, for what must hold across processes: its own connection
 * pool and queue on PostgreSQL; on PGlite, which one process owns, a second app over the same connection.
 * Close it before `t`.
 */
export async function createPeerApp(t: TestApp): Promise<TestApp> {
  if (t.ctx.database.kind === 'pglite') return testAppOn(t.ctx, t.dataDir, async () => undefined);
  const ctx = await createContext(t.ctx.config, { createQueues: false, log: pino({ level: 'silent' }) });
  return testAppOn(ctx, t.dataDir, () => closeContext(ctx));
}

async function testAppOn(ctx: AppContext, dataDir: string, release: () => Promise<void>): Promise<TestApp> {
  const app = await buildApp(ctx);
  await app.ready();
  const outboxDir = path.join(dataDir, 'outbox');
  const outbox = async () =>
    fs.existsSync(outboxDir) ? (await fsp.readdir(outboxDir)).sort().map((f) => path.join(outboxDir, f)) : [];
  return {
    app,
    ctx,
    dataDir,
    async call(options) {
      const { token, headers, ...rest } = options;
      const res = await app.inject({ ...rest, headers: { ...headers, ...(token ? { aigcToken: token } : {}) } });
      const body = res.headers['content-type']?.toString().includes('application/json') ? res.json() : {};
      return { code: body.code, data: body.data, message: body.message, res };
    },
    outbox,
    async lastCodeFor(recipient) {
      const files = (await outbox()).filter((f) =>
        path.basename(f).includes(recipient.replace(/[^a-zA-Z0-9@.+_-]/g, '_')),
      );
      const last = files.at(-1);
      if (!last) throw new Error(`no message was sent to ${recipient}`);
      const match = /\b(\d{6})\b/.exec(await fsp.readFile(last, 'utf8'));
      if (!match) throw new Error(`no code in ${last}`);
      return match[1]!;
    },
    async close() {
      await app.close();
      await release();
    },
  };
}

/** A captcha whose answer the test knows, stored the way the captcha service stores its own. */
export async function solvedCaptcha(t: TestApp, answer = '12') {
  const { captchas } = await import('../src/db/schema/index');
  const { sha256 } = await import('../src/platform/secrets');
  const captchaId = `test-${randomBytes(8).toString('hex')}`;
  await t.ctx.database.db
    .insert(captchas)
    .values({ id: captchaId, answerHash: sha256(answer), expiresAt: new Date(Date.now() + 60_000) });
  return { captchaId, captchaCode: answer };
}
