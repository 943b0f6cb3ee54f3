import { useQueries, useQuery } from '@tanstack/react-query';
import { VoiceApi, type TLanguage, type TPage, type TVoice } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { baseLanguage } from '../video-translation-rules';

/** Voices a catalogue language offers; the offline catalogue has at most a few dozen per language. */
const VOICES_PER_LANGUAGE = 100;

function useVoiceLanguages() {
  return useQuery({
    queryKey: [VoiceApi.queryLanguage],
    queryFn: () => shortApiClient.get<TLanguage[]>(VoiceApi.queryLanguage),
    staleTime: Infinity,
  });
}

/**
 * The library voices that speak a translation's target ('es' is spoken by the es-ES and es-MX voices):
 * the catalogue lists voices by exact language code, so each of the target's codes is asked for.
 */
export function useTargetVoices(target: string | null): { voices: TVoice[]; isLoading: boolean } {
  const languages = useVoiceLanguages();
  const codes = target
    ? (languages.data ?? []).filter((language) => baseLanguage(language.code) === baseLanguage(target))
    : [];
  const pages = useQueries({
    queries: codes.map((language) => ({
      queryKey: [VoiceApi.queryVoicePageNew, 'videoTranslation', language.code],
      queryFn: () =>
        shortApiClient.post<TPage<TVoice>>(VoiceApi.queryVoicePageNew, {
          current: 1,
          size: VOICES_PER_LANGUAGE,
          language: language.code,
        }),
      staleTime: Infinity,
    })),
  });
  return {
    voices: pages.flatMap((page) => page.data?.records ?? []),
    isLoading: languages.isLoading || pages.some((page) => page.isLoading),
  };
}
