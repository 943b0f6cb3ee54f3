import { expect } from 'vitest';
import { ResultCode, SlidesApi, TaskStatus, type TSlideImportProgress } from '@orator/contracts';
import { importSlideDeck } from '../src/modules/slides/import-slides.job';
import { api, multipartBody } from './api';
import type { TestApp } from './helper';

export function uploadSlides(t: TestApp, token: string, fileName: string, body: Buffer, locale = 'en') {
  const form = multipartBody({}, { fileName, body });
  return t.call<TSlideImportProgress>({
    method: 'POST',
    url: api(SlidesApi.upload),
    token,
    headers: { ...form.headers, Language: locale },
    payload: form.payload,
  });
}

/** Uploads a deck and runs its import job, as the worker would: the import's id. */
export async function importedSlides(t: TestApp, token: string, fileName: string, body: Buffer): Promise<number> {
  const res = await uploadSlides(t, token, fileName, body);
  expect(res.code, res.message).toBe(ResultCode.Success);
  expect(res.data).toMatchObject({ status: TaskStatus.Queued, stage: 'queued', progress: 0 });
  await importSlideDeck({ importId: res.data.id }, t.ctx);
  return res.data.id;
}
