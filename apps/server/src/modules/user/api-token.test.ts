import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, UserApi, type TApiTokenItem, type TPlan, type TUserInfo } from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { activeUser, setUser, tokenRow, userInfo, type ActiveUser } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TNewApiToken = TApiTokenItem & { token: string };

const generate = (token: string, name?: string) =>
  t.call<TNewApiToken>({
    method: 'GET',
    url: api(UserApi.generateToken),
    token,
    query: name === undefined ? {} : { name },
  });

const listTokens = (token: string) => t.call<TApiTokenItem[]>({ method: 'GET', url: api(UserApi.getToken), token });

const revoke = (token: string, id: unknown) =>
  t.call({ method: 'POST', url: api(UserApi.revokeToken), token, payload: { id } });

const withApiToken = (apiToken: string, headers: Record<string, string> = {}) =>
  t.call<TUserInfo>({ method: 'POST', url: api(UserApi.userInfoDetail), headers: { apiToken, ...headers } });

async function userOnPlan(plan: TPlan): Promise<ActiveUser> {
  const user = await activeUser(t);
  await setUser(t, user.user.id, plan === 'free' ? { plan } : { plan, subscriptionStatus: 45 });
  return user;
}

describe('generateToken', () => {
  it('returns a new API token once, with its description', async () => {
    const { token } = await userOnPlan('pro');
    const res = await generate(token, 'CI pipeline');
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toEqual({
      id: expect.any(Number),
      name: 'CI pipeline',
      tokenHint: res.data.token.slice(-4),
      createTime: expect.any(String),
      lastUsedTime: null,
      token: expect.stringMatching(/^ork_[A-Za-z0-9_-]{43}$/),
    });
  });

  it('stores only a hash of the token', async () => {
    const { token } = await userOnPlan('pro');
    const { data } = await generate(token);
    const row = await tokenRow(t, data.token);
    expect(row).toMatchObject({ id: data.id, kind: 'api', expiresAt: null });
    expect(Object.values(row)).not.toContain(data.token);
  });

  it('names an unnamed token "API token"', async () => {
    const { token } = await userOnPlan('enterprise');
    expect((await generate(token)).data.name).toBe('API token');
  });

  it('refuses a name over 64 characters', async () => {
    const { token } = await userOnPlan('pro');
    expect((await generate(token, 'n'.repeat(65))).code).toBe(ResultCode.BadRequest);
  });

  it.each(['free', 'standard'] as const)(
    'refuses a token to a %s user, whose plan would refuse every call, and says why',
    async (plan) => {
      const { token } = await userOnPlan(plan);
      const res = await generate(token, 'Shop');
      expect(res.code).toBe(ResultCode.Forbidden);
      expect(res.message).toBe('API tokens need a Pro or Enterprise plan: upgrade your plan to create one');
      expect((await listTokens(token)).data).toEqual([]);
    },
  );

  it('refuses a token once a cancelled Pro plan has run out, in the language of the request', async () => {
    const user = await userOnPlan('pro');
    await setUser(t, user.user.id, { subscriptionStatus: 47, vipExpireTime: new Date(Date.now() - 1000) });
    const res = await t.call({
      method: 'GET',
      url: api(UserApi.generateToken),
      token: user.token,
      headers: { Language: 'zh' },
    });
    expect(res.code).toBe(ResultCode.Forbidden);
    expect(res.message).toBe('API 令牌需要专业版或企业版套餐：请升级套餐后再创建');
  });

  it('needs a session', async () => {
    expect((await generate('')).code).toBe(ResultCode.SessionExpired);
  });
});

describe('getToken', () => {
  it('lists the live tokens, newest first, without their secret', async () => {
    const { token } = await userOnPlan('pro');
    const first = (await generate(token, 'first')).data;
    const second = (await generate(token, 'second')).data;
    const res = await listTokens(token);
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data.map((item) => item.id).sort()).toEqual([first.id, second.id].sort());
    for (const item of res.data) {
      expect(Object.keys(item).sort()).toEqual(['createTime', 'id', 'lastUsedTime', 'name', 'tokenHint']);
      expect(item.tokenHint).toHaveLength(4);
    }
    expect(JSON.stringify(res.data)).not.toContain(first.token);
    expect(JSON.stringify(res.data)).not.toContain(second.token);
  });

  it('shows neither session tokens nor other users tokens', async () => {
    const mine = await userOnPlan('pro');
    const theirs = await userOnPlan('pro');
    await generate(theirs.token, 'theirs');
    expect((await listTokens(mine.token)).data).toEqual([]);
  });
});

describe('the apiToken header', () => {
  it.each(['pro', 'enterprise'] as const)('lets a %s user call the API', async (plan) => {
    const user = await userOnPlan(plan);
    const { data } = await generate(user.token);
    const res = await withApiToken(data.token);
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data.id).toBe(user.user.id);
  });

  it.each(['free', 'standard'] as const)('refuses the API to a user now on %s with code 403', async (plan) => {
    const user = await userOnPlan('pro');
    const { data } = await generate(user.token);
    await setUser(t, user.user.id, { plan });
    const res = await withApiToken(data.token);
    expect(res.code).toBe(ResultCode.Forbidden);
    expect(res.message).toBe('API access requires a Pro or Enterprise plan');
  });

  it('refuses the API once a cancelled Pro plan has run out', async () => {
    const user = await userOnPlan('pro');
    const { data } = await t.call<{ token: string }>({
      method: 'GET',
      url: api(UserApi.generateToken),
      token: user.token,
    });
    await setUser(t, user.user.id, { subscriptionStatus: 47, vipExpireTime: new Date(Date.now() - 1000) });
    const res = await withApiToken(data.token);
    expect(res.code).toBe(ResultCode.Forbidden);
  });

  it('explains the plan requirement in Portuguese', async () => {
    const user = await userOnPlan('pro');
    const { data } = await generate(user.token);
    await setUser(t, user.user.id, { plan: 'free' });
    expect((await withApiToken(data.token, { Language: 'pt' })).message).toBe(
      'O acesso à API requer um plano Pro ou Enterprise',
    );
  });

  it('stops working after a downgrade', async () => {
    const user = await userOnPlan('pro');
    const { data } = await generate(user.token);
    expect((await withApiToken(data.token)).code).toBe(ResultCode.Success);
    await setUser(t, user.user.id, { plan: 'free' });
    expect((await withApiToken(data.token)).code).toBe(ResultCode.Forbidden);
  });

  it('records when the token was last used', async () => {
    const user = await userOnPlan('pro');
    const { data } = await generate(user.token);
    await withApiToken(data.token);
    const [item] = (await listTokens(user.token)).data;
    expect(item!.lastUsedTime).toEqual(expect.any(String));
  });

  it('is not accepted as a session token', async () => {
    const user = await userOnPlan('pro');
    const { data } = await generate(user.token);
    expect((await userInfo(t, data.token)).code).toBe(ResultCode.SessionExpired);
    const renewal = await t.call({
      method: 'POST',
      url: api(UserApi.loginRenewal),
      payload: { aigctoken: Buffer.from(data.token).toString('base64') },
    });
    expect(renewal.code).toBe(ResultCode.SessionExpired);
  });

  it('does not accept a session token', async () => {
    const user = await userOnPlan('pro');
    expect((await withApiToken(user.token)).code).toBe(ResultCode.SessionExpired);
  });

  it('answers 405 for an unknown API token', async () => {
    expect((await withApiToken('ork_unknown')).code).toBe(ResultCode.SessionExpired);
  });

  it('stops working for a disabled account', async () => {
    const user = await userOnPlan('pro');
    const { data } = await generate(user.token);
    await setUser(t, user.user.id, { status: 'disabled' });
    expect((await withApiToken(data.token)).code).toBe(ResultCode.SessionExpired);
  });
});

describe('revokeToken', () => {
  it('stops the token from working and removes it from the list', async () => {
    const user = await userOnPlan('pro');
    const { data } = await generate(user.token);
    const res = await revoke(user.token, data.id);
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toBeNull();
    expect((await withApiToken(data.token)).code).toBe(ResultCode.SessionExpired);
    expect((await listTokens(user.token)).data).toEqual([]);
  });

  it("cannot revoke another user's token", async () => {
    const owner = await userOnPlan('pro');
    const other = await activeUser(t);
    const { data } = await generate(owner.token);
    const res = await revoke(other.token, data.id);
    expect(res.code).toBe(ResultCode.NotFound);
    expect((await withApiToken(data.token)).code).toBe(ResultCode.Success);
  });

  it('answers 404 for the id of a session, which is not an API token', async () => {
    const user = await activeUser(t);
    const sessionId = (await tokenRow(t, user.token)).id;
    expect((await revoke(user.token, sessionId)).code).toBe(ResultCode.NotFound);
    expect((await userInfo(t, user.token)).code).toBe(ResultCode.Success);
  });

  it('answers 404 for a token revoked before', async () => {
    const user = await userOnPlan('pro');
    const { data } = await generate(user.token);
    await revoke(user.token, data.id);
    expect((await revoke(user.token, data.id)).code).toBe(ResultCode.NotFound);
  });

  it.each([0, -1, 'one'])('refuses the id %j', async (id) => {
    const user = await activeUser(t);
    expect((await revoke(user.token, id)).code).toBe(ResultCode.BadRequest);
  });
});

describe('checkApiPermission', () => {
  it.each([
    ['free', false],
    ['standard', false],
    ['pro', true],
    ['enterprise', true],
  ] as const)('reports the API permission of a %s user', async (plan, hasPermission) => {
    const user = await userOnPlan(plan);
    const res = await t.call({ method: 'GET', url: api(UserApi.checkApiPermission), token: user.token });
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toEqual({ hasPermission, plan });
  });

  it('needs a session', async () => {
    const res = await t.call({ method: 'GET', url: api(UserApi.checkApiPermission) });
    expect(res.code).toBe(ResultCode.SessionExpired);
  });
});
