import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSecrets } from '../db/schema/index';
import type { Db } from './db';

const SECRET_NAME = 'download-signing';
/** How long a signed download address works: a client that stores the address keeps a week to fetch it. */
export const SIGNED_URL_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Download addresses that need no token, for API clients, which fetch a video's address as they would a CDN's:
 * `<fileId>.<expiry, epoch seconds>.<HMAC-SHA256 of both>`. The key is made once and kept in the database, so every
 * API process signs and checks alike, and it survives restarts.
 */
export function createUrlSigner(db: Db, now: () => number = Date.now) {
  let key: Promise<Buffer> | undefined;

  function secret(): Promise<Buffer> {
    key ??= (async () => {
      await db
        .insert(serverSecrets)
        .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
      if (!row) throw new Error('the download signing key was not stored');
      return Buffer.from(row.value, 'base64url');
    })().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  }

  const mac = (secretKey: Buffer, payload: string) =>
    createHmac('sha256', secretKey).update(payload).digest('base64url');

  return {
    async sign(fileId: number, ttlMs: number = SIGNED_URL_TTL_MS): Promise<string> {
      const payload = `${fileId}.${Math.floor((now() + ttlMs) / 1000)}`;
      return `${payload}.${mac(await secret(), payload)}`;
    },

    /** The file a token names, or null when it is malformed, forged or expired. */
    async verify(token: string): Promise<number | null> {
      const match = /^(\d{1,15})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
      if (!match) return null;
      const [, fileId, expires, signature] = match as unknown as [string, string, string, string];
      const expected = Buffer.from(mac(await secret(), `${fileId}.${expires}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      if (Number(expires) * 1000 < now()) return null;
      return Number(fileId);
    },
  };
}
export type UrlSigner = ReturnType<typeof createUrlSigner>;
