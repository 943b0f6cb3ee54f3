import type { Storage } from './storage';
import { streamToBuffer } from './stream-to-buffer';

/**
 * Bytes the server generates on first request (sprites, samples, music) and keeps in storage, so
 * every process serves the same ones and nothing is drawn twice.
 */
export async function madeOnce(
  storage: Storage,
  key: string,
  contentType: string,
  make: () => Promise<Buffer>,
): Promise<Buffer> {
  if (await storage.exists(key)) return streamToBuffer((await storage.get(key)).stream);
  const body = await make();
  await storage.put(key, body, contentType);
  return body;
}
