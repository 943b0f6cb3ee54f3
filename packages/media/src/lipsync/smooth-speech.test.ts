import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { frameCount } from '../audio/envelope';
import { concatPcm, durationOf, silence, type Pcm } from '../audio/pcm';
import { decodeWav, encodeWav } from '../audio/wav';
import {
  MOUTH_MIX_STEPS,
  mouthOpenness,
  mouthWeights,
  poseFileName,
  VISEME_OPENNESS,
  type AvatarRig,
  type RigPose,
} from '../avatar/rig';
import { STOCK_AVATARS } from '../avatar/stock-catalogue';
import { createStockRig } from '../avatar/stock-rig';
import { poseRuns, usedPoses, type PoseRun } from '../compose/pose-sequence';
import { ffmpeg } from '../ffmpeg';
import type { MouthCue } from '../timeline';
import { blinkTrack } from './blinks';
import { framesFromCues } from './frame-runs';
import { mouthTrackFromAudio } from './mouth-track';
import { createEspeakEngine } from '../tts/espeak';
import { espeakSpeech } from './test/espeak-speech';
import { alignPhones, HAS_ALIGNER, type TimedPhone } from './test/phone-alignment';

/**
 * Issue #14 "smooth speech", measured on real speech: a LibriVox reader (Debian's pocketsphinx-testdata)
 * and espeak. Ground truth for the lip closures is pocketsphinx's forced alignment of the phones.
 */

const FPS = 25;
const LIBRIVOX_DIR = '/usr/share/pocketsphinx/test/data/librivox';
const READER = path.join(LIBRIVOX_DIR, 'sense_and_sensibility_01_austen_64kb-0920.wav');
const READER_WORDS =
  'had he married a more a amiable woman he might have been made still more respectable than he was'.split(' ');
const HAS_READER = existsSync(READER);
/** One blend step: a quarter of the way from closed to fully open. */
const BLEND_STEP = 1 / MOUTH_MIX_STEPS;
const BILABIALS = new Set(['M', 'B', 'P']);
const VOWELS = new Set(['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW']);
/** Darker than this share of the mouth region's median luma is the inside of the mouth. */
const MOUTH_INTERIOR_SHARE = 0.5;

interface Track {
  pcm: Pcm;
  cues: MouthCue[];
  runs: PoseRun[];
  poses: RigPose[];
  closures: boolean[];
}

function track(pcm: Pcm): Track {
  const frames = frameCount(durationOf(pcm), FPS);
  const cues = mouthTrackFromAudio(pcm, { fps: FPS });
  const runs = poseRuns(cues, blinkTrack(durationOf(pcm), 7, { fps: FPS }), FPS, frames);
  const poses = runs.flatMap((run) => new Array<RigPose>(run.end - run.start).fill(run.pose));
  const closures = framesFromCues(cues, (cue) => cue.closure === true, FPS, frames, false);
  return { pcm, cues, runs, poses, closures };
}

/** Frame-to-frame steps, leaving out those into and out of a lip closure. */
function stepsOutsideClosures(values: readonly number[], closures: readonly boolean[]): number[] {
  const steps: number[] = [];
  for (let i = 1; i < values.length; i++) {
    if (!closures[i] && !closures[i - 1]) steps.push(Math.abs((values[i] ?? 0) - (values[i - 1] ?? 0)));
  }
  return steps;
}

/** How much of the mouth changes shape between two poses: 1 when one whole shape replaces another. */
function shapeChange(a: RigPose, b: RigPose): number {
  const weights = new Map<string, number>();
  for (const { viseme, weight } of mouthWeights(a)) weights.set(viseme, weight);
  for (const { viseme, weight } of mouthWeights(b)) weights.set(viseme, (weights.get(viseme) ?? 0) - weight);
  return [...weights.values()].reduce((sum, value) => sum + Math.abs(value), 0) / 2;
}

async function to16k(pcm: Pcm): Promise<Pcm> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-16k-'));
  try {
    await writeFile(path.join(dir, 'in.wav'), encodeWav(pcm));
    await ffmpeg(['-i', path.join(dir, 'in.wav'), '-ar', '16000', '-ac', '1', path.join(dir, 'out.wav')]);
    return decodeWav(await readFile(path.join(dir, 'out.wav')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe.each([
  { speaker: 'a LibriVox reader', skip: !HAS_READER, speech: async () => decodeWav(readFileSync(READER)) },
  {
    speaker: 'espeak',
    skip: false,
    speech: async () => {
      const sentence = await espeakSpeech(
        'Good morning! Our new studio turns any script into a video with a friendly presenter, ' +
          'who speaks clearly, smiles, and looks you right in the eye.',
      );
      return concatPcm(
        [silence(sentence.sampleRate, 0.5), sentence, silence(sentence.sampleRate, 0.5)],
        sentence.sampleRate,
      );
    },
  },
])('coarticulation on $speaker', ({ skip, speech }) => {
  let speaking: Track;

  beforeAll(async () => {
    if (!skip) speaking = track(await speech());
  });

  it.skipIf(skip)('moves the lips at most one blend step per frame, except into and out of a closure', () => {
    const openness = speaking.poses.map(mouthOpenness);
    const steps = stepsOutsideClosures(openness, speaking.closures);
    expect(Math.max(...steps)).toBeLessThanOrEqual(BLEND_STEP + 1e-9);
    // The cues alone jump by far more: the glides are what keeps the steps small.
    const unblended = framesFromCues(speaking.cues, (cue) => VISEME_OPENNESS[cue.viseme], FPS, openness.length, 0);
    expect(Math.max(...stepsOutsideClosures(unblended, speaking.closures))).toBeGreaterThan(2 * BLEND_STEP);
  });

  it.skipIf(skip)('never swaps a whole mouth shape between two frames, except at a closure', () => {
    const { poses, closures } = speaking;
    for (let i = 1; i < poses.length; i++) {
      if (closures[i] || closures[i - 1]) continue;
      expect(shapeChange(poses[i - 1]!, poses[i]!), `frame ${i}`).toBeLessThanOrEqual(0.5);
    }
    const blended = speaking.poses.filter((pose) => pose.toward).length;
    expect(blended / speaking.poses.length).toBeGreaterThan(0.25);
  });

  it.skipIf(skip)(
    'glides through the stock presenter: the mouth measured on its frames moves in small steps',
    async () => {
      const avatar = STOCK_AVATARS.find((candidate) => candidate.framing === 'head')!;
      const rig = createStockRig(avatar, { height: 720 });
      const opening = await mouthOpeningOfPoses(rig, usedPoses(speaking.runs));
      const perFrame = speaking.poses.map((pose) => opening.get(poseFileName(pose)) ?? 0);
      const range = Math.max(...perFrame) - Math.min(...perFrame);
      const steps = stepsOutsideClosures(perFrame, speaking.closures);
      // Dark area is not exactly proportional to openness (the lips also spread and round): a third of the range.
      expect(Math.max(...steps) / range).toBeLessThanOrEqual(0.34);
      // Lips meet completely on every closure frame.
      const closed = opening.get(poseFileName({ viseme: 'closed', eyes: 'open' })) ?? 0;
      for (const [frame, pose] of speaking.poses.entries()) {
        if (speaking.closures[frame]) expect(opening.get(poseFileName(pose))).toBeLessThanOrEqual(closed);
      }
      // The same measure on the shapes held without blending jumps by most of the range.
      const pure = await mouthOpeningOfPoses(
        rig,
        (['closed', 'rest', 'open'] as const).map((viseme) => ({ viseme, eyes: 'open' })),
      );
      const jump = (pure.get('open_open.png') ?? 0) - (pure.get('rest_open.png') ?? 0);
      expect(jump / range).toBeGreaterThan(0.6);
    },
    60_000,
  );
});

/** Dark pixels inside the mouth box of each pose: the inside of the mouth, as a viewer sees it open. */
async function mouthOpeningOfPoses(rig: AvatarRig, poses: readonly RigPose[]): Promise<Map<string, number>> {
  const { x, y, width, height } = rig.mouthBox;
  const lumas = await Promise.all(
    poses.map(async (pose) =>
      sharp(await rig.render(pose))
        .flatten({ background: '#ffffff' })
        .extract({ left: x, top: y, width, height })
        .greyscale()
        .raw()
        .toBuffer(),
    ),
  );
  const closedIndex = poses.findIndex((pose) => pose.viseme === 'closed' && !pose.toward);
  const reference = lumas[closedIndex >= 0 ? closedIndex : 0]!;
  const median = [...reference].sort((a, b) => a - b)[Math.floor(reference.length / 2)] ?? 0;
  const dark = MOUTH_INTERIOR_SHARE * median;
  return new Map(
    poses.map((pose, i) => [poseFileName(pose), lumas[i]!.reduce((count, value) => count + (value < dark ? 1 : 0), 0)]),
  );
}

describe('pose budget', () => {
  it.skipIf(!HAS_READER)('draws at most 150 distinct poses for a minute of real speech with blinks', () => {
    const parts = ['0870', '0880', '0890', '0920', '0930'].map((id) =>
      decodeWav(readFileSync(path.join(LIBRIVOX_DIR, `sense_and_sensibility_01_austen_64kb-${id}.wav`))),
    );
    const reading = concatPcm(parts, 16000);
    const minute = concatPcm([reading, reading, reading].slice(0, Math.ceil(60 / durationOf(reading))), 16000);
    expect(durationOf(minute)).toBeGreaterThanOrEqual(50);
    expect(usedPoses(track(minute).runs).length).toBeLessThanOrEqual(150);
  });
});

/** Frames of the pose sequence that fall inside a phone, widened by a frame each side for the aligner's slack. */
function framesOf(phone: TimedPhone, widen: number): number[] {
  const first = Math.max(0, Math.floor(phone.start * FPS) - widen);
  const last = Math.ceil(phone.end * FPS) - 1 + widen;
  return Array.from({ length: last - first + 1 }, (_v, i) => first + i);
}

async function closureScore(pcm: Pcm, words: readonly string[]) {
  const phones = await alignPhones(await to16k(pcm), words);
  const { poses } = track(pcm);
  const shut = (frame: number) => poses[frame] !== undefined && mouthOpenness(poses[frame]!) === 0;
  const bilabials = phones.filter((phone) => BILABIALS.has(phone.phone));
  const met = bilabials.filter((phone) => framesOf(phone, 1).some(shut));
  // The middle of each vowel: the lips must be apart there.
  const vowelCentres = phones
    .filter((phone) => VOWELS.has(phone.phone) && phone.end - phone.start >= 0.06)
    .map((phone) => Math.floor(((phone.start + phone.end) / 2) * FPS));
  return {
    bilabials: bilabials.length,
    met: met.length,
    missed: bilabials.filter((phone) => !met.includes(phone)).map((phone) => `${phone.phone}@${phone.start}`),
    vowels: vowelCentres.length,
    shutVowels: vowelCentres.filter(shut).length,
  };
}

describe.skipIf(!HAS_ALIGNER)('lip closures at the bilabials, against a forced phone alignment', () => {
  it.each(['espeak:en-US:f2', 'espeak:en-US:m3'])(
    'shuts the lips at every m and b of "maybe the baby" spoken by %s, and at no vowel',
    async (voiceId) => {
      const phrase = await createEspeakEngine().synthesize('maybe the baby', voiceId);
      const pcm = concatPcm(
        [silence(phrase.sampleRate, 0.4), phrase, silence(phrase.sampleRate, 0.4)],
        phrase.sampleRate,
      );
      const score = await closureScore(pcm, ['maybe', 'the', 'baby']);
      expect(score.bilabials).toBe(4);
      expect(score.met, score.missed.join(' ')).toBe(4);
      expect(score.shutVowels).toBe(0);
    },
    30_000,
  );

  it.skipIf(!HAS_READER)(
    'shuts the lips at most bilabials of a real reader, and at few vowels',
    async () => {
      const score = await closureScore(decodeWav(readFileSync(READER)), READER_WORDS);
      expect(score.bilabials).toBeGreaterThanOrEqual(10);
      expect(score.met / score.bilabials, score.missed.join(' ')).toBeGreaterThanOrEqual(0.8);
      expect(score.shutVowels / score.vowels).toBeLessThanOrEqual(0.1);
    },
    30_000,
  );
});
