import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpeg, probe } from '../ffmpeg';
import { speechWav } from '../voice-changer/test/speech-fixtures';
import {
  AudioInputRejectedError,
  checkAudioInput,
  decodeCapSec,
  decodeUpToLimit,
  type AudioInputLimits,
  type AudioInputProblem,
} from './audio-input';
import { lyingMp3 } from './test/lying-mp3';

const LIMITS: AudioInputLimits = { formats: ['mp3', 'wav', 'm4a'], minSec: 3, maxSec: 600, maxBytes: 50 * 1024 * 1024 };

let dir: string;
let speech: string;

async function made(name: string, args: string[]): Promise<string> {
  const file = path.join(dir, name);
  await ffmpeg([...args, file]);
  return file;
}

async function refusal(file: string, limits: AudioInputLimits = LIMITS): Promise<AudioInputProblem | 'accepted'> {
  try {
    await checkAudioInput(file, limits);
    return 'accepted';
  } catch (error) {
    if (error instanceof AudioInputRejectedError) return error.problem;
    throw error;
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'audio-input-test-'));
  speech = await speechWav(dir);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('checkAudioInput', () => {
  it.each([
    ['mp3', ['-c:a', 'libmp3lame']],
    ['m4a', ['-c:a', 'aac']],
    ['wav', ['-c:a', 'pcm_s16le']],
  ])('accepts speech as %s and measures it', async (ext, codec) => {
    const file = await made(`speech.${ext}`, ['-i', speech, ...codec]);
    const info = await checkAudioInput(file, LIMITS);
    expect(info.format).toBe(ext);
    expect(info.durationSec).toBeGreaterThan(7);
    expect(info.durationSec).toBeLessThan(8.5);
    expect(info.audibleSec).toBeGreaterThan(4);
    expect(info.peakLevelDb).toBeGreaterThan(-20);
  });

  it('knows a format by its content, not its name', async () => {
    const disguised = await made('speech-really-mp3.wav', ['-i', speech, '-c:a', 'libmp3lame', '-f', 'mp3']);
    expect((await checkAudioInput(disguised, LIMITS)).format).toBe('mp3');
  });

  it('refuses an accepted container outside the tool list', async () => {
    const ogg = await made('speech.ogg', ['-i', speech, '-c:a', 'libvorbis']);
    expect(await refusal(ogg)).toBe('wrongFormat');
    expect(await refusal(ogg, { ...LIMITS, formats: [...LIMITS.formats, 'ogg'] })).toBe('accepted');
  });

  it('refuses a video with sound', async () => {
    const video = await made('talk.mp4', [
      '-f',
      'lavfi',
      '-i',
      'color=c=red:s=64x64:d=5',
      '-i',
      speech,
      '-shortest',
      '-c:v',
      'libx264',
      '-c:a',
      'aac',
    ]);
    expect(await refusal(video)).toBe('wrongFormat');
  });

  it('calls an image the wrong format', async () => {
    const image = await made('picture.png', ['-f', 'lavfi', '-i', 'color=c=blue:s=32x32', '-frames:v', '1']);
    expect(await refusal(image)).toBe('wrongFormat');
  });

  it('calls random bytes, even behind an MP3 tag, unreadable', async () => {
    const noise = path.join(dir, 'noise.mp3');
    await writeFile(noise, Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 7919) % 251)));
    expect(await refusal(noise)).toBe('unreadable');
    const tagged = path.join(dir, 'tagged.mp3');
    await writeFile(
      tagged,
      Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'), await readFile(noise)]),
    );
    expect(await refusal(tagged)).toBe('unreadable');
  });

  it('calls a truncated file unreadable', async () => {
    const whole = await readFile(await made('whole.m4a', ['-i', speech, '-c:a', 'aac']));
    const cut = path.join(dir, 'cut.m4a');
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 3)));
    expect(await refusal(cut)).toBe('unreadable');
  });

  it('refuses silence and near-silence (faint hiss), but not quiet speech', async () => {
    const silent = await made('silent.wav', ['-f', 'lavfi', '-i', 'anullsrc=r=22050:cl=mono', '-t', '6']);
    expect(await refusal(silent)).toBe('silent');
    const hiss = await made('hiss.wav', ['-f', 'lavfi', '-i', 'anoisesrc=a=0.003:r=22050', '-t', '6']);
    expect(await refusal(hiss)).toBe('silent');
    const quiet = await made('quiet.wav', ['-i', speech, '-af', 'volume=-20dB']);
    expect(await refusal(quiet)).toBe('accepted');
  });

  it('refuses what is too short or too long for the tool', async () => {
    const short = await made('short.wav', ['-i', speech, '-t', '2']);
    expect(await refusal(short)).toBe('tooShort');
    expect(await refusal(speech, { ...LIMITS, maxSec: 5 })).toBe('tooLong');
  });

  it('refuses a file too large or too small before reading it', async () => {
    expect(await refusal(speech, { ...LIMITS, maxBytes: 100_000 })).toBe('tooLarge');
    expect(await refusal(speech, { ...LIMITS, minBytes: 10_000_000 })).toBe('tooSmall');
  });

  describe('an MP3 that states a short length and plays for longer than the limit', () => {
    const DECODE_RATE = 8000;
    let lying: string;
    beforeAll(async () => {
      lying = await lyingMp3(path.join(dir, 'lying.mp3'), 700);
    }, 60_000);

    it('states well under the limit in its header', async () => {
      const stated = await probe(lying);
      expect(stated.audio?.durationSec || stated.durationSec).toBeLessThan(LIMITS.maxSec / 5);
    });

    it('is refused as too long, by its decoded length', async () => {
      expect(await refusal(lying)).toBe('tooLong');
    });

    it('is decoded only up to a second past the limit', async () => {
      const samples = await decodeUpToLimit(lying, LIMITS.maxSec, DECODE_RATE);
      expect(samples.length).toBeLessThanOrEqual(decodeCapSec(LIMITS.maxSec) * DECODE_RATE);
      expect(samples.length).toBeGreaterThan(LIMITS.maxSec * DECODE_RATE);
    });
  });
});
