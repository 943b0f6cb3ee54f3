import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import {
  ResultCode,
  VideoTranslationApi,
  type TTranscribeRequest,
  type TVideoTranslationSubmitRequest,
  type TVideoTranslationTask,
} from '@orator/contracts';
import { ffmpeg } from '@orator/media';
import { makeTalkingHeadVideo, type TalkingHeadOptions } from '@orator/media/testing';
import { api, multipartBody } from './api';
import type { TestApp } from './helper';

/** The English talking head of the media fixtures, with its audio track tagged as English as a camera would. */
export async function englishTalkingHead(options: TalkingHeadOptions = {}): Promise<Buffer> {
  const video = await makeTalkingHeadVideo(options);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-translation-fixture-'));
  try {
    await writeFile(path.join(dir, 'in.mp4'), video);
    await ffmpeg([
      '-i',
      path.join(dir, 'in.mp4'),
      '-c',
      'copy',
      '-metadata:s:a:0',
      'language=eng',
      path.join(dir, 'out.mp4'),
    ]);
    return await readFile(path.join(dir, 'out.mp4'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function uploadTranslationVideo(
  t: TestApp,
  token: string,
  body: Buffer,
  fileName = 'talk.mp4',
  taskName?: string,
) {
  const form = multipartBody(taskName ? { taskName } : {}, { fileName, body, contentType: 'video/mp4' });
  return t.call<TVideoTranslationTask>({
    method: 'POST',
    url: api(VideoTranslationApi.uploadVideo),
    token,
    headers: form.headers,
    payload: form.payload,
  });
}

export async function uploadedTranslation(t: TestApp, token: string, body: Buffer) {
  const res = await uploadTranslationVideo(t, token, body);
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data;
}

export function translationCall<T = TVideoTranslationTask>(
  t: TestApp,
  token: string,
  route: keyof typeof VideoTranslationApi,
  payload: object,
  locale = 'en',
) {
  return t.call<T>({
    method: 'POST',
    url: api(VideoTranslationApi[route]),
    token,
    payload,
    headers: { Language: locale },
  });
}

export async function translationDetail(t: TestApp, token: string, id: number) {
  const res = await t.call<TVideoTranslationTask>({
    method: 'GET',
    url: `${api(VideoTranslationApi.detail)}?id=${id}`,
    token,
  });
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data;
}

export async function transcribed(t: TestApp, token: string, payload: TTranscribeRequest) {
  const res = await translationCall(t, token, 'transcribe', payload);
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data;
}

export async function submitted(t: TestApp, token: string, payload: TVideoTranslationSubmitRequest) {
  const res = await translationCall(t, token, 'submit', payload);
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data;
}
