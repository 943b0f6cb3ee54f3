/*
 * The scale-out shape on one machine: a PostgreSQL database, an S3 server, the API (`serve` without its embedded
 * worker) and `worker` processes, each a separate OS process started as an operator starts them. Used by the
 * scale-out test and bench/scale-out.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(root, 'apps/server/src/main.ts');
export const BUCKET = 'orator-scale';
const S3_KEY = 'S3RVER';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
  intervalMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** One child process, its output kept as lines (and in a log file) for the test to read. */
export class Proc {
  readonly lines: string[] = [];
  readonly exited: Promise<number | null>;
  private readonly log: WriteStream;

  constructor(
    readonly name: string,
    readonly child: ChildProcess,
    logFile: string,
  ) {
    this.log = createWriteStream(logFile, { flags: 'a' });
    const keep = (chunk: Buffer) => {
      this.log.write(chunk);
      this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ? null : code)));
    void this.exited.then(() => this.log.end());
  }

  get isRunning(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The pino records the process wrote (its JSON lines). */
  records(): Array<Record<string, unknown>> {
    return this.lines.flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
  }

  /** The jobs this process started, in order: queue name, job id and payload. */
  jobsStarted(): Array<{ job: string; id: string; data: Record<string, unknown>; time: number }> {
    return this.records()
      .filter((r) => r.msg === 'job started')
      .map((r) => ({
        job: String(r.job),
        id: String(r.id),
        data: r.data as Record<string, unknown>,
        time: Number(r.time),
      }));
  }

  waitForRecord(what: string, match: (record: Record<string, unknown>) => boolean, timeoutMs = 60_000) {
    return waitFor(
      `${this.name}: ${what}`,
      () => {
        if (!this.isRunning) throw new Error(`${this.name} exited while waiting for ${what}:\n${this.tail()}`);
        return this.records().find(match);
      },
      timeoutMs,
    );
  }

  tail(count = 30): string {
    return this.lines.slice(-count).join('\n');
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    if (this.isRunning) this.child.kill(signal);
    return this.exited;
  }
}

function spawnTs(script: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  // `node --import tsx` is one process: a signal (SIGKILL above all) reaches the server itself, not a launcher.
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** s3rver in its own process: killing it is an S3 outage; starting it again on the same folder ends it. */
export class S3Server {
  proc: Proc | undefined;

  constructor(
    readonly port: number,
    private readonly directory: string,
    private readonly logDir: string,
  ) {}

  async start(): Promise<void> {
    const script = path.join(import.meta.dirname, 's3-server.ts');
    const child = spawnTs(script, [String(this.port), this.directory, BUCKET], process.env);
    this.proc = new Proc('s3', child, path.join(this.logDir, 's3.log'));
    const proc = this.proc;
    await waitFor(
      's3 ready',
      () => {
        if (!proc.isRunning) throw new Error(`the S3 server exited:\n${proc.tail()}`);
        return proc.lines.includes('s3 ready') || undefined;
      },
      30_000,
      100,
    );
  }

  async kill(): Promise<void> {
    await this.proc?.stop('SIGKILL');
  }
}

/**
 * A TCP relay in front of the S3 server that every Orator process uses as its S3 endpoint. It forwards bytes as
 * they are; the test asks it to act the moment a request it names starts, which no polling could catch.
 */
export class S3Relay {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private trap: { pattern: RegExp; spring: (requestLine: string) => void } | undefined;
  port = 0;

  constructor(private readonly upstreamPort: number) {
    this.server = net.createServer((client) => this.relay(client));
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
    return this.port;
  }

  /**
   * The next request whose request line matches: its connection is cut before a byte of it reaches the server,
   * and `onRequest` runs at once (it stops the server). Resolves with the request line.
   */
  cutAt(pattern: RegExp, onRequest: () => void): Promise<string> {
    return new Promise((resolve) => {
      this.trap = {
        pattern,
        spring: (line) => {
          this.trap = undefined;
          onRequest();
          resolve(line);
        },
      };
    });
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private relay(client: net.Socket) {
    const upstream = net.connect(this.upstreamPort, '127.0.0.1');
    this.sockets.add(client).add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    client.on('data', (chunk) => {
      const line = this.trap && /^(?:GET|PUT|POST|HEAD|DELETE) \S+ HTTP\/1\.1/m.exec(chunk.toString('latin1'))?.[0];
      if (line && this.trap?.pattern.test(line)) {
        const { spring } = this.trap;
        end();
        spring(line);
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  }
}

export interface ClusterOptions {
  workers: number;
  /** JOB_EXPIRE_SECONDS of the API, which stamps it on the jobs it sends. */
  jobExpireSeconds: number;
  /** SHUTDOWN_GRACE_SECONDS of every process. */
  shutdownGraceSeconds?: number;
  label: string;
}

/** A fresh database, an S3 server behind a relay, the API and N workers, each in its own folder. */
export class Cluster {
  readonly workers: Proc[] = [];
  api: Proc | undefined;
  apiPort = 0;
  databaseUrl = '';
  private databaseName = '';
  private workerCount = 0;

  private constructor(
    readonly options: ClusterOptions,
    readonly adminUrl: string,
    readonly root: string,
    readonly s3: S3Server,
    readonly relay: S3Relay,
  ) {}

  static async start(adminUrl: string, options: ClusterOptions): Promise<Cluster> {
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), `orator-${options.label}-`));
    await fsp.mkdir(path.join(dir, 'logs'));
    const s3 = new S3Server(await freePort(), path.join(dir, 's3'), path.join(dir, 'logs'));
    await s3.start();
    const relay = new S3Relay(s3.port);
    await relay.listen();
    const cluster = new Cluster(options, adminUrl, dir, s3, relay);
    try {
      await cluster.createDatabase();
      await cluster.run('migrate', cluster.env(cluster.dataDir('api')));
      await cluster.startApi();
      for (let i = 0; i < options.workers; i += 1) await cluster.startWorker();
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.apiPort}`;
  }

  dataDir(name: string): string {
    return path.join(this.root, 'data', name);
  }

  /** What every process gets: the one database and the S3 endpoint (through the relay). */
  env(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
    return {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: this.databaseUrl,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${this.relay.port}`,
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      QUEUE_MAINTENANCE_SECONDS: '2',
      SHUTDOWN_GRACE_SECONDS: String(this.options.shutdownGraceSeconds ?? 10),
      // Every test user signs up from 127.0.0.1.
      RATE_LIMIT_MAX: '1000',
      CAPTCHA_RATE_LIMIT_MAX: '1000',
      CODES_PER_CLIENT_PER_DAY: '1000',
      ...extra,
    };
  }

  /** `serve` without its embedded worker: the API only. */
  async startApi(extra: Record<string, string> = {}): Promise<Proc> {
    this.apiPort ||= await freePort();
    const env = this.env(this.dataDir('api'), {
      PORT: String(this.apiPort),
      EMBEDDED_WORKER: 'false',
      JOB_EXPIRE_SECONDS: String(this.options.jobExpireSeconds),
      ...extra,
    });
    const api = new Proc('api', spawnTs(MAIN, ['serve'], env), path.join(this.root, 'logs', 'api.log'));
    this.api = api;
    await waitFor(
      'the API to answer its health check',
      async () => {
        if (!api.isRunning) throw new Error(`the API exited:\n${api.tail()}`);
        const res = await fetch(`${this.baseUrl}/api/health`).catch(() => undefined);
        return res?.ok || undefined;
      },
      120_000,
      500,
    );
    return api;
  }

  /** SIGTERM to the API, then the same API again (same port and data folder); returns the old one's exit code. */
  async restartApi(extra: Record<string, string> = {}): Promise<number | null> {
    const code = await this.api?.stop('SIGTERM');
    await this.startApi(extra);
    return code ?? null;
  }

  /** A new worker process; `workers` keeps the ones that stopped too, for their logs. */
  async startWorker(extra: Record<string, string> = {}): Promise<Proc> {
    this.workerCount += 1;
    const name = `worker-${this.workerCount}`;
    const env = this.env(this.dataDir(name), { WORKER_HEALTH_PORT: String(await freePort()), ...extra });
    const worker = new Proc(name, spawnTs(MAIN, ['worker'], env), path.join(this.root, 'logs', `${name}.log`));
    await worker.waitForRecord('worker started', (r) => r.msg === 'worker started', 120_000);
    this.workers.push(worker);
    return worker;
  }

  /** The worker's own health port, as a compose or Kubernetes probe reads it. */
  workerHealthPort(worker: Proc): number {
    const record = worker.records().find((r) => r.msg === 'worker started');
    return Number(record?.healthPort);
  }

  /** What a worker's health port answers now. */
  async workerHealth(worker: Proc): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await fetch(`http://127.0.0.1:${this.workerHealthPort(worker)}/health`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  async sql<R extends pg.QueryResultRow = Record<string, unknown>>(text: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    await client.connect();
    try {
      return (await client.query<R>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  /** Every data folder's files/ (where disk storage would put outputs), listed recursively. */
  async localFiles(): Promise<string[]> {
    const data = path.join(this.root, 'data');
    const found: string[] = [];
    for (const dir of await fsp.readdir(data).catch(() => [])) {
      const files = path.join(data, dir, 'files');
      const entries = await fsp.readdir(files, { recursive: true, withFileTypes: true }).catch(() => []);
      found.push(...entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)));
    }
    return found;
  }

  async stop(): Promise<void> {
    await Promise.all([this.api, ...this.workers].map((p) => p?.stop('SIGKILL')));
    await this.relay.close();
    await this.s3.kill();
    if (this.databaseName) {
      const admin = new pg.Client({ connectionString: this.adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${this.databaseName} with (force)`);
      await admin.end();
    }
    await fsp.rm(this.root, { recursive: true, force: true });
  }

  private async createDatabase() {
    this.databaseName = `orator_${this.options.label.replace(/\W/g, '_')}_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: this.adminUrl });
    await admin.connect();
    await admin.query(`create database ${this.databaseName}`);
    await admin.end();
    this.databaseUrl = Object.assign(new URL(this.adminUrl), { pathname: `/${this.databaseName}` }).toString();
  }

  private async run(command: string, env: NodeJS.ProcessEnv) {
    const proc = new Proc(command, spawnTs(MAIN, [command], env), path.join(this.root, 'logs', `${command}.log`));
    const code = await proc.exited;
    if (code !== 0) throw new Error(`orator ${command} exited with ${code}:\n${proc.tail()}`);
  }
}
