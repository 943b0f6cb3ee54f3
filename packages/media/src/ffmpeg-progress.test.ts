import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegWithProgress, probe } from './ffmpeg';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'orator-ffmpeg-progress-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('ffmpeg with progress', () => {
  it('reports the share of the output written, rising to the whole of it', async () => {
    const out = path.join(dir, 'tone.mp4');
    const reports: number[] = [];
    await ffmpegWithProgress(
      ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25:duration=4', '-c:v', 'libx264', '-preset', 'veryfast', out],
      4,
      (fraction) => reports.push(fraction),
    );
    expect(reports.length).toBeGreaterThan(0);
    expect(reports).toEqual([...reports].sort((a, b) => a - b));
    expect(reports.every((fraction) => fraction >= 0 && fraction <= 1)).toBe(true);
    expect(reports.at(-1)).toBeGreaterThan(0.95);
    expect((await probe(out)).durationSec).toBeCloseTo(4, 1);
  });
});
