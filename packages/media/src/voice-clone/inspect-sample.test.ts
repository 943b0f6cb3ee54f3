import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lyingMp3 } from '../audio/test/lying-mp3';
import { encodeWav } from '../audio/wav';
import { ffmpeg } from '../ffmpeg';
import { createEspeakEngine } from '../tts/espeak';
import { synthesizeScript } from '../tts/script';
import { INSTANT_CLONE_SAMPLE, inspectVoiceSample, type VoiceSampleErrorCode } from './inspect-sample';

const SPEECH =
  'Hello! This is how I sound when I read a longer text aloud. The quick brown fox jumps over the lazy dog. ' +
  'We watched the evening light fade slowly across the quiet harbour, and nobody said a word for a long while.';

let dir: string;
let speechWav: string;

async function make(name: string, args: string[]): Promise<string> {
  const path = join(dir, name);
  await ffmpeg([...args, path]);
  return path;
}

async function rejection(
  path: string,
  limits = INSTANT_CLONE_SAMPLE,
): Promise<{ code: VoiceSampleErrorCode; details: object }> {
  const error = await inspectVoiceSample(path, limits).then(
    () => undefined,
    (thrown: unknown) => thrown as { code: VoiceSampleErrorCode; details: object },
  );
  if (!error) throw new Error(`${path} was accepted`);
  return error;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'orator-voice-sample-'));
  const spoken = await synthesizeScript(createEspeakEngine(), SPEECH, 'espeak:en-US:f2');
  speechWav = join(dir, 'speech.wav');
  await writeFile(speechWav, encodeWav(spoken.pcm));
}, 30_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('inspectVoiceSample', () => {
  it('accepts speech as wav, mp3 and m4a, telling the format from the content, not the name', async () => {
    const wav = await inspectVoiceSample(speechWav, INSTANT_CLONE_SAMPLE);
    expect(wav.format).toBe('wav');
    expect(wav.durationSec).toBeGreaterThan(10);
    expect(wav.pcm.sampleRate).toBe(16000);
    expect(wav.analysis.f0MedianHz).toBeGreaterThan(150);

    const mp3 = await make('speech.m4a', ['-i', speechWav, '-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3']);
    expect((await inspectVoiceSample(mp3, INSTANT_CLONE_SAMPLE)).format).toBe('mp3');
    const m4a = await make('speech.mp3', ['-i', speechWav, '-c:a', 'aac', '-b:a', '128k', '-f', 'ipod']);
    expect((await inspectVoiceSample(m4a, INSTANT_CLONE_SAMPLE)).format).toBe('m4a');
  }, 30_000);

  it('rejects other formats, whatever the file is called', async () => {
    const flac = await make('flac-called.wav', ['-i', speechWav, '-c:a', 'flac', '-f', 'flac']);
    expect(await rejection(flac)).toMatchObject({ code: 'wrongFormat' });
  });

  it('rejects bytes that are no audio at all, and a truncated file', async () => {
    const garbage = join(dir, 'garbage.mp3');
    await writeFile(garbage, Buffer.alloc(300 * 1024, 'not audio '));
    expect((await rejection(garbage)).code).toMatch(/^(unreadable|wrongFormat)$/);
    const truncated = join(dir, 'truncated.wav');
    const whole = await readFile(speechWav);
    await writeFile(truncated, whole.subarray(0, 150 * 1024));
    expect(await rejection(truncated)).toMatchObject({ code: 'tooShort' });
  });

  it('rejects files too small or too large for the limits, before decoding them', async () => {
    const tiny = await make('tiny.wav', ['-f', 'lavfi', '-i', 'sine=frequency=200:duration=1', '-ar', '8000']);
    expect(await rejection(tiny)).toMatchObject({ code: 'tooSmall', details: { minBytes: 100 * 1024 } });
    expect(await rejection(speechWav, { ...INSTANT_CLONE_SAMPLE, maxBytes: 200 * 1024 })).toMatchObject({
      code: 'tooLarge',
      details: { maxBytes: 200 * 1024 },
    });
  });

  it('rejects samples shorter or longer than the limits', async () => {
    const short = await make('short.wav', ['-i', speechWav, '-t', '5', '-ar', '48000', '-ac', '2']);
    expect(await rejection(short)).toMatchObject({ code: 'tooShort', details: { minSec: 10 } });
    const long = await make('long.wav', ['-f', 'lavfi', '-i', 'anoisesrc=d=301:a=0.1:r=8000']);
    expect(await rejection(long)).toMatchObject({ code: 'tooLong', details: { maxSec: 300 } });
  }, 30_000);

  it('rejects an MP3 whose header states under a minute and which plays for longer than the limit', async () => {
    const lying = await lyingMp3(join(dir, 'lying.mp3'), 400);
    expect(await rejection(lying)).toMatchObject({ code: 'tooLong', details: { maxSec: 300 } });
  }, 30_000);

  it('rejects silence, and sound that is not speech', async () => {
    const silent = await make('silent.wav', ['-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', '15']);
    expect(await rejection(silent)).toMatchObject({ code: 'silent' });
    const hum = await make('hum.wav', ['-f', 'lavfi', '-i', 'sine=frequency=120:duration=15', '-ar', '16000']);
    expect(await rejection(hum)).toMatchObject({ code: 'tooLittleSpeech' });
    const noise = await make('noise.wav', ['-f', 'lavfi', '-i', 'anoisesrc=d=15:a=0.3:r=16000']);
    expect(await rejection(noise)).toMatchObject({ code: 'tooLittleSpeech' });
  }, 30_000);
});
