import { describe, expect, it } from 'vitest';
import { UserApi } from '@orator/contracts';
import { aUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { readRefreshTime, writeRefreshTime, writeUserInfo } from '../storage/local-values';
import { isRenewalDue, renewLoginIfDue } from './renew-login';

const HOUR_MS = 3_600_000;

describe('isRenewalDue', () => {
  it('is due after more than an hour, or when no renewal was recorded', () => {
    expect(isRenewalDue(undefined, 0)).toBe(true);
    expect(isRenewalDue(0, HOUR_MS)).toBe(false);
    expect(isRenewalDue(0, HOUR_MS + 1)).toBe(true);
  });
});

describe('renewLoginIfDue', () => {
  function signIn(lastRenewedAt: number) {
    writeUserInfo(aUser());
    writeRefreshTime(7, lastRenewedAt);
    mockApi.on('POST', UserApi.loginRenewal, { code: 200, data: null });
  }

  it('asks for a renewal of the cookie’s session after an hour, naming no token, and records it', async () => {
    signIn(1_000);
    await renewLoginIfDue(1_000 + HOUR_MS + 1);

    expect(mockApi.requestsTo(UserApi.loginRenewal)[0]?.body).toEqual({});
    expect(readRefreshTime(7)).toBe(1_000 + HOUR_MS + 1);
  });

  it('waits while the last renewal is less than an hour old', async () => {
    signIn(1_000);
    await renewLoginIfDue(1_000 + HOUR_MS);
    expect(mockApi.requestsTo(UserApi.loginRenewal)).toHaveLength(0);
  });

  it('does nothing for a guest', async () => {
    await renewLoginIfDue(Date.now());
    expect(mockApi.requestsTo(UserApi.loginRenewal)).toHaveLength(0);
  });
});
