import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectCloneVideo, type CloneVideoLimits } from './inspect-clone-video';
import { prepareCloneVideo } from './prepare-clone-video';
import { makeCloneVideo } from './test-videos';

const LIMITS: CloneVideoLimits = {
  minSec: 5,
  maxSec: 60,
  maxBytes: 50 * 1024 * 1024,
  minShortSide: 480,
  samplesPerSec: 2,
  maxSamples: 12,
  maxUnclearShare: 0.1,
};

let dir: string;
const files: Record<string, string> = {};
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'clone-video-test-'));
  const made = {
    one: await makeCloneVideo('onePerson', { seconds: 6 }),
    two: await makeCloneVideo('twoPeople', { seconds: 6 }),
    nobody: await makeCloneVideo('nobody', { seconds: 6 }),
    short: await makeCloneVideo('onePerson', { seconds: 3 }),
    small: await makeCloneVideo('onePerson', { seconds: 6, height: 360 }),
  };
  for (const [name, bytes] of Object.entries(made)) {
    files[name] = join(dir, `${name}.mp4`);
    await writeFile(files[name], bytes);
  }
  files.text = join(dir, 'notes.mp4');
  await writeFile(files.text, 'not a video at all');
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('inspectCloneVideo', () => {
  it('accepts a video of one person facing the camera, with the length measured by decoding', async () => {
    const check = await inspectCloneVideo(files.one!, LIMITS);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.durationSec).toBeGreaterThan(5.5);
    expect(check.durationSec).toBeLessThan(6.5);
    expect(Math.min(check.width, check.height)).toBeGreaterThanOrEqual(480);
    expect(check.samples).toBeGreaterThanOrEqual(10);
  }, 120_000);

  it('refuses two people side by side', async () => {
    expect(await inspectCloneVideo(files.two!, LIMITS)).toMatchObject({ ok: false, problem: 'multipleFaces' });
  }, 120_000);

  it('refuses a video with nobody in it', async () => {
    expect(await inspectCloneVideo(files.nobody!, LIMITS)).toMatchObject({ ok: false, problem: 'noFace', atSec: 0 });
  }, 120_000);

  it('refuses a video shorter than the minimum, below 480p, or not a video', async () => {
    expect(await inspectCloneVideo(files.short!, LIMITS)).toMatchObject({ ok: false, problem: 'tooShort' });
    expect(await inspectCloneVideo(files.small!, LIMITS)).toMatchObject({ ok: false, problem: 'lowResolution' });
    expect(await inspectCloneVideo(files.text!, LIMITS)).toMatchObject({ ok: false, problem: 'unreadable' });
    expect(await inspectCloneVideo(files.one!, { ...LIMITS, maxBytes: 1000 })).toMatchObject({
      ok: false,
      problem: 'tooLarge',
    });
    expect(await inspectCloneVideo(files.one!, { ...LIMITS, maxSec: 4, minSec: 1 })).toMatchObject({
      ok: false,
      problem: 'tooLong',
    });
  }, 120_000);
});

describe('prepareCloneVideo', () => {
  it('meshes every frame of the segment and loops between the two most alike frames', async () => {
    // The video zooms in and back out, so its first and last frames are the same picture.
    const prep = await prepareCloneVideo(files.one!, {
      startSec: 0,
      segmentSec: 6,
      fps: 5,
      minLoopSec: 1,
      height: 480,
    });
    expect(prep.meshes.length).toBe(30);
    expect(prep.meshes.every((mesh) => mesh?.length === 478)).toBe(true);
    expect(prep.loopEnd - prep.loopStart).toBeGreaterThanOrEqual(24);
    expect(prep.loopSeam).toBeLessThan(0.02);
    expect(prep.bestFrame).toBeGreaterThanOrEqual(prep.loopStart);
    expect(prep.bestFrame).toBeLessThanOrEqual(prep.loopEnd);
    expect(prep.still.subarray(0, 2).toString('hex')).toBe('ffd8');
  }, 120_000);

  it('loops no shorter than asked on a video that only zooms in', async () => {
    const prep = await prepareCloneVideo(files.one!, {
      startSec: 0,
      segmentSec: 3,
      fps: 5,
      minLoopSec: 2,
      height: 480,
    });
    expect(prep.meshes.length).toBe(15);
    expect(prep.loopEnd - prep.loopStart).toBeGreaterThanOrEqual(10);
  }, 120_000);
});
