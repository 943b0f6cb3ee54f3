import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { VoiceApi, type TPage, type TVoice, type TVoicePageRequest } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export function getVoices(request: TVoicePageRequest): Promise<TPage<TVoice>> {
  return shortApiClient.post<TPage<TVoice>>(VoiceApi.queryVoicePageNew, request);
}

/** Off until the language is known, so the first page asked for is already the right one. */
export function useVoices(request: TVoicePageRequest) {
  return useQuery({
    queryKey: ['voices', request],
    queryFn: () => getVoices(request),
    enabled: Boolean(request.language),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
