import type { Pcm } from '../audio/pcm';
import type { Box } from '../avatar/rig';
import { poseRuns } from '../compose/pose-sequence';
import type { Size } from '../compose/types';
import { boundingBox, type Point } from '../face/geometry';
import { buildMouthRig, lowerFaceOutline, renderMouth } from '../face/mouth-rig';
import { poseMouthShape, type MouthShape } from '../face/mouth-shapes';
import type { RgbImage } from '../face/rgb-image';
import { mouthTrackFromAudio } from '../lipsync/mouth-track';
import type { Span } from '../timeline';
import { meshAtTime, type FaceTrack } from './face-track';

/** Pixels around the lower faces: the warp reads a pixel beyond a triangle's corner. */
const PATCH_MARGIN = 6;

/**
 * Where and how the mouth is redrawn: the frames to draw (inside a talk window, with the speaker's face known), the
 * one box of the picture that holds the lower face on all of them, and the new speech's mouth shape per frame.
 */
export interface LipPlan {
  box: Box;
  /** Output frame numbers, ascending. */
  frames: number[];
  shapes: MouthShape[];
  fps: number;
  size: Size;
  faces: FaceTrack;
}

/** Null when no frame is to be drawn: no face, or no window. */
export function planLips(
  faces: FaceTrack | null,
  talkWindows: readonly Span[],
  speech: Pcm,
  fps: number,
  frameCount: number,
  size: Size,
): LipPlan | null {
  if (!faces) return null;
  const frames: number[] = [];
  for (let n = 0; n < frameCount; n += 1) {
    const sec = n / fps;
    if (talkWindows.some((w) => sec >= w.start && sec < w.end) && meshAtTime(faces, sec, size)) frames.push(n);
  }
  if (frames.length === 0) return null;
  const box = patchBox(faces, frames, fps, size);
  if (!box) return null;
  const shapes: MouthShape[] = new Array<MouthShape>(frameCount);
  for (const run of poseRuns(mouthTrackFromAudio(speech, { fps }), [], fps, frameCount)) {
    const shape = poseMouthShape(run.pose);
    for (let n = run.start; n < Math.min(run.end, frameCount); n += 1) shapes[n] = shape;
  }
  return { box, frames, shapes, fps, size, faces };
}

/**
 * The union of the lower faces on the drawn frames. The outline is the rig's and depends on the mesh only, so it is
 * taken from rigs built on a blank picture, at every face sample in the drawn stretch (the meshes of the frames
 * between are mixes of two of them).
 */
function patchBox(faces: FaceTrack, frames: readonly number[], fps: number, size: Size): Box | null {
  const blank: RgbImage = { ...size, data: Buffer.alloc(size.width * size.height * 3, 128) };
  const samples = new Set(frames.flatMap((n) => [Math.floor((n / fps) * faces.fps), Math.ceil((n / fps) * faces.fps)]));
  const points = [...samples].flatMap((k) => {
    const mesh = meshAtTime(faces, k / faces.fps, size);
    return mesh ? lowerFaceOutline(buildMouthRig(mesh, blank)) : [];
  });
  if (points.length === 0) return null;
  const outline = boundingBox(points);
  const even = (value: number, round: (v: number) => number) => 2 * round(value / 2);
  const x0 = Math.max(0, even(outline.x - PATCH_MARGIN, Math.floor));
  const y0 = Math.max(0, even(outline.y - PATCH_MARGIN, Math.floor));
  const x1 = Math.min(size.width, even(outline.x + outline.width + PATCH_MARGIN, Math.ceil));
  const y1 = Math.min(size.height, even(outline.y + outline.height + PATCH_MARGIN, Math.ceil));
  if (x1 - x0 < 4 || y1 - y0 < 4) return null;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * The box of each decoded frame, with the mouth redrawn on the planned frames from that frame's own mesh and pixels.
 * The rig is built on the frame itself: where the speaker's own mouth is open, it brings the lips together first
 * (its neutral rings), so the shape drawn replaces their mouth instead of opening a second one over it.
 */
export async function* lipPatches(plan: LipPlan, decoded: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const { box } = plan;
  const drawn = new Set(plan.frames);
  const size = { width: box.width, height: box.height };
  let n = 0;
  for await (const data of decoded) {
    const shape = plan.shapes[n];
    const mesh = drawn.has(n) && shape ? meshAtTime(plan.faces, n / plan.fps, plan.size) : null;
    n += 1;
    if (!mesh || !shape) {
      yield data;
      continue;
    }
    const local = mesh.map((p): Point => ({ x: p.x - box.x, y: p.y - box.y }));
    const base: RgbImage = { ...size, data };
    const target: RgbImage = { ...size, data: Buffer.from(data) };
    renderMouth(buildMouthRig(local, base), shape, base, target);
    yield target.data;
  }
}

/**
 * ffmpeg's timeline expression that is true on the planned frames only: the overlay is off everywhere else, so
 * those frames leave the decoder untouched (no round trip through RGB).
 */
export function drawnFramesExpression(frames: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const n of frames) {
    const last = runs.at(-1);
    if (last && last[1] === n - 1) last[1] = n;
    else runs.push([n, n]);
  }
  return runs.map(([from, to]) => `between(n,${from},${to})`).join('+');
}
