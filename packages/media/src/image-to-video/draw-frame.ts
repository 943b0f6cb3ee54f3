import { CAMERA_MOVES, shotTransforms, type CameraMove, type CameraShot } from './camera';
import { lightEffects, type LightEffects } from './light-effects';
import { drawOpaque, drawOver } from './resample-layer';
import type { Stage } from './stage';
import { swayAt } from './sway';
import type { TextLayer } from './text-layer';

export const CLIP_FPS = 25;
/** Consecutive pictures overlap by this long, one fading into the next. */
export const CROSSFADE_SEC = 0.8;

/** What every frame of a clip is drawn from: plain data, so a drawing thread can be handed a copy. */
export interface ClipScript {
  width: number;
  height: number;
  durationSec: number;
  move?: CameraMove;
  light: boolean;
  seed: number;
  stages: readonly Stage[];
  /** Subtitles: each drawn, fixed in the frame, from its start to its end. */
  captions?: readonly TimedCaption[];
}

export interface TimedCaption {
  startSec: number;
  endSec: number;
  layer: TextLayer;
}

/** One picture's time on screen and how the camera films it. */
export interface ClipShot {
  stage: Stage;
  startSec: number;
  camera: CameraShot;
}

/** Fixed text reads through an identity transform: frame pixel for pixel. */
const IN_PLACE = { scale: 1, offsetX: 0, offsetY: 0 };

/** Splits the clip between the pictures: equal shares, each overlapping the next by the crossfade. */
export function planShots(
  stages: readonly Stage[],
  options: Pick<ClipScript, 'width' | 'height' | 'durationSec' | 'move'>,
): ClipShot[] {
  const count = stages.length;
  const fade = count > 1 ? CROSSFADE_SEC : 0;
  const length = (options.durationSec + (count - 1) * fade) / count;
  return stages.map((stage, index) => ({
    stage,
    startSec: index * (length - fade),
    camera: {
      move: options.move ?? CAMERA_MOVES[index % CAMERA_MOVES.length]!,
      durationSec: length,
      frame: { width: options.width, height: options.height },
      stage: { width: stage.width, height: stage.height },
      anchor: stage.subject?.anchor,
    },
  }));
}

export function frameCount(script: Pick<ClipScript, 'durationSec'>): number {
  return Math.round(script.durationSec * CLIP_FPS);
}

function drawShot(shot: ClipShot, t: number, frame: Uint8Array, width: number, height: number) {
  const { background, subject } = shotTransforms(shot.camera, t - shot.startSec);
  drawOpaque(shot.stage.background, background, frame, width, height);
  const layer = shot.stage.subject;
  if (layer) {
    const sway = layer.isPerson ? swayAt(layer, subject, height, t - shot.startSec).rowShift : undefined;
    drawOver(layer, layer.bounds, subject, frame, width, height, sway);
  }
}

function drawTitle(shot: ClipShot, opacity: number, frame: Uint8Array, width: number, height: number) {
  const title = shot.stage.title;
  if (title) drawOver(title, title.bounds, IN_PLACE, frame, width, height, undefined, opacity);
}

/** Draws frame `index` of a clip, as RGB bytes; the same script gives the same frame on any thread. */
export function frameDrawer(script: ClipScript): (index: number) => Uint8Array {
  const { width, height } = script;
  const shots = planShots(script.stages, script);
  const light: LightEffects | undefined = script.light ? lightEffects(width, height, script.seed) : undefined;
  const under = new Uint8Array(width * height * 3);
  return (index) => {
    const t = index / CLIP_FPS;
    const frame = new Uint8Array(width * height * 3);
    const showing = shots.filter((shot) => t >= shot.startSec && t < shot.startSec + shot.camera.durationSec);
    const current = showing[showing.length - 1] ?? shots[shots.length - 1]!;
    drawShot(current, t, frame, width, height);
    const leaving = showing.length > 1 ? showing[0] : undefined;
    if (leaving) {
      drawShot(leaving, t, under, width, height);
      const share = Math.min(1, (t - current.startSec) / CROSSFADE_SEC);
      const keep = Math.round((1 - share) * 256);
      for (let i = 0; i < frame.length; i++) frame[i] = frame[i]! + (((under[i]! - frame[i]!) * keep) >> 8);
      // Titles take turns, the old one gone before the new one shows: two lines dissolved over each other in
      // the same place read as neither.
      drawTitle(leaving, Math.max(0, 1 - 2 * share), frame, width, height);
      drawTitle(current, Math.max(0, 2 * share - 1), frame, width, height);
    } else {
      drawTitle(current, 1, frame, width, height);
    }
    light?.draw(frame, t);
    const caption = script.captions?.find((cue) => t >= cue.startSec && t < cue.endSec);
    if (caption) drawOver(caption.layer, caption.layer.bounds, IN_PLACE, frame, width, height);
    return frame;
  };
}
