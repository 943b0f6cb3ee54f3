import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeEnvelope, rmsEnvelope } from '../audio/envelope';
import { concatPcm, durationOf, silence, type Pcm } from '../audio/pcm';
import { encodeWav } from '../audio/wav';
import { meterLoudness } from '../audio/test/loudness-meter';
import { ffmpeg, MediaCommandError, probe } from '../ffmpeg';
import { blinkTrack } from '../lipsync/blinks';
import { mouthTrackFromAudio } from '../lipsync/mouth-track';
import { espeakSpeech } from '../lipsync/test/espeak-speech';
import { pearson } from '../lipsync/test/stats';
import { renderMusicTrack } from '../music/render-music';
import type { Box } from '../avatar/rig';
import type { EyeCue, MouthCue } from '../timeline';
import { detectFaces } from '../face/detector';
import { buildHeadWarp } from '../face/head-motion';
import { createPhotoRig } from '../face/photo-rig';
import { portrait } from '../face/test-portraits';
import { canvasSize, defaultPlacement, fillCrop, overlayBox, rigBoxOnCanvas } from './layout';
import { renderAvatarVideo, THUMBNAIL_FILE } from './render-avatar-video';
import { audioSamples, countBelow, grayFrames, rgbFrameAt, rms, variance, videoStreamDuration } from './test/decode';
import { FACE_COLOR, svgFillRig, svgOverlayRig } from './test/svg-rig';
import type { AvatarVideoRequest, CanvasSpec } from './types';

const FPS = 25;
/** Renders take a second or two; a busy machine takes several times longer. */
const SLOW = 120_000;
/** Leading and trailing silence around the sentence, where only music may sound. */
const PAD_SEC = 1;
/** The nose tip in the face mesh: it shows how far the head has turned. */
const NOSE_TIP = 1;

let dir: string;
let speech: Pcm;
let speechPath: string;
let shortPath: string;
let mouth: MouthCue[];
let eyes: EyeCue[];

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-compose-test-'));
  const sentence = await espeakSpeech(
    'Welcome to the studio. Today we will show you how a script becomes a video, with a presenter who talks.',
  );
  const rate = sentence.sampleRate;
  speech = concatPcm([silence(rate, PAD_SEC), sentence, silence(rate, PAD_SEC)], rate);
  speechPath = path.join(dir, 'speech.wav');
  await fs.writeFile(speechPath, encodeWav(speech));
  shortPath = path.join(dir, 'short.wav');
  await fs.writeFile(
    shortPath,
    encodeWav({ sampleRate: rate, samples: speech.samples.subarray(0, Math.round(2.2 * rate)) }),
  );
  mouth = mouthTrackFromAudio(speech, { fps: FPS });
  eyes = blinkTrack(durationOf(speech), 5, { fps: FPS });
}, SLOW);

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

function request(name: string, overrides: Partial<AvatarVideoRequest> = {}): AvatarVideoRequest {
  return {
    audioPath: speechPath,
    rig: svgOverlayRig(),
    mouth,
    eyes,
    fps: FPS,
    canvas: { ratio: '16:9', resolution: 720 },
    background: { type: 'color', color: '#3a6ea5' },
    idleMotion: false,
    outDir: path.join(dir, name),
    ...overrides,
  };
}

/** Pixels inside `box` whose luma differs by more than compression noise between two frames. */
function changedPixels(a: Uint8Array, b: Uint8Array, width: number, box: Box): number {
  let count = 0;
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      if (Math.abs((a[y * width + x] ?? 0) - (b[y * width + x] ?? 0)) > 40) count++;
    }
  }
  return count;
}

function rgbAt(frame: Buffer, width: number, x: number, y: number): number[] {
  return [...frame.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)];
}

function hexRgb(hex: string): number[] {
  return [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16));
}

describe('renderAvatarVideo', () => {
  it.each<CanvasSpec>([
    { ratio: '16:9', resolution: 720 },
    { ratio: '16:9', resolution: 1080 },
    { ratio: '9:16', resolution: 720 },
    { ratio: '9:16', resolution: 1080 },
    { ratio: '1:1', resolution: 720 },
    { ratio: '1:1', resolution: 1080 },
  ])(
    'renders $ratio at $resolution p to size, with video and audio as long as the speech',
    async (canvas) => {
      const result = await renderAvatarVideo(
        request(`size-${canvas.ratio.replace(':', 'x')}-${canvas.resolution}`, {
          audioPath: shortPath,
          canvas,
          idleMotion: true,
        }),
      );
      const info = await probe(result.videoPath);
      expect(info.video).toMatchObject({ codec: 'h264', ...canvasSize(canvas), fps: FPS });
      expect(info.audio?.codec).toBe('aac');
      expect({ width: result.width, height: result.height }).toEqual(canvasSize(canvas));
      const videoSec = await videoStreamDuration(result.videoPath);
      expect(Math.abs(videoSec - (info.audio?.durationSec ?? 0))).toBeLessThan(0.1);
      expect(Math.abs(videoSec - 2.2)).toBeLessThan(0.1);
      expect(result.durationSec).toBeCloseTo(2.2, 1);
    },
    SLOW,
  );

  describe('a sentence on an overlay rig', () => {
    let plain: string;
    let thumbnail: string;

    beforeAll(async () => {
      ({ videoPath: plain, thumbnailPath: thumbnail } = await renderAvatarVideo(request('plain')));
    }, SLOW);

    it('opens the rendered mouth in step with the speech (Pearson >= 0.6)', async () => {
      const rig = svgOverlayRig();
      const canvas = canvasSize({ ratio: '16:9', resolution: 720 });
      const box = overlayBox(rig, canvas, defaultPlacement(rig, canvas));
      const mouthArea = rigBoxOnCanvas(rig, rig.mouthBox, box);
      const { frames } = await grayFrames(plain, { box: mouthArea });
      const opening = frames.map((pixels) => countBelow(pixels, 50));
      const envelope = normalizeEnvelope(rmsEnvelope(speech, FPS));
      expect(frames.length).toBeGreaterThanOrEqual(envelope.length - 1);
      expect(pearson(opening, envelope)).toBeGreaterThanOrEqual(0.6);
    });

    it('has no blank frame: every second shows the presenter', async () => {
      const { frames } = await grayFrames(plain, { fps: 1 });
      expect(frames.length).toBeGreaterThanOrEqual(Math.floor(durationOf(speech)));
      for (const pixels of frames) expect(variance(pixels)).toBeGreaterThan(100);
    });

    it('writes a thumbnail of the canvas size, with the lips closed', async () => {
      expect(path.basename(thumbnail)).toBe(THUMBNAIL_FILE);
      const meta = await sharp(thumbnail).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 1280, height: 720 });
      const rig = svgOverlayRig();
      const canvas = { width: 1280, height: 720 };
      const area = rigBoxOnCanvas(rig, rig.mouthBox, overlayBox(rig, canvas, defaultPlacement(rig, canvas)));
      const { data } = await sharp(thumbnail)
        .extract({
          left: Math.round(area.x),
          top: Math.round(area.y),
          width: Math.round(area.width),
          height: Math.round(area.height),
        })
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      // A closed mouth is a thin line of ~500 dark pixels; the barely parted 'rest' shows three times that.
      expect(countBelow(new Uint8Array(data), 50)).toBeLessThan(800);
    });

    it('leaves the pauses silent when there is no music', async () => {
      const audio = await audioSamples(plain);
      expect(rms(audio, Math.round(0.2 * 16000), Math.round(0.9 * 16000))).toBeLessThan(1e-4);
    });

    it(
      'burns in English and Chinese subtitles and the watermark, and mixes music under the speech',
      async () => {
        const music = path.join(dir, 'music.mp3');
        await renderMusicTrack('calm-still-water', music);
        const cues = [
          { start: 0, end: 2.5, text: 'Welcome to the studio' },
          { start: 2.5, end: durationOf(speech), text: '欢迎来到我们的视频工作室，今天我们一起看看脚本如何变成视频。' },
        ];
        const result = await renderAvatarVideo(
          request('dressed', {
            subtitles: { cues, fontId: 'noto-sans' },
            watermark: { text: 'Orator' },
            music: { path: music, volume: 0.15 },
          }),
        );
        const band = { x: 0, y: 560, width: 1280, height: 160 };
        const corner = { x: 1080, y: 0, width: 200, height: 80 };
        const dressed = (await grayFrames(result.videoPath, { fps: 1 })).frames;
        const bare = (await grayFrames(plain, { fps: 1 })).frames;
        const changed = (second: number, box: Box) =>
          changedPixels(dressed[second] ?? new Uint8Array(), bare[second] ?? new Uint8Array(), 1280, box);
        expect(changed(1, band)).toBeGreaterThan(2000);
        expect(changed(4, band)).toBeGreaterThan(4000);
        expect(changed(1, corner)).toBeGreaterThan(150);
        const audio = await audioSamples(result.videoPath);
        const pause = rms(audio, Math.round(0.6 * 16000), Math.round(0.95 * 16000));
        const speaking = rms(audio, Math.round(1.5 * 16000), Math.round(3.5 * 16000));
        expect(pause).toBeGreaterThan(0.002);
        expect(speaking).toBeGreaterThan(3 * pause);
      },
      SLOW,
    );
  });

  describe('delivery', () => {
    /** Saturated colours show a wrong matrix most: BT.601 pictures decoded as BT.709 turn this red orange. */
    const RED = '#e03c31';
    let video: string;
    let thumbnail: string;

    beforeAll(async () => {
      ({ videoPath: video, thumbnailPath: thumbnail } = await renderAvatarVideo(
        request('delivery', { background: { type: 'color', color: RED } }),
      ));
    }, SLOW);

    it('tags the HD picture BT.709 and keeps its colours through a BT.709 decoder', async () => {
      expect((await probe(video)).video?.colour).toEqual({
        matrix: 'bt709',
        primaries: 'bt709',
        transfer: 'bt709',
        range: 'tv',
      });
      // Decoded as a browser decodes HD, whatever the tags say; the corner is background only.
      const { stdout } = await ffmpeg([
        ...['-i', video, '-frames:v', '1', '-vf', 'scale=in_color_matrix=bt709:in_range=tv,format=rgb24'],
        ...['-f', 'rawvideo', '-'],
      ]);
      const corner = rgbAt(stdout, 1280, 20, 700);
      hexRgb(RED).forEach((channel, i) => expect(Math.abs((corner[i] ?? 0) - channel)).toBeLessThanOrEqual(4));
      const { data } = await sharp(thumbnail).raw().toBuffer({ resolveWithObject: true });
      const thumbCorner = rgbAt(data, 1280, 20, 700);
      hexRgb(RED).forEach((channel, i) => expect(Math.abs((thumbCorner[i] ?? 0) - channel)).toBeLessThanOrEqual(6));
    });

    it('puts a keyframe at least every two seconds, with the index at the front', async () => {
      const keyframesOnly = ['-skip_frame', 'nokey', '-i', video, '-vf', 'showinfo'];
      const { stderr } = await ffmpeg([...keyframesOnly, '-an', '-f', 'null', '-']);
      const keyTimes = [...stderr.matchAll(/pts_time:([\d.]+)/g)].map((match) => Number(match[1]));
      const duration = (await probe(video)).durationSec;
      const gaps = [...keyTimes, duration].map((time, i, all) => time - (i ? all[i - 1]! : 0));
      expect(keyTimes.length).toBeGreaterThanOrEqual(Math.ceil(duration / 2));
      expect(Math.max(...gaps)).toBeLessThanOrEqual(2.01);
      const head = (await fs.readFile(video)).subarray(0, 64 * 1024).toString('latin1');
      expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat'));
    });

    it('plays at web loudness: -16 LUFS, true peak at most -1.5 dBTP, AAC 44.1 kHz at 128 kb/s', async () => {
      const loudness = await meterLoudness(video);
      expect(Math.abs(loudness.integratedLufs - -16)).toBeLessThanOrEqual(1);
      expect(loudness.truePeakDbtp).toBeLessThanOrEqual(-1);
      expect((await probe(video)).audio).toMatchObject({ codec: 'aac', sampleRate: 44_100 });
      expect((await probe(video)).audio!.bitRate).toBeGreaterThanOrEqual(128_000);
    });
  });

  it(
    'covers the canvas with a fill rig cropped around its face',
    async () => {
      const result = await renderAvatarVideo(
        request('fill', { rig: svgFillRig(), canvas: { ratio: '9:16', resolution: 720 }, audioPath: shortPath }),
      );
      // The face sits right of the photo's middle; a centre crop would show only green wall here.
      const forehead = rgbAt(await rgbFrameAt(result.videoPath, 1), 720, 360, 380);
      hexRgb(FACE_COLOR).forEach((channel, i) => expect(Math.abs((forehead[i] ?? 0) - channel)).toBeLessThan(24));
      const { frames } = await grayFrames(result.videoPath, { fps: 1 });
      for (const pixels of frames) expect(variance(pixels)).toBeGreaterThan(100);
    },
    SLOW,
  );

  describe('a talking photo with idle motion', () => {
    const spec: CanvasSpec = { ratio: '16:9', resolution: 720 };
    const canvas = canvasSize(spec);
    /** The head box on the canvas: the only place idle motion may change. */
    let head: Box;
    let video: string;

    beforeAll(async () => {
      const { rig } = await createPhotoRig(await portrait('blonde'), { maxHeight: canvas.height });
      const crop = fillCrop(rig, canvas);
      const mesh = (rig.faceMesh ?? []).map((p) => ({
        x: ((p.x - crop.x) * canvas.width) / crop.width,
        y: ((p.y - crop.y) * canvas.height) / crop.height,
      }));
      head = buildHeadWarp(mesh, canvas).box;
      ({ videoPath: video } = await renderAvatarVideo(request('head-motion', { rig, canvas: spec, idleMotion: true })));
    }, SLOW);

    it('moves the head while the background and shoulders stay as they are', async () => {
      const { frames } = await grayFrames(video, { fps: 5 });
      expect(frames.length).toBeGreaterThanOrEqual(5 * Math.floor(durationOf(speech)));
      const first = frames[0] as Uint8Array;
      const inHead = (x: number, y: number) =>
        x >= head.x && x < head.x + head.width && y >= head.y && y < head.y + head.height;
      // The head box leaves background beside the head and the shoulders below it on this portrait.
      expect(head.width * head.height).toBeLessThan(0.6 * canvas.width * canvas.height);
      let headMotion = 0;
      for (const frame of frames.slice(1)) {
        let outsideChanged = 0;
        let outside = 0;
        let headDifference = 0;
        for (let y = 0; y < canvas.height; y++) {
          for (let x = 0; x < canvas.width; x++) {
            const difference = Math.abs((frame[y * canvas.width + x] ?? 0) - (first[y * canvas.width + x] ?? 0));
            if (inHead(x, y)) headDifference += difference;
            else {
              outside += 1;
              if (difference > 12) outsideChanged += 1;
            }
          }
        }
        expect(outsideChanged / outside).toBeLessThan(0.002);
        headMotion = Math.max(headMotion, headDifference / (head.width * head.height));
      }
      expect(headMotion).toBeGreaterThan(3);
    });

    it(
      'keeps a face the detector finds in every second, its nose moving by a few pixels',
      async () => {
        const noses: { x: number; y: number }[] = [];
        for (let second = 0; second < Math.floor(durationOf(speech)); second++) {
          const { data, info } = await sharp(await rgbFrameAt(video, second + 0.5), {
            raw: { width: canvas.width, height: canvas.height, channels: 3 },
          })
            .png()
            .toBuffer({ resolveWithObject: true });
          expect(info.width).toBe(canvas.width);
          const faces = await detectFaces(data);
          expect(faces).toHaveLength(1);
          noses.push(faces[0]!.mesh[NOSE_TIP]!);
        }
        const travel = noses.map((nose) => Math.hypot(nose.x - noses[0]!.x, nose.y - noses[0]!.y));
        expect(Math.max(...travel)).toBeGreaterThan(3);
        expect(Math.max(...travel)).toBeLessThan(40);
      },
      SLOW,
    );
  });

  it(
    'sways an overlay presenter when idle motion is on',
    async () => {
      const result = await renderAvatarVideo(
        request('sway', { audioPath: shortPath, idleMotion: true, mouth: [], eyes: [] }),
      );
      const row = { x: 0, y: 300, width: 1280, height: 2 };
      const { frames } = await grayFrames(result.videoPath, { box: row });
      const leftEdge = (pixels: Uint8Array) => pixels.findIndex((value) => value > 150);
      const edges = frames.map(leftEdge);
      expect(Math.max(...edges) - Math.min(...edges)).toBeGreaterThanOrEqual(4);
    },
    SLOW,
  );

  it(
    'cover-crops an image background',
    async () => {
      const image = path.join(dir, 'halves.png');
      const halves = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="200" height="300" fill="#ff0000"/><rect x="200" width="200" height="300" fill="#0000ff"/></svg>`;
      await sharp(Buffer.from(halves)).png().toFile(image);
      const result = await renderAvatarVideo(
        request('image-bg', {
          audioPath: shortPath,
          canvas: { ratio: '9:16', resolution: 720 },
          background: { type: 'image', path: image },
        }),
      );
      const frame = await rgbFrameAt(result.videoPath, 1);
      // 9:16 from 4:3 keeps the middle: red on the left edge, blue on the right, nothing letterboxed.
      expect(rgbAt(frame, 720, 10, 10)[0]).toBeGreaterThan(200);
      expect(rgbAt(frame, 720, 710, 10)[2]).toBeGreaterThan(200);
      expect(rgbAt(frame, 720, 10, 1270)[0]).toBeGreaterThan(200);
    },
    SLOW,
  );

  it(
    'turns a phone photo upright from its EXIF orientation',
    async () => {
      const photo = path.join(dir, 'sideways.jpg');
      const halves = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="200" height="300" fill="#ff0000"/><rect x="200" width="200" height="300" fill="#0000ff"/></svg>`;
      // Orientation 6: shown turned a quarter clockwise, so the red half is on top.
      await sharp(Buffer.from(halves)).jpeg().withMetadata({ orientation: 6 }).toFile(photo);
      const result = await renderAvatarVideo(
        request('exif-bg', { audioPath: shortPath, background: { type: 'image', path: photo } }),
      );
      const frame = await rgbFrameAt(result.videoPath, 1);
      expect(rgbAt(frame, 1280, 10, 10)[0]).toBeGreaterThan(200);
      expect(rgbAt(frame, 1280, 1270, 10)[0]).toBeGreaterThan(200);
    },
    SLOW,
  );

  it(
    'loops a short video background, muted, for the length of the speech',
    async () => {
      const clip = path.join(dir, 'clip.mp4');
      await ffmpeg([
        ...['-f', 'lavfi', '-i', 'testsrc=d=1:s=320x240:r=25', '-f', 'lavfi', '-i', 'sine=f=440:d=1'],
        ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
      ]);
      const result = await renderAvatarVideo(request('video-bg', { background: { type: 'video', path: clip } }));
      expect(Math.abs((await videoStreamDuration(result.videoPath)) - durationOf(speech))).toBeLessThan(0.1);
      const corner = { x: 0, y: 0, width: 200, height: 200 };
      const { frames } = await grayFrames(result.videoPath, { box: corner, fps: 1 });
      expect(frames.length).toBeGreaterThanOrEqual(Math.floor(durationOf(speech)));
      for (const pixels of frames) expect(variance(pixels)).toBeGreaterThan(100);
      const audio = await audioSamples(result.videoPath);
      expect(rms(audio, Math.round(0.2 * 16000), Math.round(0.9 * 16000))).toBeLessThan(1e-4);
    },
    SLOW,
  );

  it('refuses a corrupt background with a MediaCommandError that names it, and writes nothing', async () => {
    const corrupt = path.join(dir, 'broken.jpg');
    await fs.writeFile(corrupt, Buffer.from('this is not a picture at all'));
    const outDir = path.join(dir, 'corrupt');
    const failure = renderAvatarVideo(request('corrupt', { background: { type: 'image', path: corrupt } }));
    await expect(failure).rejects.toBeInstanceOf(MediaCommandError);
    await expect(failure).rejects.toThrow(/background image broken\.jpg cannot be read/);
    await expect(fs.readdir(outDir)).rejects.toThrow(/ENOENT/);
  });

  it(
    'leaves no partial file behind when ffmpeg fails mid-render',
    async () => {
      const badMusic = path.join(dir, 'bad-music.mp3');
      await fs.writeFile(badMusic, Buffer.alloc(4096, 7));
      const outDir = path.join(dir, 'failed');
      await fs.mkdir(outDir);
      await expect(
        renderAvatarVideo(request('failed', { audioPath: shortPath, music: { path: badMusic } })),
      ).rejects.toBeInstanceOf(MediaCommandError);
      expect(await fs.readdir(outDir)).toEqual([]);
    },
    SLOW,
  );
});
