import fs from 'node:fs/promises';
import { openCv } from './inpaint';
import type { ErasedVideo, EraseRequest, SubtitleRemoverEngine } from './subtitle-remover-engine';
import { NO_SHIFT, type Shift } from './background-motion';
import { fillRegion, type FilledRegion, type RegionFrame } from './temporal-fill';
import { findTextInThread } from './find-text-thread';
import { strokeScale } from './text-mask';
import { watermarkMask, type BlockSample } from './watermark-mask';
import { boxRegions, cutRegion, pasteRegion, type Region } from './yuv-frame';
import { decodeYuvFrames, encodeYuvFrames, readSourceVideo, type SourceVideo } from './yuv-video';

/** Seconds each side that a masked pixel may be borrowed from. */
const WINDOW_SEC = 2;
/** Frame steps looked at each side, nearest first then further apart: a still background shows in any of them. */
const NEIGHBOUR_STEPS = [1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 40, 50, 60];
/** Frames the text-finding thread may run past those taken, beyond the window. */
const AHEAD_SLACK = 8;
/** Frames sampled across the video to find what stays the same in a watermark box. */
const WATERMARK_SAMPLES = 40;

export interface EraseStats {
  frames: number;
  /**
   * Masked pixels filled from other frames, pixels inpainted, and masked pixels kept because they move with the
   * picture, over all frames and regions.
   */
  borrowedPixels: number;
  inpaintedPixels: number;
  keptPixels: number;
}

interface Slot {
  index: number;
  regions: RegionFrame[];
  filled: (FilledRegion | null)[];
  /** Where each region's background has moved since the first frame: the frame-to-frame moves added up. */
  track: Shift[];
}

/** The offline remover: finds text and marks in the boxes frame by frame and fills them from time, then space. */
export function createOfflineSubtitleRemover(): SubtitleRemoverEngine {
  return {
    name: 'offline',
    erase: async (request, outputPath) => (await eraseVideo(request, outputPath)).video,
  };
}

/**
 * Removes what the boxes hold from every frame and writes the MP4, pixels outside the boxes handed to the encoder
 * as decoded. Written under a temporary name and renamed when complete. `x264` replaces the encoder settings.
 */
export async function eraseVideo(
  request: EraseRequest,
  outputPath: string,
  options: { x264?: readonly string[] } = {},
): Promise<{ video: ErasedVideo; stats: EraseStats }> {
  const { signal, onProgress } = request;
  signal?.throwIfAborted();
  const [source, cv] = await Promise.all([readSourceVideo(request.inputPath), openCv()]);
  const regions = boxRegions(request.boxes, source.width, source.height);
  const scale = strokeScale(source.height);
  const fixedMasks = await Promise.all(
    regions.map((region) =>
      region.kind === 'watermark' ? findWatermark(source, region, scale.outlineRadius, signal) : null,
    ),
  );
  const expected = Math.max(1, Math.round(source.durationSec * source.fps));
  const reach = Math.max(1, Math.round(WINDOW_SEC * source.fps));
  const steps = NEIGHBOUR_STEPS.filter((step) => step <= reach);
  const partial = `${outputPath}.${process.pid}.${Date.now()}.part.mp4`;
  const encoder = encodeYuvFrames(source, partial, { signal, x264: options.x264 });
  const stats: EraseStats = { frames: 0, borrowedPixels: 0, inpaintedPixels: 0, keptPixels: 0 };
  const slots: Slot[] = [];
  // Two decodes of the source: one, in the text-finding thread, runs seconds ahead and keeps only the boxes, to look
  // into the future; the other gives whole frames just when they are written, so only boxes are held in between.
  const found = findTextInThread({ source, regions, fixedMasks }, reach + AHEAD_SLACK, signal);
  const behind = decodeYuvFrames(source, signal)[Symbol.asyncIterator]();
  const emit = async (index: number) => {
    const slot = slotAt(slots, index);
    const next = await behind.next();
    if (next.done) throw new Error(`the source ended before frame ${index} on its second decode`);
    const frame = next.value;
    const previous = slots.find((other) => other.index === index - 1);
    regions.forEach((region, r) => {
      const here = slot.track[r]!;
      const shiftTo = (other: Slot) => ({ dx: other.track[r]!.dx - here.dx, dy: other.track[r]!.dy - here.dy });
      const neighbours = steps.flatMap((step) =>
        [index - step, index + step].flatMap((at) => {
          const other = slots.find((candidate) => candidate.index === at);
          return other ? [{ frame: other.regions[r]!, after: at > index, shift: shiftTo(other) }] : [];
        }),
      );
      const before = previous?.filled[r];
      const filled = fillRegion(
        cv,
        slot.regions[r]!,
        previous && before ? { frame: previous.regions[r]!, filled: before, shift: shiftTo(previous) } : null,
        neighbours,
        region.width,
        region.height,
        fixedMasks[r] ? 'fixed' : 'found',
      );
      slot.filled[r] = filled;
      stats.borrowedPixels += filled.borrowed;
      stats.inpaintedPixels += filled.inpainted;
      stats.keptPixels += filled.kept;
      pasteRegion(frame, source.width, source.height, region, filled.pixels, slot.regions[r]!.mask);
    });
    await encoder.write(frame);
    stats.frames++;
    onProgress?.(Math.min(0.99, stats.frames / expected));
    // Frames further back than the window are never looked at again.
    while (slots.length && slots[0]!.index < index - reach) slots.shift();
  };
  try {
    let count = 0;
    let written = 0;
    let track: Shift[] = regions.map(() => NO_SHIFT);
    for await (const text of found) {
      track = track.map((at, r) => ({ dx: at.dx + text.motion[r]!.dx, dy: at.dy + text.motion[r]!.dy }));
      slots.push({ index: text.index, regions: text.regions, filled: regions.map(() => null), track });
      count = text.index + 1;
      // A frame is filled once the frames up to the window's far end have their masks.
      while (written + reach < count) await emit(written++);
    }
    while (written < count) await emit(written++);
    await encoder.finish();
    await fs.rename(partial, outputPath);
  } catch (error) {
    await encoder.finish().catch(() => undefined);
    await fs.rm(partial, { force: true });
    throw error;
  } finally {
    await Promise.all([behind.return?.(undefined), found.return(undefined)]);
  }
  onProgress?.(1);
  return {
    video: {
      path: outputPath,
      width: source.width,
      height: source.height,
      durationSec: stats.frames / source.fps,
    },
    stats,
  };
}

function slotAt(slots: Slot[], index: number): Slot {
  const slot = slots.find((candidate) => candidate.index === index);
  if (!slot) throw new Error(`frame ${index} left the window before it was written`);
  return slot;
}

/** The watermark's mask from the box's luma in frames sampled evenly across the video. */
async function findWatermark(
  source: SourceVideo,
  region: Region,
  grow: number,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const rate = Math.min(source.fps, WATERMARK_SAMPLES / Math.max(1, source.durationSec));
  const samples: BlockSample[] = [];
  for await (const frame of decodeYuvFrames(source, signal, { crop: region, rate })) {
    const pixels = cutRegion(frame, region.width, region.height, { ...region, x: 0, y: 0 });
    samples.push({ y: pixels.small, u: pixels.u, v: pixels.v });
  }
  return watermarkMask(samples, region.width / 2, region.height / 2, grow);
}
