import { colourTagArgs, toVideoYuv, type VideoColour } from '../compose/colour';
import type { Size } from '../compose/types';
import { transitionProgress, transitionWindow, type FramePlan } from './frame-plan';
import type { SlideTransition } from './types';

/**
 * The track is drawn from two streams of the same fitted slides, each image decoded once per stream: `current`
 * shows each slide for its own frames (a cut track), `next` switches to the following slide as its transition
 * begins. Outside transitions both show the same slide, so a transition only has to mix or move the two inside its
 * window.
 */
export function currentSlideList(plan: FramePlan, files: readonly string[]): string {
  return concatList(
    files,
    files.map((_, i) => (plan.starts[i + 1] ?? 0) - (plan.starts[i] ?? 0)),
    plan.fps,
  );
}

export function nextSlideList(plan: FramePlan, files: readonly string[]): string {
  const switchAt = (i: number) => transitionWindow(plan, i).first;
  const frames = files.map((_, i) => {
    const from = i === 0 ? 0 : switchAt(i - 1);
    const to = i === files.length - 1 ? (plan.starts[i + 1] ?? 0) : switchAt(i);
    return to - from;
  });
  return concatList(files, frames, plan.fps);
}

/**
 * An ffconcat script. The last image is listed twice because the demuxer ignores the last entry's duration, and it
 * lasts one frame more than planned: that spare frame is cut off at the end (see `SPARE_FRAME`).
 */
function concatList(files: readonly string[], frames: readonly number[], fps: number): string {
  const lines = ['ffconcat version 1.0'];
  files.forEach((file, i) => {
    const spare = i === files.length - 1 ? SPARE_FRAME : 0;
    lines.push(`file ${file}`, `duration ${(((frames[i] ?? 0) + spare) / fps).toFixed(6)}`);
  });
  lines.push(`file ${files[files.length - 1] ?? ''}`, '');
  return lines.join('\n');
}

/**
 * ffmpeg's two-input filters (blend, hstack) drop the last frame they are given, so both streams carry one frame
 * past the end, which the encoder never receives (`keptFrameCount`).
 */
const SPARE_FRAME = 1;

/** Frame numbers on the video's grid, first and last inclusive. */
interface FrameRange {
  first: number;
  last: number;
}

/**
 * The frames that differ from the one before: each slide's first frame and every frame of a transition, plus the
 * very last frame so the file ends where the track does. Only these are mixed and encoded; a player (and the
 * avatar composition's `fps` filter) holds each one until the next, so a slide costs the same at 2 s or 2 minutes.
 */
function changingFrames(plan: FramePlan, transition: SlideTransition): FrameRange[] {
  const total = plan.starts[plan.starts.length - 1] ?? 0;
  const ranges: FrameRange[] = plan.starts.slice(0, -1).map((start) => ({ first: start, last: start }));
  if (transition !== 'cut') {
    plan.transitionFrames.forEach((_, i) => {
      const window = transitionWindow(plan, i);
      if (window.frames > 0) ranges.push({ first: window.first, last: window.last });
    });
  }
  ranges.push({ first: total - 1, last: total - 1 + SPARE_FRAME });
  ranges.sort((a, b) => a.first - b.first);
  // A last slide of one frame starts on the track's last frame: one range, so no frame is counted twice.
  const merged: FrameRange[] = [];
  for (const range of ranges) {
    const previous = merged[merged.length - 1];
    if (previous && range.first <= previous.last + 1) previous.last = Math.max(previous.last, range.last);
    else merged.push({ ...range });
  }
  return merged;
}

/** How many frames the encoder writes: the changing ones, without the spare. */
export function keptFrameCount(plan: FramePlan, transition: SlideTransition): number {
  return changingFrames(plan, transition).reduce((sum, { first, last }) => sum + last - first + 1, 0) - SPARE_FRAME;
}

/** Inputs 0 (`current`) and 1 (`next`, unused by cuts) to `[out]`: yuv420p frames stamped on the `plan.fps` grid. */
export function trackFilterGraph(
  plan: FramePlan,
  transition: SlideTransition,
  size: Size,
  colour: VideoColour,
): string {
  const total = plan.starts[plan.starts.length - 1] ?? 0;
  const kept = changingFrames(plan, transition);
  const keep = kept.map(({ first, last }) => (first === last ? `eq(n,${first})` : `between(n,${first},${last})`));
  // Converted before the frame rate is set, so each slide is converted once; the repeats the frame rate makes are
  // references to that one frame, and all but the changing ones are dropped again before any pixel is touched.
  const stream = (input: number) =>
    `[${input}:v]${toVideoYuv(colour)},setsar=1,fps=${plan.fps},trim=end_frame=${total + SPARE_FRAME},select='${keep.join('+')}'`;
  const windows = plan.transitionFrames.map((_, i) => transitionWindow(plan, i)).filter((w) => w.frames > 0);
  if (transition === 'cut' || windows.length === 0) return `${stream(0)}[out]`;
  // Filters after the selection count only the kept frames: `keptIndex` turns a frame of the grid into that count.
  const keptIndex = keptIndexer(kept);
  if (transition === 'slide') {
    // Both slides move left together: a window onto the two side by side, moved by the transition's progress.
    const offset = windows
      .map(({ first, last, frames }) => {
        const from = keptIndex(first);
        return `between(n,${from},${keptIndex(last)})*(n-${from - 1})/${frames + 1}`;
      })
      .join('+');
    return [
      `${stream(0)}[current]`,
      `${stream(1)}[next]`,
      `[current][next]hstack=inputs=2,crop=${size.width}:${size.height}:x='${size.width}*(${offset})':y=0[out]`,
    ].join(';\n');
  }
  return fadeGraph(windows, keptIndex, stream);
}

function keptIndexer(kept: readonly FrameRange[]): (frame: number) => number {
  const firstIndex: number[] = [];
  let count = 0;
  for (const range of kept) {
    firstIndex.push(count);
    count += range.last - range.first + 1;
  }
  return (frame) => {
    const at = kept.findIndex((range) => frame >= range.first && frame <= range.last);
    if (at < 0) throw new Error(`frame ${frame} is not kept`);
    return (firstIndex[at] ?? 0) + frame - (kept[at]?.first ?? 0);
  };
}

/**
 * A cross-fade as a chain of fixed-opacity blends, one per step of the fade, each enabled only on the frames of its
 * step, so a frame is mixed once. (The bundled ffmpeg predates `xfade`, and blend's per-pixel expressions are
 * evaluated on every pixel.)
 */
function fadeGraph(
  windows: { first: number; frames: number }[],
  keptIndex: (frame: number) => number,
  stream: (input: number) => string,
): string {
  const steps = Math.max(...windows.map((w) => w.frames)) + 1;
  const framesAtStep = new Map<number, number[]>();
  for (const { first, frames } of windows) {
    for (let j = 0; j < frames; j += 1) {
      const step = Math.min(steps - 1, Math.max(1, Math.round(transitionProgress(j, frames) * steps)));
      framesAtStep.set(step, [...(framesAtStep.get(step) ?? []), keptIndex(first + j)]);
    }
  }
  const used = [...framesAtStep.keys()].sort((a, b) => a - b);
  const nextCopies =
    used.length === 1 ? '[next0]' : `,split=${used.length}${used.map((_, k) => `[next${k}]`).join('')}`;
  const graph = [`${stream(0)}[mix0]`, `${stream(1)}${nextCopies}`];
  used.forEach((step, k) => {
    const enable = (framesAtStep.get(step) ?? []).map((index) => `eq(n,${index})`).join('+');
    // blend's normal mode keeps `opacity` of its first input (the current slide) over its second.
    const opacity = (1 - step / steps).toFixed(4);
    const out = k === used.length - 1 ? '[out]' : `[mix${k + 1}]`;
    graph.push(`[mix${k}][next${k}]blend=all_mode=normal:all_opacity=${opacity}:enable='${enable}'${out}`);
  });
  return graph.join(';\n');
}

/** x264 settings for still slides; see docs/slides-video.md for how they were chosen. */
export const SLIDE_ENCODING = { preset: 'veryfast', crf: 18, tune: 'stillimage' } as const;

export function trackArgs(files: {
  currentList: string;
  /** Left out for cuts, which need no second stream. */
  nextList?: string;
  graphPath: string;
  /** `keptFrameCount`: the frames to write. */
  frames: number;
  outPath: string;
  colour: VideoColour;
}): string[] {
  return [
    ...['-f', 'concat', '-i', files.currentList],
    ...(files.nextList ? ['-f', 'concat', '-i', files.nextList] : []),
    ...['-filter_complex_script', files.graphPath, '-map', '[out]', '-an'],
    // Each kept frame keeps its time on the grid; nothing is repeated to fill the holds.
    ...['-vsync', 'vfr', '-frames:v', String(files.frames)],
    ...['-c:v', 'libx264', '-preset', SLIDE_ENCODING.preset, '-tune', SLIDE_ENCODING.tune],
    // Without B-frames no frame waits for a later one, so the file starts at 0 and ends on the track's last frame.
    ...['-bf', '0'],
    ...['-crf', String(SLIDE_ENCODING.crf), '-pix_fmt', 'yuv420p', ...colourTagArgs(files.colour)],
    ...['-movflags', '+faststart', '-f', 'mp4', files.outPath],
  ];
}
