import { stat } from 'node:fs/promises';
import { detectFacesIn } from '../face/detector';
import { MediaCommandError, probe } from '../ffmpeg';
import { noseCentring, subjects } from './face-pose';
import { sampleFrames } from './sample-frames';

/** What a portrait video must satisfy to become an avatar clone; the caller picks the numbers. */
export interface CloneVideoLimits {
  minSec: number;
  maxSec: number;
  maxBytes: number;
  /** The picture's shorter side, in pixels (480 for 480p). */
  minShortSide: number;
  /** Frames looked at per second of video, and at most in all (a long video is sampled more thinly). */
  samplesPerSec: number;
  maxSamples: number;
  /** Share of the sampled frames that may show the face turned away or unclear. */
  maxUnclearShare: number;
}

export type CloneVideoProblem =
  'unreadable' | 'tooLarge' | 'tooShort' | 'tooLong' | 'lowResolution' | 'noFace' | 'multipleFaces' | 'notFrontal';

export type CloneVideoCheck =
  | { ok: true; durationSec: number; width: number; height: number; samples: number }
  | { ok: false; problem: CloneVideoProblem; /** Where in the video the problem was seen, seconds. */ atSec?: number };

/** Detection works on frames this many rows high: the face detector itself runs at 256 px. */
const SAMPLE_HEIGHT = 480;
/** Mesh confidence of a clear face (the talking-photo check uses the same bound). */
const MIN_FACE_SCORE = 0.9;
/**
 * Nose between the eye corners inside this band: facing the camera within about 30 degrees. The test
 * portraits, looking into the camera with the head a little turned, measure 0.30-0.36 and 0.70.
 */
const FRONTAL_BAND = [0.25, 0.75] as const;

/**
 * Checks an uploaded portrait video: size, length and resolution from the decode (never the header),
 * then exactly one frontal face in frames sampled through the whole video. The first problem found is
 * returned; nothing is thrown for bad input.
 */
export async function inspectCloneVideo(path: string, limits: CloneVideoLimits): Promise<CloneVideoCheck> {
  if ((await stat(path)).size > limits.maxBytes) return { ok: false, problem: 'tooLarge' };
  let header;
  try {
    header = await probe(path);
  } catch (error) {
    if (error instanceof MediaCommandError) return { ok: false, problem: 'unreadable' };
    throw error;
  }
  const video = header.video;
  if (!video || video.width === 0) return { ok: false, problem: 'unreadable' };
  if (Math.min(video.width, video.height) < limits.minShortSide) return { ok: false, problem: 'lowResolution' };
  // The header only chooses how densely to sample; the decode below measures the length.
  const guessSec = Math.min(Math.max(header.durationSec, 1), limits.maxSec + 1);
  const fps = Math.min(limits.samplesPerSec, limits.maxSamples / guessSec);
  let sampled;
  try {
    sampled = await sampleFrames(path, { fps, height: SAMPLE_HEIGHT, maxSec: limits.maxSec + 1 });
  } catch (error) {
    if (error instanceof MediaCommandError) return { ok: false, problem: 'unreadable' };
    throw error;
  }
  const durationSec = sampled.decodedSec;
  if (sampled.frames.length === 0) return { ok: false, problem: 'unreadable' };
  if (durationSec < limits.minSec) return { ok: false, problem: 'tooShort' };
  if (durationSec > limits.maxSec) return { ok: false, problem: 'tooLong' };

  // A frame or two without a face (a hand passing, motion blur) is forgiven like an unclear one.
  const allowed = limits.maxUnclearShare * sampled.frames.length;
  let missing = 0;
  let firstMissingSec = 0;
  let unclear = 0;
  let firstUnclearSec = 0;
  for (const [index, frame] of sampled.frames.entries()) {
    const atSec = Math.round((index / fps) * 10) / 10;
    const faces = subjects(await detectFacesIn({ pixels: frame, width: frame.width, height: frame.height }));
    if (faces.length > 1) return { ok: false, problem: 'multipleFaces', atSec };
    if (faces.length === 0) {
      if (missing === 0) firstMissingSec = atSec;
      missing += 1;
      if (missing > allowed) return { ok: false, problem: 'noFace', atSec: firstMissingSec };
      continue;
    }
    const centring = noseCentring(faces[0]!.mesh);
    const isFrontal = faces[0]!.score >= MIN_FACE_SCORE && centring >= FRONTAL_BAND[0] && centring <= FRONTAL_BAND[1];
    if (!isFrontal) {
      if (unclear === 0) firstUnclearSec = atSec;
      unclear += 1;
    }
  }
  if (unclear > allowed) {
    return { ok: false, problem: 'notFrontal', atSec: firstUnclearSec };
  }
  return { ok: true, durationSec, width: video.width, height: video.height, samples: sampled.frames.length };
}
