import { Limit } from '@orator/contracts';
import type { AuthUser, TokenResolver } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { newToken, sha256 } from '../../platform/secrets';
import { planAllowsApi } from './plan-rules';
import type { UserRepo } from './user.repo';

const API_TOKEN_PREFIX = 'ork_';
/** Avoid a write per request: last-use times are only refreshed this often. */
const TOUCH_INTERVAL_MS = 60_000;

export function createSessionService(repo: UserRepo, now: () => Date = () => new Date()) {
  const service = {
    async startSession(userId: number) {
      const token = newToken();
      await repo.insertToken({
        userId,
        kind: 'session',
        tokenHash: sha256(token),
        tokenHint: token.slice(-4),
        expiresAt: new Date(now().getTime() + Limit.sessionTtlMs),
      });
      return token;
    },

    async resolve(token: string, kind: 'session' | 'api'): Promise<Omit<AuthUser, 'carrier'> | null> {
      // Read from the database on every request, never cached: a logout or a password change anywhere ends the
      // token at once in every API process.
      const row = await repo.callerByTokenHash(sha256(token));
      if (!row || row.kind !== kind) return null;
      if (row.expiresAt && row.expiresAt <= now()) return null;
      if (row.status !== 'active') return null;
      if (kind === 'api' && !planAllowsApi(row)) throw AppError.forbidden('apiPlanRequired');
      if (!row.lastUsedAt || now().getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await repo.touchToken(row.tokenId, { lastUsedAt: now() });
      }
      return { userId: row.userId, tokenId: row.tokenId, via: kind };
    },

    /** Sliding renewal: the same token stays valid for another full session lifetime. */
    async renew(token: string) {
      const auth = await service.resolve(token, 'session');
      if (!auth) throw AppError.sessionExpired();
      await repo.touchToken(auth.tokenId, { expiresAt: new Date(now().getTime() + Limit.sessionTtlMs) });
      return token;
    },

    async endSession(auth: AuthUser) {
      await repo.revokeToken(auth.tokenId, auth.userId);
    },

    /**
     * A token the plan would refuse on every call is not handed out (the page offers the upgrade instead). Only a
     * signed-in session mints one: a leaked API token must not be able to make itself successors that outlive it.
     */
    async createApiToken(auth: AuthUser, name?: string) {
      if (auth.via !== 'session') throw AppError.forbidden('apiTokenNeedsSession');
      const userId = auth.userId;
      const user = await repo.byId(userId);
      if (!user) throw AppError.sessionExpired();
      if (!planAllowsApi(user)) throw AppError.forbidden('apiTokenPlanRequired');
      const token = newToken(API_TOKEN_PREFIX);
      const row = await repo.insertToken({
        userId,
        kind: 'api',
        tokenHash: sha256(token),
        tokenHint: token.slice(-4),
        name: name || 'API token',
      });
      return { ...toApiTokenItem(row), token };
    },

    async listApiTokens(userId: number) {
      return (await repo.listApiTokens(userId)).map(toApiTokenItem);
    },

    async revokeApiToken(userId: number, id: number) {
      if (!(await repo.revokeToken(id, userId, 'api'))) throw AppError.notFound();
    },
  } satisfies TokenResolver & Record<string, unknown>;
  return service;
}
export type SessionService = ReturnType<typeof createSessionService>;

function toApiTokenItem(row: {
  id: number;
  name: string | null;
  tokenHint: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}) {
  return {
    id: row.id,
    name: row.name ?? 'API token',
    tokenHint: row.tokenHint,
    createTime: row.createdAt.toISOString(),
    lastUsedTime: row.lastUsedAt?.toISOString() ?? null,
  };
}
