import type { MusicCategoryId } from './catalogue';

/**
 * How each category plays a chord progression. Rhythms are positions in a 4/4 bar counted in
 * sixteenths (0-15). Lead patterns index the chord's tones from low to high: 0-2 the triad just
 * above `lowestMidi`, 3-4 its lower two tones an octave up.
 */
export interface Style {
  pad: { level: number; brightnessHz: number; lowestMidi: number };
  bass: { level: number; notes: [step: number, lengthSteps: number][]; lowestMidi: number };
  lead: {
    level: number;
    voice: 'pluck' | 'keys' | 'bell';
    steps: number[];
    pattern: number[];
    lowestMidi: number;
  };
  drums?: { level: number; kick: number[]; snare: number[]; hat: number[]; shaker: number[] };
  /** Low toms on the first beat of every other bar, the cinematic pulse. */
  toms?: { level: number };
  reverb: number;
}

const EIGHTHS = [0, 2, 4, 6, 8, 10, 12, 14];
const OFFBEATS = [2, 6, 10, 14];
const SIXTEENTHS = Array.from({ length: 16 }, (_v, i) => i);

export const STYLES: Record<MusicCategoryId, Style> = {
  corporate: {
    pad: { level: 0.16, brightnessHz: 2000, lowestMidi: 55 },
    bass: { level: 0.32, notes: EIGHTHS.map((step) => [step, 1.5]), lowestMidi: 36 },
    lead: { level: 0.22, voice: 'pluck', steps: EIGHTHS, pattern: [0, 1, 2, 3, 2, 1, 2, 4], lowestMidi: 67 },
    drums: { level: 0.5, kick: [0, 8], snare: [4, 12], hat: OFFBEATS, shaker: [] },
    reverb: 0.25,
  },
  upbeat: {
    pad: { level: 0.12, brightnessHz: 2600, lowestMidi: 57 },
    bass: { level: 0.34, notes: OFFBEATS.map((step) => [step, 1.6]), lowestMidi: 36 },
    lead: { level: 0.2, voice: 'pluck', steps: SIXTEENTHS, pattern: [0, 1, 2, 3, 4, 3, 2, 1], lowestMidi: 69 },
    drums: { level: 0.55, kick: [0, 4, 8, 12], snare: [4, 12], hat: OFFBEATS, shaker: SIXTEENTHS },
    reverb: 0.2,
  },
  calm: {
    pad: { level: 0.24, brightnessHz: 1400, lowestMidi: 53 },
    bass: { level: 0.26, notes: [[0, 15]], lowestMidi: 36 },
    lead: { level: 0.16, voice: 'bell', steps: [0, 4, 8, 12], pattern: [2, 3, 4, 3], lowestMidi: 72 },
    reverb: 0.45,
  },
  inspiring: {
    pad: { level: 0.2, brightnessHz: 1800, lowestMidi: 55 },
    bass: { level: 0.3, notes: [0, 4, 8, 12].map((step) => [step, 3.5]), lowestMidi: 36 },
    lead: { level: 0.22, voice: 'keys', steps: EIGHTHS, pattern: [0, 2, 3, 2, 4, 2, 3, 2], lowestMidi: 62 },
    drums: { level: 0.45, kick: [0, 10], snare: [8], hat: EIGHTHS, shaker: [] },
    reverb: 0.35,
  },
  cinematic: {
    pad: { level: 0.26, brightnessHz: 1100, lowestMidi: 48 },
    bass: { level: 0.3, notes: [[0, 16]], lowestMidi: 28 },
    lead: { level: 0.14, voice: 'bell', steps: [0, 6, 12], pattern: [3, 2, 4], lowestMidi: 69 },
    toms: { level: 0.5 },
    reverb: 0.5,
  },
  happy: {
    pad: { level: 0.12, brightnessHz: 2400, lowestMidi: 57 },
    bass: {
      level: 0.32,
      notes: [
        [0, 1],
        [3, 1],
        [6, 1],
        [8, 1],
        [11, 1],
        [14, 1],
      ],
      lowestMidi: 40,
    },
    lead: { level: 0.22, voice: 'pluck', steps: EIGHTHS, pattern: [0, 2, 1, 3, 2, 4, 3, 2], lowestMidi: 72 },
    drums: { level: 0.45, kick: [0, 8], snare: [4, 12], hat: EIGHTHS, shaker: SIXTEENTHS },
    reverb: 0.2,
  },
};
