import type { Readable } from 'node:stream';

export interface StoredObject {
  stream: Readable;
  size: number;
}

/** Files are addressed by key; who may read them is decided by the file records, never here. */
export interface Storage {
  kind: 'disk' | 's3';
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  ping(): Promise<void>;
}
