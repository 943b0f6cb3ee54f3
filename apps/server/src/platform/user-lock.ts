import { sql } from 'drizzle-orm';
import type { Db } from './db';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The first keys of the two-key advisory locks that serialize one user's decisions; the second key is the user
 * id. Kept in one place so that no two decisions share a space. The two-key space never overlaps the one-key
 * migration lock.
 */
export const UserLockSpace = {
  /** Plan limits, free uses and K-coin holds of a task submission (modules/admission). */
  admission: 1_100,
  /** The talking-photo upload limit (modules/avatar). */
  photoLimit: 727_011,
  /** Failed password logins of one e-mail address, known or not (modules/user/login-throttle); see lockAddress. */
  loginAttempts: 727_012,
  /** One-time codes sent to one e-mail address or phone number (modules/user/verification); see lockAddress. */
  codeDestination: 727_013,
  /** One-time codes asked for by one client address (modules/user/verification); taken after codeDestination. */
  codeClient: 727_014,
} as const;

/** Serializes this user's decisions of one kind across every API process until the transaction ends. */
export async function lockUser(tx: Tx, space: (typeof UserLockSpace)[keyof typeof UserLockSpace], userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${space}::int, ${userId}::int)`);
}

/**
 * The same lock for decisions about an address that may have no account: the second key is a hash of the address,
 * so two addresses may share a lock now and then, which only makes them wait for each other.
 */
export async function lockAddress(tx: Tx, space: (typeof UserLockSpace)[keyof typeof UserLockSpace], address: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${space}::int, hashtext(${address}))`);
}
