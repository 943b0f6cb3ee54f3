import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AudioSubtitleApi, type TAudioSubtitleTask, type TEditAudioToSubtitleRequest } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { audioSubtitleQueryKey } from './get-audio-subtitle';
import { audioSubtitlesQueryKey } from './get-audio-subtitles';

/** A refused edit (a line out of order or past the audio) shows in the editor, not as a toast. */
export function editAudioSubtitle(request: TEditAudioToSubtitleRequest): Promise<TAudioSubtitleTask> {
  return shortApiClient.post<TAudioSubtitleTask>(AudioSubtitleApi.editAudioToSubtitle, request, { isQuiet: true });
}

export function useEditAudioSubtitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAudioSubtitle,
    onSuccess: (task) => {
      queryClient.setQueryData(audioSubtitleQueryKey(task.id), task);
      return queryClient.invalidateQueries({ queryKey: audioSubtitlesQueryKey });
    },
  });
}
