import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { VoiceApi, type TLanguage, type TPage, type TVoice, type TVoicePageRequest } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export function getLibraryVoices(request: TVoicePageRequest): Promise<TPage<TVoice>> {
  return shortApiClient.post<TPage<TVoice>>(VoiceApi.queryVoicePageNew, request);
}

/** One page of the library; the previous page stays on screen while the next one loads. */
export function useLibraryVoices(request: TVoicePageRequest) {
  return useQuery({
    queryKey: ['voice-library', request],
    queryFn: () => getLibraryVoices(request),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function getLibraryLanguages(): Promise<TLanguage[]> {
  return shortApiClient.get<TLanguage[]>(VoiceApi.queryLanguage);
}

/** The same key as the studio's language list: both read one catalogue. */
export function useLibraryLanguages() {
  return useQuery({ queryKey: ['voice-languages'], queryFn: getLibraryLanguages, staleTime: Infinity });
}
