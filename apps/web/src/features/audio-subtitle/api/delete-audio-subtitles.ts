import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AudioSubtitleApi } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { audioSubtitlesQueryKey } from './get-audio-subtitles';

export function deleteAudioSubtitles(ids: number[]): Promise<null> {
  return shortApiClient.post<null>(AudioSubtitleApi.delete, { ids });
}

export function useDeleteAudioSubtitles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAudioSubtitles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audioSubtitlesQueryKey }),
  });
}
