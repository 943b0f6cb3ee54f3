import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { AppConfig } from '../config';
import type { Storage } from './storage';

export function createS3Storage(options: NonNullable<AppConfig['s3']>): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;
  return {
    kind: 's3',
    async put(Key, Body, ContentType) {
      // Multipart upload streams large files without buffering them in memory.
      await new Upload({ client, params: { Bucket, Key, Body, ContentType } }).done();
    },
    async get(Key) {
      const result = await client.send(new GetObjectCommand({ Bucket, Key }));
      if (!(result.Body instanceof Readable)) throw new Error(`S3 returned no stream for ${Key}`);
      return { stream: result.Body, size: result.ContentLength ?? 0 };
    },
    async delete(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    async exists(Key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        if (error instanceof NotFound) return false;
        throw error;
      }
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
