import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silence } from '../audio/pcm';
import { encodeWav } from '../audio/wav';
import { renderAvatarVideo } from '../compose/render-avatar-video';
import { svgOverlayRig } from '../compose/test/svg-rig';
import { ffmpeg } from '../ffmpeg';
import { blinkTrack } from '../lipsync/blinks';
import { mouthTrackFromAudio } from '../lipsync/mouth-track';
import { renderSlideTrack } from './render-slide-track';

const FPS = 25;
const SLOW = 120_000;
type Rgb = readonly [number, number, number];
const SLIDES: Rgb[] = [
  [255, 0, 0],
  [0, 200, 0],
  [0, 0, 255],
];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'slide-track-compose-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the slide track as the avatar composition background', () => {
  it(
    'shows each slide whole from its cue and the fades before them, in the finished video',
    async () => {
      const pages = await Promise.all(
        SLIDES.map(async ([r, g, b], i) => {
          const file = join(dir, `page-${i}.png`);
          await sharp({ create: { width: 1280, height: 720, channels: 3, background: { r, g, b } } })
            .png()
            .toFile(file);
          return file;
        }),
      );
      const track = await renderSlideTrack(
        pages.map((imagePath, i) => ({ imagePath, durationSec: [1.0, 1.32, 0.88][i] ?? 1 })),
        { size: { width: 1280, height: 720 }, fps: FPS, transition: 'fade', outPath: join(dir, 'track.mp4') },
      );
      const speech = silence(22050, track.durationSec);
      const audioPath = join(dir, 'speech.wav');
      await writeFile(audioPath, encodeWav(speech));
      const video = await renderAvatarVideo({
        audioPath,
        rig: svgOverlayRig(),
        mouth: mouthTrackFromAudio(speech, { fps: FPS }),
        eyes: blinkTrack(track.durationSec, 5, { fps: FPS }),
        fps: FPS,
        canvas: { ratio: '16:9', resolution: 720 },
        background: { type: 'video', path: join(dir, 'track.mp4') },
        idleMotion: false,
        outDir: join(dir, 'out'),
      });
      // The top-left corner, far from the presenter: the slide track alone.
      const { stdout } = await ffmpeg([
        ...['-i', video.videoPath, '-vf', 'fps=25,scale=in_color_matrix=bt709:in_range=tv,format=rgb24,crop=1:1:20:20'],
        ...['-f', 'rawvideo', '-'],
      ]);
      const corner = (frame: number): number[] => [...stdout.subarray(frame * 3, frame * 3 + 3)];
      const near = (actual: number[], expected: readonly number[]) =>
        actual.every((v, i) => Math.abs(v - (expected[i] ?? 0)) < 10);
      track.cues.forEach((cue, i) => {
        const first = Math.round(cue.startSec * FPS);
        expect(near(corner(first), SLIDES[i] ?? [])).toBe(true);
        if (i > 0) expect(near(corner(first - 1), SLIDES[i] ?? [])).toBe(false);
      });
      // Halfway through the first fade (frames 13-24): both slides in the mix.
      const halfway = corner(18);
      expect(halfway[0]).toBeGreaterThan(90);
      expect(halfway[1]).toBeGreaterThan(60);
    },
    SLOW,
  );
});
