import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTsWorker } from './ts-worker';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ts-worker-'));
  const reply = (text: string) =>
    `import { parentPort } from 'node:worker_threads';\nparentPort.postMessage('${text}');\n`;
  await fs.writeFile(path.join(dir, 'from-source.ts'), `const text: string = 'source';\n${reply('source')}`);
  await fs.writeFile(path.join(dir, 'from-source.js'), reply('a stale build'));
  await fs.writeFile(path.join(dir, 'built.js'), reply('build'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

function firstMessage(moduleUrl: URL): Promise<unknown> {
  const worker = startTsWorker(moduleUrl);
  return new Promise((resolve, reject) => {
    worker.once('message', (message) => void worker.terminate().then(() => resolve(message)));
    worker.once('error', reject);
  });
}

describe('startTsWorker', { timeout: 30_000 }, () => {
  it('runs the TypeScript module when it is there, even beside a built file', async () => {
    expect(await firstMessage(pathToFileURL(path.join(dir, 'from-source.ts')))).toBe('source');
  });

  it('runs the built JavaScript of the same name where only the build is (the compiled server)', async () => {
    expect(await firstMessage(pathToFileURL(path.join(dir, 'built.ts')))).toBe('build');
  });
});
