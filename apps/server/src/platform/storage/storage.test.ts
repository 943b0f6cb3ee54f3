import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

let root: string;
let s3server: S3rver;
let s3: Storage;

beforeAll(async () => {
  root = await fsp.mkdtemp(path.join(os.tmpdir(), 'orator-storage-'));
  // s3rver is an S3-compatible server that keeps objects in a folder: the real protocol, on this machine.
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(root, 's3'),
    configureBuckets: [{ name: 'orator-test', configs: [] }],
  });
  const { port } = (await s3server.run()) as AddressInfo;
  s3 = createS3Storage({
    bucket: 'orator-test',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
});
afterAll(async () => {
  await s3server.close();
  await fsp.rm(root, { recursive: true, force: true });
});

describe.each([
  ['disk', () => createDiskStorage(path.join(root, 'disk'))],
  ['S3', () => s3],
])('%s storage', (_kind, storage) => {
  it('stores a buffer and a stream and reads back the same bytes', async () => {
    await storage().put('users/1/a.txt', Buffer.from('hello'), 'text/plain');
    await storage().put('users/1/b.txt', Readable.from(['streamed ', 'bytes']), 'text/plain');
    const a = await storage().get('users/1/a.txt');
    expect(a.size).toBe(5);
    expect(await text(a.stream)).toBe('hello');
    expect(await text((await storage().get('users/1/b.txt')).stream)).toBe('streamed bytes');
  });

  it('knows what exists and forgets what is deleted', async () => {
    await storage().put('users/2/c.bin', Buffer.from([1, 2, 3]), 'application/octet-stream');
    expect(await storage().exists('users/2/c.bin')).toBe(true);
    await storage().delete('users/2/c.bin');
    expect(await storage().exists('users/2/c.bin')).toBe(false);
    expect(await storage().exists('users/2/never.bin')).toBe(false);
  });

  it('answers the health probe', async () => {
    await expect(storage().ping()).resolves.toBeUndefined();
  });
});

describe('disk storage', () => {
  it('refuses a key that climbs out of its folder', async () => {
    const disk = createDiskStorage(path.join(root, 'disk'));
    await expect(disk.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/escapes/);
  });
});
