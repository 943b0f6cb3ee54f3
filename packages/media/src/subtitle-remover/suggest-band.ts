import type { SuggestedBand } from './subtitle-remover-engine';
import { strokeCores, strokeScale, textRows } from './text-mask';
import { rawFrames } from '../video-translate/raw-frames';
import { cutRegion, frameBytes } from './yuv-frame';
import { readSourceVideo, type SourceVideo } from './yuv-video';

/** Frames looked at across the video. */
const SAMPLES = 16;
/** A stroke present in more than this share of the samples belongs to the picture or a logo, not a caption. */
const LASTING_SHARE = 0.6;
/** Seconds apart within a sample: a caption stays put between them while a moving picture does not. */
const PAIR_GAP_SEC = 0.4;
/** A row is part of a caption band when it holds a line of text in this share of the samples at least. */
const ROW_SHARE = 0.25;
/** The band must hold a line of text in at least this many samples. */
const MIN_SAMPLES_WITH_TEXT = 2;

/**
 * Where the captions of a video are: frames sampled across it are searched for lines of thin, high-contrast strokes
 * (the stroke detector the remover uses) that stand still for a few frames but change from sample to sample; the band of rows holding such lines in
 * the most samples, lower rows preferred as captions usually sit there, becomes a subtitle box around the text seen
 * in it. Null when no band holds changing text in at least two samples.
 */
export async function suggestSubtitleBand(inputPath: string, signal?: AbortSignal): Promise<SuggestedBand | null> {
  const source = await readSourceVideo(inputPath);
  const width = source.width / 2;
  const height = source.height / 2;
  const scale = strokeScale(source.height);
  const cores: Uint8Array[] = [];
  const whole = { kind: 'subtitle' as const, x: 0, y: 0, width: source.width, height: source.height };
  for (let n = 0; n < SAMPLES; n++) {
    const pair: Uint8Array[] = [];
    for await (const frame of samplePair(source, ((n + 0.5) * source.durationSec) / SAMPLES, signal)) {
      const { bright, dark } = strokeCores(
        cutRegion(frame, source.width, source.height, whole).small,
        width,
        height,
        scale,
      );
      const core = new Uint8Array(bright.length);
      for (let i = 0; i < core.length; i++) core[i] = bright[i]! | dark[i]!;
      pair.push(core);
    }
    const [first, second] = pair;
    if (first) cores.push(second ? standingStrokes(first, second, width, height) : first);
  }
  if (!cores.length) return null;
  const presence = new Uint16Array(width * height);
  for (const core of cores) for (let i = 0; i < core.length; i++) presence[i]! += core[i]!;
  const lastingCount = Math.max(2, LASTING_SHARE * cores.length);
  const rowVotes = new Float64Array(height);
  const changing = cores.map((core) => {
    const kept = new Uint8Array(core.length);
    for (let i = 0; i < core.length; i++) if (core[i] && presence[i]! < lastingCount) kept[i] = 1;
    const rows = textRows(kept, width, height, scale);
    for (let y = 0; y < height; y++) rowVotes[y]! += rows[y]!;
    return { kept, rows };
  });
  const minimum = Math.max(MIN_SAMPLES_WITH_TEXT, ROW_SHARE * cores.length);
  for (let y = 0; y < height; y++) if (rowVotes[y]! < minimum) rowVotes[y] = 0;
  const band = bestBand(rowVotes, height);
  if (!band) return null;
  const withText = changing.filter(({ rows }) => rows.subarray(band.y0, band.y1).some(Boolean));
  if (withText.length < MIN_SAMPLES_WITH_TEXT) return null;
  const columns = new Uint32Array(width);
  for (const { kept } of withText) {
    for (let y = band.y0; y < band.y1; y++) for (let x = 0; x < width; x++) columns[x]! += kept[y * width + x]!;
  }
  const [x0, x1] = spanOf(columns);
  const padX = Math.round(width * 0.08);
  const padY = Math.round((band.y1 - band.y0) * 0.25);
  return {
    box: {
      kind: 'subtitle',
      ltX: 2 * Math.max(0, x0 - padX),
      ltY: 2 * Math.max(0, band.y0 - padY),
      rbX: 2 * Math.min(width, x1 + 1 + padX),
      rbY: 2 * Math.min(height, band.y1 + padY),
    },
    confidence: Math.min(1, withText.length / Math.max(MIN_SAMPLES_WITH_TEXT, cores.length * 0.5)),
  };
}

/** A caption's row keeps nearly all its strokes in place between two frames; a moving picture's rows do not. */
const STANDING_SHARE = 0.8;

/**
 * The strokes found in place in both frames, in rows where nearly all strokes stayed in place: a textured picture
 * that moves keeps some strokes where others were, a caption keeps them all.
 */
function standingStrokes(first: Uint8Array, second: Uint8Array, width: number, height: number): Uint8Array {
  const kept = new Uint8Array(first.length);
  for (let y = 0; y < height; y++) {
    let both = 0;
    let either = 0;
    for (let i = y * width; i < (y + 1) * width; i++) {
      both += first[i]! & second[i]!;
      either += first[i]! | second[i]!;
    }
    if (!either || both < STANDING_SHARE * either) continue;
    for (let i = y * width; i < (y + 1) * width; i++) kept[i] = first[i]! & second[i]!;
  }
  return kept;
}

/** Two frames `PAIR_GAP_SEC` apart from `atSec` on, decoded after a fast seek. */
function samplePair(source: SourceVideo, atSec: number, signal?: AbortSignal): AsyncGenerator<Buffer> {
  const gap = Math.max(1, Math.round(PAIR_GAP_SEC * source.fps));
  return rawFrames(
    [
      ...['-ss', atSec.toFixed(3), '-i', source.path, '-map', '0:v:0', '-an', '-sn', '-dn'],
      ...['-vf', `select='eq(n\\,0)+eq(n\\,${gap})',crop=${source.width}:${source.height}:0:0,format=yuv420p`],
      ...['-vsync', '0', '-frames:v', '2', '-f', 'rawvideo', '-pix_fmt', 'yuv420p', 'pipe:1'],
    ],
    frameBytes(source.width, source.height),
    signal,
  );
}

/** The run of rows with votes whose total, weighted towards the bottom of the frame, is the largest. */
function bestBand(votes: Float64Array, height: number): { y0: number; y1: number } | null {
  let best: { y0: number; y1: number; score: number } | null = null;
  for (let y = 0; y < height;) {
    if (!votes[y]) {
      y++;
      continue;
    }
    let end = y;
    let score = 0;
    // Lines of a two-line caption are a few rows apart: small gaps stay inside one band.
    while (end < height && (votes[end] || votes.subarray(end, end + 6).some(Boolean))) {
      score += votes[end]! * (end > height * 0.6 ? 1.5 : 1);
      end++;
    }
    if (!best || score > best.score) best = { y0: y, y1: end, score };
    y = end;
  }
  return best && { y0: best.y0, y1: best.y1 };
}

/** The columns between the 2nd and 98th percentile of the text seen: stray strokes do not widen the box. */
function spanOf(columns: Uint32Array): [number, number] {
  const total = columns.reduce((sum, value) => sum + value, 0);
  let seen = 0;
  let start = 0;
  let end = columns.length - 1;
  for (let x = 0; x < columns.length; x++) {
    seen += columns[x]!;
    if (seen <= total * 0.02) start = x;
    if (seen < total * 0.98) end = x + 1;
  }
  return [start, end];
}
