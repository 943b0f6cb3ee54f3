/** The voice changer's choices: six voices and a free pitch/formant setting. */
export const VOICE_PRESETS = ['deeper', 'higher', 'child', 'elderly', 'robot', 'radio', 'custom'] as const;
export type VoicePreset = (typeof VOICE_PRESETS)[number];

export interface VoiceChange {
  preset: VoicePreset;
  /** Only for `custom`: how far the voice's pitch moves, in semitones. */
  pitchSemitones?: number;
  /** Only for `custom`: how far the formants (the timbre, the size of the speaker) move, in semitones. */
  formantSemitones?: number;
}

/** Beyond these the speech stops sounding like a person; the formant range is narrower because it breaks sooner. */
export const CUSTOM_PITCH_RANGE = { min: -12, max: 12 } as const;
export const CUSTOM_FORMANT_RANGE = { min: -6, max: 6 } as const;

/** A preset as a shift of pitch and formants followed by ffmpeg effects. */
export interface PresetRecipe {
  pitchSemitones: number;
  formantSemitones: number;
  /** ffmpeg audio filters run after the shift, at the working rate. */
  effects: readonly string[];
}

/** Sample rate the changer works and writes at. */
export const WORKING_RATE = 44100;
/** Zero-phase frames repeat at rate/hop: a 1024-sample window at 75 % overlap gives a ~172 Hz monotone. */
const ROBOT_WINDOW_LOG2 = 10;
const ROBOT_OVERLAP = 0.75;
export const ROBOT_MONOTONE_HZ = WORKING_RATE / (2 ** ROBOT_WINDOW_LOG2 * (1 - ROBOT_OVERLAP));
/** The telephone and AM-radio band. */
export const RADIO_BAND_HZ = { low: 300, high: 3400 } as const;

/**
 * Larger speakers have lower voices and longer vocal tracts (lower formants); moving the formants about
 * half as far as the pitch is what makes "deeper" sound like a bigger person rather than a slowed tape.
 */
export const PRESET_RECIPES: Record<Exclude<VoicePreset, 'custom'>, PresetRecipe> = {
  deeper: { pitchSemitones: -4, formantSemitones: -2, effects: [] },
  higher: { pitchSemitones: 4, formantSemitones: 2, effects: [] },
  // A child's vocal tract is short: the formants rise a lot, with a pitch about half an octave up.
  child: { pitchSemitones: 7, formantSemitones: 4, effects: ['equalizer=f=3000:t=q:w=1:g=3'] },
  // An old voice wavers in pitch and loudness a few times a second and loses its brightness.
  elderly: {
    pitchSemitones: -2,
    formantSemitones: -1,
    effects: ['vibrato=f=6:d=0.25', 'tremolo=f=5:d=0.2', 'lowpass=f=5000'],
  },
  // Zeroing every frame's phase replaces the voice's own pitch with the frame rate: the classic robot voice.
  robot: {
    pitchSemitones: 0,
    formantSemitones: 0,
    effects: [
      `afftfilt=real='hypot(re,im)':imag=0:win_size=${ROBOT_WINDOW_LOG2}:overlap=${ROBOT_OVERLAP}`,
      'aecho=0.8:0.7:12:0.35',
      'volume=1.8',
    ],
  },
  // A little bit-crushing for the crackle, then three passes each side to cut steeply outside the band.
  radio: {
    pitchSemitones: 0,
    formantSemitones: 0,
    effects: [
      'acrusher=bits=10:mode=log:aa=1',
      ...Array.from({ length: 3 }, () => `highpass=f=${RADIO_BAND_HZ.low}`),
      ...Array.from({ length: 3 }, () => `lowpass=f=${RADIO_BAND_HZ.high}`),
      'volume=1.3',
    ],
  },
};

function clamp(value: number, range: { min: number; max: number }): number {
  return Math.min(range.max, Math.max(range.min, value));
}

export function recipeFor(change: VoiceChange): PresetRecipe {
  if (change.preset !== 'custom') return PRESET_RECIPES[change.preset];
  return {
    pitchSemitones: clamp(change.pitchSemitones ?? 0, CUSTOM_PITCH_RANGE),
    formantSemitones: clamp(change.formantSemitones ?? 0, CUSTOM_FORMANT_RANGE),
    effects: [],
  };
}

export function semitoneRatio(semitones: number): number {
  return 2 ** (semitones / 12);
}
