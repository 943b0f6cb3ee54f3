import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeEnvelope, rmsEnvelope } from '../audio/envelope';
import { concatPcm, silence, type Pcm } from '../audio/pcm';
import { meterLoudness } from '../audio/test/loudness-meter';
import { encodeWav } from '../audio/wav';
import { lipGap } from '../clone-video/face-pose';
import { audioSamples, grayFrames } from '../compose/test/decode';
import { probe } from '../ffmpeg';
import { pearson } from '../lipsync/test/stats';
import { mouthTrackFromAudio } from '../lipsync/mouth-track';
import { VISEME_OPENNESS } from '../avatar/rig';
import { synthesizeMusicTrack } from '../music/render-music';
import { createEspeakEngine } from '../tts/espeak';
import { meshAtTime, trackFaces, type FaceTrack } from './face-track';
import { probeTranslationVideo } from './probe-video';
import { renderTranslatedVideo, type TranslatedVideoInput } from './render-translated-video';
import { makeTalkingHeadVideo } from './test-talking-head';

const SECONDS = 4;
const FPS = 25;
/** The translated sentence's window: before and after it the source's frames are kept. */
const WINDOW = { start: 0.6, end: 3.2 };
const SIZE = { width: 854, height: 480 };

let dir: string;
let sourcePath: string;
let backgroundPath: string;
let speech: Pcm;
let faces: FaceTrack;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'translated-video-test-'));
  sourcePath = path.join(dir, 'source.mp4');
  await fs.writeFile(sourcePath, await makeTalkingHeadVideo({ seconds: SECONDS }));
  const spoken = await createEspeakEngine().synthesize(
    'Hola, bienvenidos a nuestro estudio de cine.',
    'espeak:es-ES:f2',
    {
      rate: 1.15,
      pitch: 1,
      volume: 1,
    },
  );
  const rate = spoken.sampleRate;
  const fitted = spoken.samples.slice(0, Math.round((WINDOW.end - WINDOW.start - 0.1) * rate));
  const track = concatPcm(
    [silence(rate, WINDOW.start), { sampleRate: rate, samples: fitted }, silence(rate, SECONDS)],
    rate,
  );
  speech = { sampleRate: rate, samples: track.samples.slice(0, SECONDS * rate) };
  // The source's music with its voice taken out: the music alone, quieter than speech, as separation leaves it.
  const music = synthesizeMusicTrack('corporate-clear-horizon');
  backgroundPath = path.join(dir, 'background.wav');
  await fs.writeFile(
    backgroundPath,
    encodeWav({
      sampleRate: music.sampleRate,
      samples: music.samples.slice(0, SECONDS * music.sampleRate).map((v) => v * 0.25),
    }),
  );
  faces = await trackFaces(sourcePath, { fps: 5 });
}, 180_000);
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

function input(name: string, overrides: Partial<TranslatedVideoInput> = {}): TranslatedVideoInput {
  return {
    sourcePath,
    outPath: path.join(dir, `${name}.mp4`),
    coverPath: path.join(dir, `${name}.jpg`),
    durationSec: SECONDS,
    speech,
    backgroundPath,
    faces,
    talkWindows: [WINDOW],
    subtitles: null,
    maxRows: 1080,
    ...overrides,
  };
}

/** The speaker's lip gap (over the eye span) on every frame of a video. */
async function lipGaps(videoPath: string): Promise<number[]> {
  const track = await trackFaces(videoPath, { fps: FPS, height: SIZE.height });
  return track.meshes.map((_mesh, n) => {
    const mesh = meshAtTime(track, n / FPS, SIZE);
    return mesh ? lipGap(mesh) : Number.NaN;
  });
}

describe('renderTranslatedVideo', () => {
  it('redraws the lips for the new speech in its window and keeps the source elsewhere', async () => {
    const progress: number[] = [];
    const asked = input('lips', { onProgress: (fraction) => progress.push(fraction) });
    const result = await renderTranslatedVideo(asked);
    expect(result).toMatchObject({ ...SIZE });
    expect(result.lipFrames).toBeGreaterThan(55);
    expect(progress.at(-1)).toBeGreaterThan(0.9);
    // The same render without lips: the same encoder's picture of the untouched source.
    const reference = input('untouched', { faces: null });
    await renderTranslatedVideo(reference);

    const [output, source] = [await lipGaps(asked.outPath), await lipGaps(reference.outPath)];
    expect(output).toHaveLength(SECONDS * FPS);
    const talk = output
      .map((_gap, n) => n)
      .filter((n) => n / FPS >= WINDOW.start + 0.04 && n / FPS < WINDOW.end - 0.04);
    const level = normalizeEnvelope(rmsEnvelope(speech, FPS));
    const opening = new Array<number>(SECONDS * FPS).fill(0);
    for (const cue of mouthTrackFromAudio(speech, { fps: FPS })) {
      for (let n = Math.round(cue.start * FPS); n < Math.round(cue.end * FPS); n += 1) {
        opening[n] = VISEME_OPENNESS[cue.viseme];
      }
    }
    const against = (gaps: number[], signal: ArrayLike<number>) =>
      pearson(
        talk.map((n) => gaps[n]!),
        talk.map((n) => signal[n]!),
      );
    // Measured on this clip: 0.39 against the raw speech level, 0.77 against the mouth track; the source's own
    // mouth, saying something else, 0.01.
    expect(against(output, level)).toBeGreaterThan(0.3);
    expect(against(output, level)).toBeGreaterThan(against(source, level) + 0.25);
    expect(against(output, opening)).toBeGreaterThan(0.6);

    const mouth = { x: 380, y: 190, width: 150, height: 110 };
    const [drawn, untouched] = [
      (await grayFrames(asked.outPath, { box: mouth })).frames,
      (await grayFrames(reference.outPath, { box: mouth })).frames,
    ];
    const difference = (n: number) =>
      drawn[n]!.reduce((sum, value, i) => sum + Math.abs(value - untouched[n]![i]!), 0) / drawn[n]!.length;
    const outside = drawn.map((_frame, n) => n).filter((n) => n / FPS < WINDOW.start - 0.04 || n / FPS >= WINDOW.end);
    const mean = (frames: number[]) => frames.reduce((sum, n) => sum + difference(n), 0) / frames.length;
    // Outside the window the mouth is the source's up to encoding noise; inside, it is another mouth.
    expect(mean(outside)).toBeLessThan(1.5);
    expect(mean(talk)).toBeGreaterThan(3 * mean(outside));
  }, 180_000);

  it('mixes the new speech over the background at dialogue loudness, the music kept, without clipping', async () => {
    const asked = input('sound');
    await renderTranslatedVideo(asked);
    const loudness = await meterLoudness(asked.outPath);
    expect(loudness.integratedLufs).toBeGreaterThan(-17.5);
    expect(loudness.integratedLufs).toBeLessThan(-14.5);
    expect(loudness.truePeakDbtp).toBeLessThan(-0.5);
    const samples = await audioSamples(asked.outPath);
    const rmsDb = (from: number, to: number) => {
      const part = samples.subarray(from * 16000, to * 16000);
      return 10 * Math.log10(part.reduce((sum, v) => sum + v * v, 0) / part.length);
    };
    // After the sentence only the music sounds: well audible, well under the speech.
    expect(rmsDb(3.3, 3.9)).toBeGreaterThan(-40);
    expect(rmsDb(3.3, 3.9)).toBeLessThan(rmsDb(1, 2.5) - 4);
  }, 180_000);

  it('writes a faststart H.264 and AAC MP4 as long as the source, with its cover', async () => {
    const asked = input('format', {
      faces: null,
      backgroundPath: undefined,
      maxRows: 360,
      subtitles: {
        lines: [
          { ...WINDOW, text: 'Hola, bienvenidos a nuestro estudio de cine.', role: 'target' },
          { ...WINDOW, text: 'Hello and welcome to our studio.', role: 'source' },
        ],
      },
    });
    expect(await renderTranslatedVideo(asked)).toMatchObject({ width: 640, height: 360, lipFrames: 0 });
    const info = await probe(asked.outPath);
    expect(info.video).toMatchObject({ codec: 'h264', width: 640, height: 360 });
    expect(info.audio).toMatchObject({ codec: 'aac', sampleRate: 48000 });
    const measured = await probeTranslationVideo(asked.outPath);
    expect(Math.abs(measured.durationSec - SECONDS)).toBeLessThan(0.1);
    expect(Math.abs(info.audio!.durationSec - measured.durationSec)).toBeLessThan(0.1);
    const bytes = await fs.readFile(asked.outPath);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    const cover = await fs.readFile(asked.coverPath);
    expect(cover.subarray(0, 2).toString('hex')).toBe('ffd8');
  }, 180_000);

  it('stops when aborted and leaves no output behind', async () => {
    const controller = new AbortController();
    const asked = input('aborted', { onProgress: () => controller.abort() });
    await expect(renderTranslatedVideo({ ...asked, signal: controller.signal })).rejects.toThrow();
    await expect(fs.access(asked.outPath)).rejects.toThrow();
    expect((await fs.readdir(dir)).filter((name) => name.includes('.part'))).toEqual([]);
  }, 180_000);
});
