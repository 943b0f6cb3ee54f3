import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ResultCode,
  SHOWCASE_LINES,
  ShowcaseApi,
  VoiceApi,
  type TPage,
  type TShowcaseExample,
  type TVoice,
} from '@orator/contracts';
import { ffmpeg, probe, voiceSampleText } from '@orator/media';
import { pino } from 'pino';
import sharp from 'sharp';
import { api } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/helper';
import { createDiskStorage } from '../../platform/storage/disk-storage';
import { servicesFor } from '../services';
import { showcaseFor } from './showcase-runner';
import { createShowcaseService } from './showcase.service';

/** One site language and its voice: three examples, made in seconds. */
const PORTUGUESE = { locales: ['pt'], sampleLanguages: ['pt-BR'] } as const;

let t: TestApp;
let scratch: string;
beforeAll(async () => {
  t = await createTestApp();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'orator-showcase-test-'));
});
afterAll(async () => {
  await t.close();
  await rm(scratch, { recursive: true, force: true });
});

const list = () => t.call<TShowcaseExample[]>({ method: 'GET', url: api(ShowcaseApi.list) });

let downloads = 0;
/** A file as a visitor's browser gets it, kept on disk for ffprobe. */
async function download(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  const file = path.join(scratch, `download-${(downloads += 1)}`);
  await writeFile(file, res.rawPayload);
  return { res, file };
}

/** Loudness every 20 ms of a file's speech at 16 kHz: what the words and pauses look like over time. */
async function envelope(file: string): Promise<number[]> {
  const { stdout } = await ffmpeg(['-i', file, '-ac', '1', '-ar', '16000', '-f', 's16le', '-']);
  const samples = new Int16Array(stdout.buffer, stdout.byteOffset, Math.floor(stdout.length / 2));
  const frame = 320;
  const rms: number[] = [];
  for (let start = 0; start + frame <= samples.length; start += frame) {
    let sum = 0;
    for (let i = start; i < start + frame; i += 1) sum += samples[i]! ** 2;
    rms.push(Math.sqrt(sum / frame));
  }
  return rms;
}

/** Pearson's r of two envelopes over the length of the shorter. */
function correlation(a: number[], b: number[]): number {
  const n = Math.min(a.length, b.length);
  const mean = (values: number[]) => values.slice(0, n).reduce((sum, value) => sum + value, 0) / n;
  const [ma, mb] = [mean(a), mean(b)];
  let [ab, aa, bb] = [0, 0, 0];
  for (let i = 0; i < n; i += 1) {
    ab += (a[i]! - ma) * (b[i]! - mb);
    aa += (a[i]! - ma) ** 2;
    bb += (b[i]! - mb) ** 2;
  }
  return ab / Math.sqrt(aa * bb);
}

/** The voice the voice library offers first for a language, and its sample as the library serves it. */
async function librarySample(language: string) {
  const res = await t.call<TPage<TVoice>>({
    method: 'POST',
    url: api(VoiceApi.queryVoicePagePosNoLogin),
    payload: { language, size: 100 },
  });
  const voice = res.data.records.find((candidate) => candidate.engine !== 'remote');
  if (!voice) throw new Error(`the catalogue has no ${language} voice`);
  const { file } = await download(`${api(VoiceApi.sample)}?voiceId=${encodeURIComponent(voice.voiceId)}`);
  return { voice, file };
}

describe('the examples the installation makes of itself', { timeout: 120_000 }, () => {
  it('lists none, without an error, before any is made', async () => {
    const res = await list();
    expect(res.code, res.message).toBe(ResultCode.Success);
    expect(res.data).toEqual([]);
  });

  it('makes a Portuguese avatar clip, talking photo and voice sample, and lists them for visitors', async () => {
    expect(await showcaseFor(t.ctx).makeMissing({ selection: PORTUGUESE })).toEqual({ made: 3, failed: 0 });
    const { data } = await list();
    expect(data.map((example) => [example.kind, example.language, example.locale])).toEqual([
      ['avatarVideo', 'pt-BR', 'pt'],
      ['talkingPhoto', 'pt-BR', 'pt'],
      ['voiceSample', 'pt-BR', 'pt'],
    ]);
    const [avatar, photo, sample] = data as [TShowcaseExample, TShowcaseExample, TShowcaseExample];
    expect(avatar.text).toBe(SHOWCASE_LINES.avatarVideo.pt);
    expect(photo.text).toBe(SHOWCASE_LINES.talkingPhoto.pt);
    expect(sample.text).toBe(voiceSampleText('pt-BR'));
    expect(photo.engine).toMatchObject({ picture: 'offline', version: 1 });
    expect(photo.presenterName).toBeTruthy();
    expect(Date.now() - Date.parse(photo.madeAt)).toBeLessThan(120_000);
  });

  it('serves a talking photo that is a real square video of its stated length, with speech and a poster', async () => {
    const photo = (await list()).data.find((example) => example.kind === 'talkingPhoto')!;
    const { res, file } = await download(photo.fileUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const info = await probe(file);
    expect(info.video).toMatchObject({ codec: 'h264', width: 720, height: 720 });
    expect(info.durationSec).toBeGreaterThan(2.5);
    expect(info.durationSec).toBeLessThan(7);
    expect(Math.abs(info.durationSec - photo.durationSec)).toBeLessThan(0.15);
    expect(info.audio?.codec).toBe('aac');
    expect(info.audio!.durationSec).toBeGreaterThan(info.durationSec - 0.2);
    const poster = await t.app.inject({ method: 'GET', url: photo.posterUrl! });
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 720, height: 720 });
  });

  it('serves the avatar clip in 16:9, and a byte range of it as a browser asks for one', async () => {
    const avatar = (await list()).data.find((example) => example.kind === 'avatarVideo')!;
    const { res, file } = await download(avatar.fileUrl);
    const info = await probe(file);
    expect(info.video).toMatchObject({ width: 1280, height: 720 });
    expect(info.audio).toBeDefined();
    expect(Math.abs(info.durationSec - avatar.durationSec)).toBeLessThan(0.15);
    const part = await t.app.inject({ method: 'GET', url: avatar.fileUrl, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${res.rawPayload.length}`);
    expect(part.rawPayload.equals(res.rawPayload.subarray(100, 200))).toBe(true);
    const past = await t.app.inject({ method: 'GET', url: avatar.fileUrl, headers: { range: 'bytes=99999999-' } });
    expect(past.statusCode).toBe(416);
  });

  it("serves a voice sample spoken by the language's own library voice, not another's", async () => {
    const sample = (await list()).data.find((example) => example.kind === 'voiceSample')!;
    const { res, file } = await download(sample.fileUrl);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    const info = await probe(file);
    expect(info.video).toBeUndefined();
    expect(info.audio?.codec).toBe('mp3');
    expect(Math.abs(info.durationSec - sample.durationSec)).toBeLessThan(0.15);
    const portuguese = await librarySample('pt-BR');
    expect(sample.engine.voiceName).toBe(portuguese.voice.voiceName);
    const english = await librarySample('en-US');
    const heard = await envelope(file);
    const same = correlation(heard, await envelope(portuguese.file));
    const other = correlation(heard, await envelope(english.file));
    expect(same).toBeGreaterThan(0.9);
    expect(other).toBeLessThan(0.5);
  });

  it('makes nothing again that is already stored, in this process or a new one', async () => {
    expect(await showcaseFor(t.ctx).makeMissing({ selection: PORTUGUESE })).toEqual({ made: 0, failed: 0 });
    const engine = servicesFor(t.ctx).voices.engine;
    const restarted = createShowcaseService({ storage: t.ctx.storage, engine, log: pino({ level: 'silent' }) });
    expect(await restarted.makeMissing({ selection: PORTUGUESE })).toEqual({ made: 0, failed: 0 });
    expect((await restarted.list()).map((example) => example.kind)).toEqual([
      'avatarVideo',
      'talkingPhoto',
      'voiceSample',
    ]);
  });

  it('serves no file but its examples', async () => {
    const unknown = await t.call({ method: 'GET', url: `${api(ShowcaseApi.file)}?name=voice-sample-xx-0.mp3` });
    expect(unknown.code).toBe(ResultCode.NotFound);
    const escaping = await t.call({
      method: 'GET',
      url: `${api(ShowcaseApi.file)}?name=${encodeURIComponent('../db/x.mp4')}`,
    });
    expect(escaping.code).toBe(ResultCode.BadRequest);
  });

  it('logs an example it cannot store and makes it at the next start instead of failing', async () => {
    const root = path.join(scratch, 'storage');
    // A file where the showcase folder should be: no directory can be made there, even by root.
    await createDiskStorage(root).put('showcase', Buffer.from('not a folder'), 'text/plain');
    const engine = servicesFor(t.ctx).voices.engine;
    const log = pino({ level: 'silent' });
    const german = { locales: [], sampleLanguages: ['de-DE'] } as const;
    const broken = createShowcaseService({ storage: createDiskStorage(root), engine, log });
    expect(await broken.makeMissing({ selection: german })).toEqual({ made: 0, failed: 1 });
    expect(await broken.list()).toEqual([]);
    await rm(path.join(root, 'showcase'));
    const next = createShowcaseService({ storage: createDiskStorage(root), engine, log });
    expect(await next.makeMissing({ selection: german })).toEqual({ made: 1, failed: 0 });
    expect((await next.list()).map((example) => example.language)).toEqual(['de-DE']);
  });
});
