import { estimateShift, NO_SHIFT, type Shift } from './background-motion';
import { LastingStrokes } from './lasting-strokes';
import type { RegionFrame } from './temporal-fill';
import { strokeCores, strokeScale, subtitleMask } from './text-mask';
import { cutRegion, type Region } from './yuv-frame';
import { decodeYuvFrames, type SourceVideo } from './yuv-video';

/** A stroke that stays put this long either side of a frame is part of the picture, not a caption. */
export const LASTING_SEC = 3;

export interface TextFinderSetup {
  source: SourceVideo;
  regions: Region[];
  /** The watermark's mask (one byte a 2 x 2 block) for watermark regions, null for subtitle regions. */
  fixedMasks: (Uint8Array | null)[];
}

/** One frame's regions with what covers them, and how each region's background moved since the frame before. */
export interface FoundText {
  index: number;
  regions: RegionFrame[];
  motion: Shift[];
}

/**
 * Decodes the source and yields each frame's regions with the blocks that text or a mark covers. A subtitle
 * region's mask needs the strokes of the seconds after its frame (to tell lasting strokes from captions), so
 * frames come out `LASTING_SEC` behind the decoding.
 */
export async function* findText(setup: TextFinderSetup, signal?: AbortSignal): AsyncGenerator<FoundText> {
  const { source, regions, fixedMasks } = setup;
  const scale = strokeScale(source.height);
  const lastingFrames = Math.max(1, Math.round(LASTING_SEC * source.fps));
  const lasting = regions.map((region) => new LastingStrokes((region.width * region.height) / 4));
  const pending: { index: number; regions: RegionFrame[]; cores: (ReturnType<typeof strokeCores> | null)[] }[] = [];
  // The frame before's blocks, copied: the frame itself is handed on (and its buffers moved) once yielded.
  let before: { small: Uint8Array; mask: Uint8Array }[] | null = null;
  let lastMotion: Shift[] = regions.map(() => NO_SHIFT);
  const decide = (): FoundText => {
    const slot = pending.shift()!;
    const motion = regions.map((region, r) => {
      const cores = slot.cores[r];
      const frame = slot.regions[r]!;
      if (cores) {
        const lastingStrokes = lasting[r]!.lastingSince(slot.index - lastingFrames);
        frame.mask = subtitleMask(cores, lastingStrokes, region.width / 2, region.height / 2, scale);
      }
      const from = before?.[r];
      const to = { small: frame.pixels.small, mask: frame.mask };
      return from ? estimateShift(from, to, region.width / 2, region.height / 2, lastMotion[r]!) : NO_SHIFT;
    });
    lastMotion = motion;
    before = slot.regions.map(({ pixels, mask }) => ({ small: pixels.small.slice(), mask: mask.slice() }));
    return { index: slot.index, regions: slot.regions, motion };
  };
  let index = 0;
  for await (const frame of decodeYuvFrames(source, signal)) {
    const found = { index, regions: [] as RegionFrame[], cores: [] as (ReturnType<typeof strokeCores> | null)[] };
    regions.forEach((region, r) => {
      const pixels = cutRegion(frame, source.width, source.height, region);
      const fixed = fixedMasks[r];
      const cores = fixed ? null : strokeCores(pixels.small, region.width / 2, region.height / 2, scale);
      if (cores) lasting[r]!.push(cores);
      // Each frame owns its mask: frames are handed to another thread one by one.
      found.regions.push({ pixels, mask: fixed ? fixed.slice() : new Uint8Array(0) });
      found.cores.push(cores);
    });
    pending.push(found);
    while (pending.length && pending[0]!.index <= index - lastingFrames) yield decide();
    index++;
  }
  while (pending.length) yield decide();
}
