import argon2 from 'argon2';

/**
 * argon2id with the first of OWASP's equivalent settings (Password Storage Cheat Sheet): 19 MiB, two passes, one
 * lane. The library's default (64 MiB, three passes, four lanes) took 0.5-0.6 s of a 2-core server's CPU for every
 * sign-up, sign-in and reset, and four lanes of libuv's four threads, so a burst of sign-ins held up file reads and
 * other hashing behind it. Hashes made with the old setting carry it in their text and still verify.
 */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password);
}
