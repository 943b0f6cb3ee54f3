import fs from 'node:fs/promises';
import path from 'node:path';
import type { Pcm } from '../../audio/pcm';
import { encodeWav } from '../../audio/wav';
import { ffmpeg } from '../../ffmpeg';
import { synthesizeMusicTrack } from '../../music/render-music';
import { EspeakEngine } from '../../tts/espeak';
import type { SpeechSpan } from '../voice-separation-engine';

/** A soundtrack like a source video's: one of the product's music tracks with a sentence spoken over it. */
export interface TestSoundtrack {
  /** Music and speech mixed by ffmpeg, mono at 44.1 kHz. */
  mixPath: string;
  mix: Pcm;
  /** The two parts of the mix, each on its own, placed as in the mix. */
  music: Pcm;
  speech: Pcm;
  span: SpeechSpan;
}

const SAMPLE_RATE = 44_100;
const LENGTH_SEC = 6;
const SPEECH_START_SEC = 1.5;

async function decode(inputPath: string): Promise<Pcm> {
  const { stdout } = await ffmpeg([
    '-v',
    'error',
    '-i',
    inputPath,
    '-f',
    'f32le',
    '-ac',
    '1',
    '-ar',
    String(SAMPLE_RATE),
    'pipe:1',
  ]);
  // A copy: ffmpeg's output buffer need not start on a 4-byte boundary.
  return {
    sampleRate: SAMPLE_RATE,
    samples: new Float32Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.length)),
  };
}

export async function makeTestSoundtrack(dir: string): Promise<TestSoundtrack> {
  const voice = await new EspeakEngine().synthesize(
    'The weather today is calm, with light rain in the evening.',
    'espeak:en-US:f2',
  );
  const voicePath = path.join(dir, 'voice.wav');
  const musicPath = path.join(dir, 'music.wav');
  await fs.writeFile(voicePath, encodeWav(voice));
  const track = synthesizeMusicTrack('calm-still-water');
  await fs.writeFile(
    musicPath,
    encodeWav({ sampleRate: track.sampleRate, samples: track.samples.subarray(0, LENGTH_SEC * track.sampleRate) }),
  );
  const placed = `aresample=${SAMPLE_RATE},adelay=${SPEECH_START_SEC * 1000},apad,atrim=0:${LENGTH_SEC}`;
  const speechPath = path.join(dir, 'speech.wav');
  const mixPath = path.join(dir, 'mix.wav');
  await ffmpeg(['-v', 'error', '-i', voicePath, '-af', placed, '-c:a', 'pcm_f32le', speechPath]);
  // amix halves each of its two inputs; the volume puts them back at their own levels.
  await ffmpeg([
    ...['-v', 'error', '-i', musicPath, '-i', voicePath],
    ...['-filter_complex', `[1]${placed}[speech];[0][speech]amix=inputs=2:duration=first,volume=2`],
    ...['-c:a', 'pcm_f32le', mixPath],
  ]);
  const span = { start: SPEECH_START_SEC, end: SPEECH_START_SEC + voice.samples.length / voice.sampleRate };
  return {
    mixPath,
    mix: await decode(mixPath),
    music: await decode(musicPath),
    speech: await decode(speechPath),
    span,
  };
}
