import {
  VIDEO_TRANSLATION_LIMITS,
  type TTranslateSupport,
  type TTranslationDirection,
  type TTranslationSentence,
  type TVideoTranslationStage,
} from '@orator/contracts';

/** The stages in which the server is working and the studio waits for the next one. */
const WORKING_STAGES: readonly TVideoTranslationStage[] = ['analysing', 'transcribing', 'rendering'];

export function isWorkingStage(stage: TVideoTranslationStage): boolean {
  return WORKING_STAGES.includes(stage);
}

/** The types a browser names MP4 and MOV files with; the server judges the content again. */
const VIDEO_TYPES = ['video/mp4', 'video/quicktime'];
const VIDEO_EXTENSIONS = /\.(mp4|mov)$/i;

export type TVideoFileProblem = 'wrongFormat' | 'tooLarge';

/** What the picker can tell before sending anything: the format by type or name, and the size. */
export function videoFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): TVideoFileProblem | undefined {
  if (!VIDEO_TYPES.includes(file.type) && !VIDEO_EXTENSIONS.test(file.name)) return 'wrongFormat';
  if (file.size > VIDEO_TRANSLATION_LIMITS.maxBytes) return 'tooLarge';
  return undefined;
}

/** The file's name without its extension, as the task's default name. */
export function taskNameOf(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '').slice(0, 100) || fileName.slice(0, 100);
}

/**
 * A transcript file the user loads is sent as subtitles when it has cue timings (SRT or WebVTT), or as
 * plain text, one sentence a line, to be aligned to the speech.
 */
export function isSubtitleText(text: string): boolean {
  return /^WEBVTT/.test(text.trimStart()) || /\d{1,2}:\d{2}:\d{2}[,.]\d{3}\s*-->/.test(text);
}

/** The bare language of a code: 'en-US' and 'en' are the same language for translation. */
export function baseLanguage(code: string): string {
  return (code.split('-')[0] ?? code).toLowerCase();
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

/** A language's name in the interface language ('es' in Chinese: 西班牙语, in Portuguese: Espanhol), or its code. */
export function languageName(code: string, interfaceLanguage: string): string {
  if (!displayNames.has(interfaceLanguage)) {
    try {
      displayNames.set(interfaceLanguage, new Intl.DisplayNames([interfaceLanguage], { type: 'language' }));
    } catch {
      displayNames.set(interfaceLanguage, null);
    }
  }
  try {
    const name = displayNames.get(interfaceLanguage)?.of(code) ?? code;
    // Portuguese writes language names in lower case; on their own, as a label, they start with a capital.
    return name.charAt(0).toLocaleUpperCase(interfaceLanguage) + name.slice(1);
  } catch {
    return code;
  }
}

/** The supported source language closest to what the analysis heard, if any. */
export function proposedSource(sources: readonly string[], detected: string | null): string | undefined {
  if (!detected) return undefined;
  return (
    sources.find((source) => source === detected) ??
    sources.find((source) => baseLanguage(source) === baseLanguage(detected))
  );
}

/** The directions a transcript in `source` can be translated along. */
export function directionsFrom(support: TTranslateSupport | undefined, source: string | null): TTranslationDirection[] {
  if (!support || !source) return [];
  return support.directions.filter((direction) => baseLanguage(direction.from) === baseLanguage(source));
}

/** The sentence being spoken at `time` seconds, for the preview's highlight. */
export function sentenceAt(sentences: readonly TTranslationSentence[], time: number): number | undefined {
  return sentences.find((sentence) => time >= sentence.start && time < sentence.end)?.index;
}

/** A time in the video as the sentence list shows it: 65.4 -> '1:05.4'. */
export function formatTimestamp(seconds: number): string {
  const tenths = Math.round(seconds * 10);
  const minutes = Math.floor(tenths / 600);
  const rest = (tenths % 600) / 10;
  return `${minutes}:${rest.toFixed(1).padStart(4, '0')}`;
}
