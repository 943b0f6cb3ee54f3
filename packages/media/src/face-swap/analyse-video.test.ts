import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCloneVideo } from '../clone-video/test-videos';
import { decodeForDetection } from '../face/detector';
import { portrait } from '../face/test-portraits';
import { ffmpeg } from '../ffmpeg';
import { descriptorSimilarity, detectDescribedFaces } from './analyse-detect';
import { analyseFaceVideo } from './analyse-video';
import type { PersonSighting, VideoAnalysis } from './face-swap-engine';

const SLIDE_PX_PER_SEC = 160;

let dir: string;
const files: Record<'one' | 'two' | 'nobody' | 'aba' | 'shots' | 'sliding', string> = {
  sliding: '',
  one: '',
  two: '',
  nobody: '',
  aba: '',
  shots: '',
};
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'face-analysis-'));
  const made = {
    one: await makeCloneVideo('onePerson', { seconds: 3, height: 480 }),
    two: await makeCloneVideo('twoPeople', { seconds: 2, height: 360 }),
    nobody: await makeCloneVideo('nobody', { seconds: 2, height: 360 }),
  };
  for (const [name, bytes] of Object.entries(made)) {
    files[name as keyof typeof made] = join(dir, `${name}.mp4`);
    await writeFile(files[name as keyof typeof made], bytes);
  }
  // Person A, a cut to person B standing in the same place, a cut back to A: 2 s each.
  const a = join(dir, 'a.mp4');
  const b = join(dir, 'b.mp4');
  await writeFile(a, await makeCloneVideo('onePerson', { seconds: 2, who: 'blonde', height: 480 }));
  await writeFile(b, await makeCloneVideo('onePerson', { seconds: 2, who: 'grinning', height: 480 }));
  files.aba = join(dir, 'aba.mp4');
  await ffmpeg([
    ...['-i', a, '-i', b, '-i', a, '-filter_complex', '[0:v][1:v][2:v]concat=n=3:v=1[v]', '-map', '[v]'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', files.aba],
  ]);
  // A on the left; B beside A; A mirrored and closer, on the right: three shots of 2 s in a 768x480 frame.
  files.shots = join(dir, 'shots.mp4');
  await ffmpeg([
    ...['-i', a, '-i', b, '-filter_complex'],
    '[0:v]split=3[a1][a2][a3];[a1]pad=768:480:0:0[s1];[1:v][a2]hstack[s2];' +
      '[a3]hflip,crop=iw*0.7:ih*0.7:iw*0.15:ih*0.1,scale=384:480,setsar=1,pad=768:480:384:0[s3];' +
      '[s1][s2][s3]concat=n=3:v=1[v]',
    ...['-map', '[v]', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', files.shots],
  ]);
  // The portrait slides right at SLIDE_PX_PER_SEC over a plain wall.
  const still = join(dir, 'still.png');
  await writeFile(
    still,
    await sharp(await portrait('blonde'))
      .resize({ height: 240 })
      .png()
      .toBuffer(),
  );
  files.sliding = join(dir, 'sliding.mp4');
  await ffmpeg([
    ...['-f', 'lavfi', '-i', 'color=c=0x5c7080:s=640x360:r=25:d=2.8', '-loop', '1', '-i', still],
    ...['-filter_complex', `[0:v][1:v]overlay=x='${SLIDE_PX_PER_SEC}*t':y=60:shortest=1`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', files.sliding],
  ]);
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The centre of the thumbnail's face is the person's: checked by the descriptor of the face found in it. */
async function thumbnailDescriptor(thumbnail: Buffer): Promise<number[]> {
  const { data, info } = await sharp(thumbnail).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const input = { pixels: { width: info.width, height: info.height, data }, width: info.width, height: info.height };
  const [face] = await detectDescribedFaces(input, { describe: true });
  return face?.descriptor ?? [];
}

function secondsOf(sightings: PersonSighting[] | undefined): number[] {
  return (sightings ?? []).map((sighting) => sighting.sec);
}

describe('analyseFaceVideo', () => {
  it('finds one person through a zoom, with a head-and-shoulders thumbnail and sightings in video pixels', async () => {
    const shares: number[] = [];
    const analysis = await analyseFaceVideo({ inputPath: files.one, onProgress: (share) => shares.push(share) });
    expect(analysis).toMatchObject({ width: 384, height: 480, fps: 25 });
    expect(analysis.durationSec).toBeCloseTo(3, 1);
    expect(analysis.people.map((person) => person.id)).toEqual(['person-1']);
    const [person] = analysis.people;
    expect(person!.firstSeenSec).toBe(0);
    expect(person!.secondsSeen).toBeGreaterThanOrEqual(2.8);
    const thumbnail = await sharp(person!.thumbnail).metadata();
    expect(thumbnail.format).toBe('jpeg');
    expect(thumbnail.height).toBeGreaterThan(thumbnail.width);
    const { sampleFps } = analysis.tracks;
    expect(sampleFps).toBeGreaterThanOrEqual(4);
    const sightings = analysis.tracks.sightings['person-1']!;
    expect(sightings).toHaveLength(3 * sampleFps);
    for (const { box } of sightings) {
      const [x, y, width, height] = box;
      // The portrait's face sits in the middle of the 384x480 frame and fills about half its width.
      expect(x + width / 2).toBeGreaterThan(150);
      expect(x + width / 2).toBeLessThan(234);
      expect(width).toBeGreaterThan(120);
      expect(y + height).toBeLessThanOrEqual(480);
    }
    expect(shares.at(-1)).toBe(1);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
  }, 120_000);

  it('finds two people side by side, numbered left to right', async () => {
    const analysis = await analyseFaceVideo({ inputPath: files.two });
    expect(analysis.people.map((person) => person.id)).toEqual(['person-1', 'person-2']);
    const left = analysis.tracks.sightings['person-1']![0]!.box;
    const right = analysis.tracks.sightings['person-2']![0]!.box;
    expect(left[0] + left[2]).toBeLessThanOrEqual(right[0]);
    const [first, second] = await Promise.all(analysis.people.map((person) => thumbnailDescriptor(person.thumbnail)));
    expect(descriptorSimilarity(first!, second!)).toBeLessThan(0.72);
  }, 120_000);

  it('finds nobody in a video without faces', async () => {
    const analysis = await analyseFaceVideo({ inputPath: files.nobody });
    expect(analysis.people).toEqual([]);
    expect(analysis.tracks.sightings).toEqual({});
  }, 120_000);

  it('groups person A before and after a cut to person B into one person', async () => {
    const analysis: VideoAnalysis = await analyseFaceVideo({ inputPath: files.aba });
    expect(analysis.people).toMatchObject([
      { id: 'person-1', firstSeenSec: 0 },
      { id: 'person-2', firstSeenSec: 2 },
    ]);
    const perShot = 2 * analysis.tracks.sampleFps;
    const seenA = secondsOf(analysis.tracks.sightings['person-1']);
    const seenB = secondsOf(analysis.tracks.sightings['person-2']);
    expect(seenA.filter((sec) => sec < 2)).toHaveLength(perShot);
    expect(seenA.filter((sec) => sec >= 4)).toHaveLength(perShot);
    expect(seenA.some((sec) => sec >= 2 && sec < 4)).toBe(false);
    expect(seenB).toHaveLength(perShot);
    expect(seenB.every((sec) => sec >= 2 && sec < 4)).toBe(true);
  }, 120_000);

  it('joins a person seen alone, then beside someone else, then mirrored and closer', async () => {
    const analysis = await analyseFaceVideo({ inputPath: files.shots });
    expect(analysis.people).toMatchObject([
      { id: 'person-1', firstSeenSec: 0 },
      { id: 'person-2', firstSeenSec: 2 },
    ]);
    const perShot = 2 * analysis.tracks.sampleFps;
    const seenA = analysis.tracks.sightings['person-1']!;
    const seenB = analysis.tracks.sightings['person-2']!;
    expect(seenA).toHaveLength(3 * perShot);
    expect(seenB).toHaveLength(perShot);
    // A is on the left in the first shot and on the right after it; B is on the left.
    const centre = ({ box }: PersonSighting) => box[0] + box[2] / 2;
    expect(seenA.filter((s) => s.sec < 2).every((s) => centre(s) < 384)).toBe(true);
    expect(seenA.filter((s) => s.sec >= 2).every((s) => centre(s) > 384)).toBe(true);
    expect(seenB.every((s) => s.sec >= 2 && s.sec < 4 && centre(s) < 384)).toBe(true);
  }, 120_000);

  it('places each sighting where the face is at that second', async () => {
    const analysis = await analyseFaceVideo({ inputPath: files.sliding });
    const sightings = analysis.tracks.sightings['person-1']!;
    expect(sightings.length).toBeGreaterThanOrEqual(10);
    const [face] = await detectDescribedFaces(
      await decodeForDetection(
        await sharp(await portrait('blonde'))
          .resize({ height: 240 })
          .png()
          .toBuffer(),
      ),
      { describe: false },
    );
    const faceCentre = face!.box.x + face!.box.width / 2;
    for (const { sec, box } of sightings) {
      // Half a sample late would put the face 20 px further right.
      expect(Math.abs(box[0] + box[2] / 2 - (SLIDE_PX_PER_SEC * sec + faceCentre))).toBeLessThan(8);
    }
  }, 120_000);

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const analysis = analyseFaceVideo({
      inputPath: files.aba,
      signal: controller.signal,
      onProgress: (share) => {
        if (share > 0.2) controller.abort(new Error('cancelled by the user'));
      },
    });
    await expect(analysis).rejects.toThrow('cancelled by the user');
  }, 120_000);
});
