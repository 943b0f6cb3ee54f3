import { expect } from 'vitest';
import {
  FaceSwapApi,
  FileSource,
  ResultCode,
  type TFaceSwapFace,
  type TFaceSwapPermission,
  type TFaceSwapSaveRequest,
  type TFaceSwapTask,
} from '@orator/contracts';
import { api, multipartBody } from '../../../test/api';
import type { TestApp } from '../../../test/helper';
import { uploadFile } from '../../../test/users';
import { servicesFor } from '../services';
import { checkFaceSwapFace } from './check-face.job';

/** The calls the face-swap tests make, as the page makes them. */
export function faceSwapClient(t: TestApp, token: string) {
  const get = <T>(url: string, locale = 'en') =>
    t.call<T>({ method: 'GET', url: api(url), token, headers: { Language: locale } });
  const post = <T>(url: string, payload: object, locale = 'en') =>
    t.call<T>({ method: 'POST', url: api(url), token, payload, headers: { Language: locale } });
  return {
    get,
    post,
    uploadVideo(body: Buffer, fields: Record<string, string> = {}, fileName = 'clip.mp4') {
      const form = multipartBody(fields, { fileName, body, contentType: 'video/mp4' });
      return t.call<TFaceSwapTask>({
        method: 'POST',
        url: api(FaceSwapApi.uploadVideo),
        token,
        headers: form.headers,
        payload: form.payload,
      });
    },
    /** Uploads a photo, puts it in the library and runs its check as the worker would. */
    async libraryFace(photo: Buffer, name = 'Me') {
      const file = await uploadFile(t, token, { fileName: `${name}.jpg`, body: photo }, FileSource.FaceSwapFace);
      const added = await post<TFaceSwapFace>(FaceSwapApi.avatarCheckFace, { fileId: file.id, name });
      expect(added.code, added.message).toBe(ResultCode.Success);
      expect(added.data.state).toBe('checking');
      await checkFaceSwapFace({ faceId: added.data.id }, t.ctx);
      return (await get<TFaceSwapFace>(`${FaceSwapApi.avatarCheckFaceProgress}?id=${added.data.id}`)).data;
    },
    info: (id: number) => get<TFaceSwapTask>(`${FaceSwapApi.taskInfo}?id=${id}`),
    save: (payload: TFaceSwapSaveRequest) => post<TFaceSwapTask>(FaceSwapApi.taskSave, payload),
    permission: (mode: 'single' | 'multi', id?: number) =>
      get<TFaceSwapPermission>(`${FaceSwapApi.isPermissionSubmit}?mode=${mode}${id ? `&id=${id}` : ''}`),
  };
}

/**
 * A task whose analysis found one person, written as the analysis job leaves it: for the charging rules, which do
 * not depend on what the video shows. The thumbnail is any file of the owner.
 */
export async function readyTask(t: TestApp, ownerId: number, thumbnailFileId: number, durationSec: number) {
  return servicesFor(t.ctx).faceSwapRepo.insertTask({
    ownerId,
    name: 'Seeded',
    mode: 'single',
    stage: 'ready',
    progress: 100,
    durationSec,
    width: 320,
    height: 240,
    people: [{ id: 'person-1', thumbnailFileId, secondsSeen: durationSec, firstSeenSec: 0 }],
    mapping: {},
    locale: 'en',
  });
}
