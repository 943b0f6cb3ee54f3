import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileSource, ResultCode, UserApi, downloadUrl, type TFileInfo, type TPage } from '@orator/contracts';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { encodePng } from '../../../test/png';
import { activeUser, uploadFile, type ActiveUser } from '../../../test/users';

let t: TestApp;
let owner: ActiveUser;
let stranger: ActiveUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await activeUser(t);
  stranger = await activeUser(t);
});
afterAll(() => t.close());

const find = (token: string, id: unknown) =>
  t.call<TFileInfo>({ method: 'GET', url: api(UserApi.findFileById), token, query: { id: String(id) } });

const list = (token: string, payload: Record<string, unknown>) =>
  t.call<TPage<TFileInfo>>({ method: 'POST', url: api(UserApi.fileListBySource), token, payload });

const rename = (token: string, payload: Record<string, unknown>) =>
  t.call<TFileInfo>({ method: 'POST', url: api(UserApi.updateFile), token, payload });

const png = (name: string) => ({ fileName: name, body: encodePng(6, 6) });

describe('findFileById', () => {
  it('returns the record of an own file', async () => {
    const uploaded = await uploadFile(t, owner.token, png('find-me.png'));
    const res = await find(owner.token, uploaded.id);
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toEqual(uploaded);
  });

  it("answers 404 for another user's file", async () => {
    const uploaded = await uploadFile(t, owner.token, png('private.png'));
    const res = await find(stranger.token, uploaded.id);
    expect(res.code).toBe(ResultCode.NotFound);
    expect(res.data).toBeNull();
    expect(res.message).toBe('Not found');
  });

  it('answers 404 for an id that does not exist', async () => {
    expect((await find(owner.token, 999_999)).code).toBe(ResultCode.NotFound);
  });

  it.each(['abc', '0', '-4', '1.5'])('refuses the id %j', async (id) => {
    expect((await find(owner.token, id)).code).toBe(ResultCode.BadRequest);
  });

  it('refuses a request without an id', async () => {
    const res = await t.call({ method: 'GET', url: api(UserApi.findFileById), token: owner.token });
    expect(res.code).toBe(ResultCode.BadRequest);
  });

  it('needs a session', async () => {
    expect((await find('', 1)).code).toBe(ResultCode.SessionExpired);
  });
});

describe('fileListBySource', () => {
  let pager: ActiveUser;
  let generated: TFileInfo[];
  beforeAll(async () => {
    pager = await activeUser(t);
    generated = [];
    for (const name of ['one.png', 'two.png', 'three.png']) {
      generated.push(await uploadFile(t, pager.token, png(name), FileSource.Generated));
    }
    await uploadFile(t, pager.token, png('other-source.png'), FileSource.UserUpload);
    await uploadFile(t, stranger.token, png('stranger.png'), FileSource.Generated);
  });

  it('pages through the files of one source, newest first', async () => {
    const first = await list(pager.token, { source: FileSource.Generated, current: 1, size: 2 });
    expect(first.code).toBe(ResultCode.Success);
    expect(first.data).toMatchObject({ total: 3, current: 1, size: 2 });
    expect(first.data.records.map((f) => f.fileName)).toEqual(['three.png', 'two.png']);

    const second = await list(pager.token, { source: FileSource.Generated, current: 2, size: 2 });
    expect(second.data).toMatchObject({ total: 3, current: 2, size: 2 });
    expect(second.data.records).toEqual([generated[0]]);
  });

  it('answers an empty page past the end with the total', async () => {
    const res = await list(pager.token, { source: FileSource.Generated, current: 3, size: 2 });
    expect(res.data).toEqual({ records: [], total: 3, current: 3, size: 2 });
  });

  it('uses the first page of 20 by default', async () => {
    const res = await list(pager.token, { source: FileSource.Generated });
    expect(res.data).toMatchObject({ total: 3, current: 1, size: 20 });
    expect(res.data.records).toHaveLength(3);
  });

  it('lists only the caller own files of that source', async () => {
    const res = await list(pager.token, { source: FileSource.UserUpload });
    expect(res.data.records.map((f) => f.fileName)).toEqual(['other-source.png']);
    const empty = await list(pager.token, { source: FileSource.ProfileAvatar });
    expect(empty.data).toMatchObject({ records: [], total: 0 });
  });

  it.each([
    ['a page size over 100', { source: 2, size: 101 }],
    ['page 0', { source: 2, current: 0 }],
    ['a missing source', {}],
    ['a source given as text', { source: 'two' }],
    ['a negative page size', { source: 2, size: -1 }],
  ])('refuses %s', async (_case, payload) => {
    const res = await list(pager.token, payload);
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toMatch(/^Invalid request: /);
  });

  it('needs a session', async () => {
    expect((await list('', { source: 2 })).code).toBe(ResultCode.SessionExpired);
  });
});

describe('updateFile', () => {
  it('renames an own file and its download link', async () => {
    const uploaded = await uploadFile(t, owner.token, png('draft.png'));
    const res = await rename(owner.token, { id: uploaded.id, fileName: '  Final cover.png ' });
    expect(res.code).toBe(ResultCode.Success);
    expect(res.data).toEqual({
      ...uploaded,
      fileName: 'Final cover.png',
      url: downloadUrl(uploaded.id, 'Final cover.png'),
    });
    expect((await find(owner.token, uploaded.id)).data.fileName).toBe('Final cover.png');
  });

  it("answers 404 for another user's file and leaves its name", async () => {
    const uploaded = await uploadFile(t, owner.token, png('keep-name.png'));
    const res = await rename(stranger.token, { id: uploaded.id, fileName: 'stolen.png' });
    expect(res.code).toBe(ResultCode.NotFound);
    expect((await find(owner.token, uploaded.id)).data.fileName).toBe('keep-name.png');
  });

  it.each([
    ['a blank name', { fileName: '   ' }],
    ['a name over 200 characters', { fileName: `${'n'.repeat(201)}.png` }],
    ['a missing name', {}],
  ])('refuses %s', async (_case, change) => {
    const uploaded = await uploadFile(t, owner.token, png('bad-rename.png'));
    const res = await rename(owner.token, { id: uploaded.id, ...change });
    expect(res.code).toBe(ResultCode.BadRequest);
  });

  it('refuses a missing id', async () => {
    expect((await rename(owner.token, { fileName: 'x.png' })).code).toBe(ResultCode.BadRequest);
  });

  it('needs a session', async () => {
    expect((await rename('', { id: 1, fileName: 'x.png' })).code).toBe(ResultCode.SessionExpired);
  });
});
