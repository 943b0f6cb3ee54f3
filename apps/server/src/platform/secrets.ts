import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Opaque bearer tokens: 32 random bytes, URL-safe. */
export function newToken(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function numericCode(length: number): string {
  return Array.from({ length }, () => randomInt(0, 10)).join('');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Short ids for invite codes: letters and digits without look-alikes. */
export function shortCode(length = 8): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length }, () => alphabet[randomInt(0, alphabet.length)]).join('');
}
