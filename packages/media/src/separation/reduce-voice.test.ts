import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pcm } from '../audio/pcm';
import { ffmpeg, probe } from '../ffmpeg';
import { createOfflineSeparationEngine } from './offline-separation-engine';
import { REDUCE_VOICE_DEFAULTS, reduceVoice } from './reduce-voice';
import { makeTestSoundtrack, type TestSoundtrack } from './test/soundtrack';

const SLOW = 60_000;
/** A frame and the fade: beyond this from a span, the offline engine touches nothing. */
const REACH_SEC = 0.05 + REDUCE_VOICE_DEFAULTS.fadeSec;

let dir: string;
let soundtrack: TestSoundtrack;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-separation-test-'));
  soundtrack = await makeTestSoundtrack(dir);
}, SLOW);

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

function energy(pcm: Pcm, fromSec: number, toSec: number): number {
  const from = Math.max(0, Math.round(fromSec * pcm.sampleRate));
  const to = Math.min(pcm.samples.length, Math.round(toSec * pcm.sampleRate));
  let sum = 0;
  for (let i = from; i < to; i++) sum += (pcm.samples[i] ?? 0) ** 2;
  return sum;
}

function db(ratio: number): number {
  return 10 * Math.log10(ratio);
}

function difference(a: Pcm, b: Pcm): Pcm {
  return { sampleRate: a.sampleRate, samples: a.samples.map((sample, i) => sample - (b.samples[i] ?? 0)) };
}

describe('reduceVoice', () => {
  it('lowers the source speech by at least 20 dB inside its span', () => {
    const { speech, span } = soundtrack;
    const reduced = reduceVoice(speech, [span]);
    const reductionDb = db(energy(speech, span.start, span.end) / energy(reduced, span.start, span.end));
    expect(reductionDb).toBeGreaterThan(20);
  });

  it('leaves the music outside the span sample for sample and most of it inside it', () => {
    const { music, span } = soundtrack;
    const reduced = reduceVoice(music, [span]);
    const changed = difference(music, reduced);
    const before = span.start - REACH_SEC;
    const after = span.end + REACH_SEC;
    const lengthSec = music.samples.length / music.sampleRate;
    expect(energy(changed, 0, before) + energy(changed, after, lengthSec)).toBeLessThan(1e-9);
    const keptDb = db(energy(reduced, span.start, span.end) / energy(music, span.start, span.end));
    expect(keptDb).toBeGreaterThan(-6);
  });

  it('treats a mix as it treats its parts, so the voice falls 19 dB against the music, at the same length', () => {
    const { mix, music, speech, span } = soundtrack;
    const reduced = reduceVoice(mix, [span]);
    expect(reduced.samples.length).toBe(mix.samples.length);
    const [reducedMusic, reducedSpeech] = [reduceVoice(music, [span]), reduceVoice(speech, [span])];
    const parts = difference(difference(reduced, reducedMusic), reducedSpeech);
    expect(db(energy(reduced, span.start, span.end) / energy(parts, span.start, span.end))).toBeGreaterThan(60);
    const ratioBefore = energy(speech, span.start, span.end) / energy(music, span.start, span.end);
    const ratioAfter = energy(reducedSpeech, span.start, span.end) / energy(reducedMusic, span.start, span.end);
    expect(db(ratioBefore / ratioAfter)).toBeGreaterThan(17);
  });

  it('refuses a band that is not one', () => {
    expect(() => reduceVoice(soundtrack.music, [], { lowHz: 4000, highHz: 150 })).toThrow(RangeError);
  });
});

describe('createOfflineSeparationEngine', () => {
  it(
    'writes a stereo background as long as the soundtrack, with no voice stem',
    async () => {
      const stereoPath = path.join(dir, 'stereo.wav');
      await ffmpeg(['-v', 'error', '-i', soundtrack.mixPath, '-ac', '2', '-c:a', 'pcm_s16le', stereoPath]);
      const outDir = path.join(dir, 'offline');
      await fs.mkdir(outDir);
      const result = await createOfflineSeparationEngine().separate({
        inputPath: stereoPath,
        outDir,
        speechSpans: [soundtrack.span],
      });
      expect(result.voicePath).toBeUndefined();
      const [input, output] = await Promise.all([probe(stereoPath), probe(result.backgroundPath)]);
      expect(output.audio).toMatchObject({ channels: 2, sampleRate: 44_100 });
      expect(output.durationSec).toBeCloseTo(input.durationSec, 3);
    },
    SLOW,
  );

  it('stops before any work when its task is cancelled', async () => {
    const engine = createOfflineSeparationEngine();
    const request = {
      inputPath: soundtrack.mixPath,
      outDir: dir,
      speechSpans: [soundtrack.span],
      signal: AbortSignal.abort(),
    };
    await expect(engine.separate(request)).rejects.toThrow(/abort/i);
  });
});
