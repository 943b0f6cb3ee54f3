/**
 * Orator's background music: every track is synthesized from the recipe below, so the library
 * is ours to ship and license. Names are English; the web app translates category names.
 */

export const MUSIC_CATEGORIES = [
  { id: 'corporate', name: 'Corporate' },
  { id: 'upbeat', name: 'Upbeat' },
  { id: 'calm', name: 'Calm' },
  { id: 'inspiring', name: 'Inspiring' },
  { id: 'cinematic', name: 'Cinematic' },
  { id: 'happy', name: 'Happy' },
] as const;

export type MusicCategoryId = (typeof MUSIC_CATEGORIES)[number]['id'];

export const NOTE_NAMES = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B'] as const;
export type NoteName = (typeof NOTE_NAMES)[number];

/** What a track is made of: the style comes from its category. */
export interface TrackRecipe {
  id: string;
  categoryId: MusicCategoryId;
  name: string;
  bpm: number;
  tonic: NoteName;
  mode: 'major' | 'minor';
  /** Scale degrees from 0 (the tonic chord), one chord per bar. */
  progression: number[];
  seed: number;
}

export const TRACK_RECIPES: readonly TrackRecipe[] = [
  {
    id: 'corporate-clear-horizon',
    categoryId: 'corporate',
    name: 'Clear Horizon',
    bpm: 104,
    tonic: 'C',
    mode: 'major',
    progression: [0, 4, 5, 3],
    seed: 11,
  },
  {
    id: 'corporate-forward-motion',
    categoryId: 'corporate',
    name: 'Forward Motion',
    bpm: 110,
    tonic: 'G',
    mode: 'major',
    progression: [0, 5, 3, 4],
    seed: 12,
  },
  {
    id: 'corporate-bright-ideas',
    categoryId: 'corporate',
    name: 'Bright Ideas',
    bpm: 98,
    tonic: 'D',
    mode: 'major',
    progression: [3, 0, 4, 5],
    seed: 13,
  },
  {
    id: 'upbeat-city-lights',
    categoryId: 'upbeat',
    name: 'City Lights',
    bpm: 124,
    tonic: 'A',
    mode: 'minor',
    progression: [0, 5, 2, 6],
    seed: 21,
  },
  {
    id: 'upbeat-sunny-run',
    categoryId: 'upbeat',
    name: 'Sunny Run',
    bpm: 120,
    tonic: 'F',
    mode: 'major',
    progression: [0, 4, 5, 3],
    seed: 22,
  },
  {
    id: 'upbeat-high-five',
    categoryId: 'upbeat',
    name: 'High Five',
    bpm: 128,
    tonic: 'Bb',
    mode: 'major',
    progression: [5, 3, 0, 4],
    seed: 23,
  },
  {
    id: 'calm-still-water',
    categoryId: 'calm',
    name: 'Still Water',
    bpm: 72,
    tonic: 'F',
    mode: 'major',
    progression: [0, 3, 5, 3],
    seed: 31,
  },
  {
    id: 'calm-morning-mist',
    categoryId: 'calm',
    name: 'Morning Mist',
    bpm: 68,
    tonic: 'D',
    mode: 'major',
    progression: [0, 5, 3, 4],
    seed: 32,
  },
  {
    id: 'calm-soft-light',
    categoryId: 'calm',
    name: 'Soft Light',
    bpm: 76,
    tonic: 'E',
    mode: 'minor',
    progression: [0, 3, 5, 4],
    seed: 33,
  },
  {
    id: 'inspiring-rise-up',
    categoryId: 'inspiring',
    name: 'Rise Up',
    bpm: 92,
    tonic: 'C',
    mode: 'major',
    progression: [5, 3, 0, 4],
    seed: 41,
  },
  {
    id: 'inspiring-new-day',
    categoryId: 'inspiring',
    name: 'New Day',
    bpm: 88,
    tonic: 'G',
    mode: 'major',
    progression: [0, 4, 5, 3],
    seed: 42,
  },
  {
    id: 'inspiring-summit',
    categoryId: 'inspiring',
    name: 'Summit',
    bpm: 96,
    tonic: 'Eb',
    mode: 'major',
    progression: [3, 4, 5, 0],
    seed: 43,
  },
  {
    id: 'cinematic-northern-sky',
    categoryId: 'cinematic',
    name: 'Northern Sky',
    bpm: 64,
    tonic: 'D',
    mode: 'minor',
    progression: [0, 5, 2, 6],
    seed: 51,
  },
  {
    id: 'cinematic-deep-time',
    categoryId: 'cinematic',
    name: 'Deep Time',
    bpm: 60,
    tonic: 'C',
    mode: 'minor',
    progression: [0, 5, 3, 4],
    seed: 52,
  },
  {
    id: 'cinematic-long-road',
    categoryId: 'cinematic',
    name: 'Long Road',
    bpm: 70,
    tonic: 'A',
    mode: 'minor',
    progression: [0, 6, 5, 6],
    seed: 53,
  },
  {
    id: 'happy-picnic',
    categoryId: 'happy',
    name: 'Picnic',
    bpm: 116,
    tonic: 'C',
    mode: 'major',
    progression: [0, 3, 4, 0],
    seed: 61,
  },
  {
    id: 'happy-bubbles',
    categoryId: 'happy',
    name: 'Bubbles',
    bpm: 120,
    tonic: 'G',
    mode: 'major',
    progression: [0, 5, 3, 4],
    seed: 62,
  },
  {
    id: 'happy-skip-along',
    categoryId: 'happy',
    name: 'Skip Along',
    bpm: 112,
    tonic: 'F',
    mode: 'major',
    progression: [0, 3, 5, 4],
    seed: 63,
  },
];

/** Tracks last 60-90 s: whole repeats of the progression, the shortest count reaching a minute. */
const MIN_TRACK_SEC = 60;

export function barSeconds(bpm: number): number {
  return (4 * 60) / bpm;
}

export function barCount(recipe: TrackRecipe): number {
  const cycleSec = recipe.progression.length * barSeconds(recipe.bpm);
  return Math.ceil(MIN_TRACK_SEC / cycleSec) * recipe.progression.length;
}

export interface MusicTrack {
  id: string;
  categoryId: MusicCategoryId;
  name: string;
  bpm: number;
  /** e.g. 'A minor' */
  key: string;
  durationSec: number;
}

export const MUSIC_TRACKS: readonly MusicTrack[] = TRACK_RECIPES.map((recipe) => ({
  id: recipe.id,
  categoryId: recipe.categoryId,
  name: recipe.name,
  bpm: recipe.bpm,
  key: `${recipe.tonic} ${recipe.mode}`,
  durationSec: Math.round(barCount(recipe) * barSeconds(recipe.bpm) * 100) / 100,
}));
