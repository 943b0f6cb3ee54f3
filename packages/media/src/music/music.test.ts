import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pcm } from '../audio/pcm';
import { probe } from '../ffmpeg';
import { MUSIC_CATEGORIES, MUSIC_TRACKS } from './catalogue';
import { renderMusicTrack, synthesizeMusicTrack } from './render-music';

/** Synthesis takes about a second of CPU per track; a busy CI machine can take many times that. */
const SLOW = 60_000;

function rms(samples: Float32Array, from = 0, to = samples.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (samples[i] ?? 0) ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
}

/** Energy of a one-pole low-passed (below ~150 Hz) or first-difference (above ~5 kHz) signal. */
function bandLevels({ samples, sampleRate }: Pcm): { low: number; high: number } {
  const k = 1 - Math.exp((-2 * Math.PI * 150) / sampleRate);
  const low = new Float32Array(samples.length);
  const high = new Float32Array(samples.length);
  let state = 0;
  samples.forEach((value, i) => {
    state += k * (value - state);
    low[i] = state;
    high[i] = value - (samples[i - 1] ?? 0);
  });
  return { low: rms(low), high: rms(high) };
}

/** Loudness of the sample-to-sample steps in a window: a click at the loop point shows up here. */
function stepLevel(samples: Float32Array): number {
  let sum = 0;
  for (let i = 1; i < samples.length; i++) sum += ((samples[i] ?? 0) - (samples[i - 1] ?? 0)) ** 2;
  return Math.sqrt(sum / (samples.length - 1));
}

describe('the music library', () => {
  it('has at least three tracks of 60-90 s in every category', () => {
    for (const category of MUSIC_CATEGORIES) {
      const tracks = MUSIC_TRACKS.filter((track) => track.categoryId === category.id);
      expect(tracks.length).toBeGreaterThanOrEqual(3);
      for (const track of tracks) {
        expect(track.durationSec).toBeGreaterThanOrEqual(60);
        expect(track.durationSec).toBeLessThanOrEqual(90);
      }
    }
    expect(new Set(MUSIC_TRACKS.map((track) => track.id)).size).toBe(MUSIC_TRACKS.length);
  });
});

describe.each(MUSIC_CATEGORIES.map((category) => MUSIC_TRACKS.find((track) => track.categoryId === category.id)))(
  'synthesizeMusicTrack($id)',
  (track) => {
    let pcm: Pcm;
    beforeAll(() => {
      pcm = synthesizeMusicTrack(track?.id ?? '');
    }, SLOW);

    it('lasts its listed length, at a library level, without clipping', () => {
      expect(pcm.samples.length / pcm.sampleRate).toBeCloseTo(track?.durationSec ?? 0, 1);
      const level = rms(pcm.samples);
      expect(20 * Math.log10(level)).toBeGreaterThan(-23);
      expect(20 * Math.log10(level)).toBeLessThan(-17);
      expect(pcm.samples.reduce((peak, value) => Math.max(peak, Math.abs(value)), 0)).toBeLessThan(0.9);
    });

    it('is never silent for long: every second has sound', () => {
      for (let second = 0; second + 1 <= pcm.samples.length / pcm.sampleRate; second++) {
        expect(rms(pcm.samples, second * pcm.sampleRate, (second + 1) * pcm.sampleRate)).toBeGreaterThan(0.01);
      }
    });

    it('has both bass and treble, not a single tone', () => {
      const { low, high } = bandLevels(pcm);
      expect(low / rms(pcm.samples)).toBeGreaterThan(0.15);
      expect(high / rms(pcm.samples)).toBeGreaterThan(0.02);
    });

    it('loops without a click: the join is as smooth as the music around it', () => {
      const window = Math.round(0.05 * pcm.sampleRate);
      const { samples } = pcm;
      const join = new Float32Array([...samples.subarray(samples.length - window), ...samples.subarray(0, window)]);
      const around = [0.25, 0.5, 0.75].map((at) => {
        const start = Math.round(at * samples.length);
        return stepLevel(samples.subarray(start - window, start + window));
      });
      expect(stepLevel(join)).toBeLessThan(2 * Math.max(...around));
      expect(Math.abs((samples[0] ?? 0) - (samples[samples.length - 1] ?? 0))).toBeLessThan(0.05);
    });
  },
);

describe('synthesizeMusicTrack', () => {
  it(
    'renders the same samples every time',
    () => {
      const id = MUSIC_TRACKS[1]?.id ?? '';
      const [a, b] = [synthesizeMusicTrack(id), synthesizeMusicTrack(id)];
      expect(Buffer.compare(Buffer.from(a.samples.buffer), Buffer.from(b.samples.buffer))).toBe(0);
    },
    SLOW,
  );

  it('refuses an unknown track', () => {
    expect(() => synthesizeMusicTrack('no-such-track')).toThrow(/unknown music track/);
  });
});

describe('renderMusicTrack', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-music-test-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it(
    'writes an MP3 of the listed length and nothing else',
    async () => {
      const track = MUSIC_TRACKS[0];
      const out = path.join(dir, 'track.mp3');
      await renderMusicTrack(track?.id ?? '', out);
      const info = await probe(out);
      expect(info.audio?.codec).toBe('mp3');
      expect(info.durationSec).toBeCloseTo(track?.durationSec ?? 0, 0);
      expect(await fs.readdir(dir)).toEqual(['track.mp3']);
    },
    SLOW,
  );
});
