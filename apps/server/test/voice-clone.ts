import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import {
  FileSource,
  PaymentApi,
  ResultCode,
  VoiceCloneApi,
  type TCheckout,
  type TSaveVoiceCloneRequest,
  type TVoiceClone,
} from '@orator/contracts';
import { encodeWav, ffmpeg } from '@orator/media';
import { servicesFor } from '../src/modules/services';
import { api } from './api';
import type { TestApp } from './helper';
import { confirmSandbox } from './money';
import { uploadFile } from './users';

const SCRIPT =
  'Good morning, and welcome to our weekly product update. Today I will walk you through three new features, ' +
  'explain why we built them, and show how they save you time. First, the new dashboard loads twice as fast. ' +
  'Second, reports can now be shared with a single link. Third, reminders arrive in your own time zone.';

/** Real speech from the offline engine, as a mono 24 kHz WAV file (about 48 KB per second). */
export async function speechWav(t: TestApp, text = SCRIPT, voiceId = 'espeak:en-US:m3'): Promise<Buffer> {
  return encodeWav(await servicesFor(t.ctx).voices.engine.synthesize(text, voiceId));
}

/** Runs ffmpeg over one input buffer and returns the output file's bytes. */
export async function transcode(input: Buffer, inputName: string, outputName: string, args: string[]) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-clone-sample-'));
  try {
    const source = path.join(dir, inputName);
    const target = path.join(dir, outputName);
    await writeFile(source, input);
    await ffmpeg(['-y', ...args.flatMap((arg) => (arg === '{in}' ? [source] : [arg])), target]);
    return await readFile(target);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `seconds` of speech: the engine's reading, looped, re-encoded as the output name's format. */
export async function speechSample(t: TestApp, seconds: number, outputName = 'sample.wav') {
  return transcode(await speechWav(t), 'speech.wav', outputName, [
    '-stream_loop',
    '-1',
    '-i',
    '{in}',
    '-t',
    String(seconds),
    '-ac',
    '1',
  ]);
}

export async function silentWav(seconds: number) {
  return transcode(Buffer.alloc(0), 'none', 'silence.wav', [
    '-f',
    'lavfi',
    '-i',
    `anullsrc=r=24000:cl=mono`,
    '-t',
    String(seconds),
    '-c:a',
    'pcm_s16le',
  ]);
}

export async function uploadSample(t: TestApp, token: string, body: Buffer, fileName = 'my-voice.wav') {
  return uploadFile(t, token, { fileName, body, contentType: 'audio/wav' }, FileSource.VoiceSample);
}

export function cloneForm(sampleFileId: number, values: Partial<TSaveVoiceCloneRequest> = {}): TSaveVoiceCloneRequest {
  return {
    kind: 'instant',
    name: 'My narrator voice',
    gender: 'male',
    language: 'en-US',
    sampleFileId,
    noticeAccepted: true,
    ...values,
  };
}

export function saveClone(t: TestApp, token: string, payload: TSaveVoiceCloneRequest) {
  return t.call<TVoiceClone>({ method: 'POST', url: api(VoiceCloneApi.saveTask), token, payload });
}

export async function savedClone(t: TestApp, token: string, payload: TSaveVoiceCloneRequest) {
  const res = await saveClone(t, token, payload);
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data;
}

export async function cloneDetail(t: TestApp, token: string, id: number) {
  const res = await t.call<TVoiceClone>({
    method: 'GET',
    url: api(VoiceCloneApi.getInfoById),
    token,
    query: { id: String(id) },
  });
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data;
}

export function payCloneOrder(t: TestApp, token: string, cloneId: number) {
  return t.call<TCheckout>({
    method: 'POST',
    url: api(PaymentApi.payUserDigitalhumanClone),
    token,
    payload: { cloneType: 'voice', cloneId },
  });
}

/** Opens the clone's order and pays it on the sandbox page, as the browser does. */
export async function payClone(t: TestApp, token: string, cloneId: number) {
  const checkout = await payCloneOrder(t, token, cloneId);
  expect(checkout.code, checkout.message).toBe(ResultCode.Success);
  const paid = await confirmSandbox(t, token, checkout.data.orderNo);
  expect(paid.code, paid.message).toBe(ResultCode.Success);
  return paid.data;
}
