import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db';
import { createQueue } from '../src/platform/queue';
import './provided-context';

/**
 * A new PGlite cluster takes seconds of CPU to create and migrate, and the suite opens a hundred: each now loads
 * one made here instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const database = await openDatabase({});
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'orator-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  try {
    await database.migrate();
    const queue = await createQueue(database, pino({ level: 'silent' }), {
      createQueues: true,
      settings: loadConfig({}).queue,
    });
    await queue.stop();
    await fsp.writeFile(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return () => fsp.rm(dir, { recursive: true, force: true });
}
