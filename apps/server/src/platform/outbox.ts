import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** Writes a message file where a local user can read it; names sort by time. */
export async function writeOutboxFile(
  dir: string,
  recipient: string,
  extension: 'eml' | 'txt',
  content: Buffer | string,
) {
  await fsp.mkdir(dir, { recursive: true });
  const safeRecipient = recipient.replace(/[^a-zA-Z0-9@.+_-]/g, '_');
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}-${safeRecipient}.${extension}`;
  const file = path.join(dir, name);
  await fsp.writeFile(file, content);
  return file;
}
