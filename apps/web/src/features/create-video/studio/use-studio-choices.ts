import { useTranslation } from 'react-i18next';
import { toLocale, type TDigitalHuman, type TLanguage, type TLocale, type TVoice } from '@orator/contracts';
import { useNewTaskName } from '../api/get-new-task-name';
import { usePresenters } from '../api/get-presenters';
import { useRecentVoices } from '../api/get-recent-voices';
import { useVoiceLanguages } from '../api/get-voice-languages';
import { useVoices } from '../api/get-voices';
import { useStudio } from './studio-context';

export const PRESENTER_PAGE_SIZE = 24;
export const VOICE_PAGE_SIZE = 20;

/** The presenter grid's first, unfiltered page: the same query supplies the page's first avatar. */
export const FIRST_PRESENTERS = { current: 1, size: PRESENTER_PAGE_SIZE } as const;

/** The voices most users of each interface language want: the issue names these three. */
const VOICE_LANGUAGE_FOR_UI: Record<TLocale, string> = { en: 'en-US', zh: 'zh-CN', pt: 'pt-BR' };

/** The interface language's voice language, or the closest the server offers. */
export function defaultVoiceLanguage(locale: TLocale, languages: readonly TLanguage[] | undefined): string {
  const preferred = VOICE_LANGUAGE_FOR_UI[locale];
  if (!languages?.length || languages.some((language) => language.code === preferred)) return preferred;
  return languages.find((language) => language.code.startsWith(locale))?.code ?? languages[0]!.code;
}

/** The language the user picked, else that of the voice they used last, else the interface language's. */
export function useChosenLanguage(): string {
  const { i18n } = useTranslation();
  const chosen = useStudio((state) => state.voiceLanguage);
  const recent = useRecentVoices();
  const languages = useVoiceLanguages();
  return chosen ?? recent.data?.[0]?.language ?? defaultVoiceLanguage(toLocale(i18n.language), languages.data);
}

/** The avatar the user picked, else the first presenter, so the preview is never empty for long. */
export function useChosenAvatar(): TDigitalHuman | undefined {
  const chosen = useStudio((state) => state.avatar);
  const presenters = usePresenters(FIRST_PRESENTERS);
  return chosen ?? presenters.data?.records[0];
}

/** Who a default voice must fit: the script's language, and the presenter's gender when it is known. */
interface TVoiceFit {
  language: string;
  gender: TVoice['gender'] | undefined;
}

/**
 * The voice a presenter speaks with until the user picks one: the latest they used that fits, else the
 * first listed that fits. A man presenting in a woman's voice (or the reverse) is never the default.
 */
export function defaultVoice(
  recent: readonly TVoice[] | undefined,
  listed: readonly TVoice[] | undefined,
  { language, gender }: TVoiceFit,
): TVoice | undefined {
  const fits = (voice: TVoice) => voice.language === language && (gender === undefined || voice.gender === gender);
  return recent?.find(fits) ?? listed?.find(fits);
}

/** The voice the user picked by hand, kept whatever presenter follows; else the default for this presenter. */
export function useChosenVoice(avatar: TDigitalHuman | undefined): TVoice | undefined {
  const chosen = useStudio((state) => state.voice);
  const language = useChosenLanguage();
  // Talking photos have no gender on record: any voice of the language fits them.
  const gender = avatar?.gender ?? undefined;
  const recent = useRecentVoices();
  const voices = useVoices({ current: 1, size: VOICE_PAGE_SIZE, language, gender });
  return chosen ?? defaultVoice(recent.data, voices.data?.records, { language, gender });
}

/** The name the user typed, else the server's numbered suggestion. */
export function useTaskName(): string {
  const typed = useStudio((state) => state.taskName);
  const suggested = useNewTaskName();
  return typed ?? suggested.data ?? '';
}
