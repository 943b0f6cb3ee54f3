import { and, desc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import { authTokens, loginFailures, socialIdentities, users } from '../../db/schema/index';
import type { Db } from '../../platform/db';
import { lockAddress, UserLockSpace } from '../../platform/user-lock';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * The owner was told about failed logins on the address at the row's time. Kept with the failures, under a target
 * no e-mail address can have, so that it expires with them.
 */
const noticeTarget = (target: string) => `notice:${target}`;

/** An address's failed logins; `client` is the address that failed (request.ip). */
function loginFailuresOf(db: Db, target: string) {
  const count = async (since: Date, client?: string) => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.target, target),
          client === undefined ? undefined : eq(loginFailures.client, client),
          gt(loginFailures.createdAt, since),
        ),
      );
    return row?.count ?? 0;
  };
  return {
    count,
    async record(client: string) {
      await db.insert(loginFailures).values({ target, client });
    },
    /** The addresses that failed since then, the latest first, and when the latest failure was. */
    async sources(since: Date) {
      const rows = await db
        .select({ client: loginFailures.client, last: max(loginFailures.createdAt) })
        .from(loginFailures)
        .where(and(eq(loginFailures.target, target), gt(loginFailures.createdAt, since)))
        .groupBy(loginFailures.client)
        .orderBy(desc(max(loginFailures.createdAt)));
      return rows.flatMap((row) => (row.client && row.last ? [{ client: row.client, at: row.last }] : []));
    },
    async noticeSentSince(since: Date) {
      const [row] = await db
        .select({ id: loginFailures.id })
        .from(loginFailures)
        .where(and(eq(loginFailures.target, noticeTarget(target)), gt(loginFailures.createdAt, since)))
        .limit(1);
      return row !== undefined;
    },
    async recordNotice() {
      await db.insert(loginFailures).values({ target: noticeTarget(target) });
    },
  };
}
export type LoginFailures = ReturnType<typeof loginFailuresOf>;

export function createUserRepo(db: Db) {
  // Every authenticated request runs these: prepared once, they skip building the SQL each time, and PostgreSQL
  // keeps their plans per connection.
  const userById = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id');
  const callerByTokenHash = db
    .select({
      tokenId: authTokens.id,
      userId: authTokens.userId,
      kind: authTokens.kind,
      expiresAt: authTokens.expiresAt,
      lastUsedAt: authTokens.lastUsedAt,
      status: users.status,
      plan: users.plan,
      subscriptionStatus: users.subscriptionStatus,
      vipExpireTime: users.vipExpireTime,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sql.placeholder('tokenHash')), isNull(authTokens.revokedAt)))
    .prepare('caller_by_token_hash');

  return {
    async byId(id: number) {
      const [row] = await userById.execute({ id });
      return row;
    },
    async byEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },
    async byPhone(phone: string) {
      const [row] = await db.select().from(users).where(eq(users.phone, phone));
      return row;
    },
    async byInviteCode(code: string) {
      const [row] = await db.select().from(users).where(eq(users.inviteCode, code));
      return row;
    },
    async byUsername(username: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },
    async insert(values: NewUser) {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    /** The new row, or undefined when the e-mail address already has an account (a parallel sign-up won). */
    async insertUnlessEmailTaken(values: NewUser) {
      const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
      return row;
    },
    async update(id: number, values: Partial<NewUser>) {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row!;
    },

    async insertToken(values: typeof authTokens.$inferInsert) {
      const [row] = await db.insert(authTokens).values(values).returning();
      return row!;
    },
    /** An unrevoked token with what its holder's account says about using it, read in one query. */
    async callerByTokenHash(tokenHash: string) {
      const [row] = await callerByTokenHash.execute({ tokenHash });
      return row;
    },
    async touchToken(id: number, values: { lastUsedAt?: Date; expiresAt?: Date }) {
      await db.update(authTokens).set(values).where(eq(authTokens.id, id));
    },
    async revokeToken(id: number, userId: number, kind?: 'session' | 'api') {
      const rows = await db
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(authTokens.id, id),
            eq(authTokens.userId, userId),
            isNull(authTokens.revokedAt),
            kind ? eq(authTokens.kind, kind) : undefined,
          ),
        )
        .returning({ id: authTokens.id });
      return rows.length > 0;
    },
    async revokeAllSessions(userId: number) {
      await db
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, 'session'), isNull(authTokens.revokedAt)));
    },
    async revokeAllApiTokens(userId: number) {
      await db
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, 'api'), isNull(authTokens.revokedAt)));
    },
    listApiTokens(userId: number) {
      return db
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, 'api'), isNull(authTokens.revokedAt)))
        .orderBy(desc(authTokens.createdAt));
    },

    /**
     * Runs one decision about an address's failed logins in a transaction under an advisory lock on the address, so
     * that parallel attempts on one account, in any API process, count and record one after another.
     */
    async withLoginFailures<T>(target: string, decide: (failures: LoginFailures) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await lockAddress(tx, UserLockSpace.loginAttempts, target);
        return decide(loginFailuresOf(tx, target));
      });
    },
    /** Also forgets the notice: a new series of failures after a successful login or a reset is told again. */
    async clearLoginFailures(target: string) {
      await db.delete(loginFailures).where(inArray(loginFailures.target, [target, noticeTarget(target)]));
    },

    async socialIdentity(provider: string, subject: string) {
      const [row] = await db
        .select()
        .from(socialIdentities)
        .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
      return row;
    },
    async insertSocialIdentity(values: typeof socialIdentities.$inferInsert) {
      await db.insert(socialIdentities).values(values).onConflictDoNothing();
    },
  };
}
export type UserRepo = ReturnType<typeof createUserRepo>;
