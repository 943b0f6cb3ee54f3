import { useQuery } from '@tanstack/react-query';
import { VoiceApi, type TLanguage } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export function getVoiceLanguages(): Promise<TLanguage[]> {
  return shortApiClient.get<TLanguage[]>(VoiceApi.queryLanguage);
}

export function useVoiceLanguages() {
  return useQuery({ queryKey: ['voice-languages'], queryFn: getVoiceLanguages, staleTime: Infinity });
}
