import { createHash } from 'node:crypto';
import { LOCALES, SHOWCASE_LINES, type TLocale, type TShowcaseKind } from '@orator/contracts';
import { STOCK_AVATARS, voiceSampleText, type StockAvatar, type TtsVoice } from '@orator/media';

/**
 * Bumped when the engines' output changes enough that the examples should be made again: it is part of every
 * example's hash, so its file names change and the old files are simply no longer listed.
 */
export const SHOWCASE_VERSION = 1;

/** The voice each site language's clips speak with: the voice language the editor offers first (/create). */
const LOCALE_LANGUAGES: Record<TLocale, string> = { en: 'en-US', zh: 'zh-CN', pt: 'pt-BR' };

/** Voice samples, in this order, for the languages of these the catalogue speaks. */
export const SAMPLE_LANGUAGES = [
  'en-US',
  'zh-CN',
  'pt-BR',
  'es-ES',
  'fr-FR',
  'de-DE',
  'ja-JP',
  'ar',
  'hi-IN',
  'ru-RU',
  'ko-KR',
  'it-IT',
] as const;

const FILE_PREFIX: Record<TShowcaseKind, string> = {
  avatarVideo: 'avatar-video',
  talkingPhoto: 'talking-photo',
  voiceSample: 'voice-sample',
};

/** A talking photo is a portrait: the head framing fills it; the avatar video shows a presenter to the waist. */
const FRAMING = { avatarVideo: 'half', talkingPhoto: 'head' } as const;

export interface PlannedExample {
  /** `<kind>-<language>-<hash>`: what the files are named after. */
  id: string;
  kind: TShowcaseKind;
  language: string;
  locale: TLocale | null;
  text: string;
  voice: TtsVoice;
  presenter: StockAvatar | null;
  files: { media: string; poster: string | null };
}

export interface ShowcaseSelection {
  /** Site languages whose clips to make; all three when left out. */
  locales?: readonly TLocale[];
  /** Voice languages whose samples to make; every one of SAMPLE_LANGUAGES when left out. */
  sampleLanguages?: readonly string[];
}

/**
 * The examples this catalogue can make: a presenter and a talking photo for each site language, and a voice sample
 * for each of SAMPLE_LANGUAGES; a language without an offline voice here is left out. Remote voices are not used:
 * the pages say the examples were made offline.
 */
export function planShowcase(voices: readonly TtsVoice[]): PlannedExample[] {
  const offline = voices.filter((voice) => voice.engine !== 'remote');
  const clips = LOCALES.flatMap((locale, index) => {
    const voice = voiceFor(offline, LOCALE_LANGUAGES[locale]);
    if (!voice) return [];
    return (['avatarVideo', 'talkingPhoto'] as const).flatMap((kind) => {
      const presenter = presenterFor(voice, FRAMING[kind], index);
      return presenter ? [example(kind, voice, locale, SHOWCASE_LINES[kind][locale], presenter)] : [];
    });
  });
  const samples = SAMPLE_LANGUAGES.flatMap((language) => {
    const voice = voiceFor(offline, language);
    return voice
      ? [example('voiceSample', voice, localeOf(voice.language), voiceSampleText(voice.language), null)]
      : [];
  });
  return [...clips, ...samples];
}

/** Whether a selection (tests make one language's examples) takes a planned example. */
export function isSelected(planned: PlannedExample, selection: ShowcaseSelection): boolean {
  if (planned.kind === 'voiceSample')
    return !selection.sampleLanguages || selection.sampleLanguages.includes(planned.language);
  return !selection.locales || (planned.locale !== null && selection.locales.includes(planned.locale));
}

/** The language's first voice (the catalogue lists each language's clearest first), else one of its family's. */
function voiceFor(voices: readonly TtsVoice[], language: string): TtsVoice | undefined {
  const family = language.split('-')[0];
  return (
    voices.find((voice) => voice.language === language) ??
    voices.find((voice) => voice.language.split('-')[0] === family)
  );
}

function localeOf(language: string): TLocale | null {
  return LOCALES.find((locale) => LOCALE_LANGUAGES[locale] === language) ?? null;
}

/**
 * A presenter every plan may use (not members-only), of the voice's gender. Each site language shows another face,
 * picked from across the catalogue rather than its first few.
 */
function presenterFor(voice: TtsVoice, framing: StockAvatar['framing'], index: number): StockAvatar | null {
  const fitting = STOCK_AVATARS.filter(
    (avatar) => !avatar.memberOnly && avatar.framing === framing && avatar.gender === voice.gender,
  );
  return fitting[Math.floor((index * fitting.length) / LOCALES.length)] ?? null;
}

function example(
  kind: TShowcaseKind,
  voice: TtsVoice,
  locale: TLocale | null,
  text: string,
  presenter: StockAvatar | null,
): PlannedExample {
  const hash = createHash('sha256')
    .update(JSON.stringify([SHOWCASE_VERSION, kind, voice.id, presenter?.id ?? null, text]))
    .digest('hex')
    .slice(0, 12);
  const id = `${FILE_PREFIX[kind]}-${voice.language}-${hash}`;
  const isClip = kind !== 'voiceSample';
  return {
    id,
    kind,
    language: voice.language,
    locale,
    text,
    voice,
    presenter,
    files: { media: `${id}.${isClip ? 'mp4' : 'mp3'}`, poster: isClip ? `${id}.jpg` : null },
  };
}
