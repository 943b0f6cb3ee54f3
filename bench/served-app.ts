// The server as `npm start` runs it, for benches that measure it from outside: built to JavaScript, a short `seed`
// process, then `node apps/server/dist/main.js serve` on a free port with a fresh data folder, on the embedded
// database or on a new PostgreSQL database that is dropped afterwards. Accounts are made over HTTP as the sign-up
// page makes them; the captcha answers are set in the database beforehand, which is the one thing a bench cannot
// read off the picture.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PaymentApi, TaskApi, TaskStatus, UserApi, type TSaveTaskRequest, type TVideoTask } from '@orator/contracts';

const ROOT = path.resolve(import.meta.dirname, '..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const START_TIMEOUT_MS = 120_000;
const CAPTCHA_ANSWER = '7';
const PASSWORD = 'Bench1234';

export type TBenchDatabase = 'embedded' | 'postgres';

export interface TServedAppOptions {
  database: TBenchDatabase;
  /** Accounts the bench will register: each needs a captcha whose answer is set before the server starts. */
  accounts?: number;
  /** Variables added to what `npm start` would have (no LOG_LEVEL, no limits raised unless asked). */
  env?: Record<string, string>;
  /** Extra node flags for the `serve` process, such as `--cpu-prof`. */
  nodeArgs?: string[];
}

export interface TResidentMemory {
  /** VmRSS of the server process, its threads included. */
  serverMb: number;
  /** VmHWM: the most the server process has held since it started. */
  serverPeakMb: number;
  /** The sum over every process the server started (ffmpeg, LibreOffice...), which VmRSS leaves out. */
  childrenMb: number;
}

export interface TBenchUser {
  id: number;
  email: string;
  token: string;
}

export interface ServedApp {
  baseUrl: string;
  database: TBenchDatabase;
  /** The `serve` process (another after `sql` on the embedded database). */
  readonly pid: number;
  dataDir: string;
  memory(): TResidentMemory;
  /** CPU time the server process has used so far (all its threads), in seconds. */
  cpuSeconds(): number;
  call<T>(method: 'GET' | 'POST', apiPath: string, body?: unknown, token?: string): Promise<T>;
  registerUser(): Promise<TBenchUser>;
  buyKcoins(user: TBenchUser, packageId?: string): Promise<void>;
  /** Submits a video and waits until the worker has finished it; a failed render throws. */
  renderVideo(user: TBenchUser, task: TSaveTaskRequest, timeoutMs?: number): Promise<TVideoTask>;
  /**
   * Runs one statement on the server's database. The embedded database belongs to one process: the server is
   * stopped for it and started again (a new pid), as an operator would for maintenance.
   */
  sql(statement: string, values?: unknown[]): Promise<unknown[]>;
  stop(): Promise<void>;
}

interface TEnvelope<T> {
  code: number | string;
  data: T;
  message?: string;
}

/** A video task in the server's own form: a stock presenter, an espeak voice, 16:9. */
export function videoRequest(taskName: string, script: string, resolution: 720 | 1080 = 720): TSaveTaskRequest {
  return {
    taskName,
    digitalHumanId: 'stock-0001',
    inputMode: 'text',
    copyContent: script,
    speech: { voiceId: 'espeak:en-US:f2', speakRate: 1, speakPitch: 1, volume: 1 },
    ratio: '16:9',
    resolution,
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) / 1024 : 0;
}

/** Every process below `pid`, from the parent links of /proc (a process that ends meanwhile is skipped). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The name in parentheses may hold spaces; the parent id is the second field after it.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Ended between the listing and the read.
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function readMemory(pid: number): TResidentMemory {
  let childrenMb = 0;
  for (const child of descendants(pid)) {
    try {
      childrenMb += statusField(child, 'VmRSS');
    } catch {
      // Ended while being read.
    }
  }
  return { serverMb: statusField(pid, 'VmRSS'), serverPeakMb: statusField(pid, 'VmHWM'), childrenMb };
}

/** utime + stime of /proc/<pid>/stat, in clock ticks of 1/100 s (USER_HZ on Linux). */
function cpuSecondsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function withPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Captchas with a known answer, valid for a day, written before the server holds the database. */
async function answeredCaptchas(count: number): Promise<{ ids: string[]; statement: string; values: unknown[] }> {
  const ids = Array.from({ length: count }, () => `bench-${randomUUID()}`);
  const answerHash = createHash('sha256').update(CAPTCHA_ANSWER).digest('hex');
  const expiresAt = new Date(Date.now() + 86_400_000);
  const rows = ids.map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})`).join(', ');
  return {
    ids,
    statement: `insert into captchas (id, answer_hash, expires_at) values ${rows}`,
    values: ids.flatMap((id) => [id, answerHash, expiresAt]),
  };
}

function lastCodeFor(dataDir: string, email: string): string {
  const outbox = path.join(dataDir, 'outbox');
  const last = fs
    .readdirSync(outbox)
    .filter((f) => f.includes(email))
    .sort()
    .at(-1);
  if (!last) throw new Error(`no message to ${email} in ${outbox}`);
  const match = /\b(\d{6})\b/.exec(fs.readFileSync(path.join(outbox, last), 'utf8'));
  if (!match) throw new Error(`no code in ${last}`);
  return match[1]!;
}

/** How long a new installation may take to make its examples (18 on this machine: about a minute of work). */
const SHOWCASE_TIMEOUT_MS = 10 * 60_000;
/** What the showcase logs when it ends (apps/server/src/modules/showcase/showcase-runner.ts). */
const SHOWCASE_ENDED = new Set(['showcase examples made', 'showcase examples not made']);

/** The messages of the server's log records so far; a line still being written is left for the next reading. */
function logMessages(logFile: string): string[] {
  return fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        return line.startsWith('{') ? [String((JSON.parse(line) as { msg?: unknown }).msg)] : [];
      } catch {
        return [];
      }
    });
}

/**
 * Waits for a new installation's one-time work: `serve` makes the public pages' examples in the background about
 * 20 s after it starts, which would otherwise fall inside what a bench measures.
 */
async function waitForShowcase(logFile: string) {
  const deadline = Date.now() + SHOWCASE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (logMessages(logFile).some((message) => SHOWCASE_ENDED.has(message))) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the server did not end its examples in ${SHOWCASE_TIMEOUT_MS / 1000} s; the log: ${logFile}`);
}

async function waitForHealth(baseUrl: string, server: ChildProcess, logFile: string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`the server exited with ${server.exitCode}:\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`);
    }
    const isUp = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the server did not answer in ${START_TIMEOUT_MS / 1000} s`);
}

export async function startServedApp(options: TServedAppOptions): Promise<ServedApp> {
  const { buildWeb } = await import(path.join(ROOT, 'scripts/build-web.mjs'));
  const { buildServer } = await import(path.join(ROOT, 'scripts/build-server.mjs'));
  buildWeb();
  await buildServer();

  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'orator-bench-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  for (const name of ['DATABASE_URL', 'LOG_LEVEL', 'NODE_OPTIONS']) delete env[name];
  Object.assign(env, options.env);

  let databaseName: string | undefined;
  if (options.database === 'postgres') {
    databaseName = `orator_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await withPostgres(ADMIN_URL, (client) => client.query(`create database ${databaseName}`));
    env.DATABASE_URL = Object.assign(new URL(ADMIN_URL), { pathname: `/${databaseName}` }).toString();
  }
  const dropDatabase = async () => {
    if (!databaseName) return;
    await withPostgres(ADMIN_URL, (client) => client.query(`drop database if exists ${databaseName} with (force)`));
  };

  // The server's log goes to a file, as a service manager would keep it, so writing it costs what it costs there.
  const logFile = path.join(dataDir, 'server.log');
  const captchaIds: string[] = [];
  let server: ChildProcess | undefined;
  const halt = async (running: ChildProcess) => {
    if (running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  const launch = async () => {
    const log = fs.openSync(logFile, 'a');
    const started = spawn(process.execPath, [...(options.nodeArgs ?? []), MAIN, 'serve'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, started, logFile);
    } catch (error) {
      await halt(started);
      throw error;
    }
    return started;
  };
  const embeddedSql = async (statement: string, values: unknown[]) => {
    const embedded = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
    try {
      return (await embedded.query(statement, values)).rows;
    } finally {
      await embedded.close();
    }
  };
  const postgresSql = async (statement: string, values: unknown[]) =>
    withPostgres(env.DATABASE_URL!, async (client) => (await client.query(statement, values)).rows);
  try {
    const seeded = spawnSync(process.execPath, [MAIN, 'seed'], { cwd: ROOT, env, encoding: 'utf8' });
    if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr || seeded.stdout}`);
    if (options.accounts) {
      const captchas = await answeredCaptchas(options.accounts);
      captchaIds.push(...captchas.ids);
      // The embedded database's folder belongs to one process: written here, closed, then the server opens it.
      await (env.DATABASE_URL ? postgresSql : embeddedSql)(captchas.statement, captchas.values);
    }
    server = await launch();
    await waitForShowcase(logFile);
  } catch (error) {
    if (server) await halt(server);
    await dropDatabase();
    await fsp.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  let running = server;
  const baseUrl = `http://127.0.0.1:${port}`;

  async function call<T>(method: 'GET' | 'POST', apiPath: string, body?: unknown, token?: string): Promise<T> {
    const response = await fetch(`${baseUrl}/api${apiPath}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { aigcToken: token } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as TEnvelope<T>;
    if (String(envelope.code) !== '200') throw new Error(`${method} ${apiPath}: ${envelope.code} ${envelope.message}`);
    return envelope.data;
  }

  const app: ServedApp = {
    baseUrl,
    database: options.database,
    get pid() {
      return running.pid!;
    },
    dataDir,
    memory: () => readMemory(running.pid!),
    cpuSeconds: () => cpuSecondsOf(running.pid!),
    call,

    async registerUser() {
      const captchaId = captchaIds.shift();
      if (!captchaId) throw new Error('no answered captcha left: raise `accounts`');
      const email = `bench.${Date.now()}.x${randomBytes(3).toString('hex')}@example.com`;
      await call('POST', UserApi.register, {
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        nickname: 'Bench',
        agreeTerms: true,
        captchaId,
        captchaCode: CAPTCHA_ANSWER,
      });
      const { token, userInfo } = await call<{ token: string; userInfo: { id: number } }>(
        'POST',
        UserApi.registerActive,
        { email, verificationCode: lastCodeFor(dataDir, email) },
      );
      return { id: userInfo.id, email, token };
    },

    async buyKcoins(user, packageId = 'kc7000') {
      const { orderNo } = await call<{ orderNo: string }>('POST', PaymentApi.buyMoney, { packageId }, user.token);
      await call('POST', PaymentApi.sandboxConfirm, { orderNo, outcome: 'paid' }, user.token);
    },

    async renderVideo(user, task, timeoutMs = 600_000) {
      const { id } = await call<TVideoTask>('POST', TaskApi.saveTask, task, user.token);
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const { records } = await call<{ records: TVideoTask[] }>('POST', TaskApi.list, { ids: [id] }, user.token);
        const status = records[0]?.taskStatusTypeId;
        if (status === TaskStatus.Finished) return records[0]!;
        if (status === TaskStatus.Failed) throw new Error(`video ${id} failed; the log: ${logFile}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`video ${id} did not finish in ${timeoutMs / 1000} s`);
    },

    async sql(statement, values = []) {
      if (env.DATABASE_URL) return postgresSql(statement, values);
      await halt(running);
      try {
        return await embeddedSql(statement, values);
      } finally {
        running = await launch();
      }
    },

    async stop() {
      await halt(running);
      await dropDatabase();
      await fsp.rm(dataDir, { recursive: true, force: true });
    },
  };
  return app;
}

/** Samples the server's memory every `everyMs` until `work` settles; returns its result and the highest samples. */
export async function sampleWhile<T>(
  app: ServedApp,
  work: () => Promise<T>,
  everyMs = 200,
): Promise<{ result: T; peak: TResidentMemory }> {
  const peak: TResidentMemory = { serverMb: 0, serverPeakMb: 0, childrenMb: 0 };
  const sample = () => {
    const now = app.memory();
    peak.serverMb = Math.max(peak.serverMb, now.serverMb);
    peak.serverPeakMb = Math.max(peak.serverPeakMb, now.serverPeakMb);
    peak.childrenMb = Math.max(peak.childrenMb, now.childrenMb);
  };
  const timer = setInterval(sample, everyMs);
  try {
    const result = await work();
    sample();
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}
