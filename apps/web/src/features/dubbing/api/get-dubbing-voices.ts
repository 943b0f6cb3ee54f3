import { useQuery } from '@tanstack/react-query';
import { VoiceApi, type TLanguage, type TPage, type TVoice } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** Voices a language offers; the offline catalogue has at most a few dozen per language. */
const VOICES_PER_LANGUAGE = 100;

export function useDubbingLanguages() {
  return useQuery({
    queryKey: [VoiceApi.queryLanguage],
    queryFn: () => shortApiClient.get<TLanguage[]>(VoiceApi.queryLanguage),
    staleTime: Infinity,
  });
}

/** Every voice of the language, the user's own clones first (as the server lists them). */
export function useLanguageVoices(language: string) {
  return useQuery({
    queryKey: [VoiceApi.queryVoicePageNew, 'dubbing', language],
    queryFn: () =>
      shortApiClient.post<TPage<TVoice>>(VoiceApi.queryVoicePageNew, {
        current: 1,
        size: VOICES_PER_LANGUAGE,
        language,
      }),
    enabled: language !== '',
    staleTime: Infinity,
  });
}

/** One voice, for a link that names it (the voice library's "use for dubbing"). */
export function useVoiceDetail(voiceId: string | null) {
  return useQuery({
    queryKey: [VoiceApi.queryVoiceDetailNew, voiceId],
    queryFn: () => shortApiClient.get<TVoice>(VoiceApi.queryVoiceDetailNew, { voiceId }),
    enabled: Boolean(voiceId),
    staleTime: Infinity,
  });
}
