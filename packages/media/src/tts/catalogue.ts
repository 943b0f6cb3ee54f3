import type { AgeGroup, TtsVoice, VoiceGender, VoiceStyle } from './engine';
import { type EspeakLanguage, MAJOR_LANGUAGES, OTHER_LANGUAGES } from './espeak-languages';
import { measuredQuality } from './voice-quality';

/** How espeak-ng renders one catalogue voice at rate 1 and pitch 1. */
export interface EspeakVoiceSettings {
  /** espeak's language file, e.g. 'gmw/en-US'. */
  language: string;
  /** A file of espeak-ng-data/voices/!v: its formants, pitch range, breath and roughness make the timbre. */
  variant: string;
  /** espeak's `-p`, 0-99, 50 being the variant's own pitch. */
  pitch: number;
  /** espeak's `-s`, words per minute. */
  wordsPerMinute: number;
}

export interface EspeakVoice extends TtsVoice {
  espeak: EspeakVoiceSettings;
}

export interface TtsLanguage {
  code: string;
  name: string;
  nativeName: string;
  voiceCount: number;
}

interface VoiceProfile {
  variant: string;
  gender: VoiceGender;
  ageGroup: AgeGroup;
  styles: VoiceStyle[];
  pitch: number;
  wordsPerMinute: number;
  memberOnly: boolean;
}

/**
 * The voices of a major language. Variants were picked among espeak's natural-sounding ones, leaving
 * out those that override the language's intonation (it would flatten Mandarin or Cantonese tones),
 * the Klatt ones (not compiled into the WASM build) and the robotic or whispering ones. Pitches were
 * set from measured median F0 so that each voice sits ~15 % or more from its neighbours of the same
 * gender (en-US: female 146, 168, 197, 241 Hz, child 352 Hz; male 74, 86, 101, 120 Hz), and speaking
 * rates differ too: no two voices are one voice relabelled.
 */
const FEMALE_NARRATOR = profile('f2', 'female', 'young', ['narration', 'friendly'], 55, 170);
const MALE_NARRATOR = profile('m3', 'male', 'middle-aged', ['narration', 'news'], 50, 165);

const MAJOR_PROFILES: VoiceProfile[] = [
  FEMALE_NARRATOR,
  MALE_NARRATOR,
  profile('f4', 'female', 'middle-aged', ['news', 'calm'], 47, 175),
  profile('Michael', 'male', 'young', ['energetic', 'advertising'], 68, 190),
  profile('belinda', 'female', 'young', ['advertising', 'energetic', 'friendly'], 56, 185),
  profile('m8', 'male', 'middle-aged', ['calm', 'storytelling'], 55, 155),
  profile('f1', 'female', 'old', ['storytelling', 'calm'], 32, 150, true),
  profile('m1', 'male', 'old', ['storytelling', 'narration'], 28, 145, true),
  profile('zac', 'female', 'children', ['storytelling', 'friendly'], 55, 160, true),
];

/** One free voice of each gender for every other language. */
const OTHER_PROFILES: VoiceProfile[] = [FEMALE_NARRATOR, MALE_NARRATOR];

function profile(
  variant: string,
  gender: VoiceGender,
  ageGroup: AgeGroup,
  styles: VoiceStyle[],
  pitch: number,
  wordsPerMinute: number,
  memberOnly = false,
): VoiceProfile {
  return { variant, gender, ageGroup, styles, pitch, wordsPerMinute, memberOnly };
}

function voicesOf(language: EspeakLanguage, profiles: VoiceProfile[]): EspeakVoice[] {
  const names = { female: [...language.femaleNames], male: [...language.maleNames] };
  return profiles.map((voice) => {
    const name = names[voice.gender].shift();
    if (!name) throw new Error(`${language.code} has fewer ${voice.gender} names than voices`);
    const id = `espeak:${language.code}:${voice.variant.toLowerCase()}`;
    const quality = measuredQuality(id);
    return {
      id,
      engine: 'espeak',
      name,
      language: language.code,
      languageName: language.name,
      gender: voice.gender,
      ageGroup: voice.ageGroup,
      styles: voice.styles,
      memberOnly: voice.memberOnly,
      ...(quality ? { quality } : {}),
      espeak: {
        language: language.espeak,
        variant: voice.variant,
        pitch: voice.pitch,
        wordsPerMinute: voice.wordsPerMinute,
      },
    };
  });
}

/** Major languages first in the product's order, then the others by English name; each language's voices in profile order. */
export const ESPEAK_VOICES: readonly EspeakVoice[] = [
  ...MAJOR_LANGUAGES.flatMap((language) => voicesOf(language, MAJOR_PROFILES)),
  ...OTHER_LANGUAGES.flatMap((language) => voicesOf(language, OTHER_PROFILES)),
];

export const TTS_LANGUAGES: readonly TtsLanguage[] = [...MAJOR_LANGUAGES, ...OTHER_LANGUAGES].map((language) => ({
  code: language.code,
  name: language.name,
  nativeName: language.nativeName,
  voiceCount: ESPEAK_VOICES.filter((voice) => voice.language === language.code).length,
}));

/** For `queryLanguage`: a copy, so a caller sorting or filtering it leaves the catalogue alone. */
export function listLanguages(): TtsLanguage[] {
  return TTS_LANGUAGES.map((language) => ({ ...language }));
}

export const MAJOR_LANGUAGE_CODES: readonly string[] = MAJOR_LANGUAGES.map((language) => language.code);

const VOICES_BY_ID = new Map(ESPEAK_VOICES.map((voice) => [voice.id, voice]));

export function findEspeakVoice(voiceId: string): EspeakVoice | undefined {
  return VOICES_BY_ID.get(voiceId);
}
