import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import {
  AudioSubtitleApi,
  FileSource,
  ResultCode,
  type TAudioSubtitleTask,
  type TAudioToSubtitleRequest,
  type TSubtitleCue,
} from '@orator/contracts';
import { createEspeakEngine, encodeWav, ffmpeg, synthesizeScript } from '@orator/media';
import { api } from './api';
import type { TestApp } from './helper';
import { uploadFile } from './users';

const engine = createEspeakEngine();

export interface KnownSpeech {
  mp3: Buffer;
  /** Where each line of the script is really heard in the MP3. */
  truth: TSubtitleCue[];
}

/**
 * Speech whose timings are known but differ from any plain reading: another voice, faster and higher,
 * with pauses of its own, a lead-in and a tempo change. The script's pause tokens are left out of the
 * text a test submits.
 */
export async function knownSpeech(script: string, voiceId: string, { leadInSec = 0.6, tempo = 0.9 } = {}) {
  const reading = await synthesizeScript(engine, script, voiceId, { rate: 1.2, pitch: 1.25, volume: 1 });
  const mp3 = await withTempDir(async (dir) => {
    await writeFile(path.join(dir, 'in.wav'), encodeWav(reading.pcm));
    await ffmpeg([
      '-i',
      path.join(dir, 'in.wav'),
      '-af',
      `adelay=${Math.round(leadInSec * 1000)},atempo=${tempo}`,
      '-ac',
      '1',
      '-ar',
      '22050',
      '-b:a',
      '64k',
      path.join(dir, 'out.mp3'),
    ]);
    return readFile(path.join(dir, 'out.mp3'));
  });
  const truth = reading.cues.map((cue) => ({
    text: cue.text,
    start: (cue.start + leadInSec) / tempo,
    end: (cue.end + leadInSec) / tempo,
  }));
  return { mp3, truth };
}

/** A file made by ffmpeg from its lavfi sources, e.g. `['-f', 'lavfi', '-i', 'anullsrc', '-t', '5']`. */
export async function ffmpegFile(args: string[], extension: string): Promise<Buffer> {
  return withTempDir(async (dir) => {
    const out = path.join(dir, `out.${extension}`);
    await ffmpeg([...args, out]);
    return readFile(out);
  });
}

async function withTempDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-subtitle-fixture-'));
  try {
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function uploadAudio(t: TestApp, token: string, body: Buffer, fileName = 'speech.mp3') {
  return uploadFile(t, token, { fileName, body }, FileSource.AudioInput);
}

export function submitSubtitles(t: TestApp, token: string, payload: TAudioToSubtitleRequest, locale = 'en') {
  return t.call<TAudioSubtitleTask>({
    method: 'POST',
    url: api(AudioSubtitleApi.asyncAudioToSubtitle),
    token,
    payload,
    headers: { Language: locale },
  });
}

export async function submittedSubtitles(t: TestApp, token: string, payload: TAudioToSubtitleRequest) {
  const res = await submitSubtitles(t, token, payload);
  expect(res.code, res.message).toBe(ResultCode.Success);
  return res.data;
}

export function subtitleResult(t: TestApp, token: string, id: number) {
  return t.call<TAudioSubtitleTask>({
    method: 'GET',
    url: `${api(AudioSubtitleApi.getAudioToSubtitleResult)}?id=${id}`,
    token,
  });
}
