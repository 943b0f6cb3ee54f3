import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoColour } from '../compose/colour';
import type { Size } from '../compose/types';
import { ffmpeg, MediaCommandError, probe } from '../ffmpeg';
import { renderSlideTrack } from './render-slide-track';
import type { SlideShot, SlideTrackOptions, SlideTransition } from './types';

const FPS = 25;
const SIZE: Size = { width: 320, height: 180 };
type Rgb = [number, number, number];
const RED: Rgb = [255, 0, 0];
const GREEN: Rgb = [0, 200, 0];
const BLUE: Rgb = [0, 0, 255];
/** Slide lengths whose ends do not fall on the frame grid: 1.0, 2.32 and 3.2 s, frames 25, 58 and 80. */
const DURATIONS = [1.0, 1.32, 0.88];

let dir: string;
let slides: string[];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'slide-track-test-'));
  slides = await Promise.all([RED, GREEN, BLUE].map((rgb, i) => solidSlide(`slide-${i}.png`, rgb, 400, 225)));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function solidSlide(name: string, [r, g, b]: Rgb, width: number, height: number): Promise<string> {
  const file = join(dir, name);
  await sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toFile(file);
  return file;
}

function options(name: string, transition: SlideTransition, extra: Partial<SlideTrackOptions> = {}) {
  return { size: SIZE, fps: FPS, transition, outPath: join(dir, `${name}.mp4`), ...extra };
}

/** Every frame of the video as the composition reads it (resampled on the frame grid), in RGB. */
async function decodeFrames(file: string, size: Size): Promise<Buffer[]> {
  const matrix = videoColour(size).swsMatrix;
  const { stdout } = await ffmpeg([
    ...['-i', file, '-vf', `fps=${FPS},scale=in_color_matrix=${matrix}:in_range=tv,format=rgb24`],
    ...['-f', 'rawvideo', '-'],
  ]);
  const frameBytes = size.width * size.height * 3;
  return Array.from({ length: stdout.length / frameBytes }, (_, i) =>
    stdout.subarray(i * frameBytes, (i + 1) * frameBytes),
  );
}

function pixel(frame: Buffer | undefined, size: Size, x: number, y: number): Rgb {
  if (!frame) throw new Error('no such frame');
  const at = (Math.round(y) * size.width + Math.round(x)) * 3;
  return [frame[at] ?? -1, frame[at + 1] ?? -1, frame[at + 2] ?? -1];
}

function expectColour(actual: Rgb, expected: Rgb, tolerance = 14) {
  actual.forEach((channel, i) =>
    expect(Math.abs(channel - (expected[i] ?? 0)), `${actual} vs ${expected}`).toBeLessThan(tolerance),
  );
}

const mix = (a: Rgb, b: Rgb, share: number): Rgb => a.map((v, i) => v * (1 - share) + (b[i] ?? 0) * share) as Rgb;
const centre = (frame: Buffer | undefined) => pixel(frame, SIZE, SIZE.width / 2, SIZE.height / 2);

describe('renderSlideTrack', () => {
  const shots = (): SlideShot[] => slides.map((imagePath, i) => ({ imagePath, durationSec: DURATIONS[i] ?? 1 }));
  const total = DURATIONS.reduce((sum, d) => sum + d, 0);

  it.each(['cut', 'fade', 'slide'] as const)(
    '%s: lasts the sum of the slides and shows each slide in the middle of its time and from its cue on',
    async (transition) => {
      const result = await renderSlideTrack(shots(), options(transition, transition));
      const info = await probe(join(dir, `${transition}.mp4`));
      expect(info.video).toMatchObject({ codec: 'h264', width: SIZE.width, height: SIZE.height });
      expect(info.audio).toBeUndefined();
      expect(Math.abs(info.durationSec - total)).toBeLessThanOrEqual(1 / FPS);
      expect(result.durationSec).toBeCloseTo(info.durationSec, 3);
      const frames = await decodeFrames(join(dir, `${transition}.mp4`), SIZE);
      expect(frames).toHaveLength(Math.round(total * FPS));
      let startSec = 0;
      result.cues.forEach((cue, i) => {
        expect(Math.abs(cue.startSec - startSec)).toBeLessThanOrEqual(0.5 / FPS);
        startSec += DURATIONS[i] ?? 0;
        const colour = [RED, GREEN, BLUE][i] as Rgb;
        expectColour(centre(frames[Math.floor(((cue.startSec + cue.endSec) / 2) * FPS)]), colour);
        // The slide is whole on the frame its narration starts, not a transition later.
        expectColour(centre(frames[Math.round(cue.startSec * FPS)]), colour);
        expectColour(pixel(frames[Math.round(cue.startSec * FPS)], SIZE, 4, 4), colour);
      });
    },
    60_000,
  );

  it('fades over the last frames of the outgoing slide, through an even mix halfway', async () => {
    const result = await renderSlideTrack(shots(), options('fade-mix', 'fade', { transitionSec: 0.4 }));
    const frames = await decodeFrames(join(dir, 'fade-mix.mp4'), SIZE);
    const cut = Math.round((result.cues[1]?.startSec ?? 0) * FPS);
    // 10 frames of fade end on the frame before the cut; the one before them is the old slide alone.
    expectColour(centre(frames[cut - 11]), RED);
    expectColour(centre(frames[cut - 10]), mix(RED, GREEN, 1 / 11), 20);
    expectColour(centre(frames[cut - 6]), mix(RED, GREEN, 5 / 11), 20);
    expectColour(centre(frames[cut - 5]), mix(RED, GREEN, 6 / 11), 20);
    expectColour(centre(frames[cut]), GREEN);
  }, 60_000);

  it('slides the next slide in from the right, pushing the old one out to the left', async () => {
    const result = await renderSlideTrack(shots(), options('slide-mid', 'slide', { transitionSec: 0.4 }));
    const frames = await decodeFrames(join(dir, 'slide-mid.mp4'), SIZE);
    const halfway = frames[Math.round((result.cues[1]?.startSec ?? 0) * FPS) - 5];
    expectColour(pixel(halfway, SIZE, SIZE.width * 0.1, 90), RED);
    expectColour(pixel(halfway, SIZE, SIZE.width * 0.9, 90), GREEN);
  }, 60_000);

  it('fits a 4:3 slide and a wide slide inside 16:9 on bars of the background colour, never stretched', async () => {
    const fourThree = await solidSlide('four-three.png', RED, 640, 480);
    const wide = await solidSlide('wide.png', GREEN, 640, 160);
    const result = await renderSlideTrack(
      [
        { imagePath: fourThree, durationSec: 0.4 },
        { imagePath: wide, durationSec: 0.4 },
      ],
      options('letterbox', 'cut', { background: '#0000ff' }),
    );
    const frames = await decodeFrames(join(dir, 'letterbox.mp4'), SIZE);
    const first = frames[Math.round((result.cues[0]?.startSec ?? 0) * FPS) + 2];
    // 4:3 at 180 lines is 240 wide: bars of 40 px left and right.
    expectColour(pixel(first, SIZE, 20, 90), BLUE);
    expectColour(pixel(first, SIZE, 46, 90), RED);
    expectColour(pixel(first, SIZE, 274, 90), RED);
    expectColour(pixel(first, SIZE, 300, 90), BLUE);
    // 4:1 across 320 is 80 high: bars of 50 px above and below.
    const second = frames[Math.round((result.cues[1]?.startSec ?? 0) * FPS) + 2];
    expectColour(pixel(second, SIZE, 160, 25), BLUE);
    expectColour(pixel(second, SIZE, 160, 56), GREEN);
    expectColour(pixel(second, SIZE, 160, 124), GREEN);
    expectColour(pixel(second, SIZE, 160, 155), BLUE);
  }, 60_000);

  it('tags HD tracks BT.709 and smaller ones BT.601, as the avatar composition expects', async () => {
    await renderSlideTrack([{ imagePath: slides[0] ?? '', durationSec: 0.2 }], {
      ...options('hd', 'cut'),
      size: { width: 1280, height: 720 },
    });
    await renderSlideTrack([{ imagePath: slides[0] ?? '', durationSec: 0.2 }], options('sd', 'cut'));
    expect((await probe(join(dir, 'hd.mp4'))).video?.colour.matrix).toBe('bt709');
    expect((await probe(join(dir, 'sd.mp4'))).video?.colour.matrix).toBe('smpte170m');
  }, 60_000);

  it('names an unreadable slide and leaves no output behind', async () => {
    const broken = join(dir, 'broken.png');
    await writeFile(broken, 'not a picture');
    const outPath = join(dir, 'broken.mp4');
    const failure = renderSlideTrack([...shots(), { imagePath: broken, durationSec: 1 }], {
      ...options('x', 'fade'),
      outPath,
    });
    await expect(failure).rejects.toThrow(MediaCommandError);
    await expect(failure).rejects.toThrow(/slide 4 broken\.png cannot be read/);
    expect(existsSync(outPath)).toBe(false);
  });

  it('stops when aborted and leaves no output behind', async () => {
    const controller = new AbortController();
    const outPath = join(dir, 'aborted.mp4');
    const progress: number[] = [];
    const failure = renderSlideTrack(shots(), {
      ...options('x', 'slide'),
      outPath,
      signal: controller.signal,
      onProgress: (fraction) => {
        progress.push(fraction);
        if (fraction > 0) controller.abort();
      },
    });
    await expect(failure).rejects.toThrow(/abort/i);
    expect(progress.length).toBeGreaterThan(0);
    expect(existsSync(outPath)).toBe(false);
    expect(existsSync(`${outPath}.partial`)).toBe(false);
  });

  it('reports progress up to 1', async () => {
    const progress: number[] = [];
    await renderSlideTrack(shots(), { ...options('progress', 'fade'), onProgress: (f) => progress.push(f) });
    expect(progress[0]).toBe(0);
    expect(progress[progress.length - 1]).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  }, 60_000);
});
