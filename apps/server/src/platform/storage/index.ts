import path from 'node:path';
import type { AppConfig } from '../config';
import { createDiskStorage } from './disk-storage';
import type { Storage } from './storage';

export type { Storage, StoredObject } from './storage';

/** The AWS SDK is loaded only by installations that store in S3: it is 20 MB of an idle server's memory. */
export async function createStorage(config: Pick<AppConfig, 's3' | 'dataDir'>): Promise<Storage> {
  if (!config.s3) return createDiskStorage(path.join(config.dataDir, 'files'));
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(config.s3);
}
