import type { Pcm } from '../audio/pcm';
import type { Span } from '../timeline';

/**
 * Where the lips must meet: the closures of stops (p, b, and t, d, k, g, which a viewer cannot tell
 * apart from a bilabial at a glance) and the murmur of nasals (m, n), found from the audio alone so
 * it works for every speech engine and for uploaded narration. The video-frame envelope is too coarse
 * for a 30 ms closure, so this listens in 10 ms blocks.
 */

const BLOCK_SEC = 0.01;
/** A closure lasts 30 to 150 ms; shorter dips are jitter, longer ones pauses. */
const MIN_CLOSURE_BLOCKS = 3;
const MAX_CLOSURE_BLOCKS = 15;
/** How far either side of a block to look for the vowels it may sit between. */
const NEIGHBOUR_BLOCKS = 15;
/** Blocks quieter than the loudest ones by more than this are not speech at all. */
const SPEECH_RANGE_DB = 30;
/** Quieter than this below the loudest speech, a block is a stop's silent gap whatever its spectrum. */
const SILENT_GAP_DB = 25;
/**
 * A closure is this much quieter than the loudest vowel within reach, and what follows it this much
 * louder than its mean (its edges slide into the vowels around it, its middle does not).
 */
const DIP_DB = 6;
/**
 * Share of a murmur's energy below ~900 Hz, and its most sign changes per second: with the lips shut only
 * the voice bar or the low nasal resonance sounds, while an s, f or th hisses.
 */
const MURMUR_LOW_SHARE = 0.75;
const MURMUR_MAX_ZCR = 1800;

interface Blocks {
  db: Float32Array;
  lowShare: Float32Array;
  zcr: Float32Array;
}

function onePoleLowPass(samples: Float32Array, sampleRate: number, cutoff: number): Float32Array {
  const a = Math.exp((-2 * Math.PI * cutoff) / sampleRate);
  const out = new Float32Array(samples.length);
  let y = 0;
  // Two passes make the roll-off steep enough to keep the second formant out.
  for (let i = 0; i < samples.length; i++) out[i] = y = (1 - a) * (samples[i] ?? 0) + a * y;
  y = 0;
  for (let i = 0; i < out.length; i++) out[i] = y = (1 - a) * (out[i] ?? 0) + a * y;
  return out;
}

function speechBlocks(pcm: Pcm): Blocks {
  const size = Math.max(1, Math.round(pcm.sampleRate * BLOCK_SEC));
  const count = Math.floor(pcm.samples.length / size);
  const low = onePoleLowPass(pcm.samples, pcm.sampleRate, 900);
  const blocks: Blocks = {
    db: new Float32Array(count),
    lowShare: new Float32Array(count),
    zcr: new Float32Array(count),
  };
  for (let b = 0; b < count; b++) {
    let energy = 0;
    let lowEnergy = 0;
    let crossings = 0;
    for (let i = b * size; i < (b + 1) * size; i++) {
      const x = pcm.samples[i] ?? 0;
      energy += x * x;
      lowEnergy += (low[i] ?? 0) ** 2;
      if (i > b * size && x >= 0 !== (pcm.samples[i - 1] ?? 0) >= 0) crossings++;
    }
    blocks.db[b] = 10 * Math.log10(energy / size + 1e-10);
    blocks.lowShare[b] = energy > 0 ? Math.min(1, lowEnergy / energy) : 0;
    blocks.zcr[b] = (crossings * pcm.sampleRate) / size;
  }
  return blocks;
}

function maxIn(values: Float32Array, from: number, to: number): number {
  let best = -Infinity;
  for (let i = Math.max(0, from); i < Math.min(values.length, to); i++) best = Math.max(best, values[i] ?? -Infinity);
  return best;
}

function meanIn(values: Float32Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += values[i] ?? 0;
  return to > from ? sum / (to - from) : -Infinity;
}

function loudest(db: Float32Array): number {
  const sorted = Float32Array.from(db).sort();
  return sorted[Math.floor(sorted.length * 0.95)] ?? 0;
}

/** Spans of the audio, in seconds, during which the lips are shut inside speech. */
export function lipClosures(pcm: Pcm): Span[] {
  const { db, lowShare, zcr } = speechBlocks(pcm);
  const loud = loudest(db);
  const silent = (b: number) => (db[b] ?? -Infinity) <= loud - SILENT_GAP_DB;
  const shut = (b: number) => {
    const around = maxIn(db, b - NEIGHBOUR_BLOCKS, b + NEIGHBOUR_BLOCKS + 1);
    if (around < loud - SPEECH_RANGE_DB || (db[b] ?? 0) > around - DIP_DB) return false;
    return silent(b) || ((lowShare[b] ?? 0) >= MURMUR_LOW_SHARE && (zcr[b] ?? Infinity) <= MURMUR_MAX_ZCR);
  };
  const closures: Span[] = [];
  let start = 0;
  while (start < db.length) {
    if (!shut(start)) {
      start++;
      continue;
    }
    let end = start;
    while (end < db.length && shut(end)) end++;
    // A run that began in a pause is a closure only in its voiced tail: the murmur of a phrase's first m.
    const afterPause = maxIn(db, start - NEIGHBOUR_BLOCKS, start) < loud - SPEECH_RANGE_DB;
    let from = start;
    if (afterPause || end - start > MAX_CLOSURE_BLOCKS) for (let b = start; b < end; b++) if (silent(b)) from = b + 1;
    const length = end - from;
    const released = maxIn(db, end, end + NEIGHBOUR_BLOCKS) >= meanIn(db, from, end) + DIP_DB;
    if (length >= MIN_CLOSURE_BLOCKS && length <= MAX_CLOSURE_BLOCKS && released) {
      closures.push({ start: from * BLOCK_SEC, end: end * BLOCK_SEC });
    }
    start = end;
  }
  return closures;
}
