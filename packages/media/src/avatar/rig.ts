/**
 * The contract between avatar sources (stock art, talking photos, clones) and the renderer.
 * An avatar is a small set of still frames, one per mouth shape and eye state, drawn once;
 * the compositor sequences them along the mouth and blink tracks instead of drawing every
 * video frame.
 */

/** Mouth shapes, from the classic cartoon set (Preston Blair), in the order of openness. */
export const VISEMES = ['closed', 'rest', 'fv', 'l', 'round', 'wide', 'open'] as const;
export type Viseme = (typeof VISEMES)[number];

/**
 * How far the lips part for each shape, 0 (pressed) to 1 (jaw fully open). Avatars draw
 * their mouths to these proportions, so measured opening on rendered frames follows the track.
 *  closed: M, B, P          rest: neutral, lips just parted      fv: lower lip under the teeth
 *  l: tongue tip (L, TH, D) round: O, U, W                       wide: E, I (spread)
 *  open: A (jaw dropped)
 */
export const VISEME_OPENNESS: Record<Viseme, number> = {
  closed: 0,
  rest: 0.12,
  fv: 0.2,
  l: 0.4,
  round: 0.55,
  wide: 0.6,
  open: 1,
};

export const EYE_STATES = ['open', 'half', 'closed'] as const;
export type EyeState = (typeof EYE_STATES)[number];

/** Blends between two mouth shapes come in quarters: enough for a glide, few enough to draw each once. */
export const MOUTH_MIX_STEPS = 4;

export interface RigPose {
  /** The mouth shape held, or the one the mouth is leaving when `toward` is set. */
  viseme: Viseme;
  eyes: EyeState;
  /**
   * Coarticulation: the mouth is `mix` of the way from `viseme` to `toward.viseme`, mix one of
   * 1/MOUTH_MIX_STEPS .. (MOUTH_MIX_STEPS-1)/MOUTH_MIX_STEPS. Absent: the pure shape `viseme`.
   */
  toward?: { viseme: Viseme; mix: number };
}

/**
 * The still that stands for an avatar (grid thumbnails, video posters): lips closed and eyes open. Any
 * other mouth shape reads as caught mid-word, and on a talking photo it is a warp of the real lips.
 */
export const POSTER_POSE: RigPose = { viseme: 'closed', eyes: 'open' };

/** The shapes a pose mixes and how much of each: one entry for a pure shape, two for a blend. */
export function mouthWeights(pose: RigPose): { viseme: Viseme; weight: number }[] {
  const { toward } = pose;
  if (!toward || toward.mix <= 0 || toward.viseme === pose.viseme) return [{ viseme: pose.viseme, weight: 1 }];
  if (toward.mix >= 1) return [{ viseme: toward.viseme, weight: 1 }];
  return [
    { viseme: pose.viseme, weight: 1 - toward.mix },
    { viseme: toward.viseme, weight: toward.mix },
  ];
}

/** How far a pose's lips part, on the VISEME_OPENNESS scale: blends part them in proportion. */
export function mouthOpenness(pose: RigPose): number {
  return mouthWeights(pose).reduce((sum, { viseme, weight }) => sum + weight * VISEME_OPENNESS[viseme], 0);
}

/** File name of a pose's frame, shared by every rig so frame folders look alike. */
export function poseFileName(pose: RigPose): string {
  const blend = pose.toward ? `-${pose.toward.viseme}${Math.round(pose.toward.mix * MOUTH_MIX_STEPS)}` : '';
  return `${pose.viseme}${blend}_${pose.eyes}.png`;
}

export function allPoses(): RigPose[] {
  return VISEMES.flatMap((viseme) => EYE_STATES.map((eyes) => ({ viseme, eyes })));
}

/** Axis-aligned box in frame pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface AvatarRig {
  /** Frame size in pixels; every pose has this size. */
  width: number;
  height: number;
  /**
   * overlay: a cut-out figure with transparency, placed over a background.
   * fill: an opaque picture (a talking photo) that covers the whole canvas.
   */
  mode: 'overlay' | 'fill';
  /** Where the mouth sits in the frame: tests measure lip opening inside it. */
  mouthBox: Box;
  /** The face, for fill rigs that must be cropped to another ratio without losing it. */
  focus?: Box;
  /** A talking photo's face mesh (MediaPipe FaceMesh topology) in frame pixels: what its head motion warps. */
  faceMesh?: readonly { x: number; y: number }[];
  /** One PNG per pose (RGBA for overlay rigs). Deterministic: the same pose gives the same bytes. */
  render(pose: RigPose): Promise<Buffer>;
}
