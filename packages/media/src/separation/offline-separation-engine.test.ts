import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpeg, probe } from '../ffmpeg';
import { createOfflineSeparationEngine } from './offline-separation-engine';
import { reduceVoice } from './reduce-voice';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'orator-offline-separation-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The 16-bit samples of one channel of a stereo WAV, as floats. */
async function channel(file: string, index: number): Promise<Float32Array> {
  const { stdout } = await ffmpeg(['-v', 'error', '-i', file, '-f', 'f32le', '-ac', '2', 'pipe:1']);
  const all = new Float32Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.length));
  return all.filter((_, i) => i % 2 === index);
}

describe('the offline separation engine', () => {
  it('reduces each channel of a stereo soundtrack on its own thread, as on this one', async () => {
    const input = path.join(dir, 'soundtrack.wav');
    // A different tone in each channel: a channel mixed up with the other, or shifted, would not match.
    await ffmpeg([
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3:sample_rate=44100'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=1000:duration=3:sample_rate=44100'],
      ...['-filter_complex', '[0][1]amerge=inputs=2', '-c:a', 'pcm_s16le', input],
    ]);
    const outDir = path.join(dir, 'stems');
    await mkdir(outDir);
    const speechSpans = [{ start: 1, end: 2 }];
    const { backgroundPath } = await createOfflineSeparationEngine().separate({
      inputPath: input,
      outDir,
      speechSpans,
    });
    expect((await probe(backgroundPath)).audio).toMatchObject({ channels: 2, sampleRate: 44100 });
    for (const index of [0, 1]) {
      const expected = reduceVoice({ sampleRate: 44100, samples: await channel(input, index) }, speechSpans).samples;
      const actual = await channel(backgroundPath, index);
      expect(actual.length).toBe(expected.length);
      let worst = 0;
      for (let i = 0; i < actual.length; i++) worst = Math.max(worst, Math.abs(actual[i]! - expected[i]!));
      expect(worst).toBeLessThan(2 / 32768);
    }
    expect((await readFile(backgroundPath)).length).toBeGreaterThan(44100 * 3 * 4);
  });
});
