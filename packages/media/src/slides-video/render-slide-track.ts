import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { videoColour } from '../compose/colour';
import { fitSlides } from './fit-slides';
import { planFrames } from './frame-plan';
import { runEncoder } from './run-encoder';
import { currentSlideList, keptFrameCount, nextSlideList, trackArgs, trackFilterGraph } from './track-graph';
import type { SlideShot, SlideTrackOptions, SlideTrackResult } from './types';

/** Fitting the slides is quick next to encoding; this is its share of the reported progress. */
const FIT_SHARE = 0.05;

/**
 * The slides as one silent MP4 for the avatar composition's video background: each slide on screen for its duration
 * (to the nearest frame), joined by `options.transition`. The output appears whole or not at all.
 */
export async function renderSlideTrack(
  shots: readonly SlideShot[],
  options: SlideTrackOptions,
): Promise<SlideTrackResult> {
  const { size, fps, transition, signal, onProgress } = options;
  const background = options.background ?? '#000000';
  if (!/^#[0-9a-f]{6}$/i.test(background)) throw new RangeError(`not a #rrggbb colour: ${background}`);
  if (!isEvenPositive(size.width) || !isEvenPositive(size.height)) {
    throw new RangeError(`yuv420p needs even sides, got ${size.width}x${size.height}`);
  }
  const plan = planFrames(
    shots.map((shot) => shot.durationSec),
    fps,
    transition,
    options.transitionSec,
  );
  const totalFrames = plan.starts[plan.starts.length - 1] ?? 0;
  const durationSec = totalFrames / fps;
  const colour = options.colour ?? videoColour(size);
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'orator-slide-track-'));
  const partial = `${options.outPath}.partial`;
  try {
    onProgress?.(0);
    const files = await fitSlides(
      shots.map((shot) => shot.imagePath),
      size,
      background,
      workDir,
      signal,
    );
    onProgress?.(FIT_SHARE);
    const currentList = path.join(workDir, 'current.ffconcat');
    await fs.writeFile(currentList, currentSlideList(plan, files));
    const graph = trackFilterGraph(plan, transition, size, colour);
    const usesNext = graph.includes('[1:v]');
    const nextList = usesNext ? path.join(workDir, 'next.ffconcat') : undefined;
    if (nextList) await fs.writeFile(nextList, nextSlideList(plan, files));
    const graphPath = path.join(workDir, 'graph.txt');
    await fs.writeFile(graphPath, graph);
    const frames = keptFrameCount(plan, transition);
    const args = trackArgs({ currentList, nextList, graphPath, frames, outPath: partial, colour });
    await runEncoder(args, durationSec, signal, (fraction) => onProgress?.(FIT_SHARE + (1 - FIT_SHARE) * fraction));
    await fs.rename(partial, options.outPath);
    onProgress?.(1);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
  const cues = shots.map((_, index) => ({
    index,
    startSec: (plan.starts[index] ?? 0) / fps,
    endSec: (plan.starts[index + 1] ?? 0) / fps,
  }));
  return { durationSec, cues };
}

function isEvenPositive(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value % 2 === 0;
}
