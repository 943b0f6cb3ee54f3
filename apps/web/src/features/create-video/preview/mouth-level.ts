import type { TViseme } from './sprite-frame';

/**
 * Loudness alone cannot tell an O from an E, so the preview opens the mouth further the louder the voice,
 * through the shapes in order of openness. Levels are the RMS of the waveform (full scale 1); normal speech
 * peaks around 0.2-0.3 and pauses fall under 0.02.
 */
const SHAPE_FROM_LEVEL: readonly (readonly [number, TViseme])[] = [
  [0.17, 'open'],
  [0.1, 'wide'],
  [0.05, 'round'],
  [0.02, 'rest'],
];

export function mouthForLevel(level: number): TViseme {
  return SHAPE_FROM_LEVEL.find(([threshold]) => level >= threshold)?.[1] ?? 'closed';
}

export function rootMeanSquare(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) sum += samples[i]! * samples[i]!;
  return Math.sqrt(sum / samples.length);
}
