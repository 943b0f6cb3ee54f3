import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileSource, Limit, ResultCode, UserApi, downloadUrl, type TFileInfo } from '@orator/contracts';
import { files } from '../../db/schema/index';
import { api, multipartBody } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { encodePng, minimalPdf, pngClaiming } from '../../../test/png';
import { activeUser, uploadFile, uploadRaw, type ActiveUser } from '../../../test/users';

let t: TestApp;
let owner: ActiveUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await activeUser(t);
});
afterAll(() => t.close());

async function storedFilesOf(userId: number) {
  return t.ctx.database.db.select().from(files).where(eq(files.ownerId, userId));
}

/** Every stored byte under the data folder, whoever's: a refused upload must leave none behind. */
async function storedObjects(): Promise<string[]> {
  const root = path.join(t.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('file upload', () => {
  it('refuses a file name with a NUL byte with a 400, storing neither a record nor the bytes', async () => {
    const user = await activeUser(t);
    const before = await storedObjects();
    const res = await uploadRaw(t, user.token, { fileName: 'photo\u0000.png', body: encodePng(8, 8) });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('The text contains a character that is not allowed');
    expect(await storedFilesOf(user.user.id)).toEqual([]);
    expect(await storedObjects()).toEqual(before);
  });

  it('refuses a small file that claims 20000 x 20000 pixels before storing anything, whatever it is for', async () => {
    const user = await activeUser(t);
    const before = await storedObjects();
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(10_000);
    for (const source of [FileSource.UserUpload, FileSource.Background]) {
      const res = await uploadRaw(t, user.token, { fileName: 'bomb.png', body: bomb }, source);
      expect(res.code).toBe(ResultCode.BadRequest);
      expect(res.message).toBe(`The picture can be at most ${Limit.imageMaxPx} x ${Limit.imageMaxPx} pixels`);
    }
    expect(await storedFilesOf(user.user.id)).toEqual([]);
    expect(await storedObjects()).toEqual(before);
    const largest = await uploadRaw(t, user.token, { fileName: 'large.png', body: pngClaiming(Limit.imageMaxPx, 10) });
    expect(largest.code, largest.message).toBe(ResultCode.Success);
  });

  it('stores a PNG and describes it from its bytes', async () => {
    const before = Date.now();
    const body = encodePng(48, 27);
    const file = await uploadFile(t, owner.token, { fileName: 'banner.png', body, contentType: 'image/png' });
    expect(file).toEqual({
      id: expect.any(Number),
      fileName: 'banner.png',
      mimeType: 'image/png',
      size: body.length,
      source: FileSource.UserUpload,
      width: 48,
      height: 27,
      url: downloadUrl(file.id, 'banner.png'),
      createTime: expect.any(String),
    });
    expect(new Date(file.createTime).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [row] = (await storedFilesOf(owner.user.id)).filter((f) => f.id === file.id);
    expect(row!.storageKey).toMatch(new RegExp(`^users/${owner.user.id}/[0-9a-f-]{36}\\.png$`));
    expect(await t.ctx.storage.exists(row!.storageKey)).toBe(true);
  });

  it('keeps the source sent with the file', async () => {
    const file = await uploadFile(
      t,
      owner.token,
      { fileName: 'avatar.png', body: encodePng(8, 8) },
      FileSource.Generated,
    );
    expect(file.source).toBe(FileSource.Generated);
  });

  it('files an upload with an unreadable source under user uploads', async () => {
    const body = multipartBody({ source: 'not-a-number' }, { fileName: 'x.png', body: encodePng(4, 4) });
    const res = await t.call<TFileInfo>({ method: 'POST', url: api(UserApi.uploadFile), token: owner.token, ...body });
    expect(res.data.source).toBe(FileSource.UserUpload);
  });

  it('decides the kind from the bytes, not from the name', async () => {
    const file = await uploadFile(t, owner.token, {
      fileName: 'photo.jpg',
      body: encodePng(4, 4),
      contentType: 'image/jpeg',
    });
    expect(file.mimeType).toBe('image/png');
    expect(file.fileName).toBe('photo.jpg');
  });

  it('accepts a PDF without image dimensions', async () => {
    const file = await uploadFile(t, owner.token, { fileName: 'slides.pdf', body: minimalPdf() });
    expect(file).toMatchObject({ mimeType: 'application/pdf', width: null, height: null });
  });

  it('keeps only the last part of a file name with folders', async () => {
    const file = await uploadFile(t, owner.token, { fileName: '../../etc/evil.png', body: encodePng(4, 4) });
    expect(file.fileName).toBe('evil.png');
  });

  it('refuses text named like a PNG and stores nothing', async () => {
    const before = (await storedFilesOf(owner.user.id)).length;
    const res = await uploadRaw(t, owner.token, {
      fileName: 'fake.png',
      body: Buffer.from('just some text, not an image'),
      contentType: 'image/png',
    });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Upload failed');
    expect(await storedFilesOf(owner.user.id)).toHaveLength(before);
  });

  it('tells a voice tool that a text file named like an MP3 is not audio', async () => {
    for (const source of [FileSource.Narration, FileSource.VoiceSample, FileSource.AudioInput]) {
      const res = await uploadRaw(
        t,
        owner.token,
        { fileName: 'song.mp3', body: Buffer.from('lyrics, not sound'), contentType: 'audio/mpeg' },
        source,
      );
      expect(res.code).toBe(ResultCode.BadRequest);
      expect(res.message).toBe('This file is not audio. Please upload an MP3, WAV or M4A file');
    }
  });

  it('refuses a recognised kind that is not accepted, such as GIF', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    const res = await uploadRaw(t, owner.token, { fileName: 'dot.gif', body: gif });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Upload failed');
  });

  it('refuses an empty file', async () => {
    const res = await uploadRaw(t, owner.token, { fileName: 'empty.png', body: Buffer.alloc(0) });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Upload failed');
  });

  it('refuses a form without a file', async () => {
    const body = multipartBody({ source: '2' });
    const res = await t.call({ method: 'POST', url: api(UserApi.uploadFile), token: owner.token, ...body });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('Upload failed');
  });

  it('refuses a request that is not multipart', async () => {
    const res = await t.call({
      method: 'POST',
      url: api(UserApi.uploadFile),
      token: owner.token,
      payload: { file: 'abc' },
    });
    expect(res.res.statusCode).toBe(200);
    expect(res.code).toBe(ResultCode.BadRequest);
  });

  it('refuses a file over the upload limit with the limit in the message', async () => {
    const body = Buffer.concat([encodePng(4, 4), Buffer.alloc(50 * 1024 * 1024)]);
    const res = await uploadRaw(t, owner.token, { fileName: 'giant.png', body });
    expect(res.code).toBe(ResultCode.BadRequest);
    expect(res.message).toBe('The file is too large (at most 50 MB)');
  });

  it('needs a session', async () => {
    const body = multipartBody({}, { fileName: 'x.png', body: encodePng(4, 4) });
    const res = await t.call({ method: 'POST', url: api(UserApi.uploadFile), ...body });
    expect(res.code).toBe(ResultCode.SessionExpired);
  });
});
