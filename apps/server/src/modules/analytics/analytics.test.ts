import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { AnalyticsApi, ResultCode } from '@orator/contracts';
import { pageViews } from '../../db/schema/index';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { activeUser } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const latestView = async () =>
  (await t.ctx.database.db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(1))[0];

describe('page-view analytics', () => {
  it('stores a guest page view with its attribution', async () => {
    const res = await t.call({
      method: 'POST',
      url: api(AnalyticsApi.pageView),
      headers: { 'user-agent': 'e2e-agent' },
      payload: { path: '/ai/login', title: 'Log in', locale: 'pt', source: 'ads', via: 'partner' },
    });
    expect(res.code).toBe(ResultCode.Success);
    expect(await latestView()).toMatchObject({
      path: '/ai/login',
      userId: null,
      source: 'ads',
      userAgent: 'e2e-agent',
    });
  });

  it('ties a signed-in view to the user', async () => {
    const { token, user } = await activeUser(t);
    await t.call({ method: 'POST', url: api(AnalyticsApi.pageView), token, payload: { path: '/ai/workbench' } });
    expect(await latestView()).toMatchObject({ path: '/ai/workbench', userId: user.id });
  });

  it('refuses a view without a path', async () => {
    const res = await t.call({ method: 'POST', url: api(AnalyticsApi.pageView), payload: { title: 'x' } });
    expect(res.code).toBe(ResultCode.BadRequest);
  });
});
