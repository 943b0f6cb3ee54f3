// Largest contentful paint of /ai/home on a first visit (#19 item 3): the built web app served by the real server
// (`orator serve` on the embedded database in a fresh data folder), opened in headless Debian Chromium with an empty
// cache, RUNS times; the median is reported, with the script bytes the visit received over the wire (compressed, as
// the server sends them). `npx tsx bench/web-lcp.ts` prints the results; `npm run bench` adds them to
// docs/benchmarks.md.
// The visit's measuring runs in the page (page.evaluate), with the browser's types.
/// <reference lib="dom" />
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { BenchResult } from './video';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROUTE = '/ai/home';
const RUNS = 5;
const MAX_LCP_MS = 1000;
const SERVER_START_TIMEOUT_MS = 120_000;

interface TVisit {
  lcpMs: number;
  scriptBytes: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  env.LOG_LEVEL = 'warn';
  // The embedded database, as a fresh `npm start` has it.
  delete env.DATABASE_URL;
  const server = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'apps/server/src/main.ts'), 'serve'],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const isUp = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (isUp) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  throw new Error(`the server did not answer in ${SERVER_START_TIMEOUT_MS / 1000} s`);
}

/** One first visit: a new context has an empty cache and no stored session or language. */
async function visit(browser: Browser, url: string): Promise<TVisit> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(
      () =>
        new Promise<TVisit>((resolve) => {
          // The buffered entries are every candidate so far; the last is the largest paint of the visit.
          new PerformanceObserver((list) => {
            const scripts = performance
              .getEntriesByType('resource')
              .filter((entry) => new URL(entry.name).pathname.endsWith('.js')) as PerformanceResourceTiming[];
            resolve({
              lcpMs: list.getEntries().at(-1)?.startTime ?? Number.NaN,
              scriptBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function benchWebLcp(): Promise<BenchResult[]> {
  const { buildWeb } = await import(path.join(ROOT, 'scripts/build-web.mjs'));
  buildWeb();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-bench-lcp-'));
  const port = await freePort();
  const server = await startServer(dataDir, port);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const url = `http://127.0.0.1:${port}${ROUTE}`;
    // The first visit after a start warms the server's own caches, which no visitor's browser would notice.
    await visit(browser, url);
    const visits: TVisit[] = [];
    for (let run = 0; run < RUNS; run += 1) visits.push(await visit(browser, url));
    const lcpMs = median(visits.map((v) => v.lcpMs));
    const scriptKb = median(visits.map((v) => v.scriptBytes)) / 1024;
    return [
      {
        name: `largest contentful paint of ${ROUTE}, first visit, headless Chromium on localhost (median of ${RUNS})`,
        value: `${lcpMs.toFixed(0)} ms (${scriptKb.toFixed(0)} KB of JS)`,
        target: `< ${MAX_LCP_MS} ms`,
        ok: lcpMs < MAX_LCP_MS,
      },
    ];
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  for (const result of await benchWebLcp()) console.log(`${result.name}: ${result.value} (${result.target})`);
}
