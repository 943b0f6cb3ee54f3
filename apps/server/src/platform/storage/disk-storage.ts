import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import type { Storage } from './storage';

export function createDiskStorage(root: string): Storage {
  fs.mkdirSync(root, { recursive: true });
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const target = resolve(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // Write beside the target and rename, so a reader never sees half a file.
      const partial = `${target}.${randomUUID()}.part`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, fs.createWriteStream(partial));
        await fsp.rename(partial, target);
      } catch (error) {
        await fsp.rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const target = resolve(key);
      const stat = await fsp.stat(target);
      return { stream: fs.createReadStream(target), size: stat.size };
    },
    async delete(key) {
      await fsp.rm(resolve(key), { force: true });
    },
    async exists(key) {
      return fsp.access(resolve(key)).then(
        () => true,
        () => false,
      );
    },
    async ping() {
      await fsp.access(root, fs.constants.W_OK);
    },
  };
}
