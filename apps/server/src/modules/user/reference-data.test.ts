import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Limit, ResultCode, UserApi, type TReqIdentity } from '@orator/contracts';
import { deviceIdentities, directoryTypes } from '../../db/schema/index';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface TDirectoryType {
  code: string;
  id: number;
  pid: number;
  value: string;
  valueEn: string;
  valuePt: string;
  sort: number;
  isDelete: boolean;
}

const typeList = (code?: string) =>
  t.call<TDirectoryType[]>({ method: 'GET', url: api(UserApi.typeList), query: code === undefined ? {} : { code } });

describe('reqIdentity', () => {
  it('creates a device identity that lasts a year', async () => {
    const before = Date.now();
    const res = await t.call<TReqIdentity>({
      method: 'GET',
      url: api(UserApi.reqIdentity),
      headers: { 'user-agent': 'OratorTest/1.0' },
    });
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toEqual({
      identityId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      expireSeconds: 365 * 24 * 60 * 60,
    });

    const [row] = await t.ctx.database.db
      .select()
      .from(deviceIdentities)
      .where(eq(deviceIdentities.id, res.data.identityId));
    expect(row!.userAgent).toBe('OratorTest/1.0');
    expect(row!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + Limit.identityTtlSeconds * 1000 - 1000);
  });

  it('gives every call a new identity', async () => {
    const first = await t.call<TReqIdentity>({ method: 'GET', url: api(UserApi.reqIdentity) });
    const second = await t.call<TReqIdentity>({ method: 'GET', url: api(UserApi.reqIdentity) });
    expect(first.data.identityId).not.toBe(second.data.identityId);
  });

  it('needs no session, even when a stale token is sent', async () => {
    const res = await t.call({ method: 'GET', url: api(UserApi.reqIdentity), token: 'stale-token' });
    expect(res.code).toBe(ResultCode.Success);
  });
});

describe('type/list', () => {
  it('returns the profile-survey choices of one code in their order', async () => {
    const res = await typeList('companySize');
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data.map((row) => row.valueEn)).toEqual([
      'Just me',
      '2-10',
      '11-50',
      '51-200',
      '201-1000',
      'More than 1000',
    ]);
    expect(res.data.map((row) => row.sort)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('describes each choice with the directory-type fields, in Chinese, English and Portuguese', async () => {
    const res = await typeList('profession');
    expect(res.data).toHaveLength(6);
    // SPEC 3 names code, id, pid, value, valueEn, sort and isDelete; valuePt serves the Portuguese interface.
    for (const row of res.data) {
      expect(Object.keys(row).sort()).toEqual(['code', 'id', 'isDelete', 'pid', 'sort', 'value', 'valueEn', 'valuePt']);
    }
    expect(res.data[0]).toEqual({
      code: 'profession',
      id: expect.any(Number),
      pid: 0,
      value: '市场营销',
      valueEn: 'Marketer',
      valuePt: 'Profissional de marketing',
      sort: 0,
      isDelete: false,
    });
  });

  it.each(['profession', 'industry', 'companySize', 'videoType'])('serves the seeded %s choices', async (code) => {
    const res = await typeList(code);
    expect(res.data.length).toBeGreaterThan(0);
    expect(res.data.every((row) => row.code === code)).toBe(true);
  });

  it('returns every choice grouped by code without a code', async () => {
    const res = await typeList();
    const codes = [...new Set(res.data.map((row) => row.code))];
    expect(codes).toEqual(['companySize', 'industry', 'profession', 'videoType']);
    expect(res.data).toHaveLength(25);
  });

  it('leaves out deleted choices', async () => {
    const [first] = (await typeList('videoType')).data;
    await t.ctx.database.db.update(directoryTypes).set({ isDelete: true }).where(eq(directoryTypes.id, first!.id));
    const res = await typeList('videoType');
    expect(res.data.map((row) => row.id)).not.toContain(first!.id);
    expect(res.data).toHaveLength(5);
  });

  it('answers an empty list for an unknown code', async () => {
    const res = await typeList('favouriteColour');
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toEqual([]);
  });

  it('refuses a code longer than 64 characters', async () => {
    expect((await typeList('c'.repeat(65))).code).toBe(ResultCode.BadRequest);
  });
});
