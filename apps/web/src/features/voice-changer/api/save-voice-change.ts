import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VoiceChangerApi, type TSaveVoiceChangeRequest, type TVoiceChangeTask } from '@orator/contracts';
import { apiClient } from '../../../shared/api/clients';
import { voiceChangesQueryKey } from './get-voice-changes';

/** The server checks the audio when the change is asked for; its refusal shows in the tool, not as a toast. */
export function saveVoiceChange(request: TSaveVoiceChangeRequest): Promise<TVoiceChangeTask> {
  return apiClient.post<TVoiceChangeTask>(VoiceChangerApi.save, request, { isQuiet: true });
}

export function useSaveVoiceChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVoiceChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: voiceChangesQueryKey }),
  });
}
