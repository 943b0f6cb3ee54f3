import type { TReqIdentity } from '@orator/contracts';
import { readIdentity, writeIdentity } from '../storage/local-values';

const MS_PER_SECOND = 1000;

/**
 * The device identity sent as the request-id header (SPEC 7), kept in localStorage until its expiry.
 * Concurrent callers share one fetch. The identity only helps the server trace a device, so a failed
 * fetch sends calls without it rather than failing them.
 */
export function createRequestIdentity(
  fetchIdentity: () => Promise<TReqIdentity>,
  now: () => number = Date.now,
): () => Promise<string | undefined> {
  let pending: Promise<string | undefined> | undefined;

  async function fetchAndStore(): Promise<string | undefined> {
    try {
      const identity = await fetchIdentity();
      writeIdentity({ identityId: identity.identityId, expiresAt: now() + identity.expireSeconds * MS_PER_SECOND });
      return identity.identityId;
    } catch {
      return undefined;
    } finally {
      pending = undefined;
    }
  }

  return () => {
    const stored = readIdentity();
    if (stored && stored.expiresAt > now()) return Promise.resolve(stored.identityId);
    pending ??= fetchAndStore();
    return pending;
  };
}
