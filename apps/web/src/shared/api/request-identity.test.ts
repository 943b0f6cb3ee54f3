import { describe, expect, it, vi } from 'vitest';
import { LocalKey, type TReqIdentity } from '@orator/contracts';
import { createRequestIdentity } from './request-identity';

function fetcher(...identities: TReqIdentity[]) {
  const fetchIdentity = vi.fn<() => Promise<TReqIdentity>>();
  for (const identity of identities) fetchIdentity.mockResolvedValueOnce(identity);
  return fetchIdentity;
}

describe('request identity', () => {
  it('fetches once and keeps the identity in localStorage until it expires', async () => {
    let now = 1_000_000;
    const fetchIdentity = fetcher({ identityId: 'a', expireSeconds: 60 }, { identityId: 'b', expireSeconds: 60 });
    const requestId = createRequestIdentity(fetchIdentity, () => now);

    expect(await requestId()).toBe('a');
    expect(JSON.parse(localStorage.getItem(LocalKey.IdentityId) ?? '')).toEqual({
      identityId: 'a',
      expiresAt: 1_060_000,
    });
    now += 59_000;
    expect(await requestId()).toBe('a');
    expect(fetchIdentity).toHaveBeenCalledOnce();

    now += 1_000;
    expect(await requestId()).toBe('b');
    expect(fetchIdentity).toHaveBeenCalledTimes(2);
  });

  it('shares one fetch between concurrent calls', async () => {
    const fetchIdentity = fetcher({ identityId: 'a', expireSeconds: 60 });
    const requestId = createRequestIdentity(fetchIdentity);
    expect(await Promise.all([requestId(), requestId(), requestId()])).toEqual(['a', 'a', 'a']);
    expect(fetchIdentity).toHaveBeenCalledOnce();
  });

  it('sends calls without an identity when it cannot be fetched, and tries again next time', async () => {
    const fetchIdentity = vi.fn<() => Promise<TReqIdentity>>();
    fetchIdentity
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ identityId: 'a', expireSeconds: 60 });
    const requestId = createRequestIdentity(fetchIdentity);
    expect(await requestId()).toBeUndefined();
    expect(await requestId()).toBe('a');
  });
});
