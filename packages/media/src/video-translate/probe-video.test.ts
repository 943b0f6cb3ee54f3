import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpeg } from '../ffmpeg';
import { probeTranslationVideo, UnreadableVideoError } from './probe-video';
import { makeTalkingHeadVideo } from './test-talking-head';

let dir: string;
let talking: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'probe-video-test-'));
  talking = path.join(dir, 'talking.mp4');
  await fs.writeFile(talking, await makeTalkingHeadVideo({ seconds: 3 }));
}, 120_000);
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('probeTranslationVideo', () => {
  it('reads an MP4 talking head: size, frame rate, sound and its decoded length', async () => {
    const info = await probeTranslationVideo(talking);
    expect(info).toMatchObject({ container: 'mp4', width: 854, height: 480, fps: 25, hasAudio: true });
    expect(Math.abs(info.durationSec - 3)).toBeLessThan(0.1);
  }, 60_000);

  it('tells a QuickTime file with a sideways picture and no sound by its brand and rotation', async () => {
    const plain = path.join(dir, 'plain.mov');
    const mov = path.join(dir, 'phone.mov');
    await ffmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=30000/1001:duration=2'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-f', 'mov', plain],
    ]);
    // The rotation tag is only written on a remux, as a phone's files carry it.
    await ffmpeg(['-i', plain, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', '-f', 'mov', mov]);
    const info = await probeTranslationVideo(mov);
    expect(info).toMatchObject({ container: 'mov', width: 240, height: 320, frameRate: '30000/1001', hasAudio: false });
    expect(Math.abs(info.durationSec - 2)).toBeLessThan(0.1);
  }, 60_000);

  it('measures the picture rather than believing a header that claims more', async () => {
    const cut = path.join(dir, 'cut.mp4');
    // Audio running past the picture makes the container's duration longer than the video.
    await ffmpeg([
      ...['-i', talking, '-f', 'lavfi', '-i', 'sine=duration=6'],
      ...['-map', '0:v', '-map', '1:a', '-c:v', 'copy', '-t', '6', cut],
    ]);
    expect(Math.abs((await probeTranslationVideo(cut)).durationSec - 3)).toBeLessThan(0.1);
  }, 60_000);

  it('refuses a file that is not a video with a typed error', async () => {
    const text = path.join(dir, 'notes.mp4');
    await fs.writeFile(text, 'not a video at all');
    await expect(probeTranslationVideo(text)).rejects.toMatchObject({
      name: 'UnreadableVideoError',
      reason: 'notAVideo',
    });
    const song = path.join(dir, 'song.m4a');
    await ffmpeg(['-f', 'lavfi', '-i', 'sine=duration=1', song]);
    await expect(probeTranslationVideo(song)).rejects.toBeInstanceOf(UnreadableVideoError);
  }, 60_000);
});
