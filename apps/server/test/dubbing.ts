import { expect } from 'vitest';
import {
  DubbingApi,
  ResultCode,
  type TDubbingQuote,
  type TDubbingTask,
  type TTextToSpeechRequest,
} from '@orator/contracts';
import { api } from './api';
import type { TestApp } from './helper';

export const DUBBING_VOICE = 'espeak:en-US:f2';

/** A valid two-voice dubbing that tests change one field at a time. */
export function dubbingRequest(overrides: Partial<TTextToSpeechRequest> = {}): TTextToSpeechRequest {
  return {
    taskName: 'Launch voice-over',
    language: 'en-US',
    paragraphs: [
      { content: 'Welcome to the launch. [pause 1s] This is the first paragraph.', voiceId: DUBBING_VOICE },
      { content: 'And a second voice reads the second one.', voiceId: 'espeak:en-US:m3', speakRate: 1.2 },
    ],
    ...overrides,
  };
}

export function submitDubbing(t: TestApp, token: string, payload: TTextToSpeechRequest) {
  return t.call<TDubbingTask>({ method: 'POST', url: api(DubbingApi.textToSpeech), token, payload });
}

export async function submittedDubbing(t: TestApp, token: string, payload = dubbingRequest()) {
  const res = await submitDubbing(t, token, payload);
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data;
}

export function quoteDubbing(t: TestApp, token: string, payload: Omit<TTextToSpeechRequest, 'taskName'>) {
  return t.call<TDubbingQuote>({ method: 'POST', url: api(DubbingApi.queryCanSaveText2SpeechTask), token, payload });
}

export function dubbingDetail(t: TestApp, token: string, id: number) {
  return t.call<TDubbingTask>({ method: 'GET', url: `${api(DubbingApi.detail)}?id=${id}`, token });
}
