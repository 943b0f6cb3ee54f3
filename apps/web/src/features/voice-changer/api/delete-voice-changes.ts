import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VoiceChangerApi } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { voiceChangesQueryKey } from './get-voice-changes';

export function deleteVoiceChanges(ids: number[]): Promise<null> {
  return shortApiClient.post<null>(VoiceChangerApi.delete, { ids });
}

export function useDeleteVoiceChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVoiceChanges,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voiceChangesQueryKey }),
  });
}
