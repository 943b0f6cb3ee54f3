import type { Pcm } from '../audio/pcm';

/*
 * espeak pads every utterance with silence of its own (longer after a full stop), so clauses are cut
 * to their speech and the script decides every gap itself: the same break gets the same gap, and an
 * explicit pause is exactly as long as asked.
 */

/** About -46 dBFS against speech levelled to -20 dBFS RMS: below hearing in a voice track. */
const SILENCE_THRESHOLD = 0.005;
/** A short fade at each cut so the cut never clicks. */
const FADE_SEC = 0.004;

export function trimSilence(pcm: Pcm): Pcm {
  const { samples } = pcm;
  let first = 0;
  while (first < samples.length && Math.abs(samples[first] ?? 0) < SILENCE_THRESHOLD) first++;
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last] ?? 0) < SILENCE_THRESHOLD) last--;
  const trimmed = samples.slice(first, last + 1);
  const fade = Math.min(Math.round(pcm.sampleRate * FADE_SEC), Math.floor(trimmed.length / 2));
  for (let i = 0; i < fade; i++) {
    const gain = i / fade;
    trimmed[i] = (trimmed[i] ?? 0) * gain;
    trimmed[trimmed.length - 1 - i] = (trimmed[trimmed.length - 1 - i] ?? 0) * gain;
  }
  return { sampleRate: pcm.sampleRate, samples: trimmed };
}

const FRAME_SEC = 0.01;

/**
 * The quietest 10 ms frame within `window` seconds of `around` (seconds into `pcm`), returned as the
 * frame's middle: where a subtitle line break falls between two words of one synthesized clause.
 */
export function quietestPoint(pcm: Pcm, around: number, window: number): number {
  const frame = Math.max(1, Math.round(pcm.sampleRate * FRAME_SEC));
  const from = Math.max(0, Math.round((around - window) * pcm.sampleRate));
  const to = Math.min(pcm.samples.length - frame, Math.round((around + window) * pcm.sampleRate));
  let quietest = Math.round(around * pcm.sampleRate);
  let lowestEnergy = Number.POSITIVE_INFINITY;
  for (let start = from; start <= to; start += frame) {
    let energy = 0;
    for (let i = start; i < start + frame; i++) energy += (pcm.samples[i] ?? 0) ** 2;
    if (energy < lowestEnergy) {
      lowestEnergy = energy;
      quietest = start + frame / 2;
    }
  }
  return quietest / pcm.sampleRate;
}
