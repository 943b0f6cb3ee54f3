import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const main = path.join(root, 'apps/server/dist/main.js');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

let dataDir;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-built-'));
  await buildServer({ force: true });
}, 120_000);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the built server (npm start)', () => {
  it('is plain JavaScript with a file per thread, and no TypeScript', () => {
    const files = fs.readdirSync(path.dirname(main));
    expect(files).toContain('main.js');
    expect(files).toContain('espeak-worker.js');
    expect(files.filter((file) => file.endsWith('.ts'))).toEqual([]);
  });

  it('prepares a new embedded database, serves the API without a loader, and stops on SIGTERM', async () => {
    const env = { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    const seeded = spawnSync(process.execPath, [main, 'seed'], { cwd: root, env, encoding: 'utf8' });
    expect(seeded.status, seeded.stderr).toBe(0);

    const port = await freePort();
    const server = spawn(process.execPath, [main, 'serve'], { cwd: root, env: { ...env, PORT: String(port) } });
    const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
    try {
      let health;
      for (let attempt = 0; attempt < 120 && !health; attempt += 1) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`)
          .then((res) => (res.ok ? res.json() : undefined))
          .catch(() => undefined);
        if (!health) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(health?.data?.status).toBe('ok');
      expect(health.data.database.kind).toBe('pglite');
    } finally {
      server.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 120_000);
});
