import fsp from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, UserApi, encodeFileId } from '@orator/contracts';
import { files } from '../../db/schema/index';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { encodePng, minimalPdf } from '../../../test/png';
import { activeUser, uploadFile, type ActiveUser } from '../../../test/users';

let t: TestApp;
let owner: ActiveUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await activeUser(t);
});
afterAll(() => t.close());

const download = (query: Record<string, string>, auth: { token?: string; cookie?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url: api(UserApi.downloadFileById),
    query,
    headers: auth.token ? { aigcToken: auth.token } : {},
    cookies: auth.cookie ? { token: auth.cookie } : {},
  });

describe('downloadFileById', () => {
  it('streams the exact bytes with type, length and an attachment name', async () => {
    const body = encodePng(33, 33);
    const file = await uploadFile(t, owner.token, { fileName: 'logo.png', body });
    const res = await download({ fileId: encodeFileId(file.id) }, { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(body.length));
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''logo.png");
    expect(res.rawPayload.equals(body)).toBe(true);
  });

  it('follows the url in the file record', async () => {
    const body = minimalPdf();
    const file = await uploadFile(t, owner.token, { fileName: 'deck.pdf', body });
    const res = await t.app.inject({ method: 'GET', url: file.url, headers: { aigcToken: owner.token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(body)).toBe(true);
  });

  it('names the attachment after the fileName parameter, encoded for any script', async () => {
    const file = await uploadFile(t, owner.token, { fileName: 'a.png', body: encodePng(2, 2) });
    const res = await download(
      { fileId: encodeFileId(file.id), fileName: 'résumé final 头像.png' },
      { token: owner.token },
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('résumé final 头像.png')}`,
    );
  });

  it('works with the token cookie alone, as a plain browser link does', async () => {
    const body = encodePng(5, 5);
    const file = await uploadFile(t, owner.token, { fileName: 'cookie.png', body });
    const res = await download({ fileId: encodeFileId(file.id) }, { cookie: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(body)).toBe(true);
  });

  it("refuses another user's file with a 404 envelope", async () => {
    const file = await uploadFile(t, owner.token, { fileName: 'secret.png', body: encodePng(3, 3) });
    const stranger = await activeUser(t);
    const res = await download({ fileId: encodeFileId(file.id) }, { token: stranger.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: ResultCode.NotFound, data: null, message: 'Not found' });
  });

  it('answers 405 without a session', async () => {
    const file = await uploadFile(t, owner.token, { fileName: 'nobody.png', body: encodePng(3, 3) });
    const res = await download({ fileId: encodeFileId(file.id) });
    expect(res.json()).toMatchObject({ code: ResultCode.SessionExpired });
  });

  it.each([
    ['not base64 of a number', 'bm90LWEtbnVtYmVy'],
    ['zero', encodeFileId(0)],
    ['an id that does not exist', encodeFileId(424242)],
    ['garbage', '%%%'],
  ])('answers 404 for a file id that is %s', async (_case, fileId) => {
    const res = await download({ fileId }, { token: owner.token });
    expect(res.json()).toMatchObject({ code: ResultCode.NotFound });
  });

  it('refuses a request without a file id', async () => {
    const res = await download({}, { token: owner.token });
    expect(res.json()).toMatchObject({ code: ResultCode.BadRequest });
  });

  it('answers HTTP 500 without details when the stored bytes are gone', async () => {
    const file = await uploadFile(t, owner.token, { fileName: 'lost.png', body: encodePng(3, 3) });
    const [row] = await t.ctx.database.db.select().from(files).where(eq(files.id, file.id));
    await fsp.rm(path.join(t.dataDir, 'files', row!.storageKey));

    const res = await download({ fileId: encodeFileId(file.id) }, { token: owner.token });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: ResultCode.ServerError,
      data: null,
      message: 'Something went wrong on our side, please try again',
    });
    expect(res.body).not.toMatch(/ENOENT|users\/|\.png|stack/i);
  });
});
