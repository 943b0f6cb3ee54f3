import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { authTokens, loginFailures, socialIdentities, users } from '../../db/schema/index';
import type { Db } from '../../platform/db';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function createUserRepo(db: Db) {
  return {
    async byId(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
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
    async activeTokenByHash(tokenHash: string) {
      const [row] = await db
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
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

    async recordLoginFailure(target: string) {
      await db.insert(loginFailures).values({ target });
    },
    async countLoginFailures(target: string, since: Date) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(loginFailures)
        .where(and(eq(loginFailures.target, target), gt(loginFailures.createdAt, since)));
      return row?.count ?? 0;
    },
    async clearLoginFailures(target: string) {
      await db.delete(loginFailures).where(eq(loginFailures.target, target));
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
