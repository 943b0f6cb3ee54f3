import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AudioSubtitleApi, isTaskPending, type TAudioSubtitleTask } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';
import { audioSubtitlesQueryKey } from './get-audio-subtitles';

/** Subtitles take seconds to a few minutes: the open task is checked every two seconds until it settles. */
export const SUBTITLE_WAIT_POLL_MS = 2000;

export const audioSubtitleQueryKey = (id: number) => [AudioSubtitleApi.getAudioToSubtitleResult, id] as const;

export function getAudioSubtitle(id: number, signal?: AbortSignal): Promise<TAudioSubtitleTask> {
  return shortApiClient.get<TAudioSubtitleTask>(AudioSubtitleApi.getAudioToSubtitleResult, { id }, { signal });
}

export function useAudioSubtitle(id: number | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: audioSubtitleQueryKey(id ?? 0),
    queryFn: async ({ signal }) => {
      const task = await getAudioSubtitle(id!, signal);
      // The past subtitles list shows this task's state too, and polls far less often: keep it in step.
      if (!isTaskPending(task.status)) void queryClient.invalidateQueries({ queryKey: audioSubtitlesQueryKey });
      return task;
    },
    enabled: id !== undefined,
    refetchInterval: (query) =>
      query.state.data && !isTaskPending(query.state.data.status) ? false : SUBTITLE_WAIT_POLL_MS,
  });
}
