import { subjects } from '../clone-video/face-pose';
import type { DetectedFace } from '../face/detector';
import { detectFacesIn } from '../face/detector';
import type { Point } from '../face/geometry';
import type { Size } from '../compose/types';
import { probeTranslationVideo } from './probe-video';
import { rawFrames } from './raw-frames';

/**
 * The main speaker's face mesh through a video, sampled `fps` times a second on frames `frameHeight` rows high.
 * Plain numbers only, so it is kept as JSON between the steps of a job: each mesh is its points' x, y, x, y, ...
 * (468 points: no iris), null where the speaker's face was not found.
 */
export interface FaceTrack {
  fps: number;
  frameWidth: number;
  frameHeight: number;
  meshes: (number[] | null)[];
}

export interface TrackFacesOptions {
  /** Samples a second: the mouth is redrawn from meshes interpolated between them. */
  fps?: number;
  /** Rows of the sampled frames: the detector itself works at 256 px and the mesh at 192 px per face. */
  height?: number;
  /** Reads no further than this many seconds. */
  maxSec?: number;
  signal?: AbortSignal;
}

const DEFAULT_FPS = 5;
const DEFAULT_HEIGHT = 360;

/**
 * Follows the main speaker: in the first frame with faces, the most central of the faces that count (`subjects`:
 * none under half the largest's size); after that, the one of them nearest to where the speaker was last seen, so
 * a second person stepping into the frame does not take over.
 */
export async function trackFaces(videoPath: string, options: TrackFacesOptions = {}): Promise<FaceTrack> {
  const fps = options.fps ?? DEFAULT_FPS;
  const info = await probeTranslationVideo(videoPath);
  const frameHeight = 2 * Math.round(Math.min(options.height ?? DEFAULT_HEIGHT, info.height) / 2);
  const frameWidth = 2 * Math.round((info.width * frameHeight) / info.height / 2);
  const frameBytes = frameWidth * frameHeight * 3;
  const limit = options.maxSec === undefined ? [] : ['-t', options.maxSec.toFixed(3)];
  const meshes: (number[] | null)[] = [];
  let last: Point | null = null;
  const stream = {};
  const frames = rawFrames(
    [
      ...[...limit, '-i', videoPath, '-map', '0:v:0', '-an'],
      // round=up: the filter's default rounding hands each sample the frame half an interval later than its time.
      ...['-vf', `fps=${fps}:round=up,scale=${frameWidth}:${frameHeight}`],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
    ],
    frameBytes,
    options.signal,
  );
  for await (const data of frames) {
    const pixels = { width: frameWidth, height: frameHeight, data };
    // The mouth is all that is redrawn: the iris model, which only refines the eyes, is left out.
    const detected = await detectFacesIn({ pixels, width: frameWidth, height: frameHeight }, { iris: false, stream });
    const faces = subjects(detected);
    const speaker = pickSpeaker(faces, last ?? { x: frameWidth / 2, y: frameHeight / 2 });
    if (speaker) last = centreOf(speaker);
    meshes.push(speaker ? speaker.mesh.flatMap((p) => [round(p.x), round(p.y)]) : null);
  }
  return { fps, frameWidth, frameHeight, meshes };
}

function pickSpeaker(faces: DetectedFace[], near: Point): DetectedFace | undefined {
  const away = (face: DetectedFace) => {
    const centre = centreOf(face);
    return Math.hypot(centre.x - near.x, centre.y - near.y);
  };
  return [...faces].sort((a, b) => away(a) - away(b))[0];
}

function centreOf(face: DetectedFace): Point {
  return { x: face.box.x + face.box.width / 2, y: face.box.y + face.box.height / 2 };
}

/** A tenth of a pixel is far finer than the mesh is sure of, and keeps the JSON short. */
function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * The speaker's mesh at `sec`, in pixels of a picture of `outputSize`: between two samples the mix of both, after
 * the last sample that sample's for one sampling interval, and null next to a sample without a face (the face is
 * not invented where it may have turned away or left).
 */
export function meshAtTime(track: FaceTrack, sec: number, outputSize: Size): Point[] | null {
  const position = sec * track.fps;
  if (position < 0 || position >= track.meshes.length) return null;
  const before = Math.floor(position);
  const mix = position - before;
  const first = track.meshes[before] ?? null;
  const second = before + 1 < track.meshes.length ? (track.meshes[before + 1] ?? null) : first;
  if (!first || (mix > 1e-6 && !second)) return null;
  const sx = outputSize.width / track.frameWidth;
  const sy = outputSize.height / track.frameHeight;
  const points: Point[] = [];
  for (let i = 0; i < first.length; i += 2) {
    const x = first[i] as number;
    const y = first[i + 1] as number;
    const nx = second ? (second[i] as number) : x;
    const ny = second ? (second[i + 1] as number) : y;
    points.push({ x: (x + (nx - x) * mix) * sx, y: (y + (ny - y) * mix) * sy });
  }
  return points;
}
