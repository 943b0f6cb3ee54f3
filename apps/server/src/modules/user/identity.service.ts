import { randomUUID } from 'node:crypto';
import { Limit, type TReqIdentity } from '@orator/contracts';
import { deviceIdentities } from '../../db/schema/index';
import type { Db } from '../../platform/db';

/** Device identities: the web app sends this id as its request-id header and in the OAuth state. */
export function createIdentityService(db: Db, now: () => Date = () => new Date()) {
  return {
    async create(userAgent: string | null): Promise<TReqIdentity> {
      const identityId = randomUUID();
      await db.insert(deviceIdentities).values({
        id: identityId,
        userAgent: userAgent?.slice(0, 500) ?? null,
        expiresAt: new Date(now().getTime() + Limit.identityTtlSeconds * 1000),
      });
      return { identityId, expireSeconds: Limit.identityTtlSeconds };
    },
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
