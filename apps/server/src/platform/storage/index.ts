import path from 'node:path';
import type { AppConfig } from '../config';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export type { Storage, StoredObject } from './storage';

export function createStorage(config: Pick<AppConfig, 's3' | 'dataDir'>): Storage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, 'files'));
}
