import { useQuery } from '@tanstack/react-query';
import { VoiceApi, type TVoice } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

/** The voices of the user's latest videos, most recent first. */
export function getRecentVoices(): Promise<TVoice[]> {
  return shortApiClient.post<TVoice[]>(VoiceApi.queryRecentUseVoiceListNew, {});
}

export function useRecentVoices() {
  return useQuery({ queryKey: ['recent-voices'], queryFn: getRecentVoices });
}
