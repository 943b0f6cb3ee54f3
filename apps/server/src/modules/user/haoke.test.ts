import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, UserApi } from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { activeUser } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ haokeSources: ['haoke-br', 'parceiro'] });
});
afterAll(() => t.close());

const isHaoKe = (token: string) =>
  t.call<{ isHaoKe: boolean }>({ method: 'POST', url: api(UserApi.isHaoKeForBaXi), token });

describe('isHaoKeForBaXi', () => {
  it.each(['haoke-br', 'parceiro'])('is true for a user who signed up from the partner source %s', async (source) => {
    const { token } = await activeUser(t, { source });
    const res = await isHaoKe(token);
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toEqual({ isHaoKe: true });
  });

  it('is false for a user from another source', async () => {
    const { token } = await activeUser(t, { source: 'google-ads' });
    expect((await isHaoKe(token)).data).toEqual({ isHaoKe: false });
  });

  it('is false for the default partner source when the configuration names others', async () => {
    const { token } = await activeUser(t, { source: 'haoke' });
    expect((await isHaoKe(token)).data).toEqual({ isHaoKe: false });
  });

  it('is false for a user without a source', async () => {
    const { token } = await activeUser(t);
    expect((await isHaoKe(token)).data).toEqual({ isHaoKe: false });
  });

  it('needs a session', async () => {
    expect((await t.call({ method: 'POST', url: api(UserApi.isHaoKeForBaXi) })).code).toBe(ResultCode.SessionExpired);
  });
});
