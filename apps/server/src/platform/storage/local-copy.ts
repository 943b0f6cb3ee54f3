import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from './storage';

/** Media tools read paths, not streams: this writes a stored object to a local file. */
export async function copyToFile(storage: Storage, key: string, filePath: string): Promise<string> {
  const { stream } = await storage.get(key);
  await pipeline(stream, createWriteStream(filePath));
  return filePath;
}

/** A local copy of a stored object for the length of `use`, removed afterwards. */
export async function withLocalCopy<T>(
  storage: Storage,
  key: string,
  use: (filePath: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-'));
  try {
    return await use(await copyToFile(storage, key, path.join(dir, path.basename(key))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
