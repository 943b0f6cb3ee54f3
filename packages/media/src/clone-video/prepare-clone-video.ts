import { detectFacesIn } from '../face/detector';
import type { Point } from '../face/geometry';
import { ffmpeg } from '../ffmpeg';
import type { RgbImage } from '../face/rgb-image';
import { lipGap, subjects } from './face-pose';
import { sampleFrames } from './sample-frames';

export interface ClonePrepOptions {
  /** Where the prepared segment starts and how long it is, seconds. */
  startSec: number;
  segmentSec: number;
  /** Frames a second of the segment that get a mesh. */
  fps: number;
  /** The shortest loop, seconds: shorter ones repeat too visibly. */
  minLoopSec: number;
  /** Rows of the meshed frames and of the still. */
  height: number;
}

export interface ClonePreparation {
  fps: number;
  segmentStartSec: number;
  /** One 478-point mesh per frame of the segment, in pixels of a frame `height` rows high; null where no face was found. */
  meshes: (Point[] | null)[];
  frameWidth: number;
  frameHeight: number;
  /** The stretch played back and forth: its first and last frames are the most alike pair. */
  loopStart: number;
  loopEnd: number;
  /** Mean mesh distance between the loop's ends over the eye span, plus their mean pixel difference (0-1). */
  loopSeam: number;
  /** The loop frame with the mouth most closed and the clearest face. */
  bestFrame: number;
  /** That frame as a JPEG, to speak from as a still. */
  still: Buffer;
}

const LEFT_EYE_OUTER = 263;
/** Seam differences below this (a thousandth of the eye span plus pixel noise) cannot be seen. */
const SEAM_TOLERANCE = 0.005;
const RIGHT_EYE_OUTER = 33;

function meshDistance(a: Point[], b: Point[]): number {
  const span =
    Math.hypot(a[LEFT_EYE_OUTER]!.x - a[RIGHT_EYE_OUTER]!.x, a[LEFT_EYE_OUTER]!.y - a[RIGHT_EYE_OUTER]!.y) || 1;
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.hypot(a[i]!.x - b[i]!.x, a[i]!.y - b[i]!.y);
  return sum / a.length / span;
}

/** Mean absolute difference of two frames on a coarse grid, 0-1: catches light and background changes. */
function pictureDistance(a: RgbImage, b: RgbImage): number {
  const step = Math.max(1, Math.floor((a.width * a.height) / 4096));
  let sum = 0;
  let count = 0;
  for (let pixel = 0; pixel < a.width * a.height; pixel += step) {
    for (let channel = 0; channel < 3; channel += 1)
      sum += Math.abs(a.data[pixel * 3 + channel]! - b.data[pixel * 3 + channel]!);
    count += 3;
  }
  return sum / count / 255;
}

/**
 * Prepares a checked portrait video for the renderer ("in synthesis"): a face mesh for every frame of
 * the segment, the loop whose two ends are most alike (so playing it forth and back shows no seam), and
 * the still the clone speaks from.
 */
export async function prepareCloneVideo(path: string, options: ClonePrepOptions): Promise<ClonePreparation> {
  const { frames } = await sampleFrames(path, {
    fps: options.fps,
    height: options.height,
    startSec: options.startSec,
    maxSec: options.segmentSec,
  });
  if (frames.length < 2) throw new Error('the video has too few frames to prepare');
  const meshes: (Point[] | null)[] = [];
  const clarity: number[] = [];
  for (const frame of frames) {
    const [face] = subjects(await detectFacesIn({ pixels: frame, width: frame.width, height: frame.height }));
    meshes.push(face?.mesh ?? null);
    clarity.push(face?.score ?? 0);
  }
  const minLoop = Math.min(frames.length - 1, Math.max(1, Math.round(options.minLoopSec * options.fps)));
  const candidates: { start: number; end: number; seam: number }[] = [];
  for (let start = 0; start + minLoop < frames.length; start += 1) {
    const first = meshes[start];
    if (!first) continue;
    for (let end = start + minLoop; end < frames.length; end += 1) {
      const last = meshes[end];
      if (last)
        candidates.push({
          start,
          end,
          seam: meshDistance(first, last) + pictureDistance(frames[start]!, frames[end]!),
        });
    }
  }
  const lowest = Math.min(...candidates.map((candidate) => candidate.seam));
  // Seams this close to the best look the same; of those the longest loop repeats least often.
  const best = candidates
    .filter((candidate) => candidate.seam <= lowest + SEAM_TOLERANCE)
    .reduce(
      (longest, candidate) => (candidate.end - candidate.start > longest.end - longest.start ? candidate : longest),
      { start: 0, end: 0, seam: Number.POSITIVE_INFINITY },
    );
  if (!Number.isFinite(best.seam)) throw new Error('no face was found in the segment');

  let bestFrame = best.start;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let index = best.start; index <= best.end; index += 1) {
    const mesh = meshes[index];
    if (!mesh) continue;
    const score = clarity[index]! - 4 * lipGap(mesh);
    if (score > bestScore) {
      bestScore = score;
      bestFrame = index;
    }
  }
  const { stdout: still } = await ffmpeg([
    '-ss',
    (options.startSec + bestFrame / options.fps).toFixed(3),
    '-i',
    path,
    '-frames:v',
    '1',
    '-vf',
    `scale=-2:${options.height}`,
    '-q:v',
    '2',
    '-f',
    'image2',
    '-c:v',
    'mjpeg',
    'pipe:1',
  ]);
  return {
    fps: options.fps,
    segmentStartSec: options.startSec,
    meshes,
    frameWidth: frames[0]!.width,
    frameHeight: frames[0]!.height,
    loopStart: best.start,
    loopEnd: best.end,
    loopSeam: best.seam,
    bestFrame,
    still,
  };
}
