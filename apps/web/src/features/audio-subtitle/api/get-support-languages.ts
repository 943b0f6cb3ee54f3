import { useQuery } from '@tanstack/react-query';
import { AudioSubtitleApi, type TSubtitleLanguage } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** What this installation can do changes only with its configuration: fetched once per visit. */
export function getSupportLanguages(signal?: AbortSignal): Promise<TSubtitleLanguage[]> {
  return shortApiClient.get<TSubtitleLanguage[]>(AudioSubtitleApi.getSupportLanguage, undefined, { signal });
}

export function useSupportLanguages() {
  return useQuery({
    queryKey: [AudioSubtitleApi.getSupportLanguage],
    queryFn: ({ signal }) => getSupportLanguages(signal),
    staleTime: Infinity,
  });
}
