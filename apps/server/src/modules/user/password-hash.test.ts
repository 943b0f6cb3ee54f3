import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

describe('password hashes', () => {
  it('are argon2id at 19 MiB, two passes and one lane, salted anew each time, and verify only their password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse battery ')).toBe(false);
  });

  it('still verify a password stored with the earlier, heavier setting', async () => {
    const stored = await argon2.hash('stored before the change');
    expect(stored).toMatch(/m=65536,p=4,t=3/);
    expect(await verifyPassword(stored, 'stored before the change')).toBe(true);
  });
});
