import { useQuery } from '@tanstack/react-query';
import { TranslationApi, VideoTranslationApi, type TLanguageGuess, type TTranslateSupport } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** What this installation translates and can then speak; it changes only with the deployment. */
export function useTranslateSupport() {
  return useQuery({
    queryKey: [TranslationApi.queryTranslateSupportLanguage],
    queryFn: () => shortApiClient.get<TTranslateSupport>(TranslationApi.queryTranslateSupportLanguage),
    staleTime: Infinity,
  });
}

/** The language the analysis heard in the task's video. */
export function useLanguageGuess(id: number, isEnabled: boolean) {
  return useQuery({
    queryKey: [VideoTranslationApi.detectLanguageType, id],
    queryFn: () => shortApiClient.get<TLanguageGuess>(VideoTranslationApi.detectLanguageType, { id }),
    enabled: isEnabled,
    staleTime: Infinity,
  });
}
