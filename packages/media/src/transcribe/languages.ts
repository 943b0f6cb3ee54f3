import { ESPEAK_VOICES, TTS_LANGUAGES } from '../tts/catalogue';
import { whisperLanguage } from './whisper';

/** How subtitles come out of audio: aligning a known text, or recognising the speech. */
export const RECOGNIZERS = ['alignment', 'pocketsphinx', 'whisper'] as const;
export type Recognizer = (typeof RECOGNIZERS)[number];

/** What this installation has: decided at start-up from the machine and the configuration. */
export interface RecognitionCapabilities {
  pocketsphinx: boolean;
  /** Present when a Whisper-compatible endpoint is configured; ISO 639-1 codes, empty for Whisper's own list. */
  whisper?: { languages: readonly string[] };
}

export interface SubtitleLanguage {
  code: string;
  name: string;
  nativeName: string;
  /** The engines that can make subtitles in this language here, best first. */
  recognizers: Recognizer[];
  /** True when only alignment works: the user must give the text that is spoken. */
  needsText: boolean;
}

/** The languages OpenAI documents for Whisper (ISO 639-1, plus 'haw' and 'yue'). */
export const WHISPER_LANGUAGES: readonly string[] = (
  'af am ar as az ba be bg bn bo br bs ca cs cy da de el en es et eu fa fi fo fr gl gu ha haw he hi hr ht hu hy id ' +
  'is it ja jw ka kk km kn ko la lb ln lo lt lv mg mi mk ml mn mr ms mt my ne nl nn no oc pa pl ps pt ro ru sa sd si ' +
  'sk sl sn so sq sr su sv sw ta te tg th tk tl tr tt uk ur uz vi yi yo yue zh'
).split(' ');

/** pocketsphinx's model is US English; other English accents fare about as well. */
const POCKETSPHINX_LANGUAGE = 'en';

/**
 * Every language this installation can make subtitles in, and how: alignment for every language the
 * speech engine reads (the text is then required), pocketsphinx for English when it is installed, and
 * a configured Whisper endpoint for its languages. Nothing is listed that would fail.
 */
export function supportedLanguages(capabilities: RecognitionCapabilities): SubtitleLanguage[] {
  const whisper = capabilities.whisper
    ? new Set(capabilities.whisper.languages.length ? capabilities.whisper.languages : WHISPER_LANGUAGES)
    : new Set<string>();
  const recognizersOf = (code: string, canAlign: boolean): Recognizer[] => {
    const primary = whisperLanguage(code);
    const recognizers: Recognizer[] = canAlign ? ['alignment'] : [];
    if (whisper.has(primary)) recognizers.push('whisper');
    if (capabilities.pocketsphinx && primary === POCKETSPHINX_LANGUAGE) recognizers.push('pocketsphinx');
    return recognizers;
  };
  const spoken = TTS_LANGUAGES.map((language) => language.code);
  const spokenPrimaries = new Set(spoken.map(whisperLanguage));
  const aligned = TTS_LANGUAGES.map((language) => entry(language, recognizersOf(language.code, true)));
  const whisperOnly = [...whisper]
    .filter((code) => !spokenPrimaries.has(code))
    .map((code) => entry({ code, ...languageNames(code) }, recognizersOf(code, false)));
  return [...aligned, ...whisperOnly];
}

function entry(
  language: { code: string; name: string; nativeName: string },
  recognizers: Recognizer[],
): SubtitleLanguage {
  return {
    code: language.code,
    name: language.name,
    nativeName: language.nativeName,
    recognizers,
    needsText: !recognizers.some((recognizer) => recognizer !== 'alignment'),
  };
}

function languageNames(code: string): { name: string; nativeName: string } {
  const named = (locale: string) => {
    try {
      return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  return { name: named('en'), nativeName: named(code) };
}

/**
 * The engine for one request: a known text is aligned (exact timings), otherwise speech is recognised,
 * by Whisper before pocketsphinx. Undefined when this installation cannot do it.
 */
export function chooseRecognizer(language: SubtitleLanguage | undefined, hasText: boolean): Recognizer | undefined {
  if (!language) return undefined;
  if (hasText && language.recognizers.includes('alignment')) return 'alignment';
  return language.recognizers.find((recognizer) => recognizer !== 'alignment');
}

/** The voice whose reading the recording is aligned to: the language's plain male narrator when it has one. */
export function alignmentVoiceId(language: string): string | undefined {
  const voices = ESPEAK_VOICES.filter((voice) => voice.language === language);
  return (voices.find((voice) => voice.id.endsWith(':m3')) ?? voices[0])?.id;
}
