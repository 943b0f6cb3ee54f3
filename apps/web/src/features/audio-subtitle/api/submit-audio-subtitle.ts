import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AudioSubtitleApi, type TAudioSubtitleTask, type TAudioToSubtitleRequest } from '@orator/contracts';
import { apiClient } from '../../../shared/api/clients';
import { audioSubtitlesQueryKey } from './get-audio-subtitles';

/** The server checks the audio and the language before queueing; its refusal shows in the form. */
export function submitAudioSubtitle(request: TAudioToSubtitleRequest): Promise<TAudioSubtitleTask> {
  return apiClient.post<TAudioSubtitleTask>(AudioSubtitleApi.asyncAudioToSubtitle, request, { isQuiet: true });
}

export function useSubmitAudioSubtitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAudioSubtitle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audioSubtitlesQueryKey }),
  });
}
