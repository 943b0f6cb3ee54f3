import { expect } from 'vitest';
import { ResultCode, TaskApi, type TSaveTaskRequest, type TVideoTask } from '@orator/contracts';
import { api } from './api';
import type { TestApp } from './helper';

/** A script of about 12 seconds that passes every rule of SPEC 5. */
export const ENGLISH_SCRIPT =
  'Welcome to our product tour. Today I will show you how easy it is to create a video with a digital presenter.';

/** A valid submission that tests change one field at a time. */
export function videoTask(overrides: Partial<TSaveTaskRequest> = {}): TSaveTaskRequest {
  return {
    taskName: 'Product tour',
    digitalHumanId: 'stock-0001',
    inputMode: 'text',
    copyContent: ENGLISH_SCRIPT,
    speech: { voiceId: 'espeak:en-US:f2', speakRate: 1, speakPitch: 1, volume: 1 },
    ratio: '16:9',
    resolution: 720,
    ...overrides,
  };
}

export function saveTask(t: TestApp, token: string, payload: TSaveTaskRequest) {
  return t.call<TVideoTask>({ method: 'POST', url: api(TaskApi.saveTask), token, payload });
}

export async function savedTask(t: TestApp, token: string, payload: TSaveTaskRequest = videoTask()) {
  const res = await saveTask(t, token, payload);
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data;
}

export async function taskDetail(t: TestApp, token: string, id: number) {
  const res = await t.call<TVideoTask>({ method: 'GET', url: `${api(TaskApi.detailUpgrade)}?id=${id}`, token });
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data;
}
