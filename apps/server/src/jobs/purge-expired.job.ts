import { and, isNotNull, lt, or } from 'drizzle-orm';
import {
  authTokens,
  captchas,
  deviceIdentities,
  loginFailures,
  oauthStates,
  rateLimitHits,
  verificationCodes,
} from '../db/schema/index';
import type { AppContext } from '../platform/context';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes codes, captchas, states, sessions and rate-limit windows that can never be used again. */
export async function purgeExpired(_data: Record<string, never>, ctx: AppContext): Promise<void> {
  const now = new Date();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const { db } = ctx.database;
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, dayAgo));
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.delete(deviceIdentities).where(lt(deviceIdentities.expiresAt, now));
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, dayAgo));
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowEndsAt, now));
  await db
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, now), and(isNotNull(authTokens.revokedAt), lt(authTokens.revokedAt, dayAgo))));
}
