import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silence } from '../audio/pcm';
import { encodeWav } from '../audio/wav';
import type { AvatarRig, Box } from '../avatar/rig';
import { STOCK_AVATARS } from '../avatar/stock-catalogue';
import { prepareCloneVideo } from '../clone-video/prepare-clone-video';
import { makeCloneVideo } from '../clone-video/test-videos';
import { createStockRig } from '../avatar/stock-rig';
import { createPhotoRig } from '../face/photo-rig';
import { portrait } from '../face/test-portraits';
import { blinkTrack } from '../lipsync/blinks';
import { mouthTrackFromAudio } from '../lipsync/mouth-track';
import { renderSlideTrack } from '../slides-video/render-slide-track';
import { canvasSize } from './layout';
import { fillStageBox, overlayStageBox } from './presenter-stage';
import { renderAvatarVideo } from './render-avatar-video';
import { grayFrames } from './test/decode';
import type { AvatarVideoRequest, PresenterStage } from './types';

const HD = { width: 1280, height: 720 };
const PORTRAIT_CANVAS = { width: 720, height: 1280 };

describe('overlayStageBox', () => {
  const half = { width: 540, height: 840 };

  it('stands a presenter half the canvas tall in the lower right corner, a margin from the right edge', () => {
    expect(overlayStageBox('corner', HD, half)).toEqual({ x: 1262 - 232, y: 360, width: 232, height: 360 });
  });

  it('stands a presenter nine tenths tall at the right side', () => {
    expect(overlayStageBox('side', HD, half)).toEqual({ x: 1262 - 416, y: 72, width: 416, height: 648 });
  });

  it('stands a presenter the canvas height tall in the middle', () => {
    expect(overlayStageBox('full', HD, half)).toEqual({ x: 409, y: 0, width: 462, height: 720 });
  });

  it('draws a presenter smaller, in its own shape, where its layout would make it too wide', () => {
    const box = overlayStageBox('side', PORTRAIT_CANVAS, { width: 560, height: 560 });
    expect(box).toEqual({ x: 702 - 360, y: 920, width: 360, height: 360 });
  });
});

describe('fillStageBox', () => {
  it('puts a 4:5 box 38 % of the canvas tall into the lower right corner with a margin', () => {
    expect(fillStageBox('corner', HD)).toEqual({ x: 1262 - 218, y: 702 - 272, width: 218, height: 272 });
  });

  it('narrows the corner box to two fifths of a tall canvas width', () => {
    const box = fillStageBox('corner', PORTRAIT_CANVAS);
    expect(box).toEqual({ x: 702 - 288, y: 1262 - 360, width: 288, height: 360 });
  });

  it('gives a 9:16 column the full canvas height at the right edge, at most half the canvas wide', () => {
    expect(fillStageBox('side', HD)).toEqual({ x: 1280 - 406, y: 0, width: 406, height: 720 });
    expect(fillStageBox('side', PORTRAIT_CANVAS)).toEqual({ x: 360, y: 0, width: 360, height: 1280 });
  });

  it('covers the whole canvas in the full layout', () => {
    expect(fillStageBox('full', HD)).toEqual({ x: 0, y: 0, width: 1280, height: 720 });
  });

  it('keeps every side and corner on even pixels, as 4:2:0 chroma needs', () => {
    for (const layout of ['corner', 'side', 'full'] as const) {
      for (const canvas of [HD, PORTRAIT_CANVAS, { width: 1080, height: 1080 }, { width: 1258, height: 706 }]) {
        const box = fillStageBox(layout, canvas);
        expect([box.x, box.y, box.width, box.height].map((value) => value % 2)).toEqual([0, 0, 0, 0]);
        expect(box.x + box.width).toBeLessThanOrEqual(canvas.width);
        expect(box.y + box.height).toBeLessThanOrEqual(canvas.height);
      }
    }
  });
});

const FPS = 25;
/** Renders take seconds; a busy machine takes several times longer. */
const SLOW = 120_000;
/** The slide track: one slide until SLIDE_CHANGE_SEC, another until the end. */
const SLIDE_CHANGE_SEC = 1.7;
const DURATION_SEC = 2.4;
/** Frames sampled per second: sample n is at n / SAMPLE_FPS seconds. */
const SAMPLE_FPS = 5;
/** Luma steps that are more than the two encodes' noise. */
const NOISE = 12;
/** Pixels next to the presenter's box, where the encoder blurs its edge into the slide. */
const EDGE_BAND = 8;

describe('renderAvatarVideo with a presenter stage', () => {
  let dir: string;
  let speechPath: string;
  let trackPath: string;
  let track: Uint8Array[];
  /** Face analysis takes a second or more; the photo cases share one rig. */
  let photo: AvatarRig;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-stage-test-'));
    const speech = silence(22_050, DURATION_SEC);
    speechPath = path.join(dir, 'speech.wav');
    await fs.writeFile(speechPath, encodeWav(speech));
    const pages = await Promise.all(
      [
        { r: 208, g: 64, b: 48 },
        { r: 48, g: 96, b: 192 },
      ].map(async (colour, i) => {
        const page = path.join(dir, `page-${i}.png`);
        await sharp({ create: { ...HD, channels: 3, background: colour } })
          .png()
          .toFile(page);
        return page;
      }),
    );
    trackPath = path.join(dir, 'slides.mp4');
    await renderSlideTrack(
      [
        { imagePath: pages[0] as string, durationSec: SLIDE_CHANGE_SEC },
        { imagePath: pages[1] as string, durationSec: DURATION_SEC - SLIDE_CHANGE_SEC },
      ],
      { size: HD, fps: FPS, transition: 'cut', outPath: trackPath },
    );
    track = (await grayFrames(trackPath, { fps: SAMPLE_FPS })).frames;
    ({ rig: photo } = await createPhotoRig(await portrait('blonde'), { maxHeight: HD.height }));
  }, SLOW);

  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  function request(name: string, rig: AvatarRig, stage: PresenterStage): AvatarVideoRequest {
    const speech = silence(22_050, DURATION_SEC);
    return {
      audioPath: speechPath,
      rig,
      mouth: mouthTrackFromAudio(speech, { fps: FPS }),
      eyes: blinkTrack(DURATION_SEC, 5, { fps: FPS }),
      fps: FPS,
      canvas: { ratio: '16:9', resolution: 720 },
      background: { type: 'video', path: trackPath },
      stage,
      idleMotion: true,
      outDir: path.join(dir, name),
    };
  }

  /** The share of pixels inside (or outside) `box` whose luma differs from the slide track's at the same moment. */
  function changedShare(frame: Uint8Array, sample: number, box: Box, where: 'inside' | 'outside'): number {
    const slide = track[sample] as Uint8Array;
    const near = (x: number, y: number, band: number) =>
      x >= box.x - band && x < box.x + box.width + band && y >= box.y - band && y < box.y + box.height + band;
    let counted = 0;
    let changed = 0;
    for (let y = 0; y < HD.height; y++) {
      for (let x = 0; x < HD.width; x++) {
        if (where === 'inside' ? !near(x, y, 0) : near(x, y, EDGE_BAND)) continue;
        counted += 1;
        const i = y * HD.width + x;
        if (Math.abs((frame[i] ?? 0) - (slide[i] ?? 0)) > NOISE) changed += 1;
      }
    }
    return changed / counted;
  }

  it(
    'shows a talking photo in the lower right corner only within its window, and the slides alone elsewhere',
    async () => {
      const box = fillStageBox('corner', HD);
      const result = await renderAvatarVideo(
        request('corner-photo', photo, { layout: 'corner', shown: [{ startSec: 0, endSec: 1.2 }] }),
      );
      const { frames } = await grayFrames(result.videoPath, { fps: SAMPLE_FPS });
      expect(frames).toHaveLength(track.length);
      for (const sample of [1, 3, 5]) {
        const frame = frames[sample] as Uint8Array;
        expect(changedShare(frame, sample, box, 'inside')).toBeGreaterThan(0.5);
        expect(changedShare(frame, sample, box, 'outside')).toBeLessThan(0.001);
      }
      // After the window, on the first slide and then on the second.
      for (const sample of [7, 10]) {
        const frame = frames[sample] as Uint8Array;
        expect(changedShare(frame, sample, box, 'inside')).toBeLessThan(0.001);
        expect(changedShare(frame, sample, box, 'outside')).toBeLessThan(0.001);
      }
    },
    SLOW,
  );

  it(
    'stands a stock presenter at the right side over the slides for the whole video',
    async () => {
      const avatar = STOCK_AVATARS.find((candidate) => candidate.framing === 'half');
      if (!avatar) throw new Error('the catalogue has no half-body presenter');
      const rig = createStockRig(avatar, { height: HD.height });
      const box = overlayStageBox('side', HD, rig);
      const result = await renderAvatarVideo({
        ...request('side-stock', rig, { layout: 'side', shown: [{ startSec: 0, endSec: DURATION_SEC }] }),
        idleMotion: false,
      });
      const { frames } = await grayFrames(result.videoPath, { fps: SAMPLE_FPS });
      expect(frames).toHaveLength(track.length);
      for (const sample of [1, 6, 10]) {
        const frame = frames[sample] as Uint8Array;
        // The cut-out figure covers much of its box; the slide shows around it.
        expect(changedShare(frame, sample, box, 'inside')).toBeGreaterThan(0.3);
        expect(changedShare(frame, sample, box, 'outside')).toBeLessThan(0.001);
      }
      expect(box.x).toBeGreaterThan(canvasSize({ ratio: '16:9', resolution: 720 }).width / 2);
    },
    SLOW,
  );
  it(
    'shows the slides alone when the presenter has no window',
    async () => {
      const result = await renderAvatarVideo(request('hidden-photo', photo, { layout: 'full', shown: [] }));
      const { frames } = await grayFrames(result.videoPath, { fps: SAMPLE_FPS });
      expect(frames).toHaveLength(track.length);
      const everything = { x: 0, y: 0, ...HD };
      frames.forEach((frame, sample) => expect(changedShare(frame, sample, everything, 'inside')).toBeLessThan(0.001));
    },
    SLOW,
  );

  it(
    'plays an avatar clone in the side column, its person moving, over the slides',
    async () => {
      const source = path.join(dir, 'clone.mp4');
      await fs.writeFile(source, await makeCloneVideo('onePerson', { seconds: 3, height: 480 }));
      const prep = await prepareCloneVideo(source, {
        startSec: 0.5,
        segmentSec: 2,
        fps: 12.5,
        minLoopSec: 1,
        height: 480,
      });
      const { rig } = await createPhotoRig(prep.still, { maxHeight: 480 });
      const box = fillStageBox('side', HD);
      const result = await renderAvatarVideo({
        ...request('side-clone', rig, { layout: 'side', shown: [{ startSec: 0, endSec: DURATION_SEC }] }),
        clone: { videoPath: source, prep },
      });
      const { frames } = await grayFrames(result.videoPath, { fps: SAMPLE_FPS });
      expect(frames).toHaveLength(track.length);
      for (const sample of [1, 6, 10]) {
        const frame = frames[sample] as Uint8Array;
        expect(changedShare(frame, sample, box, 'inside')).toBeGreaterThan(0.5);
        expect(changedShare(frame, sample, box, 'outside')).toBeLessThan(0.001);
      }
      // The person leans in and back (the test video's zoom): a still column would differ by encoding noise alone.
      const column = (await grayFrames(result.videoPath, { fps: SAMPLE_FPS, box })).frames;
      let moved = 0;
      column.slice(1).forEach((frame, n) => {
        const before = column[n] as Uint8Array;
        let sum = 0;
        for (let i = 0; i < frame.length; i++) sum += Math.abs((frame[i] ?? 0) - (before[i] ?? 0));
        moved = Math.max(moved, sum / frame.length);
      });
      expect(moved).toBeGreaterThan(2);
    },
    SLOW,
  );
});
