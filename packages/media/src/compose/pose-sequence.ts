import { mouthOpenness, poseFileName, type RigPose } from '../avatar/rig';
import { coarticulate } from '../lipsync/coarticulation';
import { frameRuns, framesFromCues } from '../lipsync/frame-runs';
import type { EyeCue, MouthCue } from '../timeline';

/** A pose held from frame `start` up to (not including) frame `end`. */
export interface PoseRun {
  pose: RigPose;
  start: number;
  end: number;
}

/**
 * The mouth and eye tracks merged into one list of held poses, frame by frame: the mouth glides
 * between the cues' shapes (coarticulation), and a blink in the middle of a vowel splits it into
 * three runs. Frames no cue covers are closed-mouthed and open-eyed.
 */
export function poseRuns(mouth: readonly MouthCue[], eyes: readonly EyeCue[], fps: number, frames: number): PoseRun[] {
  const visemes = framesFromCues(mouth, (cue) => cue.viseme, fps, frames, 'closed' as const);
  const closures = framesFromCues(mouth, (cue) => cue.closure === true, fps, frames, false);
  const eyeStates = framesFromCues(eyes, (cue) => cue.eyes, fps, frames, 'open' as const);
  const poses = new Map<string, RigPose>();
  const keys = coarticulate(visemes, closures).map((mouthPose, i) => {
    const pose: RigPose = { ...mouthPose, eyes: eyeStates[i] ?? 'open' };
    const key = poseFileName(pose);
    poses.set(key, pose);
    return key;
  });
  const kept = withinPoseBudget(keys, poses);
  return frameRuns(keys.map((key) => kept.get(key) ?? key)).map((run) => ({
    pose: poses.get(run.value) as RigPose,
    start: run.start,
    end: run.end,
  }));
}

/**
 * Most poses a video draws. Each is rendered once and all are held together while the video is
 * composed; a minute of speech uses about 80 (every mouth glide with open eyes, a few mid-blink).
 */
export const MAX_POSES = 150;

/**
 * Keeps a long video within MAX_POSES: every open-eyed pose stays (there are at most 70), and the
 * rarest mid-blink poses borrow the nearest kept mouth with the same eyes, a difference nobody sees
 * through half-closed eyelids. Returns the replacement of each dropped pose's key.
 */
function withinPoseBudget(keys: readonly string[], poses: ReadonlyMap<string, RigPose>): Map<string, string> {
  const replacements = new Map<string, string>();
  if (poses.size <= MAX_POSES) return replacements;
  const uses = new Map<string, number>();
  for (const key of keys) uses.set(key, (uses.get(key) ?? 0) + 1);
  const ranked = [...poses.keys()].sort(
    (a, b) =>
      Number(poses.get(b)?.eyes === 'open') - Number(poses.get(a)?.eyes === 'open') ||
      (uses.get(b) ?? 0) - (uses.get(a) ?? 0) ||
      a.localeCompare(b),
  );
  const kept = ranked.slice(0, MAX_POSES).map((key) => poses.get(key) as RigPose);
  for (const key of ranked.slice(MAX_POSES)) {
    const pose = poses.get(key) as RigPose;
    let nearest: RigPose | undefined;
    for (const candidate of kept) {
      if (candidate.eyes !== pose.eyes) continue;
      const distance = Math.abs(mouthOpenness(candidate) - mouthOpenness(pose));
      if (!nearest || distance < Math.abs(mouthOpenness(nearest) - mouthOpenness(pose))) nearest = candidate;
    }
    if (nearest) replacements.set(key, poseFileName(nearest));
  }
  return replacements;
}

/** Each pose the runs show, once, in order of first appearance. */
export function usedPoses(runs: readonly PoseRun[]): RigPose[] {
  const byKey = new Map(runs.map((run) => [poseFileName(run.pose), run.pose]));
  return [...byKey.values()];
}

/**
 * An ffconcat script showing each run's frame for its duration. The last frame is listed once
 * more without a duration: the concat demuxer otherwise gives the final entry no length at all.
 */
export function ffconcatScript(runs: readonly PoseRun[], fileOf: (pose: RigPose) => string, fps: number): string {
  const lines = ['ffconcat version 1.0'];
  for (const run of runs)
    lines.push(`file '${fileOf(run.pose)}'`, `duration ${((run.end - run.start) / fps).toFixed(6)}`);
  const last = runs[runs.length - 1];
  if (last) lines.push(`file '${fileOf(last.pose)}'`);
  return `${lines.join('\n')}\n`;
}

/**
 * A frame about a third in where the eyes are open and the lips are as near closed as they get there:
 * the presenter at rest, as in POSTER_POSE. A mouth caught open mid-word looks like a grimace on a still,
 * and on a talking photo it is the most visible warp of the real lips.
 */
export function thumbnailFrame(runs: readonly PoseRun[], fps: number): number {
  const frames = runs[runs.length - 1]?.end ?? 0;
  const target = Math.floor(frames / 3);
  let best = { frame: target, score: -Infinity };
  for (const run of runs) {
    if (run.end <= target - fps || run.start > target + fps || run.pose.eyes !== 'open') continue;
    const score = -mouthOpenness(run.pose);
    const frame = Math.min(Math.max(target, run.start), run.end - 1);
    const closer = Math.abs(frame - target) < Math.abs(best.frame - target);
    if (score > best.score || (score === best.score && closer)) best = { frame, score };
  }
  return best.frame;
}
